import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { formatMoney, formatPercent, signedFrameMessages, type Lang } from "@lendkit/core";
import { CostOfBorrowing, RenewalLoading, useLendkit } from "@lendkit/react";
import { frequencyName, loadContract, longDate, signContract, type ContractToSign } from "./contract.js";
import { useLeadSession } from "./LeadSession.js";
import { tellParentAll } from "./frame.js";
import { failureText, leadFailure } from "./serverMessage.js";
import { SignaturePad, type SignaturePadHandle } from "./SignaturePad.js";
import { leadText, type LeadTextKey } from "./texts.js";

/**
 * Step 3, the signature (C §2 `/go/sign/:id`, docs/api/flows-and-bank-verification.md):
 * the contract in the screen's language — the lender that binds itself, the
 * summary, its cost of borrowing (APR, credit rate, Québec's standard-form
 * lines, HIGH-COST), its payment schedule and the terms and conditions — the applicant's typed
 * name, the signature box (drawing optional: the typed name signs), the
 * agreement, then the server keeps the proof and the completion follows.
 */
type Loaded = { readonly status: "loading" } | { readonly status: "failed"; readonly message: string } | { readonly status: "ready"; readonly contract: ContractToSign };

/** Waits before asking again while the step is not open yet (the flow records step 3 as it shows this screen). */
const notYetOpenRetriesMs = [300, 700, 1500, 3000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const useContract = (slug: string, lang: Lang) => {
  const { call } = useLeadSession();
  const [state, setState] = useState<Loaded>({ status: "loading" });
  const reload = useCallback(async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        setState({ status: "ready", contract: await loadContract(slug, lang, call) });
        return;
      } catch (error) {
        const notOpen = leadFailure(error)?.code === "conflict";
        const delay = notYetOpenRetriesMs[attempt];
        if (notOpen && delay !== undefined) {
          await wait(delay);
          continue;
        }
        setState({ status: "failed", message: leadText(lang, notOpen ? "sign.notReady" : "lead.error.generic") });
        return;
      }
    }
    // The document is in the screen's language: a language switch asks for it in the new one (its own hash).
  }, [slug, lang, call]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
};

const money = (value: string, lang: Lang) => formatMoney(value, lang);

