import {
  addressTypeOptions,
  carStateOptions,
  cashTypeOptions,
  colesseeCivilStatusOptions,
  colesseeSalutationOptions,
  ediExceptionDayOptions,
  engineFuelOptions,
  frequencyOptions,
  Frequency,
  isAdmin,
  languageOptions,
  LAST_DAY_OF_MONTH,
  legalWarrantyOptions,
  lesseeCivilStatusOptions,
  lesseeSalutationOptions,
  marineTypeOptions,
  odometerUnitOptions,
  provinceOptions,
  recreationalTypeOptions,
  shipTypeOptions,
  substitutableFeeNames,
  termOptions,
  toSelectOptions,
  trailerTypeOptions,
  vehicleTypeOptions,
  vehicleUsageOptions,
  vehicleYearOptions,
  workTypeOptions,
  type CodeOption,
  type Features,
  type FormValues,
  type Lang,
  type RoleId,
  type SelectOption,
  type SubstitutableFeeName,
  type TenantCode,
} from "@lendkit/core";
import type { FieldKind, FieldPath } from "./fieldValues.js";
import { ct, type ContractTextKey } from "./texts.js";
import { vehicleGroupOf, type VehicleGroup } from "./vehicleGroups.js";

/**
 * The contract editor's fields, block by block (B §3.1, §3.4–§3.8), as data:
 * where each value lives in the contract JSON, how it is shown, its label,
 * whether it is required, its options (core's code tables, by role, tenant
 * and feature) and when it shows. The tabs render these lists; the form
 * engine validates what they render.
 */

/** What options and visibility depend on. */
export interface FieldContext {
  readonly lang: Lang;
  readonly role: RoleId;
  readonly features: Features;
  readonly tenant: TenantCode | null;
  /** The calendar year of the user's today (the vehicle year list counts from it). */
  readonly currentYear: number;
  /** The lender's today, for core's field rules (a birth date not in the future). */
  readonly today?: { readonly year: number; readonly month: number; readonly day: number };
  /**
   * Fields the server refused at the last save, by path: the words (in the
   * user's language) and the value sent. The field shows the words until
   * its value changes.
   */
  readonly serverErrors?: Readonly<Record<string, { readonly message: string; readonly value: unknown }>>;
}

export interface FieldSpec extends FieldPath {
  readonly label: ContractTextKey;
  readonly labelParams?: Readonly<Record<string, string | number>>;
  /** Required on save (a function of the values when it depends on the product). */
  readonly required?: boolean | ((values: FormValues) => boolean);
  /** The choices of a select. */
  readonly options?: (context: FieldContext) => readonly SelectOption[];
  /** Shown only to admins (provider-internal figures). */
  readonly adminOnly?: boolean;
  /** Shown only when the values say so. */
  readonly showIf?: (values: FormValues) => boolean;
  /** Decimals of a percentage. */
  readonly decimals?: 2 | 3;
  /** Takes a whole row of the grid. */
  readonly wide?: boolean;
}

export interface FieldSection {
  readonly id: string;
  readonly title: ContractTextKey;
  readonly fields: readonly FieldSpec[];
  readonly showIf?: (values: FormValues, context: FieldContext) => boolean;
}

const field = (kind: FieldKind) => (path: string, label: ContractTextKey, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  path,
  kind,
  label,
  ...extra,
});
const text = field("text");
const email = field("email");
const textarea = field("textarea");
const money = field("money");
const percent = field("percent");
const integer = field("integer");
const phone = field("phone");
const sin = field("sin");
const postalCode = field("postalCode");
const date = field("date");
const flag = field("flag");
const select = (path: string, label: ContractTextKey, options: FieldSpec["options"], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  path,
  kind: "select",
  label,
  options,
  ...extra,
});

const codes =
  <V extends string | number>(table: readonly CodeOption<V>[]) =>
  ({ lang }: FieldContext): readonly SelectOption[] =>
    toSelectOptions(table, lang) as SelectOption[];

