/**
 * @module renewal
 * The renewal flow of C: step numbers and transitions, start-step and
 * address rules, the lead app's routes and query string, the OTP screen, the
 * overdue stop, the renewal forms' rules, the screens' texts, the
 * account entry and the new applicant's basic information. Pure functions;
 * time comes in as an argument.
 */
export * from "./steps.js";
export * from "./navigation.js";
export * from "./query.js";
export * from "./routes.js";
export * from "./otp.js";
export * from "./overdue.js";
export * from "./flow.js";
export * from "./forms.js";
export * from "./screens.js";
export * from "./account.js";
export * from "./applicant.js";
export * from "./start.js";
export * from "./resume.js";
export * from "./attain.js";
export * from "./calls.js";
export * from "./age.js";
export * from "./fieldErrors.js";