const Summary = ({ contract, lang }: { readonly contract: ContractToSign; readonly lang: Lang }) => {
  const { terms } = contract;
  const conditionsId = `${useId()}-conditions`;
  const rows: Array<[LeadTextKey, string]> = [
    ["sign.requestedAmount", money(terms.requestedAmount, lang)],
    ...(terms.previousBalance && terms.previousBalance !== "0.00" ? ([["sign.previousBalance", money(terms.previousBalance, lang)]] as Array<[LeadTextKey, string]>) : []),
    ["sign.principal", money(terms.principal, lang)],
    ["sign.frequency", frequencyName(contract.frequency, lang)],
    ["sign.numberOfPayments", String(terms.numberOfPayments)],
    ["sign.regularPayment", money(terms.regularPayment, lang)],
    ["sign.rate", formatPercent(terms.annualInterestRate, lang)],
    ["sign.fee", money(terms.brokerageFeePerPeriod, lang)],
    ["sign.totalRepaid", money(terms.totalRepaid, lang)],
    ["sign.depositDate", longDate(terms.depositDate, lang)],
    ["sign.firstPayment", terms.firstPaymentDate ? longDate(terms.firstPaymentDate, lang) : ""],
    ["sign.lastPayment", terms.lastPaymentDate ? longDate(terms.lastPaymentDate, lang) : ""],
  ];
  return (
    <div className="lead-contract">
      <div className="lead-contract-head">
        <p>
          <strong>{leadText(lang, "sign.contract", { number: contract.contractNumber })}</strong>
          {contract.renewsContractNumber ? <span> · {leadText(lang, "sign.renews", { number: contract.renewsContractNumber })}</span> : null}
        </p>
        <p>{leadText(lang, "sign.borrowerIs", { name: `${contract.firstName} ${contract.lastName}`.trim() })}</p>
      </div>
      <address className="lead-lender" aria-label={leadText(lang, "sign.lender")}>
        <span className="lead-lender-label">{leadText(lang, "sign.lender")}</span>
        <strong>{contract.lender.legalName}</strong>
        {contract.lender.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {contract.lender.phone ? <span>{leadText(lang, "sign.lenderPhone", { phone: contract.lender.phone })}</span> : null}
        {contract.lender.email ? <span>{leadText(lang, "sign.lenderEmail", { email: contract.lender.email })}</span> : null}
      </address>
      <dl className="lead-terms">
        {rows.map(([key, value]) => (
          <div key={key} data-term={key}>
            <dt>{leadText(lang, key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* The cost of borrowing as signed (covered by the document's hash): the standard form's lines, HIGH-COST when it applies. */}
      {contract.disclosure ? <CostOfBorrowing className="lead-disclosure" statement={contract.disclosure} showStandardForm headingLevel={2} /> : null}
      <details className="lead-schedule">
        <summary>{leadText(lang, "sign.schedule", { count: String(contract.schedule.length) })}</summary>
        <div className="lead-table-scroll" tabIndex={0} role="region" aria-label={leadText(lang, "sign.schedule", { count: String(contract.schedule.length) })}>
          <table>
            <thead>
              <tr>
                {(["number", "date", "payment", "interest", "principal", "fee", "total", "balance"] as const).map((column) => (
                  <th key={column} scope="col">
                    {leadText(lang, `sign.col.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {contract.schedule.map((line) => (
                <tr key={line.number}>
                  <td>{line.number}</td>
                  <td>{line.dueDate}</td>
                  <td>{money(line.payment, lang)}</td>
                  <td>{money(line.interest, lang)}</td>
                  <td>{money(line.principal, lang)}</td>
                  <td>{money(line.fee, lang)}</td>
                  <td>{money(line.total, lang)}</td>
                  <td>{money(line.balance, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      {contract.conditions.length > 0 ? (
        <section className="lead-conditions">
          <h2 id={conditionsId}>{leadText(lang, "sign.conditions")}</h2>
          <div className="lead-conditions-text" tabIndex={0} role="region" aria-labelledby={conditionsId}>
            {contract.conditions.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
};

const SignForm = ({ slug, contract, lang, onSigned, onChanged }: {
  readonly slug: string;
  readonly contract: ContractToSign;
  readonly lang: Lang;
  readonly onSigned: () => void;
  readonly onChanged: () => Promise<void>;
}) => {
  const { call } = useLeadSession();
  const id = useId();
  const pad = useRef<SignaturePadHandle | null>(null);
  const [name, setName] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const nameMissing = name.trim().length < 2;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const signature = pad.current?.toPng() ?? null;
    if (nameMissing || !agreed || signature === null) return;
    setBusy(true);
    setAlert(null);
    try {
      await signContract(slug, lang, { signerName: name.trim(), signature, documentSha256: contract.documentSha256 }, call);
      onSigned();
    } catch (error) {
      const failure = leadFailure(error);
      if (failure?.code === "alreadySigned") return onSigned();
      setAlert(failureText(failure) ?? leadText(lang, "lead.error.generic"));
      if (failure?.code === "documentChanged") await onChanged();
      setBusy(false);
    }
  };
  const fullName = `${contract.firstName} ${contract.lastName}`.trim();
  return (
    <form className="lead-sign-form" onSubmit={submit} noValidate>
      <div className="lead-field" data-invalid={(tried && nameMissing) || undefined}>
        <label htmlFor={`${id}-name`}>{leadText(lang, "sign.name")}</label>
        <input
          id={`${id}-name`}
          name="signerName"
          autoComplete="name"
          value={name}
          maxLength={200}
          disabled={busy}
          aria-required="true"
          aria-invalid={(tried && nameMissing) || undefined}
          aria-describedby={`${id}-name-help${tried && nameMissing ? ` ${id}-name-error` : ""}`}
          onChange={(event) => setName(event.target.value)}
        />
        <span className="lead-help" id={`${id}-name-help`}>
          {leadText(lang, "sign.nameHelp", { name: fullName })}
        </span>
        {tried && nameMissing ? (
          <span className="lead-error" id={`${id}-name-error`}>
            {leadText(lang, "sign.nameMissing")}
          </span>
        ) : null}
      </div>
      <div className="lead-field">
        <span className="lead-label" id={`${id}-pad`}>
          {leadText(lang, "sign.pad")}
        </span>
        <span className="lead-help">{leadText(lang, "sign.padHelp")}</span>
        <SignaturePad ref={pad} lang={lang} name={name} disabled={busy} />
      </div>
      <label className="lead-check" data-invalid={(tried && !agreed) || undefined}>
        <input type="checkbox" checked={agreed} disabled={busy} onChange={(event) => setAgreed(event.target.checked)} aria-invalid={(tried && !agreed) || undefined} />
        <span>{leadText(lang, "sign.agree")}</span>
      </label>
      {tried && !agreed ? <p className="lead-error">{leadText(lang, "sign.agreeMissing")}</p> : null}
      <div role="alert" className="lead-alert-slot">
        {alert ? <p className="lead-alert">{alert}</p> : null}
      </div>
      <button type="submit" className="lead-button lead-button-wide" disabled={busy}>
        {leadText(lang, busy ? "sign.signing" : "sign.submit")}
      </button>
    </form>
  );
};

export interface SignatureStepProps {
  /** The flow slug (the `:id` of /go/sign/:id). */
  readonly slug: string;
  /** Called once the contract is signed (or was already). */
  readonly onSigned: () => void;
}

export const SignatureStep = ({ slug, onSigned: onSignedByCaller }: SignatureStepProps) => {
  const { lang } = useLendkit();
  const { state, reload } = useContract(slug, lang);
  const done = state.status === "ready" && state.contract.signed;
  // Signed (now, or already): the parent hears it once, apart from "step 3 reached" (core's signedFrameMessages).
  const told = useRef<string | null>(null);
  const onSigned = useCallback(() => {
    if (told.current !== slug) {
      told.current = slug;
      tellParentAll(signedFrameMessages(slug));
    }
    onSignedByCaller();
  }, [slug, onSignedByCaller]);
  useEffect(() => {
    if (done) onSigned();
  }, [done, onSigned]);
  if (state.status === "loading") return <RenewalLoading className="lead-loading" />;
  if (state.status === "failed") {
    return (
      <section className="lead-step" aria-labelledby="lead-sign-title">
        <h1 id="lead-sign-title">{leadText(lang, "sign.title")}</h1>
        <p role="alert" className="lead-alert">
          {state.message}
        </p>
      </section>
    );
  }
  return (
    <section className="lead-step lead-sign" aria-labelledby="lead-sign-title">
      <h1 id="lead-sign-title">{leadText(lang, "sign.title")}</h1>
      <p>{leadText(lang, "sign.intro")}</p>
      <Summary contract={state.contract} lang={lang} />
      <SignForm slug={slug} contract={state.contract} lang={lang} onSigned={onSigned} onChanged={reload} />
    </section>
  );
};
