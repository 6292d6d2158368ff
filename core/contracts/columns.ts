import { periodsPerYearOf, type FrequencyCode } from "../codes/frequency.js";
import type { Contract } from "../models/contract.js";
import type { FinanceLease } from "../models/finance.js";
import { centsOf } from "../money/cents.js";
import type { Decimal } from "../money/decimal.js";
import { columnText, contractSearchText } from "./search.js";
import type { ContractProduct } from "./tableQuery.js";

/**
 * The figures a server keeps beside a contract's body for its table (search,
 * sort, filter) and its schedule, all read from the body by these rules so
 * they never drift apart.
 */

/**
 * Longest lessee name and vehicle label kept in a column (the columns' width).
 *
 * @example
 * contractColumnTextMax // 210
 */
export const contractColumnTextMax = 210;

/**
 * The product of a contract: a cash loan (`isMicroCredit` or `isLoanCash`)
 * is `microCredit`; otherwise `ContractProductId` 1 is `finance` and anything
 * else (0 or not chosen) `lease`.
 *
 * @example
 * contractProductOf({ isMicroCredit: false, isLoanCash: false, ContractProductId: 1 }) // "finance"
 * contractProductOf({ isMicroCredit: true, isLoanCash: false, ContractProductId: 1 }) // "microCredit"
 */
export const contractProductOf = (
  contract: Pick<Contract, "isMicroCredit" | "isLoanCash" | "ContractProductId">,
): ContractProduct =>
  contract.isMicroCredit || contract.isLoanCash ? "microCredit" : contract.ContractProductId === 1 ? "finance" : "lease";

/**
 * The number of payments of the finance block: the term in months × the
 * payments a year of the frequency ÷ 12, rounded half-up (a 4-month weekly
 * term is 17 payments). When `numberOfPaymentsIsSubstitued` is set, the user
 * typed the number of payments over the computed one and `term` carries it.
 * Null while the term or the frequency is not chosen, or the term is not a
 * whole number of at least 1.
 *
 * @example
 * contractNumberOfPayments({ term: 48, frequency: 1, numberOfPaymentsIsSubstitued: false }) // 104
 * contractNumberOfPayments({ term: 4, frequency: 0, numberOfPaymentsIsSubstitued: false }) // 17
 * contractNumberOfPayments({ term: 67, frequency: 0, numberOfPaymentsIsSubstitued: true }) // 67
 * contractNumberOfPayments({ term: null, frequency: 0, numberOfPaymentsIsSubstitued: false }) // null
 */
export const contractNumberOfPayments = (
  finance: Pick<FinanceLease, "term" | "frequency" | "numberOfPaymentsIsSubstitued">,
): number | null => {
  const { term, frequency } = finance;
  if (term === null || frequency === null || !Number.isSafeInteger(term) || term < 1) return null;
  if (finance.numberOfPaymentsIsSubstitued) return term;
  return Math.floor((term * periodsPerYearOf(frequency)) / 12 + 0.5);
};

/**
 * The amount financed: the contract's `Amount` when given, otherwise the
 * finance block's balance when above 0; null when neither is.
 *
 * @example
 * contractFinancedAmount(emptyContract()) // null
 */
export const contractFinancedAmount = (contract: Pick<Contract, "Amount" | "financeLease">): Decimal | null => {
  if (contract.Amount !== null) return contract.Amount;
  const balance = contract.financeLease.balanceAmount;
  return balance.gt(0) ? balance : null;
};

const centsOfAmount = (amount: Decimal | null): number => {
  const cents = amount === null ? 0 : centsOf(amount);
  return Number.isSafeInteger(cents) ? cents : 0;
};

/** The columns kept beside a contract's body. */
export interface ContractColumns {
  /** "Last, First", or the company name when the lessee has no name. */
  readonly lesseeName: string;
  /** "Year Make Model Trim" of the vehicle. */
  readonly vehicleLabel: string;
  /** The amount financed in cents, rounded half-up; 0 when none. */
  readonly amountCents: number;
  readonly frequency: FrequencyCode | null;
  readonly numberOfPayments: number | null;
  /** `yyyy-mm-dd` or null. */
  readonly firstPaymentDate: string | null;
  /** The annual rate in percent as exact decimal text ("27.15"). */
  readonly annualRate: string;
  readonly product: ContractProduct;
  readonly isTraining: boolean;
}

/**
 * The lessee's name as the table shows and searches it.
 *
 * @example
 * contractLesseeName({ firstName: " Julie ", lastName: "Tremblay", companyName: "" }) // "Tremblay, Julie"
 * contractLesseeName({ firstName: "", lastName: "", companyName: "Transport Côté inc." }) // "Transport Côté inc."
 */
export const contractLesseeName = (lessee: { readonly firstName: string; readonly lastName: string; readonly companyName: string }): string => {
  const person = [lessee.lastName.trim(), lessee.firstName.trim()].filter(Boolean).join(", ");
  return columnText(person || lessee.companyName, contractColumnTextMax);
};

/**
 * The vehicle's label: year, make, model and trim, those given.
 *
 * @example
 * contractVehicleLabel({ year: 2022, make: "Toyota", model: "Corolla", trim: "" }) // "2022 Toyota Corolla"
 */
export const contractVehicleLabel = (vehicle: {
  readonly year: number | null;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
}): string =>
  columnText(
    [vehicle.year === null ? "" : String(vehicle.year), vehicle.make, vehicle.model, vehicle.trim]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" "),
    contractColumnTextMax,
  );

/**
 * Every column kept beside a contract's body, read from the body.
 *
 * @example
 * contractColumns(emptyContract())
 * // { lesseeName: "", vehicleLabel: "", amountCents: 0, frequency: null, numberOfPayments: null, firstPaymentDate: null, annualRate: "0", product: "lease", isTraining: false }
 */
export const contractColumns = (contract: Contract): ContractColumns => {
  const finance = contract.financeLease;
  return {
    lesseeName: contractLesseeName(contract.lessee),
    vehicleLabel: contractVehicleLabel(contract.vehicle),
    amountCents: centsOfAmount(contractFinancedAmount(contract)),
    frequency: finance.frequency,
    numberOfPayments: contractNumberOfPayments(finance),
    firstPaymentDate: finance.firstPaymentDate === null ? null : finance.firstPaymentDate.toString(),
    annualRate: finance.interestRate.toFixed(),
    product: contractProductOf(contract),
    isTraining: contract.isTraining,
  };
};

/**
 * The folded search text of a contract with its number.
 *
 * @example
 * contractSearchTextOf("RENT-000001", { lesseeName: "Côté, Émile", vehicleLabel: "" }) // "rent-000001 cote, emile"
 */
export const contractSearchTextOf = (contractNumber: string, columns: Pick<ContractColumns, "lesseeName" | "vehicleLabel">): string =>
  contractSearchText({ contractNumber, lesseeName: columns.lesseeName, vehicleLabel: columns.vehicleLabel });
