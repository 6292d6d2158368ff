import {
  bankInstanceNamePattern,
  centsOf,
  Decimal,
  parseIsoDate,
  type BankCalendarOptions,
  decoderFor,
  defaultLateFeeGraceDays,
  describeDecodeErrors,
  normalizeFrameOrigin,
  Province,
  provinceOptions,
  resolveFeatures,
  type Features,
  type LateFeeRule,
  type ProvinceId,
  tBoth,
} from "@lendkit/core";
import { LEGAL_MAX_APR, LEGAL_MAX_EFFECTIVE_ANNUAL_RATE, type RateCapConfig } from "@lendkit/core/disclosure";
import * as Schema from "effect/Schema";
import { isoTime, type Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { storedFlowSettings, storedTenantFeatures, storeFlowSettings } from "../data/flowSettings.js";
import { HttpError } from "../http/envelope.js";
import type { ServerContext } from "../context/serverContext.js";

/**
 * A tenant's settings of the public flows, stored as JSON in
 * `flow_settings` (one row per tenant, read on every request so every
 * instance sees a change at once). Missing keys take the defaults below.
 */

const Origin = Schema.String.check(
  Schema.makeFilter((text: string) => (normalizeFrameOrigin(text) === null ? `expected an https origin, got ${JSON.stringify(text)}` : undefined)),
);
const InstanceName = Schema.String.check(Schema.isPattern(bankInstanceNamePattern));
const Amount = Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 }));
const provinceIds = provinceOptions.map((option) => option.value);
const DayText = Schema.String.check(
  Schema.makeFilter((text: string) => (parseIsoDate(text) === null ? `expected a date yyyy-MM-dd, got ${JSON.stringify(text)}` : undefined)),
);
const DayList = Schema.Array(DayText).check(Schema.isMaxLength(400));

/**
 * The lender's bank calendar (used when the `useBankHolidays` feature is on):
 * which kind of closed days it models and the lender's own days, changed in
 * the settings rather than by a release.
 */
const BankCalendarSettings = Schema.Struct({
  /** "branch" (default: branches closed, provincial days included) or "clearing" (Payments Canada's days only). */
  kind: Schema.optionalKey(Schema.Literals(["branch", "clearing"])),
  /** Extra closed days, yyyy-MM-dd. */
  addedDays: Schema.optionalKey(DayList),
  /** Holidays the lender's bank processes anyway, yyyy-MM-dd. */
  removedDays: Schema.optionalKey(DayList),
});

const IdentityText = (max: number) => Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(max));

/**
 * The lender as its contracts name it (C §3.8 signature step): the legal
 * name that binds it and how to reach it. Printed on the signed contract
 * and covered by the signature's hash.
 */
const LenderIdentitySettings = Schema.Struct({
  legalName: Schema.optionalKey(IdentityText(200)),
  /** Lines separated by "\n". */
  address: Schema.optionalKey(IdentityText(400)),
  phone: Schema.optionalKey(IdentityText(40)),
  email: Schema.optionalKey(IdentityText(200)),
});

/** The contract's terms and conditions in each language; paragraphs separated by a blank line. */
const ContractTermsSettings = Schema.Struct({
  fr: Schema.optionalKey(IdentityText(20_000)),
  en: Schema.optionalKey(IdentityText(20_000)),
});

/** A rate in percent as text: more than 0, up to 4 decimals ("30", "34.99"); checked against the legal maximum on save. */
const CapPercentText = Schema.String.check(Schema.isPattern(/^\d{1,3}(\.\d{1,4})?$/));
const provinceIsoCodes = provinceOptions.map((option) => option.iso);

/**
 * The tenant's rate cap (issue "Cost of borrowing" §2, core's
 * `RateCapConfig`): a lower cap than the criminal rate if it wants one, and
 * what to do above it — `refuse` (no document, no signature, no
 * activation) or `warn` (staff see it, signing and activation are audited).
 * A payday exemption (Criminal Code s. 347.1) counts only when the tenant
 * declares its licence and the province that issued it.
 */
const RateCapSettings = Schema.Struct({
  maxApr: Schema.optionalKey(CapPercentText),
  maxEffectiveAnnualRate: Schema.optionalKey(CapPercentText),
  action: Schema.Literals(["refuse", "warn"]),
  paydayExemption: Schema.optionalKey(
    Schema.NullOr(Schema.Struct({ licence: IdentityText(100), province: Schema.Literals(provinceIsoCodes) })),
  ),
});

