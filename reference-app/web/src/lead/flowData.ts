import { useEffect, useState } from "react";
import {
  decodeRenewalAddressForm,
  decodeRenewalIncomeForm,
  decodeRenewalReferencesForm,
  type RenewalAddressForm,
  type RenewalIncomeForm,
  type RenewalReferencesForm,
} from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { useLeadSession } from "./LeadSession.js";
import type { LeadCall } from "./session.js";

/**
 * What a flow already saved (GET …/cashLoanFlow/:slug/data), so a reload or
 * a link back into a step shows the applicant's answers instead of empty
 * forms, and the address on file to prefill the address step. Each form is
 * decoded with core's Schema; one that does not decode is left empty rather
 * than trusted.
 */
export interface SavedForms {
  readonly address?: RenewalAddressForm;
  /** The address the lender has on file, to prefill "Confirm your address" while none is saved. */
  readonly addressOnFile?: RenewalAddressForm;
  readonly income?: RenewalIncomeForm;
  readonly references?: RenewalReferencesForm;
}

const decoded = <T>(value: unknown, decode: (input: unknown) => { ok: true; value: T } | { ok: false }): T | undefined => {
  if (value === null || value === undefined) return undefined;
  const result = decode(value);
  return result.ok ? result.value : undefined;
};

const loadSavedForms = async (call: LeadCall, slug: string): Promise<SavedForms> => {
  const data = await call<Record<string, unknown>>(routePath(apiRoutes.flows.data, { slug }));
  const address = decoded(data.address, decodeRenewalAddressForm);
  const addressOnFile = decoded(data.addressOnFile, decodeRenewalAddressForm);
  const income = decoded(data.income, decodeRenewalIncomeForm);
  const references = decoded(data.references, decodeRenewalReferencesForm);
  return { ...(address ? { address } : {}), ...(addressOnFile ? { addressOnFile } : {}), ...(income ? { income } : {}), ...(references ? { references } : {}) };
};

/**
 * The saved forms of `slug` once loaded (undefined while loading; empty when
 * the call fails). Asks only when `enabled`, and again at each `step`
 * entered: a step gone back to (the browser's Back) shows what was saved
 * since.
 */
export const useSavedForms = (slug: string | null, enabled: boolean, step?: number): SavedForms | undefined => {
  const key = slug === null ? null : `${step ?? ""}:${slug}`;
  const { call } = useLeadSession();
  const [forms, setForms] = useState<{ key: string; forms: SavedForms } | null>(null);
  useEffect(() => {
    if (!enabled || slug === null || key === null || forms?.key === key) return;
    let active = true;
    loadSavedForms(call, slug).then(
      (found) => active && setForms({ key, forms: found }),
      () => active && setForms({ key, forms: {} }),
    );
    return () => {
      active = false;
    };
  }, [call, slug, key, enabled, forms?.key]);
  return forms !== null && forms.key === key ? forms.forms : undefined;
};
