import { forwardRef, useId, type ForwardedRef, type ReactNode } from "react";
import { mergeDomProps, useObjectRef, type DomProps } from "../dom/index.js";
import { Button } from "react-aria-components";
import { DeferralModal } from "./DeferralModal.js";
import { usePaymentsList, type PaymentRowView, type PaymentsListAria, type UsePaymentsListOptions } from "./usePaymentsList.js";
import { usePaymentsTableForm, type PaymentsTableForm } from "./usePaymentsTableForm.js";

/** The state the root's `className` and `style` may be computed from. */
export interface CustomerPaymentsListRenderState {
  readonly layout: "embedded" | "standard";
  /** The standard layout's form ("wide" or "short"), or null in the embedded layout or before it is measured. */
  readonly form: PaymentsTableForm | null;
}

/** Props of `CustomerPaymentsList`: its own, plus DOM props for the root. */
export type CustomerPaymentsListProps = CustomerPaymentsListOwnProps &
  DomProps<HTMLDivElement, CustomerPaymentsListRenderState, CustomerPaymentsListOwnProps>;

/** The list's own props. */
export interface CustomerPaymentsListOwnProps extends UsePaymentsListOptions {
  /** The customer's id, for POST /api/customer/{id}/DeferPaymentRequest. */
  readonly customerId: number | string;
  /** Where a deferral request is posted; the provider's `deferralUrl` (the spec's /api/customer/{id}/DeferPaymentRequest by default) when absent. */
  readonly deferralUrl?: (customerId: number | string) => string;
  /** "embedded": a window of cards with the two Show buttons; "standard": a table of every payment. */
  readonly layout?: "embedded" | "standard";
  /** Standard layout: true forces the short form, false the wide one; measured from the container when missing. */
  readonly compact?: boolean;
  /** Standard layout: container width (px) from which the short form is used; 600 by default. */
  readonly shortFormMinWidth?: number;
  /** Class of each card (embedded) or row (standard); both carry `data-status` and `data-colour`. */
  readonly itemClassName?: string;
  /** Class of the deferral dialog. */
  readonly deferralClassName?: string;
}

/**
 * The customer payments list (A §2, §4, §5). Embedded layout: a window of
 * payment cards (status chip as `data-status`, yyyy-MM-dd date, amount,
 * type, and on a returned payment the day and reason of its return) between "Show Past Payments (n)" and "Show Future Payments (n)",
 * which add 5 payments at a time. Standard layout: a table, wide (status
 * words and type) or short (L/R, P, U/V). Eligible payments get a Defer
 * button opening the deferral modal; the server's answer goes to `onNotify`
 * (or to the list's own live region without it).
 *
 * @example
 * <CustomerPaymentsList
 *   layout="embedded"
 *   payments={payments}
 *   customerId={customer.id}
 *   today={today(getLocalTimeZone())}
 *   onNotify={notifications.push}
 * />
 */
export const CustomerPaymentsList = /* @__PURE__ */ forwardRef(function CustomerPaymentsList(
  {
    customerId,
    deferralUrl,
    layout = "embedded",
    compact,
    shortFormMinWidth,
    itemClassName,
    deferralClassName,
    payments,
    today,
    onNotify,
    ...dom
  }: CustomerPaymentsListProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const options = { payments, today, onNotify };
  const list = usePaymentsList(options);
  const containerRef = useObjectRef(ref);
  const form = usePaymentsTableForm(containerRef, { compact, shortFormMinWidth });
  const { state, notice } = list;
  return (
    <div
      ref={containerRef}
      {...mergeDomProps(dom, { layout, form: layout === "standard" ? form : null }, {
        "data-lendkit": "payments",
        "data-layout": layout,
        "data-form": layout === "standard" ? form : undefined,
      })}
    >
      {layout === "embedded" ? (
        <PaymentCards list={list} itemClassName={itemClassName} />
      ) : (
        <PaymentsTable list={list} form={form} itemClassName={itemClassName} />
      )}
      {options.onNotify === undefined && (
        <>
          <div role="status" data-part="notice-success">
            {notice?.type === "success" ? notice.message : null}
          </div>
          <div role="alert" data-part="notice-error">
            {notice?.type === "error" ? notice.message : null}
          </div>
        </>
      )}
      {state.deferralIndex !== null && (
        <DeferralModal
          payments={options.payments}
          index={state.deferralIndex}
          customerId={customerId}
          deferralUrl={deferralUrl}
          today={options.today}
          onClose={state.closeDeferral}
          notify={list.notify}
          className={deferralClassName}
        />
      )}
    </div>
  );
});

