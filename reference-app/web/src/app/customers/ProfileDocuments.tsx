import { t, type Lang, type MessageKey, type PaymentReceiptOption } from "@lendkit/core";
import { SelectField } from "@lendkit/react";
import { useEffect, useState } from "react";
import { printPath, type DocumentKind } from "./api.js";
import { openInNewTab } from "./display.js";
import { cx } from "./texts.js";
import { serverMessage } from "../../shared/api.js";

/**
 * The profile's documents (C §2, §7): print contract, paid-out report,
 * payments schedule and account statements for everyone; for staff, the
 * one-time payment receipts (a selector, newest first and preselected, and
 * Show receipt). Each opens the server's PDF in a new tab through a
 * short-lived print ticket (docs/api/documents.md).
 */

const documents: ReadonlyArray<{ readonly report: DocumentKind; readonly key: MessageKey }> = [
  { report: "Contract", key: "payments.documents.printContract" },
  { report: "PaidOutReport", key: "payments.documents.paidOutReport" },
  { report: "AllTermsReport", key: "payments.documents.paymentsSchedule" },
  { report: "LeaStatementReport", key: "payments.documents.accountStatements" },
];

interface Props {
  readonly lang: Lang;
  readonly customerId: number;
  readonly contractId: number;
  /** Staff: the receipts selector (C §3.4: not in the customer view). */
  readonly receipts: readonly PaymentReceiptOption[] | null;
}

const useOpener = (lang: Lang) => {
  // The error shows beside the button that failed ("receipt" or a document).
  const [error, setError] = useState<{ readonly at: string; readonly text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (id: string, pathOf: () => Promise<string>) => {
    setError(null);
    setBusy(id);
    try {
      if (!(await openInNewTab(pathOf))) setError({ at: id, text: cx(lang, "profile.popupBlocked") });
    } catch (caught) {
      setError({ at: id, text: serverMessage(caught, cx(lang, "profile.documentError")) });
    } finally {
      setBusy(null);
    }
  };
  return { error, busy, open };
};

export const ProfileDocuments = ({ lang, customerId, contractId, receipts }: Props) => {
  const { error, busy, open } = useOpener(lang);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  useEffect(() => setReceiptId(receipts && receipts.length > 0 ? Number(receipts[0]!.value) : null), [receipts]);
  return (
    <>
      {receipts ? (
        <section className="cust-panel" aria-labelledby="cust-receipts-title">
          <h2 id="cust-receipts-title">{t(lang, "payments.receipts.title")}</h2>
          {receipts.length === 0 ? (
            <p className="hint">{cx(lang, "profile.noReceipt")}</p>
          ) : (
            <div className="cust-receipts">
              <SelectField
                label={cx(lang, "profile.receipt")}
                options={receipts.map((receipt) => ({ value: Number(receipt.value), label: receipt.label }))}
                value={receiptId}
                onChange={(value) => setReceiptId(value === null ? null : Number(value))}
                className="cust-select"
                buttonClassName="cust-select-button"
                popoverClassName="cust-select-popover"
                itemClassName="cust-select-item"
              />
              <button
                type="button"
                className="secondary"
                disabled={receiptId === null || busy !== null}
                onClick={() => receiptId !== null && open("receipt", () => printPath(customerId, contractId, "PaymentReceipt", lang, receiptId))}
              >
                {t(lang, "payments.receipts.show")}
              </button>
            </div>
          )}
          {error?.at === "receipt" ? (
            <p className="error" role="alert">
              {error.text}
            </p>
          ) : null}
        </section>
      ) : null}
      <section className="cust-panel" aria-labelledby="cust-documents-title">
        <h2 id="cust-documents-title">{t(lang, "payments.documents.title")}</h2>
        <p className="hint">{cx(lang, "profile.documentsHint")}</p>
        <div className="cust-doc-buttons">
          {documents.map((document) => (
            <button
              key={document.report}
              type="button"
              className="cust-doc-button"
              aria-busy={busy === document.report || undefined}
              disabled={busy !== null}
              onClick={() => open(document.report, () => printPath(customerId, contractId, document.report, lang))}
            >
              <span aria-hidden="true" className="cust-doc-icon">
                PDF
              </span>
              {t(lang, document.key)}
            </button>
          ))}
        </div>
        {error && error.at !== "receipt" ? (
          <p className="error" role="alert">
            {error.text}
          </p>
        ) : null}
      </section>
    </>
  );
};
