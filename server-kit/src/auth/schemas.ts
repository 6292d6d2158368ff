import { decoderFor, isTenantCode } from "@lendkit/core";
import * as Schema from "effect/Schema";

/**
 * POST /api/login body for staff. core has no staff-login Schema yet; this
 * one moves there (models, beside LoginRequest) when core takes it.
 */
/**
 * A tenant code, refused with a message that names none: a list of the
 * accepted codes in a public 400 would tell anyone the deployment's tenants.
 */
const TenantCodeText = Schema.String.pipe(Schema.refine(isTenantCode, { message: "expected a tenant code" }));

export const StaffLoginRequest = Schema.Struct({
  username: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(100)),
  password: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(1024)),
  tenant: TenantCodeText,
});
export type StaffLoginRequest = typeof StaffLoginRequest.Type;

/** Decodes a staff login body. */
export const decodeStaffLoginRequest = decoderFor(StaffLoginRequest);

/**
 * An empty body (logout and other bodiless POSTs): `{}` or nothing. A record
 * of nothing, not `Struct({})`, which would let arrays and other shapes by.
 */
export const EmptyBody = Schema.Record(Schema.String, Schema.Never);
export const decodeEmptyBody = decoderFor(EmptyBody);