/** True for a micro-credit (cash loan) contract: it has no vehicle to describe. */
export const isCashLoan = (values: FormValues): boolean => values.isMicroCredit === true;
const notCashLoan = (values: FormValues) => !isCashLoan(values);

const productOptions = ({ lang }: FieldContext): readonly SelectOption[] => [
  { value: 0, label: ct(lang, "product.id.0") },
  { value: 1, label: ct(lang, "product.id.1") },
];

/** The second semi-monthly day: 2 to 30, then core's LAST_DAY_OF_MONTH (31) as "the last day of the month". */
const secondDayOptions = ({ lang }: FieldContext): readonly SelectOption[] => [
  ...Array.from({ length: LAST_DAY_OF_MONTH - 2 }, (_, index) => ({ value: index + 2, label: String(index + 2) })),
  { value: LAST_DAY_OF_MONTH, label: ct(lang, "f.lastDayOfMonth") },
];

const yearOptions = ({ lang, role, currentYear }: FieldContext) => toSelectOptions(vehicleYearOptions(role, currentYear), lang) as SelectOption[];

// ——— Contract tab ———

export const contractSections: readonly FieldSection[] = [
  {
    id: "contract",
    title: "section.contract",
    fields: [
      select("ContractProductId", "f.ContractProductId", productOptions, { required: true }),
      flag("isMicroCredit", "f.isMicroCredit"),
      flag("isTraining", "f.isTraining", { adminOnly: true }),
      text("internalReference", "f.internalReference"),
      text("salespersonName", "f.salespersonName"),
      date("date", "f.date"),
      select("customerProvinceId", "f.customerProvinceId", codes(provinceOptions)),
    ],
  },
  {
    id: "delivery",
    title: "section.delivery",
    fields: [
      select("shipType", "f.shipType", codes(shipTypeOptions), { showIf: notCashLoan }),
      date("shipDate", "f.shipDate", { showIf: notCashLoan }),
      select("cashType", "f.cashType", ({ lang, tenant }) => toSelectOptions(cashTypeOptions(tenant ?? "RENT"), lang) as SelectOption[], {
        showIf: isCashLoan,
      }),
      text("cashVendor", "f.cashVendor", { showIf: isCashLoan }),
      text("cashInvoice", "f.cashInvoice", { showIf: isCashLoan }),
    ],
  },
];

// ——— Lessee and co-lessee ———

const reference = (n: 1 | 2 | 3): FieldSpec[] => [
  text(`lessee.refName${n}`, "f.refName", { labelParams: { n } }),
  phone(`lessee.refPhone${n}`, "f.refPhone", { labelParams: { n } }),
  text(`lessee.refLink${n}`, "f.refLink", { labelParams: { n } }),
];

