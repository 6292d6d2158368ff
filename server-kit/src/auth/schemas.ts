import { decoderFor, tenantCodes } from "@lendkit/core";
import * as Schema from "effect/Schema";

/**
 * POST /api/login body for staff. core has no staff-login Schema yet; this
 * one moves there (models, beside LoginRequest) when core takes it.
 */
export const StaffLoginRequest = Schema.Struct({
  username: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(100)),
  password: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(1024)),
  tenant: Schema.Literals(tenantCodes),
});
export type StaffLoginRequest = typeof StaffLoginRequest.Type;

/** Decodes a staff login body. */
export const decodeStaffLoginRequest = decoderFor(StaffLoginRequest);

/** An empty body (logout and other bodiless POSTs): `{}` or nothing. */
export const EmptyBody = Schema.Struct({});
export const decodeEmptyBody = decoderFor(EmptyBody);
