import * as Schema from "effect/Schema";
import { decoderFor, encoderFor, withDefault } from "./schema.js";
import { isTenantCode } from "../access/tenants.js";

/**
 * Account-entry and renewal identification models (C §3.2, C §3.9, C §7):
 * the login request, the answer to a code request, and the
 * checkIfClientExists request/answer. Wire names verbatim (`isSubmited`).
 */

/** How the one-time password is delivered: SMS (default), or on request EMAIL or CALL (C §3.2, C §7). */
export const CommunicationMethod = Schema.Literals(["SMS", "EMAIL", "CALL"]);
export type CommunicationMethod = typeof CommunicationMethod.Type;

/** The login form of the account page and of renewal step 0 (C §3.2). `birthDate` is `yyyy/MM/dd`. */
export const LoginRequest = Schema.Struct({
  birthDate: withDefault(Schema.String, ""),
  birthDateYear: withDefault(Schema.NullOr(Schema.Number), null),
  birthDateMonth: withDefault(Schema.NullOr(Schema.Number), null),
  birthDateDay: withDefault(Schema.NullOr(Schema.Number), null),
  cellPhone: withDefault(Schema.String, ""),
  email: withDefault(Schema.String, ""),
  termsText: withDefault(Schema.String, ""),
  isSubmited: withDefault(Schema.Boolean, false),
  isAcceptChecked: withDefault(Schema.Boolean, false),
  CommunicationMethod: withDefault(CommunicationMethod, "SMS"),
});
export type LoginRequest = typeof LoginRequest.Type;

/**
 * Decodes a login request from unknown JSON (missing keys take their defaults).
 *
 * @example
 * decodeLoginRequest({ email: "a@b.ca" }) // { ok: true, value: { …, email: "a@b.ca", CommunicationMethod: "SMS" } }
 */
export const decodeLoginRequest = decoderFor(LoginRequest);

/**
 * Encodes a login request to JSON-ready data.
 *
 * @example
 * encodeLoginRequest(emptyLoginRequest()).CommunicationMethod // "SMS"
 */
export const encodeLoginRequest = encoderFor(LoginRequest);

/**
 * A new, empty login request (the decoded form of `{}`).
 *
 * @example
 * emptyLoginRequest().isAcceptChecked // false
 */
export const emptyLoginRequest = (): LoginRequest => Schema.decodeUnknownSync(LoginRequest)({});

/** Answer to a code request (C §3.2 code response, C §3.9 OTP receive model). */
export const LoginCodeResponse = Schema.Struct({
  userSlug: Schema.String,
  lastFourDigitsOfPhoneNumber: withDefault(Schema.String, ""),
});
export type LoginCodeResponse = typeof LoginCodeResponse.Type;

/**
 * Decodes the answer to a code request.
 *
 * @example
 * decodeLoginCodeResponse({ userSlug: "ab12", lastFourDigitsOfPhoneNumber: "4321" }).ok // true
 */
export const decodeLoginCodeResponse = decoderFor(LoginCodeResponse);

/**
 * Encodes the answer to a code request.
 *
 * @example
 * encodeLoginCodeResponse({ userSlug: "ab12", lastFourDigitsOfPhoneNumber: "4321" }).userSlug // "ab12"
 */
export const encodeLoginCodeResponse = encoderFor(LoginCodeResponse);

/** POST /api/contractExternal/checkIfClientExists body (C §7). */
export const CheckIfClientExistsRequest = Schema.Struct({
  birthDate: Schema.String,
  email: Schema.String,
  cellPhone: withDefault(Schema.String, ""),
});
export type CheckIfClientExistsRequest = typeof CheckIfClientExistsRequest.Type;

/**
 * Decodes a checkIfClientExists body.
 *
 * @example
 * decodeCheckIfClientExistsRequest({ birthDate: "1980/04/07", email: "a@b.ca" }).ok // true
 */
export const decodeCheckIfClientExistsRequest = decoderFor(CheckIfClientExistsRequest);

/**
 * Encodes a checkIfClientExists body.
 *
 * @example
 * encodeCheckIfClientExistsRequest({ birthDate: "1980/04/07", email: "a@b.ca", cellPhone: "" }).cellPhone // ""
 */
export const encodeCheckIfClientExistsRequest = encoderFor(CheckIfClientExistsRequest);

/** checkIfClientExists Result (C §7): `step` is the renewal step attained, `renewId` the renewal in progress. */
export const CheckIfClientExistsResult = Schema.Struct({
  found: withDefault(Schema.Boolean, false),
  isRenew: withDefault(Schema.Boolean, false),
  contractSlug: withDefault(Schema.NullOr(Schema.String), null),
  step: withDefault(Schema.NullOr(Schema.Number), null),
  renewId: withDefault(Schema.NullOr(Schema.Number), null),
});
export type CheckIfClientExistsResult = typeof CheckIfClientExistsResult.Type;

/**
 * Decodes a checkIfClientExists Result.
 *
 * @example
 * decodeCheckIfClientExistsResult({ found: true, isRenew: true, contractSlug: "x1", step: 21 }).ok // true
 */
export const decodeCheckIfClientExistsResult = decoderFor(CheckIfClientExistsResult);

/**
 * Encodes a checkIfClientExists Result.
 *
 * @example
 * encodeCheckIfClientExistsResult({ found: false, isRenew: false, contractSlug: null, step: null, renewId: null }).found // false
 */
export const encodeCheckIfClientExistsResult = encoderFor(CheckIfClientExistsResult);

/**
 * A tenant code, refused with a message that names none: a list of the
 * accepted codes in a public 400 would tell anyone the deployment's tenants.
 */
const TenantCodeText = Schema.String.pipe(Schema.refine(isTenantCode, { message: "expected a tenant code" }));

/** POST /api/login, a staff member's sign-in (A §1): user name, password and the lender's code. */
export const StaffLoginRequest = Schema.Struct({
  username: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(100)),
  password: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(1024)),
  tenant: TenantCodeText,
});
export type StaffLoginRequest = typeof StaffLoginRequest.Type;

/**
 * Decodes a staff sign-in body.
 *
 * @example
 * decodeStaffLoginRequest({ username: "admin", password: "x", tenant: "NOPE" }).ok // false
 */
export const decodeStaffLoginRequest = decoderFor(StaffLoginRequest);