export const lesseeSections: readonly FieldSection[] = [
  {
    id: "identity",
    title: "section.identity",
    fields: [
      select("lessee.salutation", "f.salutation", codes(lesseeSalutationOptions)),
      text("lessee.firstName", "f.firstName", { required: true }),
      text("lessee.lastName", "f.lastName", { required: true }),
      text("lessee.companyName", "f.companyName"),
      date("lessee.birthDate", "f.birthDate", { required: true }),
      sin("lessee.sinNumber", "f.sinNumber"),
      select("lessee.civilStatus", "f.civilStatus", codes(lesseeCivilStatusOptions)),
      select("lessee.language", "f.language", codes(languageOptions)),
      text("lessee.driverLicence", "f.driverLicence"),
    ],
  },
  {
    id: "contact",
    title: "section.contact",
    fields: [
      phone("lessee.cellPhone", "f.cellPhone", { required: true }),
      phone("lessee.homePhone", "f.homePhone"),
      phone("lessee.businessPhone", "f.businessPhone"),
      email("lessee.email", "f.email"),
    ],
  },
  {
    id: "address",
    title: "section.address",
    fields: [
      text("lessee.civicNumber", "f.civicNumber", { required: true }),
      text("lessee.street", "f.street", { required: true }),
      text("lessee.apartment", "f.apartment"),
      text("lessee.city", "f.city", { required: true }),
      select("lessee.province", "f.province", codes(provinceOptions), { required: true }),
      postalCode("lessee.postalCode", "f.postalCode", { required: true }),
      select("lessee.adrType", "f.adrType", codes(addressTypeOptions)),
      integer("lessee.adrYears", "f.adrYears"),
      integer("lessee.adrMonth", "f.adrMonth"),
      money("lessee.rentAmount", "f.rentAmount"),
    ],
  },
  {
    id: "employment",
    title: "section.employment",
    fields: [
      text("lessee.workCompany", "f.workCompany"),
      select("lessee.workType", "f.workType", ({ lang, features }) => toSelectOptions(workTypeOptions(features), lang) as SelectOption[]),
      text("lessee.workPoste", "f.workPoste"),
      integer("lessee.workYears", "f.workYears"),
      integer("lessee.workMonth", "f.workMonth"),
      phone("lessee.workPhone", "f.workPhone"),
      money("lessee.workGrosIncome", "f.workGrosIncome"),
      money("lessee.workNetIncome", "f.workNetIncome"),
    ],
  },
  {
    id: "bank",
    title: "section.bank",
    fields: [
      text("lessee.bankname", "f.bankname"),
      text("lessee.bankinst", "f.bankinst"),
      text("lessee.banktransit", "f.banktransit"),
      text("lessee.bankfolio", "f.bankfolio"),
    ],
  },
  { id: "references", title: "section.references", fields: [...reference(1), ...reference(2), ...reference(3)] },
];

const coAddressShown = (values: FormValues) => values["colessee.isCoLesseeAddressSameAsLessee"] !== true;

export const colesseeSections: readonly FieldSection[] = [
  {
    id: "coIdentity",
    title: "section.coIdentity",
    fields: [
      select("colessee.coSalutation", "f.salutation", codes(colesseeSalutationOptions)),
      text("colessee.coFirstName", "f.firstName"),
      text("colessee.coLastName", "f.lastName"),
      date("colessee.coBirthDate", "f.birthDate"),
      sin("colessee.coSinNumber", "f.sinNumber"),
      select("colessee.coCivilStatus", "f.civilStatus", codes(colesseeCivilStatusOptions)),
      phone("colessee.coCellPhone", "f.cellPhone"),
      email("colessee.coEmail", "f.email"),
    ],
  },
  {
    id: "coAddress",
    title: "section.coAddress",
    fields: [
      flag("colessee.isCoLesseeAddressSameAsLessee", "f.isCoLesseeAddressSameAsLessee", { wide: true }),
      text("colessee.coCivicNumber", "f.civicNumber", { showIf: coAddressShown }),
      text("colessee.coStreet", "f.street", { showIf: coAddressShown }),
      text("colessee.coApartment", "f.apartment", { showIf: coAddressShown }),
      text("colessee.coCity", "f.city", { showIf: coAddressShown }),
      select("colessee.coProvince", "f.province", codes(provinceOptions), { showIf: coAddressShown }),
      postalCode("colessee.coPostalCode", "f.postalCode", { showIf: coAddressShown }),
    ],
  },
  {
    id: "coEmployment",
    title: "section.coEmployment",
    fields: [
      text("colessee.coWorkCompany", "f.workCompany"),
      select("colessee.coWorkType", "f.workType", ({ lang, features }) => toSelectOptions(workTypeOptions(features), lang) as SelectOption[]),
      integer("colessee.coWorkYears", "f.workYears"),
      money("colessee.coWorkGrosIncome", "f.workGrosIncome"),
    ],
  },
];

// ——— Budget ———

