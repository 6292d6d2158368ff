import * as Schema from "effect/Schema";
import { roleIds } from "../access/index.js";
import { codeField, flagField, textField, withDefault } from "./fields.js";
import { decoderFor, encoderFor } from "./schema.js";

/** The interface language of a session: "fr" (the default) or "en". */
export const SessionLanguage = Schema.Literals(["fr", "en"]);
export type SessionLanguage = typeof SessionLanguage.Type;

/** Per-user settings kept with the session: the tutorials already completed. */
export const UserSettings = Schema.Struct({
  completedTutorials: withDefault(Schema.Array(Schema.String), []),
});
export type UserSettings = typeof UserSettings.Type;

const nullableText = withDefault(Schema.NullOr(Schema.String), null);

/**
 * Session and user state (C §3.3). `serverInfo` is the session token (null
 * when signed out). An app keeps the whole state in local storage with
 * `persistSessionState` and gets it back at start with `restoreSessionState`.
 */
export const SessionState = Schema.Struct({
  language: withDefault(SessionLanguage, "fr"),
  userName: textField,
  firstName: textField,
  lastName: textField,
  email: textField,
  bussinessPhone: textField,
  extension: textField,
  leadSourceId: codeField,
  clickId: nullableText,
  sourceContractId: codeField,
  cashLoanReferrer: nullableText,
  userRole: withDefault(Schema.NullOr(Schema.Literals(roleIds)), null),
  sysLogins_Id: codeField,
  serverInfo: nullableText,
  impersonatorServerInfo: nullableText,
  serverInfoExpiration: nullableText,
  companyNameFr: textField,
  companyNameEn: textField,
  isAllowedWarrantyChange: flagField,
  isNewsModalOpen: flagField,
  userProvince: withDefault(Schema.Number, 1),
  approvedByFilter: codeField,
  userSettings: withDefault(UserSettings, {}),
});
export type SessionState = typeof SessionState.Type;

/** Configuration values the server sends (C §3.3), with their defaults. */
export const Configs = Schema.Struct({
  rowsPerPage: withDefault(Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)), 10),
  isShortUrl: flagField,
  isFileOpeningFeeOnMicroLoanRenew: flagField,
});
export type Configs = typeof Configs.Type;

/**
 * Decodes a session state (e.g. restored from local storage): `{ ok: true, value }`
 * or `{ ok: false, errors: [{ path, message }] }`. Missing keys take their
 * defaults; unknown keys are ignored unless `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeSessionState({ serverInfo: "token" }) // { ok: true, value: { language: "fr", userProvince: 1, serverInfo: "token", … } }
 */
export const decodeSessionState = decoderFor(SessionState);

/**
 * Encodes a session state back to JSON-ready data (for local storage).
 *
 * @example
 * encodeSessionState(emptySessionState()).language // "fr"
 */
export const encodeSessionState = encoderFor(SessionState);

/**
 * The signed-out session (the decoded form of `{}`).
 *
 * @example
 * emptySessionState().userSettings.completedTutorials // []
 */
export const emptySessionState = (): SessionState => Schema.decodeUnknownSync(SessionState)({});

/**
 * Decodes the configs answer: `{ ok: true, value }` or `{ ok: false, errors }`.
 *
 * @example
 * decodeConfigs({ isShortUrl: true }) // { ok: true, value: { rowsPerPage: 10, isShortUrl: true, isFileOpeningFeeOnMicroLoanRenew: false } }
 */
export const decodeConfigs = decoderFor(Configs);

/**
 * Encodes configs back to JSON-ready data.
 *
 * @example
 * encodeConfigs(defaultConfigs()) // { rowsPerPage: 10, isShortUrl: false, isFileOpeningFeeOnMicroLoanRenew: false }
 */
export const encodeConfigs = encoderFor(Configs);

/**
 * The default configs (C §3.3): rowsPerPage 10, isShortUrl false,
 * isFileOpeningFeeOnMicroLoanRenew false.
 *
 * @example
 * defaultConfigs().rowsPerPage // 10
 */
export const defaultConfigs = (): Configs => Schema.decodeUnknownSync(Configs)({});

