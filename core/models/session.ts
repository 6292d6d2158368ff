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
 * when signed out); it and `language` are what the app keeps in local storage.
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