/** The budget's income and expense lines, in B §3.7's order. */
export const budgetIncomeFields: readonly FieldSpec[] = [
  money("budget.bdIncGrossSalary", "f.bdIncGrossSalary"),
  money("budget.bdIncAlimony", "f.bdIncAlimony"),
  money("budget.bdIncFamilyAllowance", "f.bdIncFamilyAllowance"),
  money("budget.bdIncCSST", "f.bdIncCSST"),
  money("budget.bdIncSocialAid", "f.bdIncSocialAid"),
  money("budget.bdIncEmploymentInsurance", "f.bdIncEmploymentInsurance"),
  money("budget.bdIncPropertyIncome", "f.bdIncPropertyIncome"),
  ...[1, 2, 3, 4, 5, 6].map((n) => money(`budget.bdIncOther${n}`, "f.bdIncOther", { labelParams: { n } })),
  money("budget.bdIncCoTenant", "f.bdIncCoTenant"),
  money("budget.bdIncSideLine", "f.bdIncSideLine"),
];

export const budgetExpenseFields: readonly FieldSpec[] = [
  money("budget.bdExpRentMortgage", "f.bdExpRentMortgage"),
  money("budget.bdExpMunicipalTax", "f.bdExpMunicipalTax"),
  money("budget.bdExpNewVehiclePayment", "f.bdExpNewVehiclePayment"),
  money("budget.bdExpCarInsurance", "f.bdExpCarInsurance"),
  money("budget.bdExpEquifaxPayment", "f.bdExpEquifaxPayment"),
  money("budget.bdExpCardBalance", "f.bdExpCardBalance"),
  money("budget.bdExpCreditMargins", "f.bdExpCreditMargins"),
  money("budget.bdExpAlimony", "f.bdExpAlimony"),
  money("budget.bdExpUtilities", "f.bdExpUtilities"),
  ...[1, 2, 3, 4].map((n) => money(`budget.bdExpOther${n}`, "f.bdExpOther", { labelParams: { n } })),
];

export const budgetSections: readonly FieldSection[] = [
  { id: "income", title: "section.income", fields: budgetIncomeFields },
  { id: "expenses", title: "section.expenses", fields: budgetExpenseFields },
  {
    id: "budgetNotes",
    title: "section.budgetNotes",
    fields: [
      textarea("budget.bdNoteInc", "f.bdNoteInc", { wide: true }),
      textarea("budget.bdNoteExp", "f.bdNoteExp", { wide: true }),
      text("budget.bdCreditAnalystName", "f.bdCreditAnalystName", { adminOnly: true }),
      flag("budget.bdIsLocked", "f.bdIsLocked", { adminOnly: true }),
    ],
  },
];

// ——— Vehicle ———

const inGroup = (group: VehicleGroup) => (values: FormValues) => vehicleGroupOf(values["vehicle.typeId"]) === group;

