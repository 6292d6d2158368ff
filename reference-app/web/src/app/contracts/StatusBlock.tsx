import { contractStatusMaxRecordLevel, labelColon, type Lang } from "@lendkit/core";
import { ConfirmOperationModal } from "@lendkit/react";
import { useState } from "react";
import { changeContractStatus, type ContractWire } from "./api.js";
import { statusName } from "./display.js";
import { ct, type ContractTextKey } from "./texts.js";
import { serverMessage } from "../../shared/api.js";

/**
 * The contract's status (B §3.1): the stepper (record level of the status
 * out of the highest level), the current status, and one button per move
 * the server says the role may make now (`statusOptions` not disabled),
 * each through the confirm modal (A §2). A status change waits for unsaved
 * edits to be saved, since it answers with the stored contract.
 */

const levels = Array.from({ length: contractStatusMaxRecordLevel + 1 }, (_, level) => level);

const Stepper = ({ lang, recordLevel }: { readonly lang: Lang; readonly recordLevel: number }) => (
  <>
    <ol className="stepper" aria-label={ct(lang, "status.stepper")}>
      {levels.map((level) => (
        <li
          key={level}
          className="step"
          data-state={level < recordLevel ? "done" : level === recordLevel ? "current" : "todo"}
          aria-current={level === recordLevel ? "step" : undefined}
        >
          <span className="step-dot" aria-hidden="true">
            {level + 1}
          </span>
          <span className="step-label">{ct(lang, `status.level.${level}` as ContractTextKey)}</span>
        </li>
      ))}
    </ol>
    {/* On a phone the steps show only their numbers; the current one is named here (the list names each step for screen readers). */}
    <p className="step-caption" aria-hidden="true">
      {ct(lang, `status.level.${recordLevel}` as ContractTextKey)}
    </p>
  </>
);

const StatusMove = ({
  lang,
  contract,
  to,
  onChanged,
  onFailed,
}: {
  readonly lang: Lang;
  readonly contract: ContractWire;
  readonly to: number;
  readonly onChanged: (next: ContractWire) => void;
  readonly onFailed: (error: unknown) => boolean;
}) => {
  const [error, setError] = useState<string | null>(null);
  const from = statusName(lang, contract.statusId);
  const target = statusName(lang, to);
  return (
    <ConfirmOperationModal
      triggerLabel={ct(lang, "status.moveTo", { status: target })}
      title={ct(lang, "status.confirmTitle", { status: target })}
      text={ct(lang, "status.confirmText", { number: contract.contractNumber, from, to: target })}
      operation={async () => {
        setError(null);
        onChanged(await changeContractStatus(contract.id, to, contract.version));
      }}
      onError={(caught) => {
        // A conflict is shown by the editor (with its reload); other refusals stay in the modal.
        if (!onFailed(caught)) setError(serverMessage(caught, ct(lang, "editor.saveError")));
      }}
      triggerClassName="secondary status-move"
      overlayClassName="ct-overlay"
      modalClassName="ct-modal"
      className="ct-dialog"
    >
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </ConfirmOperationModal>
  );
};

export const StatusBlock = ({
  lang,
  contract,
  isDirty,
  onChanged,
  onFailed,
}: {
  readonly lang: Lang;
  /** The stored contract, or null for a new one (a draft until saved). */
  readonly contract: ContractWire | null;
  readonly isDirty: boolean;
  readonly onChanged: (next: ContractWire) => void;
  /** Handles a failure the editor shows itself (a conflict); true when it did. */
  readonly onFailed: (error: unknown) => boolean;
}) => {
  const statusId = contract?.statusId ?? 0;
  const moves = (contract?.statusOptions ?? []).filter((entry) => !entry.isDisabled && entry.value !== statusId);
  return (
    <section className="status-block" aria-labelledby="status-title">
      <div className="status-head">
        <h2 id="status-title">{ct(lang, "status.title")}</h2>
        <span className="status-chip" data-status={statusId}>
          <span className="visually-hidden">{`${ct(lang, "status.current")}${labelColon(lang)}`}</span>
          {statusName(lang, statusId)}
        </span>
      </div>
      <Stepper lang={lang} recordLevel={contract?.stepper?.RecordLevel ?? 0} />
      {contract ? (
        <div className="status-moves" aria-label={ct(lang, "status.available")} role="group">
          {moves.length === 0 ? <p className="hint">{ct(lang, "status.noMoves")}</p> : null}
          {isDirty && moves.length > 0 ? <p className="hint">{ct(lang, "status.saveBefore")}</p> : null}
          {moves.map((entry) =>
            isDirty ? (
              <button key={entry.value} type="button" className="secondary status-move" disabled>
                {ct(lang, "status.moveTo", { status: statusName(lang, entry.value) })}
              </button>
            ) : (
              <StatusMove key={entry.value} lang={lang} contract={contract} to={entry.value} onChanged={onChanged} onFailed={onFailed} />
            ),
          )}
        </div>
      ) : null}
    </section>
  );
};
