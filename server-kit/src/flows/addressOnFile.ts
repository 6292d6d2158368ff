import { decodeContract, emptyRenewalAddressForm, encodeRenewalAddressForm, provinceOptions, type RenewalAddressForm } from "@lendkit/core";
import type { ServerContext } from "../context/serverContext.js";
import type { Flow } from "./store.js";
import { recentContractBodies } from "../data/flows.js";

/**
 * The address the lender has on file for a flow's applicant, to prefill
 * "Confirm your address" (step 21) before the applicant saved one: the
 * lessee address of the contract being renewed, else of the customer's
 * latest other contract with a street and a city. Null when the file has
 * none (a new applicant). Read within the flow's tenant only.
 */

const text = (value: unknown, cap: number): string => (typeof value === "string" ? value.trim().slice(0, cap) : "");

const addressOfBody = (bodyJson: unknown): RenewalAddressForm | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(bodyJson ?? "{}"));
  } catch {
    return null;
  }
  const decoded = decodeContract(parsed ?? {});
  if (!decoded.ok) return null;
  const lessee = decoded.value.lessee as unknown as Record<string, unknown>;
  const street = text(lessee.street, 250);
  const city = text(lessee.city, 100);
  if (street === "" || city === "") return null;
  const province = provinceOptions.find((option) => option.value === lessee.province);
  return {
    ...emptyRenewalAddressForm(),
    civicNumber: text(lessee.civicNumber, 20),
    apartment: text(lessee.apartment, 20),
    street,
    city,
    provinceId: province ? province.value : -1,
    province: province ? province.label.fr.toUpperCase() : "",
    postalCode: text(lessee.postalCode, 10),
  };
};

/** The address on file, encoded as the address form (core's Schema), or null. */
export const addressOnFile = async (context: ServerContext, flow: Flow): Promise<ReturnType<typeof encodeRenewalAddressForm> | null> => {
  const candidates: number[] = [];
  if (flow.originalContractId !== null) candidates.push(flow.originalContractId);
  const rows = await recentContractBodies(context.db, flow.tenantId, { exceptId: flow.contractId, customerId: flow.customerId, ids: candidates });
  const ordered = [...rows.filter((row) => candidates.includes(row.id)), ...rows.filter((row) => !candidates.includes(row.id))];
  for (const row of ordered) {
    const address = addressOfBody(row.bodyJson);
    if (address) return encodeRenewalAddressForm(address);
  }
  return null;
};