export const vehicleSections: readonly FieldSection[] = [
  {
    id: "vehicle",
    title: "section.vehicle",
    fields: [
      select("vehicle.typeId", "f.typeId", codes(vehicleTypeOptions), { required: notCashLoan }),
      select("vehicle.carState", "f.carState", codes(carStateOptions)),
      select("vehicle.year", "f.year", yearOptions, { required: notCashLoan }),
      text("vehicle.make", "f.make", { required: notCashLoan }),
      text("vehicle.model", "f.model", { required: notCashLoan }),
      text("vehicle.trim", "f.trim"),
      text("vehicle.vin", "f.vin"),
      text("vehicle.carColor", "f.carColor"),
      text("vehicle.noPlaque", "f.noPlaque"),
      select("vehicle.usageType", "f.usageType", codes(vehicleUsageOptions)),
      select("vehicle.legalWarrantyType", "f.legalWarrantyType", codes(legalWarrantyOptions)),
    ],
  },
  {
    id: "odometer",
    title: "section.odometer",
    fields: [
      integer("vehicle.odometer", "f.odometer"),
      select("vehicle.odometerUnit", "f.odometerUnit", codes(odometerUnitOptions)),
      select("vehicle.fuel", "f.fuel", codes(engineFuelOptions)),
      integer("vehicle.cylinderCount", "f.cylinderCount"),
      text("vehicle.transmission", "f.transmission"),
    ],
  },
  {
    id: "recreational",
    title: "section.recreational",
    showIf: inGroup("recreational"),
    fields: [
      select("vehicle.recreationalTypeId", "f.recreationalTypeId", codes(recreationalTypeOptions)),
      integer("vehicle.recreationalLength", "f.recreationalLength"),
    ],
  },
  {
    id: "trailer",
    title: "section.trailer",
    showIf: inGroup("trailer"),
    fields: [
      select("vehicle.trailerTypeId", "f.trailerTypeId", codes(trailerTypeOptions)),
      integer("vehicle.trailerLength", "f.trailerLength"),
      integer("vehicle.trailerAxleCount", "f.trailerAxleCount"),
    ],
  },
  {
    id: "marine",
    title: "section.marine",
    showIf: inGroup("marine"),
    fields: [
      select("vehicle.marineTypeId", "f.marineTypeId", codes(marineTypeOptions)),
      integer("vehicle.marineLength", "f.marineLength"),
      text("vehicle.marineHullSerial", "f.marineHullSerial"),
      text("vehicle.engineSerial1", "f.engineSerial1"),
      integer("vehicle.engineHours", "f.engineHours"),
    ],
  },
  {
    id: "motorcycle",
    title: "section.motorcycle",
    showIf: inGroup("motorcycle"),
    fields: [integer("vehicle.EngineCC", "f.EngineCC"), integer("vehicle.enginePower", "f.enginePower")],
  },
  {
    id: "heavy",
    title: "section.heavy",
    showIf: inGroup("heavy"),
    fields: [
      flag("vehicle.hasLiftGate", "f.hasLiftGate"),
      flag("vehicle.hasManLift", "f.hasManLift"),
      flag("vehicle.hasRefrigerator", "f.hasRefrigerator"),
      flag("vehicle.hasAPU", "f.hasAPU"),
      text("vehicle.engineSerial1", "f.engineSerial1"),
      text("vehicle.engineSerial2", "f.engineSerial2"),
      integer("vehicle.enginePower", "f.enginePower"),
      integer("vehicle.engineHours", "f.engineHours"),
    ],
  },
  {
    id: "declarations",
    title: "section.declarations",
    fields: [
      flag("vehicle.isNoDeclaration", "f.isNoDeclaration"),
      flag("vehicle.isDailyRental", "f.isDailyRental"),
      flag("vehicle.isPolice", "f.isPolice"),
      flag("vehicle.isTaxi", "f.isTaxi"),
      flag("vehicle.isIncidentDamage", "f.isIncidentDamage"),
      money("vehicle.damageAmount", "f.damageAmount", { showIf: (values) => values["vehicle.isIncidentDamage"] === true }),
      flag("vehicle.isOutOfOntario", "f.isOutOfOntario"),
      text("vehicle.outOfOntarioName", "f.outOfOntarioName", { showIf: (values) => values["vehicle.isOutOfOntario"] === true }),
    ],
  },
  {
    id: "tradeIn",
    title: "section.tradeIn",
    fields: [
      select("vehicle.exYear", "f.year", yearOptions),
      text("vehicle.exMake", "f.make"),
      text("vehicle.exModel", "f.model"),
      text("vehicle.exVin", "f.vin"),
      integer("vehicle.exOdometer", "f.odometer"),
      select("vehicle.exOdometerUnit", "f.odometerUnit", codes(odometerUnitOptions)),
    ],
  },
];

// ——— Finance ———

/** A fee with its substitution toggle (B §2, §3.4): the amount and its `<fee>IsSubstituted` flag. */
export interface FeeSpec extends FieldSpec {
  readonly fee: SubstitutableFeeName;
  readonly flagPath: string;
}

const percentFees: readonly SubstitutableFeeName[] = ["supremePlanWithJobLossFee", "supremePlanWithoutJobLossFee"];

/** Every fee of the finance block that carries a substitution flag, in the tab's order. */
export const feeFields: readonly FeeSpec[] = substitutableFeeNames.map((fee) => ({
  path: `financeLease.${fee}`,
  flagPath: `financeLease.${fee}IsSubstituted`,
  kind: percentFees.includes(fee) ? "percent" : "money",
  label: `f.${fee}` as ContractTextKey,
  fee,
  ...(percentFees.includes(fee) ? { decimals: 3 as const } : {}),
}));