/** An amount in dollars with at most 2 decimals, as text ("45.00"), from 0 to 1,000.00 $ (a typo guard). */
const FeeText = Schema.String.check(
  Schema.makeFilter((text: string) => (/^\d{1,4}(\.\d{1,2})?$/.test(text) && Number(text) <= 1000 ? undefined : `expected an amount from 0 to 1000 with at most 2 decimals, got ${JSON.stringify(text)}`)),
);

/** An approval threshold: an amount from 0 to 1,000,000 with at most 2 decimals. */
const ThresholdText = Schema.String.check(
  Schema.makeFilter((text: string) => (/^\d{1,7}(\.\d{1,2})?$/.test(text) && Number(text) <= 1_000_000 ? undefined : `expected an amount from 0 to 1000000 with at most 2 decimals, got ${JSON.stringify(text)}`)),
);

/**
 * The late fee of the daily servicing run (core's `LateFeeRule`): its
 * amount, the calendar days of grace after a line's due date (core's
 * `defaultLateFeeGraceDays`, 10, when absent) and the most late fees one
 * contract carries (no cap when absent).
 */
const LateFeeSettings = Schema.Struct({
  amount: FeeText,
  graceDays: Schema.optionalKey(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 90 }))),
  maxPerContract: Schema.optionalKey(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 1000 }))),
});

/**
 * The tenant's servicing settings (issue 22): the fee charged when the bank
 * returns a payment NSF, and the late fee of the daily run. None unless the
 * lender sets one.
 */
const ServicingSettings = Schema.Struct({
  nsfFee: Schema.optionalKey(FeeText),
  lateFee: Schema.optionalKey(LateFeeSettings),
  /** Maker-checker: a waiver, adjustment or write-off above this amount waits for a second person's approval (none when absent). */
  approvalAbove: Schema.optionalKey(ThresholdText),
});

export const FlowSettings = Schema.Struct({
  /** Origins allowed to frame the lead app (CSP frame-ancestors, postMessage targets); none = the app's own origin. */
  parentOrigins: Schema.optionalKey(Schema.Array(Origin).check(Schema.isMaxLength(20))),
  /** The calculator's limits (C §9 defaults 500 and 1,500). */
  loanMin: Schema.optionalKey(Amount),
  loanMax: Schema.optionalKey(Amount),
  /** GET cashLoanCalculatorConstants (C §7). */
  weeklyFee: Schema.optionalKey(Amount),
  isWeeklyFeePercentage: Schema.optionalKey(Schema.Boolean),
  interestRate: Schema.optionalKey(Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100 }))),
  /** Provinces where the lender takes applications online (ids of core's province table). */
  webOnlyProvinces: Schema.optionalKey(Schema.Array(Schema.Literals(provinceIds)).check(Schema.isMaxLength(13))),
  /** Bank providers' per-tenant names (C §3.9 instance names). */
  flinksInstanceName: Schema.optionalKey(InstanceName),
  zumRailsUsername: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200))),
  zumRailsInstanceName: Schema.optionalKey(InstanceName),
  bankCalendar: Schema.optionalKey(BankCalendarSettings),
  /** The lender's identity on its contracts; the legal name defaults to the tenant's name. */
  lender: Schema.optionalKey(LenderIdentitySettings),
  /** The contract's terms and conditions, fr and en; core's default text for a language left out. */
  contractTerms: Schema.optionalKey(ContractTermsSettings),
  /** The number a customer behind on payments is told to call (C §2 overdue screen, C §3.9): ten digits. */
  collectionsPhoneNumber: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{10}$/))),
  /** The rate cap and the action above it; `{ action: "refuse" }` (the criminal rate, refused) when absent. */
  rateCap: Schema.optionalKey(RateCapSettings),
  /** The servicing ledger's settings: the NSF fee and the late fee (none when absent). */
  servicing: Schema.optionalKey(ServicingSettings),
});
export type FlowSettings = typeof FlowSettings.Type;

const decodeFlowSettings = decoderFor(FlowSettings);

