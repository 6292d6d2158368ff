import {
  checkContractEdit,
  contractOriginatorRoles,
  emptyContract,
  encodeContract,
  isTenantCode,
  lenderToday,
  parseIsoDate,
  type FormValues,
  type Lang,
  type RoleId,
} from "@lendkit/core";
import { Form, FormSubmitButton, LendkitProvider, Panel, useForm, useLendkit, type FormSubmitInfo } from "@lendkit/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs, type Key } from "react-aria-components";
import { ApiError, failureCodeOf, serverMessage } from "../../shared/api.js";
import { navigate, setLeaveGuard } from "../../shared/router.js";
import type { StoredUser } from "../../shared/session.js";
import type { PageProps } from "../routes.js";
import { createContract, readContract, updateContract, type ContractWire } from "./api.js";
import { BudgetTab, ColesseeTab, ContractFieldsTab, LesseeTab, VehicleTab } from "./BlockTabs.js";
import { ContractChecklist } from "./ContractChecklist.js";
import { initialsOf, statusName } from "./display.js";
import { contractJsonFrom, formValuesOf } from "./fieldValues.js";
import { allFieldPaths, type FieldContext } from "./fields.js";
import { FilesTab } from "./FilesTab.js";
import { withCalculatedFees } from "./fees.js";
import { FinanceTab } from "./FinanceTab.js";
import { contractsListPath } from "./listState.js";
import { NotesTab } from "./NotesTab.js";
import { StatusBlock } from "./StatusBlock.js";
import { ct, type ContractTextKey } from "./texts.js";
import { useLenderDay } from "../../shared/lenderDay.js";

/**
 * The contract editor (B §3.1 blocks as tabs): the status stepper and moves,
 * the contract, lessee, co-lessee, budget, vehicle and finance blocks in one
 * form (the form engine of @lendkit/react: required fields shown after the
 * first save, the Required Fields popup listing what is missing), files and
 * notes, and the checklist side panel. The panel header takes the editing
 * colour while there are unsaved changes and the training colour for a
 * training contract (`data-mode`). Saving sends the version read: a contract
 * changed by someone else since (409) is said plainly, with a reload.
 */

const fields = allFieldPaths();
const emptyJson = encodeContract(emptyContract()) as Record<string, unknown>;

const tabIds = ["contract", "lessee", "colessee", "budget", "vehicle", "finance", "files", "notes"] as const;
type TabId = (typeof tabIds)[number];

/** The tab in the URL (`?tab=finance`), so a reload opens the same one. */
const tabFromUrl = (): TabId => {
  const tab = new URLSearchParams(window.location.search).get("tab");
  return (tabIds as readonly string[]).includes(tab ?? "") ? (tab as TabId) : "contract";
};

const writeTab = (tab: TabId) => {
  const query = new URLSearchParams(window.location.search);
  if (tab === "contract") query.delete("tab");
  else query.set("tab", tab);
  const search = query.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
};

/** True for the refusal of a stale version, as opposed to another refusal answered with 409. */
const isStale = (error: unknown): boolean => failureCodeOf(error) === "staleEdit";

/** The contract JSON of a wire: without the version and the figures the server states (never sent back). */
const withoutVersion = (wire: ContractWire): Record<string, unknown> => {
  const { version: _version, disclosure: _disclosure, leaseRate: _leaseRate, ...json } = wire;
  return json;
};

interface EditorProps {
  readonly lang: Lang;
  readonly role: RoleId;
  /** The stored contract, or null for a new one. */
  readonly wire: ContractWire | null;
  /** A save (`created` for a new contract) or a status change answered the stored contract. */
  readonly onStored: (wire: ContractWire, change: "created" | "saved" | "status") => void;
  readonly onReload: () => void;
  readonly notice: string | null;
}

/** Fields the server refused, by path: the words and the value sent. */
type ServerErrors = Readonly<Record<string, { readonly message: string; readonly value: unknown }>>;

