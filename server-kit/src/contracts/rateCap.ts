import type { ServerContext } from "../context/serverContext.js";
import { flowSettingsOf } from "../flows/settings.js";
import type { ContractDisclosurePolicy } from "./disclosure.js";

/**
 * The disclosure policy of a tenant's contracts: the rate cap of its
 * resolved settings (the one the signature and activation enforce) and the
 * server's Bank Rate history, from which each contract takes the rate of
 * the day its money is advanced.
 */
export const contractDisclosurePolicy = async (context: ServerContext, tenantId: number): Promise<ContractDisclosurePolicy> => ({
  rateCap: (await flowSettingsOf(context, tenantId)).rateCap,
  bankRates: context.bankRates,
});
