import type { OtpRefusal } from "@lendkit/core";
import type { ApiFailure } from "@lendkit/core/api";
import { LeadCallError } from "./session.js";

/**
 * What a code check answers the code form when the server refused it for
 * another reason than a wrong code: the page shows the server's own message,
 * the form no text of its own (never "The OTP is not valid.", issue 14 §4).
 */
export const otherRefusal: OtpRefusal = { reason: "refused", key: null };

/** The failure of a lead call (core's `ApiFailure`: the pages decide on its code), or null for any other error. */
export const leadFailure = (error: unknown): ApiFailure | null => (error instanceof LeadCallError ? error.failure : null);

/**
 * The server's message for the applicant, as sent: every lead call states
 * the page's language, so the server answers in it. Null when there is
 * nothing to show (no failure, no answer, an empty message).
 *
 * @example
 * failureText({ code: "otpExpired", message: "Your time to enter the OTP has expired.", fields: [] }) // "Your time to enter the OTP has expired."
 */
export const failureText = (failure: ApiFailure | null): string | null =>
  failure === null || failure.code === "network" || failure.message.trim() === "" ? null : failure.message;
