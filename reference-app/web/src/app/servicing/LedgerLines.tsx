import { toDecimalOrNull, type Lang } from "@lendkit/core";
import type { ReactNode } from "react";
import { moneyOf, outstandingOf } from "./money.js";
import { lineName, lineStatus } from "./names.js";
import type { WireLedgerLine } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface LedgerLinesProps {
  readonly lang: Lang;
  readonly lines: readonly WireLedgerLine[];
  /** The ticked lines' ids; null when the viewer records no payment (no checkboxes then). */
  readonly selected: ReadonlySet<string> | null;
  readonly onSelect: (lineId: string, ticked: boolean) => void;
  /** Opens the payment form for the ticked lines' outstanding. */
  readonly onPaySelected: () => void;
  /** The line's action (Waive on a fee line), or null. */
  readonly actionOf: (line: WireLedgerLine) => ReactNode;
}

/** A fee line can be waived while it still owes something (the server refuses a second waiver: 409). */
export const isWaivable = (line: WireLedgerLine): boolean => line.kind === "fee" && (toDecimalOrNull(line.outstanding)?.gt(0) ?? false);

/**
 * The ledger's lines in due-date order: what each owes, has paid and still
 * owes, whether it is late and by how many days. The spec's checkboxes
 * (disabled where `isCheckboxDisabled`) select lines; their outstanding
 * total can be recorded as one payment.
 */
export const LedgerLines = ({ lang, lines, selected, onSelect, onPaySelected, actionOf }: LedgerLinesProps) => {
  if (lines.length === 0) return <p className="hint">{sx(lang, "lines.empty")}</p>;
  const ticked = selected ? lines.filter((line) => selected.has(line.id)) : [];
  const actions = lines.map(actionOf);
  const hasActions = actions.some((action) => action !== null);
  return (
    <div className="srv-lines">
      <div className="srv-table-wrap">
        <table className="srv-table">
          <caption>{sx(lang, "lines.title")}</caption>
          <thead>
            <tr>
              {selected ? (
                <th scope="col">
                  <span className="cust-visually-hidden">{sx(lang, "col.select")}</span>
                </th>
              ) : null}
              <th scope="col">{sx(lang, "col.dueDate")}</th>
              <th scope="col">{sx(lang, "col.line")}</th>
              <th scope="col">{sx(lang, "col.amount")}</th>
              <th scope="col">{sx(lang, "col.paid")}</th>
              <th scope="col">{sx(lang, "col.outstanding")}</th>
              <th scope="col">{sx(lang, "col.status")}</th>
              <th scope="col">{sx(lang, "col.daysPastDue")}</th>
              {hasActions ? <th scope="col">{sx(lang, "col.actions")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const status = lineStatus(line);
              return (
                <tr key={line.id} data-line={line.id} data-status={status} data-returnable={line.canReturnNsf || undefined}>
                  {selected ? (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={sx(lang, "lines.select", { date: line.dueDate })}
                        checked={selected.has(line.id)}
                        disabled={line.isCheckboxDisabled}
                        onChange={(event) => onSelect(line.id, event.target.checked)}
                      />
                    </td>
                  ) : null}
                  <td>{line.dueDate}</td>
                  <td>{lineName(lang, line)}</td>
                  <td>{moneyOf(lang, line.amount)}</td>
                  <td>{moneyOf(lang, line.paid)}</td>
                  <td>{moneyOf(lang, line.outstanding)}</td>
                  <td>
                    <span className="srv-status" data-status={status}>
                      {sx(lang, `status.${status}`)}
                    </span>
                  </td>
                  <td>{line.daysPastDue > 0 ? line.daysPastDue : "—"}</td>
                  {hasActions ? <td>{actions[index]}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {ticked.length > 0 ? (
        <div className="srv-selection">
          <p role="status">{sx(lang, "lines.selected", { count: ticked.length, amount: moneyOf(lang, outstandingOf(ticked).toFixed(2)) })}</p>
          <button type="button" className="secondary" onClick={onPaySelected}>
            {sx(lang, "lines.paySelected")}
          </button>
        </div>
      ) : null}
    </div>
  );
};
