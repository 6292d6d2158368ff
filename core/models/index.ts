/**
 * @module models
 * Schemas (effect/Schema) of every entity and request/response, with decoders
 * that return a `DecodeResult` and encoders back to JSON. Wire names are the
 * spec's, verbatim (its spellings included).
 */
export * from "./schema.js";
export * from "./envelope.js";
export * from "./contract.js";
export * from "./finance.js";
export * from "./lessee.js";
export * from "./colessee.js";
export * from "./budget.js";
export * from "./vehicle.js";
export * from "./customer.js";
export * from "./note.js";
export * from "./reference.js";
export * from "./validation.js";
export * from "./session.js";
export * from "./lenderDay.js";
export * from "./checklist.js";
export * from "./customerPayments.js";
export * from "./servicing.js";
export * from "./calculatorModel.js";
export * from "./login.js";
export * from "./otp.js";
export * from "./renewalForms.js";
export * from "./flows.js";
export * from "./flowFields.js";
export * from "./bankVerification.js";
export * from "./uploadAnswer.js";
export * from "./signingDocument.js";
export * from "./disclosureStatement.js";
