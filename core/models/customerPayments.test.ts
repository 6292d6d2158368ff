import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import {
  decodeContractListOption,
  decodeCurrentContractGridInfo,
  decodeCustomerPayments,
  decodeDeferPaymentRequest,
  decodePaymentLine,
  decodePaymentReceiptOptions,
  decodePaymentsProfileCustomer,
  encodeContractListOption,
  encodeCurrentContractGridInfo,
  encodeCustomerPayments,
  encodeDeferPaymentRequest,
  encodePaymentLine,
  encodePaymentReceiptOptions,
  encodePaymentsProfileCustomer,
} from "./customerPayments.js";

const wireLine = {
  id: 7,
  dueDate: "2026-12-04",
  amount: 21.25,
  isFromOriginalSchedule: true,
  isLate: false,
  isPaid: true,
  canReturnNsf: true,
  isCheckboxDisabled: false,
  lineKind: "payment",
  hasPendingDeferral: false,
  deferral: null,
  ledgerLineId: "s7",
  feeKind: null,
  returned: null,
};

const wirePayments = {
  PaymentFrenquency: 0,
  nextPaymentAmount: 21.25,
  nextPaymentDate: "2026-12-11",
  etransferEmail: "pay@example.com",
  deferallPaymentFee: 25,
  EdiExceptionDays: ["2026-12-24", "2027-01-22"],
  capitalInitial: 1000,
  capitalRemaining: 947.58,
  SoldeFinPeriodeCourante: 950.12,
  stopReasonName: null,
  collectorName: "M. Roy",
  collectorList: "M. Roy, A. Li",
  bankruptcyDate: "",
  isTerminated: false,
  totalUnpaid: 42.5,
  totalUnpaidStartDate: "2026-11-20",
  EtransferAnswer: "blue",
  currentContractId: 12,
  currentContractNumber: "C-12",
  originalContractNumber: -1,
  paymentsList: [
    wireLine,
    { ...wireLine, id: 8, ledgerLineId: "s8", dueDate: "2026-12-11", isPaid: false, canReturnNsf: false, returned: { returnedOn: "2026-12-14", reason: "nsf" } },
    { ...wireLine, id: 31, ledgerLineId: "f31", dueDate: "2026-12-14", isPaid: false, canReturnNsf: false, lineKind: "fee", feeKind: "nsf" },
  ],
  isTraining: false,
  isActive: true,
  leaContracts_Id_Original: null,
  hasRenew: false,
  contractListOptions: [
    { leaContracts_Id: 12, value: 12, label: "C-12", status: 1, isMicroCredit: true, isTraining: false, isCloseReasonBalanceZeroOnRenew: false },
  ],
  bouncedPayment: { amount: 21.25, paidOn: "2026-12-11", returnedOn: "2026-12-14", reason: "nsf", fee: 45 },
};

describe("payment line", () => {
  it("decodes the due date to a CalendarDate and the amount to a Decimal", () => {
    const result = decodePaymentLine({ ...wireLine, dueDate: "2026-12-04T00:00:00" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.dueDate.compare(new CalendarDate(2026, 12, 4))).toBe(0);
    expect(result.value.amount).toBeInstanceOf(Decimal);
    expect(result.value.amount.toFixed(2)).toBe("21.25");
    expect(encodePaymentLine(result.value)).toEqual(wireLine);
  });
  it("defaults the flags to false and names bad fields", () => {
    const result = decodePaymentLine({ id: 1, dueDate: "2026-01-02", amount: "10.00" });
    expect(result.ok && result.value.isLate === false && result.value.isPaid === false).toBe(true);
    const bad = decodePaymentLine({ id: "x", dueDate: "2026-02-30", amount: "abc" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((error) => error.path)).toEqual(["id", "dueDate", "amount"]);
  });
  it("round-trips random lines", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (id, cents, date, isLate, isPaid, canReturnNsf) => {
          const wire = {
            ...wireLine,
            id,
            amount: cents / 100,
            dueDate: date.toISOString().slice(0, 10),
            isLate,
            isPaid,
            canReturnNsf,
          };
          const decoded = decodePaymentLine(wire);
          expect(decoded.ok && encodePaymentLine(decoded.value)).toEqual(wire);
        },
      ),
    );
  });
});