/** Settings with every default applied. */
export interface ResolvedFlowSettings {
  readonly parentOrigins: readonly string[];
  readonly loanMin: number;
  readonly loanMax: number;
  readonly weeklyFee: number;
  readonly isWeeklyFeePercentage: boolean;
  readonly interestRate: number;
  readonly webOnlyProvinces: readonly ProvinceId[];
  readonly flinksInstanceName: string;
  readonly zumRailsUsername: string;
  readonly zumRailsInstanceName: string;
  /** core's `canadianBankHolidays` options: the kind and the lender's added and removed days. */
  readonly bankCalendar: BankCalendarOptions;
  /** The lender's identity as configured (null where the tenant gives nothing). */
  readonly lender: {
    readonly legalName: string | null;
    readonly address: string | null;
    readonly phone: string | null;
    readonly email: string | null;
  };
  /** The contract's terms and conditions as configured, per language (null: core's default text). */
  readonly contractTerms: { readonly fr: string | null; readonly en: string | null };
  /** The tenant's collections number (ten digits), or null: the deployment's (`otp.collectionsPhoneNumbers`) then applies. */
  readonly collectionsPhoneNumber: string | null;
  /** The rate cap core's `loanDisclosure` applies (`{ action: "refuse" }` by default: the criminal rate, refused). */
  readonly rateCap: RateCapConfig;
  /** The NSF fee in cents a returned payment adds to its contract (0: none). */
  readonly nsfFeeCents: number;
  /** The late fee the daily run assesses, or null: none (also for an amount of 0). */
  readonly lateFee: LateFeeRule | null;
  /** Cents above which a waiver, adjustment or write-off waits for approval, or null: never. */
  readonly approvalThresholdCents: number | null;
}

/** The late fee of the settings, or null when the tenant charges none. */
const lateFeeOf = (settings: FlowSettings): LateFeeRule | null => {
  const given = settings.servicing?.lateFee;
  if (given === undefined || centsOf(given.amount) === 0) return null;
  return { amountCents: centsOf(given.amount), graceDays: given.graceDays ?? defaultLateFeeGraceDays, maxPerContract: given.maxPerContract ?? null };
};

/**
 * Provinces taken online when a tenant says nothing: Québec and Ontario (the
 * two the spec names, C §3.3), every province and territory with RestOfCanada.
 */
export const defaultWebOnlyProvinces = (features: Pick<Features, "RestOfCanada">): readonly ProvinceId[] =>
  features.RestOfCanada ? provinceIds : [Province.Quebec, Province.Ontario];

/** The defaults (C §9: 500–1,500 $, 19.99 %; the weekly fee of core's examples). */
const resolve = (settings: FlowSettings, features: Features): ResolvedFlowSettings => ({
  parentOrigins: (settings.parentOrigins ?? []).map((origin) => normalizeFrameOrigin(origin) as string),
  loanMin: settings.loanMin ?? 500,
  loanMax: settings.loanMax ?? 1500,
  weeklyFee: settings.weeklyFee ?? 8,
  isWeeklyFeePercentage: settings.isWeeklyFeePercentage ?? false,
  interestRate: settings.interestRate ?? 19.99,
  webOnlyProvinces: settings.webOnlyProvinces ?? defaultWebOnlyProvinces(features),
  flinksInstanceName: settings.flinksInstanceName ?? "lendkit",
  zumRailsUsername: settings.zumRailsUsername ?? "lendkit-sandbox",
  zumRailsInstanceName: settings.zumRailsInstanceName ?? "lendkit",
  bankCalendar: {
    kind: settings.bankCalendar?.kind ?? "branch",
    addedDays: (settings.bankCalendar?.addedDays ?? []).flatMap((text) => parseIsoDate(text) ?? []),
    removedDays: (settings.bankCalendar?.removedDays ?? []).flatMap((text) => parseIsoDate(text) ?? []),
  },
  lender: {
    legalName: settings.lender?.legalName?.trim() || null,
    address: settings.lender?.address?.trim() || null,
    phone: settings.lender?.phone?.trim() || null,
    email: settings.lender?.email?.trim() || null,
  },
  contractTerms: { fr: settings.contractTerms?.fr?.trim() || null, en: settings.contractTerms?.en?.trim() || null },
  collectionsPhoneNumber: settings.collectionsPhoneNumber ?? null,
  rateCap: settings.rateCap ?? { action: "refuse" },
  nsfFeeCents: settings.servicing?.nsfFee === undefined ? 0 : centsOf(settings.servicing.nsfFee),
  lateFee: lateFeeOf(settings),
  approvalThresholdCents: settings.servicing?.approvalAbove === undefined ? null : centsOf(settings.servicing.approvalAbove),
});