const useEditorForm = (
  props: EditorProps,
  onConflict: () => void,
  onError: (message: string | null) => void,
  onFieldErrors: (errors: ServerErrors) => void,
) => {
  const { lang, wire } = props;
  const base = useMemo(() => (wire ? withoutVersion(wire) : emptyJson), [wire]);
  const loaded = useMemo(() => formValuesOf(base, fields), [base]);
  const jsonOf = useCallback((values: FormValues) => contractJsonFrom(base, withCalculatedFees(values, loaded), fields, emptyJson), [base, loaded]);
  const save = async (values: FormValues, info: FormSubmitInfo) => {
    onError(null);
    // The Required Fields popup lists what is missing; nothing is sent until it is filled in.
    if (info.hasStandardErrors || info.hasCustomErrors) return;
    try {
      const json = jsonOf(values);
      const stored = wire ? await updateContract(wire.id, wire.version, json) : await createContract(json);
      onFieldErrors({});
      props.onStored(stored, wire === null ? "created" : "saved");
    } catch (caught) {
      if (isStale(caught)) return onConflict();
      // Each field the server refused is marked with the server's words (in the user's language) until it changes.
      const refused = caught instanceof ApiError ? caught.fields.filter((field) => fields.some((known) => known.path === field.path)) : [];
      onFieldErrors(Object.fromEntries(refused.map((field) => [field.path, { message: field.message, value: values[field.path] }])));
      onError(refused.length > 0 ? ct(lang, "editor.fieldsRefused") : serverMessage(caught, ct(lang, "editor.saveError")));
    }
  };
  const form = useForm({ initialValues: loaded, hideRequiredUntilFirstSave: true, showErrorsOnSave: true, onSubmit: save });
  return { form, loaded, jsonOf };
};

const tabLabel = (lang: Lang, tab: TabId) => ct(lang, `tab.${tab}` as ContractTextKey);

/**
 * Asks before changes are lost (issue 15 §3): leaving for another page of
 * the app (the back arrow, a menu link, the browser's Back) asks `question`;
 * closing or reloading the tab gets the browser's own warning.
 */
const useLeaveWarning = (isDirty: boolean, question: string) => {
  useEffect(() => {
    if (!isDirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when a value is returned.
      event.returnValue = "";
    };
    setLeaveGuard(() => window.confirm(question));
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      setLeaveGuard(null);
      window.removeEventListener("beforeunload", beforeUnload);
    };
  }, [isDirty, question]);
};