/** The substitution flags, as form fields of their own. */
export const feeFlagFields: readonly FieldPath[] = feeFields.map((fee) => ({ path: fee.flagPath, kind: "flag" }));

const semiMonthly = (values: FormValues) => values["financeLease.frequency"] === Frequency.SemiMonthly;

export const financeSections: readonly FieldSection[] = [
  {
    id: "prices",
    title: "section.prices",
    fields: [
      money("financeLease.vehiclePrice", "f.vehiclePrice", { showIf: notCashLoan }),
      money("financeLease.warrantyPrice", "f.warrantyPrice", { showIf: notCashLoan }),
      money("financeLease.warrantyExPrice", "f.warrantyExPrice", { showIf: notCashLoan }),
      money("financeLease.otherProductsPrice", "f.otherProductsPrice"),
      text("financeLease.otherProductsNote", "f.otherProductsNote"),
      money("financeLease.tradeInVehiclePrice", "f.tradeInVehiclePrice", { showIf: notCashLoan }),
      money("financeLease.previousBalanceAmount", "f.previousBalanceAmount"),
      money("financeLease.depositTotalAmount", "f.depositTotalAmount"),
      money("financeLease.securityDeposit", "f.securityDeposit", { showIf: notCashLoan }),
      money("financeLease.residualAmount", "f.residualAmount", { showIf: notCashLoan }),
      money("Amount", "f.Amount", { required: true }),
    ],
  },
  {
    id: "terms",
    title: "section.terms",
    fields: [
      select("financeLease.term", "f.term", ({ lang }) => toSelectOptions(termOptions(), lang) as SelectOption[], { required: true }),
      select("financeLease.frequency", "f.frequency", codes(frequencyOptions), { required: true }),
      percent("financeLease.interestRate", "f.interestRate", { decimals: 3 }),
      date("financeLease.firstPaymentDate", "f.firstPaymentDate", { required: true }),
      integer("financeLease.biMonthlyFirstDay", "f.biMonthlyFirstDay", { showIf: semiMonthly, required: semiMonthly }),
      select("financeLease.biMonthlySecondDay", "f.biMonthlySecondDay", secondDayOptions, { showIf: semiMonthly, required: semiMonthly }),
      select("financeLease.ediExceptionDays", "f.ediExceptionDays", ({ lang, features }) => toSelectOptions(ediExceptionDayOptions(features), lang) as SelectOption[]),
      flag("financeLease.numberOfPaymentsIsSubstitued", "f.numberOfPaymentsIsSubstitued", { wide: true }),
    ],
  },
  {
    id: "internal",
    title: "section.internal",
    showIf: (_values, context) => isAdmin(context.role),
    fields: [
      money("financeLease.baseBrokerageFee", "f.baseBrokerageFee"),
      percent("financeLease.interestRateDealer", "f.interestRateDealer", { decimals: 3 }),
      percent("financeLease.interestRateYield", "f.interestRateYield", { decimals: 3 }),
      money("financeLease.dealerPayBack", "f.dealerPayBack"),
      money("financeLease.agentCommission", "f.agentCommission"),
    ],
  },
];

/** Every field of every tab (what the form starts from and sends back). */
export const allFieldPaths = (): readonly FieldPath[] => {
  const seen = new Map<string, FieldPath>();
  const sections = [...contractSections, ...lesseeSections, ...colesseeSections, ...budgetSections, ...vehicleSections, ...financeSections];
  for (const section of sections) for (const spec of section.fields) seen.set(spec.path, { path: spec.path, kind: spec.kind });
  for (const fee of feeFields) seen.set(fee.path, { path: fee.path, kind: fee.kind });
  for (const flagField of feeFlagFields) seen.set(flagField.path, flagField);
  return [...seen.values()];
};