/**
 * Which app a session belongs to. The staff app and the lead app (/go) run on
 * one origin and so share the browser's local storage: each keeps its session
 * under its own keys, so one never reads or overwrites the other's token,
 * language or user state.
 */
export type SessionApp = "staff" | "lead";

/** The local-storage keys of one app's session (C §3.3). */
export interface SessionStorageKeys {
  /** The session token (`serverInfo`). */
  readonly token: string;
  /** When the token ends (`serverInfoExpiration`). */
  readonly expires: string;
  /** The interface language. */
  readonly language: string;
  /** The rest of the session state (JSON), e.g. `leadSourceId`, `userProvince`, `userSettings`. */
  readonly state: string;
  /** The app's own record of the signed-in user (the login's answer as the app keeps it). */
  readonly user: string;
}

const keysOf = (prefix: string): SessionStorageKeys => ({
  token: `${prefix}serverInfo`,
  expires: `${prefix}serverInfoExpiration`,
  language: `${prefix}language`,
  state: `${prefix}session`,
  user: `${prefix}user`,
});

const staffKeys = keysOf("");
const leadKeys = keysOf("lead.");

/**
 * The local-storage keys of an app's session. The two apps' keys are
 * disjoint: the staff app's are unprefixed, the lead app's start `lead.`.
 *
 * @example
 * sessionStorageKeys("lead").language // "lead.language"
 * sessionStorageKeys("staff").language // "language"
 */
export const sessionStorageKeys = (app: SessionApp): SessionStorageKeys => (app === "lead" ? leadKeys : staffKeys);

/** What the session is kept in: the browser's `localStorage`, or any store with the same three methods. */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Keeps a session state in `store` under `app`'s keys (C §3.3): the token and
 * its end under their own keys (removed when signed out), the language under
 * its own, everything else (`leadSourceId`, `userProvince`,
 * `approvedByFilter`, `userSettings` with the completed tutorials, the
 * company names, `isAllowedWarrantyChange`, `isNewsModalOpen`, the user's
 * names and role…) as one JSON value. `restoreSessionState` gives it back.
 *
 * @example
 * persistSessionState(localStorage, "staff", { ...emptySessionState(), userProvince: 2 })
 */
export const persistSessionState = (store: SessionStore, app: SessionApp, state: SessionState): void => {
  const keys = sessionStorageKeys(app);
  const { serverInfo, serverInfoExpiration, language, ...rest } = encodeSessionState(state) as Record<string, unknown> & {
    serverInfo: string | null;
    serverInfoExpiration: string | null;
    language: string;
  };
  if (serverInfo === null) store.removeItem(keys.token);
  else store.setItem(keys.token, serverInfo);
  if (serverInfoExpiration === null) store.removeItem(keys.expires);
  else store.setItem(keys.expires, serverInfoExpiration);
  store.setItem(keys.language, language);
  store.setItem(keys.state, JSON.stringify(rest));
};

const parsedJson = (text: string | null): unknown => {
  if (text === null) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
};

/**
 * The session state `persistSessionState` kept for `app` (C §3.3 "restored at
 * start"). Missing or unreadable values take their defaults (a state that no
 * longer decodes is dropped whole, a bad language gives "fr"), so a first
 * visit restores `emptySessionState()`.
 *
 * @example
 * restoreSessionState(localStorage, "lead").leadSourceId // the lead source kept by the last visit, or null
 */
export const restoreSessionState = (store: SessionStore, app: SessionApp): SessionState => {
  const keys = sessionStorageKeys(app);
  const kept = parsedJson(store.getItem(keys.state));
  const base = kept !== null && typeof kept === "object" && !Array.isArray(kept) ? (kept as Record<string, unknown>) : {};
  const decoded = decodeSessionState(base);
  const state = decoded.ok ? decoded.value : emptySessionState();
  const language = store.getItem(keys.language);
  return {
    ...state,
    serverInfo: store.getItem(keys.token),
    serverInfoExpiration: store.getItem(keys.expires),
    language: language === "en" || language === "fr" ? language : "fr",
  };
};