const ContractEditor = (props: EditorProps) => {
  const { lang, role, wire } = props;
  const { features, tenant } = useLendkit();
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<TabId>(tabFromUrl);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const { form, loaded, jsonOf } = useEditorForm(props, () => setConflict(true), setError, setServerErrors);
  // The lender's day from the server (the tenant's zone, the day the server checks dates against); core's default zone until it answers.
  const serverDay = useLenderDay();
  const fallbackDay = useMemo(() => parseIsoDate(lenderToday(new Date()))!, []);
  const today = serverDay ?? fallbackDay;
  const context: FieldContext = { lang, role, features, tenant, currentYear: today.year, today, serverErrors };
  const editable = wire ? checkContractEdit(wire.statusId, role).ok : contractOriginatorRoles.includes(role);
  const disabled = !editable;
  const isDirty = form.touched;
  const mode = form.values.isTraining === true ? "training" : isDirty || wire === null ? "editing" : "normal";
  const title = wire ? ct(lang, "editor.title", { number: wire.contractNumber }) : ct(lang, "editor.newTitle");
  useLeaveWarning(isDirty, ct(lang, "editor.leaveUnsaved"));

  const changeTab = (key: Key) => {
    const next = String(key) as TabId;
    setTab(next);
    writeTab(next);
  };
  const onStatusFailed = (caught: unknown) => {
    if (!isStale(caught)) return false;
    setConflict(true);
    return true;
  };

  const fieldTab = (id: TabId, content: ReactNode) => (
    <TabPanel id={id} shouldForceMount className="tab-panel">
      {content}
    </TabPanel>
  );
  const tabProps = { form, context, disabled };
  // A refusal is said at the top of the editor: bring it into view from wherever Save was pressed.
  const alertRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (conflict || error) alertRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [conflict, error]);
  return (
    <Panel title={title} mode={mode} onBack={() => navigate(contractsListPath())} headingLevel={1} className="panel editor-panel" style={{ width: "100%" }}>
      <div className="editor-bar">
        {mode !== "normal" ? <span className="mode-badge" data-mode={mode}>{ct(lang, `editor.mode.${mode}`)}</span> : null}
        {wire ? <ContractChecklist lang={lang} contractId={wire.id} isDirty={isDirty} /> : null}
      </div>
      {props.notice ? (
        <p className="notice ok" role="status">
          {props.notice}
        </p>
      ) : null}
      {!editable ? <p className="notice">{ct(lang, "editor.readOnly")}</p> : null}
      <div ref={alertRef}>
        {conflict ? (
          <div className="conflict" role="alert">
            <strong>{ct(lang, "editor.conflictTitle")}</strong>
            <p>{ct(lang, "editor.conflictText")}</p>
            <button type="button" className="primary" onClick={props.onReload}>
              {ct(lang, "editor.reload")}
            </button>
          </div>
        ) : null}
        {error ? (
          <p className="error banner" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <StatusBlock lang={lang} contract={wire} isDirty={isDirty} onChanged={(next) => props.onStored(next, "status")} onFailed={onStatusFailed} />
      <Form form={form} aria-label={title} className="contract-form" popupProps={{ overlayClassName: "ct-overlay", modalClassName: "ct-modal", className: "ct-dialog required-popup" }}>
        <Tabs selectedKey={tab} onSelectionChange={changeTab} className="editor-tabs">
          <TabList aria-label={ct(lang, "editor.tabs")} className="tab-list">
            {tabIds.map((id) => (
              <Tab key={id} id={id} className="tab">
                {tabLabel(lang, id)}
              </Tab>
            ))}
          </TabList>
          {fieldTab("contract", <ContractFieldsTab {...tabProps} />)}
          {fieldTab("lessee", <LesseeTab {...tabProps} />)}
          {fieldTab("colessee", <ColesseeTab {...tabProps} />)}
          {fieldTab("budget", <BudgetTab {...tabProps} />)}
          {fieldTab("vehicle", <VehicleTab {...tabProps} />)}
          {fieldTab("finance", <FinanceTab {...tabProps} loaded={loaded} jsonOf={jsonOf} active={tab === "finance"} today={today} saved={wire} />)}
          <TabPanel id="files" className="tab-panel">
            {wire ? (
              <FilesTab lang={lang} contractId={wire.id} canUpload={contractOriginatorRoles.includes(role)} categoryOptions={wire.fileCategoryOptions ?? []} />
            ) : (
              <p className="hint">{ct(lang, "editor.saveFirst")}</p>
            )}
          </TabPanel>
          <TabPanel id="notes" className="tab-panel">
            {wire ? <NotesTab lang={lang} contractId={wire.id} /> : <p className="hint">{ct(lang, "editor.saveFirst")}</p>}
          </TabPanel>
        </Tabs>
        {editable && (isDirty || (tab !== "files" && tab !== "notes")) ? (
          <div className="save-bar">
            {isDirty ? (
              <span className="unsaved">{ct(lang, "editor.unsaved")}</span>
            ) : (
              // The notice at the top is the one announced; this copy is for the eye, beside the button pressed.
              <span className="saved" aria-hidden="true">
                {props.notice ?? ""}
              </span>
            )}
            <FormSubmitButton isDisabled={form.disabled} buttonClassName="primary" className="submit" />
          </div>
        ) : null}
      </Form>
    </Panel>
  );
};

/**
 * The signed-in user and lender for the checklist rules (initials, the
 * completion switch of the lender that has it), on top of the app's provider.
 */
const ContractsProvider = ({ user, children }: { readonly user: StoredUser; readonly children: ReactNode }) => {
  const outer = useLendkit();
  const lendkitUser = useMemo(
    () => {
      // The login answer carries the user's initials; an older stored user may not.
      const stored = (user as StoredUser & { readonly initials?: unknown }).initials;
      const initials = typeof stored === "string" && stored.trim() ? stored.trim() : initialsOf(user.firstName, user.lastName, user.userName);
      return { id: user.sysLogins_Id, initials, name: `${user.firstName} ${user.lastName}`.trim() };
    },
    [user],
  );
  return (
    <LendkitProvider
      lang={outer.lang}
      onLangChange={outer.setLang}
      role={outer.role}
      tenant={isTenantCode(user.tenant) ? user.tenant : null}
      user={lendkitUser}
      features={outer.features}
      fetcher={outer.fetcher}
      history={outer.history}
    >
      {children}
    </LendkitProvider>
  );
};

type Loaded = { readonly kind: "loading" } | { readonly kind: "ready"; readonly wire: ContractWire | null } | { readonly kind: "error"; readonly message: string };

const idOf = (text: string | undefined): number | null => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** `/contracts/:id` (`/contracts/new` for a new contract). */
export const ContractEditorPage = ({ lang, user, params }: PageProps) => {
  const isNew = params.id === "new";
  const id = idOf(params.id);
  const [loaded, setLoaded] = useState<Loaded>(isNew ? { kind: "ready", wire: null } : { kind: "loading" });
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (id === null) {
      setLoaded({ kind: "error", message: ct(lang, "editor.notFound") });
      return;
    }
    try {
      setLoaded({ kind: "ready", wire: await readContract(id) });
    } catch (caught) {
      setLoaded({ kind: "error", message: failureCodeOf(caught) === "notFound" ? ct(lang, "editor.notFound") : serverMessage(caught, ct(lang, "editor.loadError")) });
    }
  }, [id, lang]);

  useEffect(() => {
    if (isNew) {
      setLoaded({ kind: "ready", wire: null });
      return;
    }
    // A contract just created is already here: no second read.
    if (loaded.kind === "ready" && loaded.wire?.id === id) return;
    void load();
    // Only a change of the contract in the URL reloads (not a new `load` after a language switch).
  }, [isNew, id]);

  const onStored = (wire: ContractWire, change: "created" | "saved" | "status") => {
    setLoaded({ kind: "ready", wire });
    setNotice(
      change === "created"
        ? ct(lang, "editor.created", { number: wire.contractNumber })
        : change === "status"
          ? ct(lang, "status.changed", { status: statusName(lang, wire.statusId) })
          : ct(lang, "editor.saved"),
    );
    if (change === "created") navigate(`/contracts/${wire.id}${window.location.search}`, { replace: true });
  };
  const reload = () => {
    setNotice(null);
    setLoaded({ kind: "loading" });
    void load();
  };

  if (loaded.kind === "loading") return <p className="hint page-loading">{ct(lang, "editor.loading")}</p>;
  if (loaded.kind === "error") {
    return (
      <div className="card">
        <p className="error" role="alert">
          {loaded.message}
        </p>
        <button type="button" className="secondary" onClick={() => navigate(contractsListPath())}>
          {ct(lang, "editor.backToList")}
        </button>
      </div>
    );
  }
  return (
    <ContractsProvider user={user}>
      <ContractEditor
        key={loaded.wire ? `${loaded.wire.id}:${loaded.wire.version}` : "new"}
        lang={lang}
        role={user.userRole as RoleId}
        wire={loaded.wire}
        onStored={onStored}
        onReload={reload}
        notice={notice}
      />
    </ContractsProvider>
  );
};
