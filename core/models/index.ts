/**
 * @module models
 * Schemas (effect/Schema) of every entity and request/response, with decoders
 * that return a `DecodeResult` and encoders back to JSON.
 */
export * from "./schema.js";
