import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role, roleIds, type RoleId } from "../access/roles.js";
import { t } from "../i18n/translate.js";
import { Decimal } from "../money/decimal.js";
import {
  balanceCardInputOf,
  balanceCardValue,
  initialCapitalCard,
  isClosingReasonVisible,
  isOriginalContractNumberVisible,
  nextPaymentCard,
  profileView,
  profitLoss,
  remainingCapitalTitleKey,
  renewalAvailability,
  type BalanceCardInput,
} from "./index.js";
import { day } from "./testLines.testing.js";

const base: BalanceCardInput = {
  status: 1,
  isCloseReasonBalanceZeroOnRenew: false,
  isTerminated: false,
  contractCount: 1,
  hasLaterContract: false,
  SoldeFinPeriodeCourante: new Decimal("412.30"),
};

describe("balanceCardValue (C §3.4)", () => {
  it("shows $0.00 when closed after renewal with balance-zero-on-renew, or when terminated", () => {
    expect(balanceCardValue({ ...base, status: 9, isCloseReasonBalanceZeroOnRenew: true })).toEqual({ kind: "zero" });
    expect(balanceCardValue({ ...base, isTerminated: true })).toEqual({ kind: "zero" });
  });
  it("shows Inactive when closed after renewal, several contracts, a later one, and another close reason", () => {
    const inactive = { ...base, status: 9, contractCount: 2, hasLaterContract: true };
    expect(balanceCardValue(inactive)).toEqual({ kind: "inactive" });
    // any missing condition falls back to the balance
    expect(balanceCardValue({ ...inactive, contractCount: 1 }).kind).toBe("amount");
    expect(balanceCardValue({ ...inactive, hasLaterContract: false }).kind).toBe("amount");
    expect(balanceCardValue({ ...inactive, status: 1 }).kind).toBe("amount");
  });
  it("otherwise shows the end-of-current-period balance", () => {
    const value = balanceCardValue(base);
    expect(value.kind === "amount" && value.amount.toFixed(2)).toBe("412.30");
    const none = balanceCardValue({ ...base, SoldeFinPeriodeCourante: null });
    expect(none.kind === "amount" && none.amount.toFixed(2)).toBe("0.00");
  });
  it("reads its input from a payments model", () => {
    const input = balanceCardInputOf({
      currentContractId: 12,
      isTerminated: false,
      SoldeFinPeriodeCourante: new Decimal(5),
      contractListOptions: [
        { leaContracts_Id: 12, status: 9, isCloseReasonBalanceZeroOnRenew: false },
        { leaContracts_Id: 30, status: 1 },
      ],
    });
    expect(input).toMatchObject({ status: 9, contractCount: 2, hasLaterContract: true, isCloseReasonBalanceZeroOnRenew: false });
    expect(balanceCardValue(input)).toEqual({ kind: "inactive" });
  });
});

describe("profile cards", () => {
  it("shows NOT ACTIVE on the initial capital card unless status is 1", () => {
    expect(initialCapitalCard(9, new Decimal(1000))).toEqual({ kind: "notActive" });
    const active = initialCapitalCard(1, new Decimal(1000));
    expect(active.kind === "amount" && active.amount.toFixed(2)).toBe("1000.00");
    expect(t("en", "payments.card.notActive")).toBe("NOT ACTIVE");
  });
  it("labels the remaining capital 'transferred balance' once renewed", () => {
    expect(t("en", remainingCapitalTitleKey(true))).toBe("Transferred balance");
    expect(t("fr", remainingCapitalTitleKey(false))).toBe("Capital restant dû");
  });
  it("shows 'na.' when there is no next payment", () => {
    expect(nextPaymentCard(null, day("2026-03-13"))).toEqual({ kind: "none" });
    expect(nextPaymentCard(new Decimal(21.25), day("2026-03-13")).kind).toBe("next");
    expect(t("en", "payments.card.none")).toBe("na.");
  });
  it("colours profit green and loss red", () => {
    const profit = profitLoss(new Decimal("1720.40"), new Decimal(1500));
    expect([profit.amount.toFixed(2), profit.colour]).toEqual(["220.40", "green"]);
    const loss = profitLoss(new Decimal(900), new Decimal(1500));
    expect([loss.amount.toFixed(2), loss.colour]).toEqual(["-600.00", "red"]);
    expect(profitLoss(new Decimal(1500), new Decimal(1500)).colour).toBe("green");
  });
  it("hides the original contract number for RestOfCanada, training contracts and -1", () => {
    expect(isOriginalContractNumberVisible({ originalContractNumber: "C-3", isTraining: false }, false)).toBe(true);
    expect(isOriginalContractNumberVisible({ originalContractNumber: "C-3", isTraining: false }, true)).toBe(false);
    expect(isOriginalContractNumberVisible({ originalContractNumber: "C-3", isTraining: true }, false)).toBe(false);
    expect(isOriginalContractNumberVisible({ originalContractNumber: -1, isTraining: false }, false)).toBe(false);
  });
});

