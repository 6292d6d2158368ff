import { Decimal, toDecimalOrNull, type FeeKind, type Lang } from "@lendkit/core";
import { adjustmentName, unsignedMoney } from "./AdjustBalance.js";
import { moneyOf } from "./money.js";
import { feeKindName, lineName } from "./names.js";
import type { WireAllocation, WireDate, WireLedgerLine, WireMoney } from "./servicingApi.js";
import { sx } from "./texts.js";

/** What an action did, as its answer and its request say; shown until the next action. */
export type ActionOutcome =
  | { readonly kind: "payment"; readonly amount: WireMoney; readonly valueDate: WireDate; readonly allocations: readonly WireAllocation[] }
  | { readonly kind: "return"; readonly amount: WireMoney; readonly returnedOn: WireDate; readonly feeLineId: string | null }
  | { readonly kind: "fee"; readonly feeKind: FeeKind; readonly amount: WireMoney; readonly dueDate: WireDate }
  | { readonly kind: "waiver"; readonly outstanding: WireMoney }
  | { readonly kind: "adjustment"; readonly amount: WireMoney; readonly valueDate: WireDate }
  | { readonly kind: "writeOff"; readonly amount: WireMoney; readonly date: WireDate }
  /** A correction above the lender's threshold: kept for a second person's approval (the server's words). */
  | { readonly kind: "pending"; readonly message: string }
  | { readonly kind: "decided"; readonly decision: "approve" | "reject" };

interface Props {
  readonly lang: Lang;
  readonly outcome: ActionOutcome;
  /** The ledger's lines (read again after the action), to name the lines the answer gives by id. */
  readonly lines: readonly WireLedgerLine[];
}

/** The result of the last action: a payment's allocations, a return's NSF fee line, the fee added or waived. */
export const ActionResult = ({ lang, outcome, lines }: Props) => {
  switch (outcome.kind) {
    case "payment":
      return <PaymentResult lang={lang} outcome={outcome} lines={lines} />;
    case "return": {
      const feeLine = outcome.feeLineId === null ? null : (lines.find((line) => line.id === outcome.feeLineId) ?? null);
      return (
        <div className="srv-result" data-result="return">
          <p>{sx(lang, "return.done", { amount: moneyOf(lang, outcome.amount), date: outcome.returnedOn })}</p>
          <p data-part="fee-line">
            {outcome.feeLineId === null
              ? sx(lang, "return.noFee")
              : feeLine
                ? sx(lang, "return.feeLine", { amount: moneyOf(lang, feeLine.amount), date: feeLine.dueDate })
                : sx(lang, "return.feeLineId", { id: outcome.feeLineId })}
          </p>
        </div>
      );
    }
    case "fee":
      return (
        <div className="srv-result" data-result="fee">
          <p>{sx(lang, "fee.done", { kind: feeKindName(lang, outcome.feeKind), amount: moneyOf(lang, outcome.amount), date: outcome.dueDate })}</p>
        </div>
      );
    case "waiver":
      return (
        <div className="srv-result" data-result="waiver">
          <p>{sx(lang, "waive.done", { amount: moneyOf(lang, outcome.outstanding) })}</p>
        </div>
      );
    case "adjustment":
      return (
        <div className="srv-result" data-result="adjustment">
          <p>{sx(lang, "adjust.done", { kind: adjustmentName(lang, outcome.amount), amount: unsignedMoney(lang, outcome.amount), date: outcome.valueDate })}</p>
        </div>
      );
    case "pending":
      return (
        <div className="srv-result" data-result="pending">
          <p>{outcome.message}</p>
        </div>
      );
    case "decided":
      return (
        <div className="srv-result" data-result="decided">
          <p>{sx(lang, outcome.decision === "approve" ? "approval.approved" : "approval.rejected")}</p>
        </div>
      );
    case "writeOff":
      return (
        <div className="srv-result" data-result="writeOff">
          <p>{sx(lang, "writeOff.done", { amount: moneyOf(lang, outcome.amount), date: outcome.date })}</p>
        </div>
      );
  }
};

const PaymentResult = ({ lang, outcome, lines }: { lang: Lang; outcome: Extract<ActionOutcome, { kind: "payment" }>; lines: readonly WireLedgerLine[] }) => {
  const allocated = outcome.allocations.reduce(
    (sum, part) => sum.plus(toDecimalOrNull(part.fee) ?? 0).plus(toDecimalOrNull(part.interest) ?? 0).plus(toDecimalOrNull(part.principal) ?? 0),
    new Decimal(0),
  );
  const credit = (toDecimalOrNull(outcome.amount) ?? new Decimal(0)).minus(allocated);
  return (
    <div className="srv-result" data-result="payment">
      <p>{sx(lang, "payment.done", { amount: moneyOf(lang, outcome.amount), date: outcome.valueDate })}</p>
      {outcome.allocations.length > 0 ? (
        <table className="srv-table">
          <caption>{sx(lang, "payment.allocations")}</caption>
          <thead>
            <tr>
              <th scope="col">{sx(lang, "col.line")}</th>
              <th scope="col">{sx(lang, "alloc.fee")}</th>
              <th scope="col">{sx(lang, "alloc.interest")}</th>
              <th scope="col">{sx(lang, "alloc.principal")}</th>
            </tr>
          </thead>
          <tbody>
            {outcome.allocations.map((part) => {
              const line = lines.find((candidate) => candidate.id === part.lineId);
              return (
                <tr key={part.lineId} data-line={part.lineId}>
                  <th scope="row">{line ? `${lineName(lang, line)} ${line.dueDate}` : part.lineId}</th>
                  <td>{moneyOf(lang, part.fee)}</td>
                  <td>{moneyOf(lang, part.interest)}</td>
                  <td>{moneyOf(lang, part.principal)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {credit.gt(0) ? <p data-part="credit">{sx(lang, "payment.credit", { amount: moneyOf(lang, credit.toFixed(2)) })}</p> : null}
    </div>
  );
};
