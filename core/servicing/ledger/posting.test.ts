import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ContractStatus } from "../../codes/contractStatus.js";
import { checkLedgerPosting, postingNeedsActiveContract, type PostingKind } from "./posting.js";

const kinds: readonly PostingKind[] = ["payment", "return", "fee", "waiver", "adjustment", "writeOff"];
const funded = [ContractStatus.Active, ContractStatus.PaidOut, ContractStatus.ClosedAfterRenewal, ContractStatus.Terminated];
const day = (offset: number) => new CalendarDate(2026, 1, 1).add({ days: offset });

describe("checkLedgerPosting (issue 22 §2)", () => {
  it("money in, fees and write-offs need an active contract; returns, waivers and adjustments any funded one", () => {
    const statusRule = (kind: PostingKind, status: number) =>
      checkLedgerPosting({ kind, contractStatus: status, date: day(10), today: day(20), fundedOn: day(0), method: "pad" });
    for (const status of funded) {
      expect(statusRule("adjustment", status)).toBeNull();
      expect(statusRule("writeOff", status)).toBe(status === ContractStatus.Active ? null : "contractNotActive");
    }
    expect(statusRule("adjustment", ContractStatus.Draft)).toBe("contractNotFunded");
    expect(statusRule("writeOff", ContractStatus.Draft)).toBe("contractNotActive");
  });

  it("postingNeedsActiveContract, which the staff screens read, is the status rule the server applies to a funded contract", () => {
    for (const kind of kinds) {
      for (const status of funded) {
        const refusal = checkLedgerPosting({ kind, contractStatus: status, date: day(10), today: day(20), fundedOn: day(0), method: "pad" });
        expect(refusal === "contractNotActive").toBe(postingNeedsActiveContract(kind) && status !== ContractStatus.Active);
      }
    }
  });

  it("no day before funding; no day after today but a fee's due date", () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), (kind, fromFunding, fromToday) => {
        const fundedOn = day(100);
        const today = day(130);
        const date = fromFunding < 0 ? fundedOn.add({ days: fromFunding }) : today.add({ days: fromToday });
        const refusal = checkLedgerPosting({ kind, contractStatus: ContractStatus.Active, date, today, fundedOn, method: "pad" });
        if (date.compare(fundedOn) < 0) expect(refusal).toBe("valueDateBeforeFunding");
        else if (kind !== "fee" && date.compare(today) > 0) expect(refusal).toBe("valueDateAfterToday");
        else expect(refusal).toBeNull();
      }),
    );
  });
});