describe("profileView (C §3.4)", () => {
  it("gives customers and the embedded page the customer view", () => {
    for (const view of [profileView(Role.Client, false), profileView(Role.ClientC, false), profileView(Role.Admin, true), profileView(null, true)]) {
      expect(view).toMatchObject({ customerView: true, collectorInfo: false, receipts: false, totals: false, openAccountOnline: false });
      expect(view.closingReasonWhenInactive).toBe(false);
    }
  });
  it("gives staff collector data, receipts, totals and open-account-online; the closing reason to Admin only", () => {
    const collector = profileView(Role.RegCollector, false);
    expect(collector).toMatchObject({ customerView: false, collectorInfo: true, receipts: true, totals: true, openAccountOnline: true });
    expect(collector.closingReasonWhenInactive).toBe(false);
    const admin = profileView(Role.Admin, false);
    expect(isClosingReasonVisible(admin, { isActive: false, stopReasonName: "Paid out" })).toBe(true);
    expect(isClosingReasonVisible(admin, { isActive: true, stopReasonName: "Paid out" })).toBe(false);
  });
  it("shows the closing reason to nobody but Admin, for every role", () => {
    fc.assert(
      fc.property(fc.constantFrom<RoleId>(...roleIds), fc.boolean(), (role, embedded) => {
        const view = profileView(role, embedded);
        expect(view.closingReasonWhenInactive).toBe(role === Role.Admin && !embedded);
        expect(view.receipts).toBe(!view.customerView);
      }),
    );
  });
});

describe("renewalAvailability (C §3.4)", () => {
  const customer = {
    role: Role.Client,
    embedded: false,
    isMicroCredit: true,
    loading: false,
    amountLate: new Decimal(0),
    isBalanceZeroOnRenew: false,
  } as const;
  it("is only for micro-credit contracts, running or paid out (not closed after renewal)", () => {
    expect(renewalAvailability({ ...customer, isMicroCredit: false })).toEqual({ kind: "hidden" });
    for (const status of [9, 10, 0, 5]) expect(renewalAvailability({ ...customer, status })).toEqual({ kind: "hidden" });
    for (const status of [9, 10]) expect(renewalAvailability({ ...customer, role: Role.Admin, status })).toEqual({ kind: "hidden" });
    expect(renewalAvailability({ ...customer, status: 1 })).toEqual({ kind: "enabled", action: "renewalFlow" });
    expect(renewalAvailability({ ...customer, status: 8 })).toEqual({ kind: "enabled", action: "renewalFlow" });
  });
  it("is disabled for customers while loading or while behind on payments, unless renewal zeroes the balance", () => {
    expect(renewalAvailability({ ...customer, loading: true })).toEqual({ kind: "disabled", reason: "loading" });
    const behind = renewalAvailability({ ...customer, amountLate: new Decimal("42.50") });
    expect(behind.kind === "disabled" && behind.reason === "behindOnPayments" && behind.amountLate.toFixed(2)).toBe("42.50");
    expect(renewalAvailability({ ...customer, amountLate: new Decimal("42.50"), isBalanceZeroOnRenew: true })).toEqual({
      kind: "enabled",
      action: "renewalFlow",
    });
    expect(renewalAvailability(customer)).toEqual({ kind: "enabled", action: "renewalFlow" });
  });
  it("sends staff to the admin contract finance page except while loading, late customer or not (C §3.4: the overdue rule is the customer view's)", () => {
    expect(renewalAvailability({ ...customer, role: Role.Admin })).toEqual({ kind: "enabled", action: "adminFinancePage" });
    expect(renewalAvailability({ ...customer, role: Role.Admin, amountLate: new Decimal(10), isBalanceZeroOnRenew: true })).toEqual({
      kind: "enabled",
      action: "adminFinancePage",
    });
    const behind = renewalAvailability({ ...customer, role: Role.Admin, amountLate: new Decimal("490.85") });
    expect(behind.kind === "enabled" && behind.action === "adminFinancePage" && behind.amountLate?.toFixed(2)).toBe("490.85");
    const embeddedBehind = renewalAvailability({ ...customer, role: Role.Admin, embedded: true, amountLate: new Decimal("490.85") });
    expect(embeddedBehind.kind === "disabled" && embeddedBehind.reason).toBe("behindOnPayments");
    expect(renewalAvailability({ ...customer, role: Role.AdminCRM, loading: true })).toEqual({ kind: "disabled", reason: "loading" });
    expect(t("en", "payments.renew.behindStaff", { amount: "42.50 $" })).toBe("The customer is behind on payments totalling 42.50 $.");
  });
  it("has the red message and the C §8 alert in both languages (English typo kept)", () => {
    expect(t("en", "payments.renew.behind", { amount: "42.50 $" })).toBe(
      "You cannot renew because you are behind on payments totalling 42.50 $.",
    );
    expect(t("fr", "payments.renew.behind", { amount: "42,50 $" })).toContain("42,50 $");
    expect(t("en", "payments.renew.alreadyStarted")).toBe(
      "You ave already started a renew application. You will be redirected now.",
    );
  });
});