/** A tenant's features as the configuration route answers them (deployment's, then the tenant's own). */
export const tenantFeatures = async (context: ServerContext, tenantId: number): Promise<Features> => {
  return featuresOfStored(context, await storedTenantFeatures(context.db, tenantId));
};

/** A tenant's features from its stored `features` text (see {@link tenantFeatures}), for a caller that read the row with more. */
export const featuresOfStored = (context: Pick<ServerContext, "features">, stored: string | null): Features => {
  let own: unknown = {};
  try {
    own = JSON.parse(stored ?? "{}");
  } catch {
    own = {};
  }
  return resolveFeatures({ ...context.features, ...(own && typeof own === "object" ? own : {}) });
};

/**
 * The tenant's flow settings with defaults. A stored value that no longer
 * decodes is logged and ignored (defaults apply) rather than breaking the
 * public flow.
 */
export const flowSettingsOf = async (context: ServerContext, tenantId: number, features?: Features): Promise<ResolvedFlowSettings> => {
  const settingsJson = await storedFlowSettings(context.db, tenantId);
  return flowSettingsOfStored(context, tenantId, settingsJson, features ?? (await tenantFeatures(context, tenantId)));
};

/** The flow settings a tenant's stored `settings_json` gives (see {@link flowSettingsOf}), for a caller that read the row with more. */
export const flowSettingsOfStored = (context: Pick<ServerContext, "logger">, tenantId: number, settingsJson: string | null, features: Features): ResolvedFlowSettings => {
  let stored: FlowSettings = {};
  if (settingsJson !== null) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(settingsJson);
    } catch {
      parsed = null;
    }
    const decoded = decodeFlowSettings(parsed);
    if (decoded.ok) stored = decoded.value;
    else context.logger.warn({ tenantId, problems: describeDecodeErrors(decoded.errors) }, "ignoring undecodable flow settings");
  }
  return resolve(stored, features);
};

const decodeRateCap = decoderFor(RateCapSettings);

/** A cap given: more than 0 and at most the legal one (a tenant may lower the criminal rate, never raise it). */
const capAllowed = (text: string | undefined, legal: string): boolean => text === undefined || (new Decimal(text).gt(0) && new Decimal(text).lte(legal));

/**
 * The rate cap of settings about to be saved, checked first so a bad one
 * gets its own words in both languages (400): an action other than
 * `refuse` or `warn`, a cap above the legal one (35 % APR, 60 % effective)
 * or not above 0, a payday exemption without its licence or province.
 */
const checkRateCap = (settings: unknown): void => {
  const given = settings !== null && typeof settings === "object" ? (settings as { rateCap?: unknown }).rateCap : undefined;
  if (given === undefined) return;
  const decoded = decodeRateCap(given, { unknownKeys: "refuse" });
  if (!decoded.ok) {
    const paths = decoded.errors.map((error) => error.path).join(" ");
    const key = /action/.test(paths) ? "disclosure.refusal.invalidAction" : /paydayExemption/.test(paths) ? "disclosure.settings.invalidPaydayExemption" : "disclosure.refusal.invalidCap";
    throw new HttpError(400, tBoth(key), `rateCap: ${describeDecodeErrors(decoded.errors)}`);
  }
  const cap = decoded.value;
  if (!capAllowed(cap.maxApr, LEGAL_MAX_APR) || !capAllowed(cap.maxEffectiveAnnualRate, LEGAL_MAX_EFFECTIVE_ANNUAL_RATE)) {
    throw new HttpError(400, tBoth("disclosure.refusal.invalidCap"), "rateCap: above the legal maximum");
  }
};

/**
 * Stores a tenant's flow settings (replacing the previous ones); throws on
 * settings that do not decode (unknown keys refused) or with loanMin > loanMax.
 *
 * @example
 * await saveFlowSettings(db, clock, tenantId, { parentOrigins: ["https://lender.example"], loanMax: 2000 });
 */
export const saveFlowSettings = async (db: Plumbing["db"], clock: Clock, tenantId: number, settings: unknown): Promise<void> => {
  checkRateCap(settings);
  const decoded = decodeFlowSettings(settings, { unknownKeys: "refuse" });
  if (!decoded.ok) throw new Error(`flow settings: ${describeDecodeErrors(decoded.errors)}`);
  const value = decoded.value;
  if ((value.loanMin ?? 500) > (value.loanMax ?? 1500)) throw new Error("flow settings: loanMin is above loanMax");
  await storeFlowSettings(db, tenantId, JSON.stringify(value), isoTime(clock.now()));
};