/** The Defer button of a payment, described by its date (private). */
const DeferButton = ({ row, dateId }: { row: PaymentRowView; dateId: string }): ReactNode =>
  row.deferButtonProps && <Button {...row.deferButtonProps} aria-describedby={dateId} data-part="defer" />;

/** A row's key: the ledger's line id (a schedule line and a fee event may share a number), else the line's id (private). */
const rowKey = (row: PaymentRowView): string => row.line.ledgerLineId ?? String(row.line.id);

/** Under a returned payment's status: the day the bank returned it and why (private). */
const ReturnedNote = ({ row }: { row: PaymentRowView }): ReactNode =>
  row.view.returnedText && (
    <>
      {" "}
      <span data-part="returned">{row.view.returnedText}</span>
    </>
  );

/** Embedded layout: the window of cards between the two buttons (private). */
const PaymentCards = ({ list, itemClassName }: { list: PaymentsListAria; itemClassName: string | undefined }) => {
  const idBase = useId();
  return (
    <>
      <Button {...list.pastButtonProps} data-part="show-past" />
      <ul data-part="cards">
        {list.cards.map((card) => {
          const dateId = `${idBase}-${card.index}`;
          return (
            <li key={rowKey(card)} className={itemClassName} data-part="card" data-status={card.view.status} data-colour={card.view.chipColour}>
              <span data-part="chip" data-status={card.view.status} data-colour={card.view.chipColour}>
                {card.view.chipLabel}
              </span>{" "}
              <span id={dateId} data-part="date">
                {card.view.dateText}
              </span>{" "}
              <span data-part="amount">{card.amountText}</span> <span data-part="type">{card.view.typeLabel}</span>
              <ReturnedNote row={card} />
              <DeferButton row={card} dateId={dateId} />
            </li>
          );
        })}
      </ul>
      <Button {...list.futureButtonProps} data-part="show-future" />
    </>
  );
};

/** Standard layout: every payment in a table, wide or short (private). */
const PaymentsTable = ({ list, form, itemClassName }: { list: PaymentsListAria; form: PaymentsTableForm; itemClassName: string | undefined }) => {
  const idBase = useId();
  const wide = form === "wide";
  return (
    <table data-part="table" data-form={form}>
      <thead>
        <tr>
          <th scope="col">{list.columns.date}</th>
          <th scope="col">{list.columns.amount}</th>
          <th scope="col">{list.columns.status}</th>
          {wide && <th scope="col">{list.columns.type}</th>}
          <th scope="col">{list.deferColumn}</th>
        </tr>
      </thead>
      <tbody>
        {list.rows.map((row) => {
          const dateId = `${idBase}-${row.index}`;
          return (
            <tr key={rowKey(row)} className={itemClassName} data-part="row" data-status={row.view.status} data-colour={row.view.chipColour}>
              <td id={dateId}>{row.view.dateText}</td>
              <td>{row.amountText}</td>
              <td>
                {wide ? (
                  <span data-part="chip" data-status={row.view.status} data-colour={row.view.chipColour}>
                    {row.view.chipLabel}
                  </span>
                ) : (
                  <abbr title={row.view.chipLabel} data-part="letter" data-status={row.view.status} data-colour={row.view.chipColour}>
                    {row.view.letter}
                  </abbr>
                )}
                <ReturnedNote row={row} />
              </td>
              {wide && <td>{row.view.typeLabel}</td>}
              <td>
                <DeferButton row={row} dateId={dateId} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