describe("customer payments model", () => {
  it("decodes the full model and encodes it back unchanged", () => {
    const result = decodeCustomerPayments(wirePayments);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const value = result.value;
    expect(value.EdiExceptionDays!.map(String)).toEqual(["2026-12-24", "2027-01-22"]);
    expect(value.bankruptcyDate).toBeNull();
    expect(value.deferallPaymentFee?.toFixed(2)).toBe("25.00");
    expect(value.paymentsList![1]!.dueDate.toString()).toBe("2026-12-11");
    expect(value.contractListOptions![0]!.isMicroCredit).toBe(true);
    expect(encodeCustomerPayments(value)).toEqual(wirePayments);
  });
  it("needs only the contract id and the frequency; the rest defaults", () => {
    const result = decodeCustomerPayments({ PaymentFrenquency: 3, currentContractId: 5 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.originalContractNumber).toBe(-1);
    expect(result.value.paymentsList).toEqual([]);
    expect(result.value.EdiExceptionDays).toEqual([]);
    expect(result.value.nextPaymentDate).toBeNull();
    expect(result.value.totalUnpaid!.toFixed(2)).toBe("0.00");
  });
  it("refuses an unknown frequency code and a bad exception day", () => {
    const result = decodeCustomerPayments({ ...wirePayments, PaymentFrenquency: 4, EdiExceptionDays: ["2026-13-01"] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.path)).toEqual(["PaymentFrenquency", "EdiExceptionDays[0]"]);
  });
});

describe("profile pieces", () => {
  it("round-trips the profile customer, grid info, receipts and contract options", () => {
    const customer = {
      firstName: "Ana",
      lastName: "Roy",
      birthDate: "1990-04-01",
      email: "ana@example.com",
      cellPhone: "5145550123",
      capitalTotal: 1500,
      totalReceived: 1720.4,
    };
    const decodedCustomer = decodePaymentsProfileCustomer(customer);
    expect(decodedCustomer.ok && encodePaymentsProfileCustomer(decodedCustomer.value)).toEqual(customer);

    const grid = { amountLate: 42.5, UI_isBalanceZeroOnRenew: true };
    const decodedGrid = decodeCurrentContractGridInfo(grid);
    expect(decodedGrid.ok && decodedGrid.value.amountLate!.toFixed(2)).toBe("42.50");
    expect(decodedGrid.ok && encodeCurrentContractGridInfo(decodedGrid.value)).toEqual(grid);

    const receipts = [{ value: 3, label: "2026-11-01" }, { value: "r-4", label: "2026-11-08" }];
    const decodedReceipts = decodePaymentReceiptOptions(receipts);
    expect(decodedReceipts.ok && encodePaymentReceiptOptions(decodedReceipts.value)).toEqual(receipts);

    const option = wirePayments.contractListOptions[0]!;
    const decodedOption = decodeContractListOption(option);
    expect(decodedOption.ok && encodeContractListOption(decodedOption.value)).toEqual(option);
  });
});

describe("deferral request", () => {
  it("round-trips the spec's fields with the structured ones", () => {
    const body = {
      Deferalmessage: "Je demande de reporter mon paiement du 2026-12-11 au 2026-12-24.",
      contractId: 12,
      lang: "fr",
      paymentId: 8,
      dueDate: "2026-12-11",
      requestedDate: "2026-12-24",
    };
    const decoded = decodeDeferPaymentRequest(body);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.requestedDate?.toString()).toBe("2026-12-24");
    expect(encodeDeferPaymentRequest(decoded.value)).toEqual(body);
  });
  it("accepts an old client's body (message only) and refuses a bad language", () => {
    const old = decodeDeferPaymentRequest({ Deferalmessage: "x", contractId: 12, lang: "en" });
    expect(old.ok && old.value.paymentId === null && old.value.requestedDate === null).toBe(true);
    const bad = decodeDeferPaymentRequest({ Deferalmessage: "x", contractId: 12, lang: "de" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]?.path).toBe("lang");
  });
});

describe("payment line kind, pending flag and deferral record (issue 15 §5)", () => {
  it("defaults an old line to a payment with no request, and keeps who asked and who decided", () => {
    const { lineKind: _k, hasPendingDeferral: _p, deferral: _d, ledgerLineId: _l, feeKind: _f, returned: _r, ...old } = wireLine;
    const decoded = decodePaymentLine(old);
    expect(decoded.ok && decoded.value.lineKind).toBe("payment");
    expect(decoded.ok && decoded.value.hasPendingDeferral).toBe(false);
    const record = {
      ...wireLine,
      lineKind: "fee",
      hasPendingDeferral: true,
      deferral: { id: 3, status: "pending", toDate: "2027-01-08", requestedBy: { kind: "staff", name: "Adèle Admin" }, requestedAt: "2026-12-01T14:00:00.000Z", decidedByName: null, decidedAt: null },
    };
    const again = decodePaymentLine(record);
    expect(again.ok).toBe(true);
    if (again.ok) {
      expect(again.value.deferral?.requestedBy).toEqual({ kind: "staff", name: "Adèle Admin" });
      expect(encodePaymentLine(again.value)).toEqual(record);
    }
    expect(decodePaymentLine({ ...wireLine, lineKind: "tax" }).ok).toBe(false);
    expect(decodePaymentLine({ ...wireLine, returned: { returnedOn: "2026-12-14", reason: "lost" } }).ok).toBe(false);
  });
});
