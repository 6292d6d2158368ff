import type { Lang } from "@lendkit/core";
import { ConfirmOperationModal } from "@lendkit/react";
import { useState, type ReactNode } from "react";
import { Failure } from "./Failure.js";

export interface ConfirmedSubmitProps<T> {
  readonly lang: Lang;
  readonly labels: { readonly trigger: string; readonly title: string; readonly text: string };
  /** The body to send when the form's own checks pass (the form shows its problems), else null: nothing opens. */
  readonly check: () => T | null;
  /** Sends the confirmed body; a rejection shows in the dialog, which stays open. */
  readonly send: (body: T) => Promise<void>;
  /** What the confirmation repeats of the body. */
  readonly summary: (body: T) => ReactNode;
}

/**
 * A servicing form's submit: its checks first, then a confirmation
 * (ConfirmOperationModal) that repeats what will be sent, then the send;
 * the server's refusal shows in the dialog, and under the form once the
 * dialog is closed.
 */
export const ConfirmedSubmit = <T,>({ lang, labels, check, send, summary }: ConfirmedSubmitProps<T>) => {
  const [request, setRequest] = useState<T | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <>
      {request === null ? <Failure lang={lang} error={failure} /> : null}
      <ConfirmOperationModal
        triggerLabel={labels.trigger}
        title={labels.title}
        text={labels.text}
        isOpen={request !== null}
        onOpenChange={(open) => {
          if (!open) return setRequest(null);
          const body = check();
          if (body === null) return;
          setFailure(null);
          setRequest(body);
        }}
        operation={async () => {
          if (request === null) return;
          setFailure(null);
          await send(request);
        }}
        onError={setFailure}
        triggerClassName="primary"
        overlayClassName="cust-overlay"
        modalClassName="cust-modal"
        className="cust-dialog"
      >
        {request ? summary(request) : null}
        <Failure lang={lang} error={failure} />
      </ConfirmOperationModal>
    </>
  );
};
