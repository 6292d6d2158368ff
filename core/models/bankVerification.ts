import * as Schema from "effect/Schema";
import { decoderFor, encoderFor } from "./schema.js";

/**
 * Wire models of the bank-verification step (C §3.7, C §3.9, C §7). Field
 * names are the spec's, vendor names included, because existing servers send them.
 */

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** An absolute http(s) address. */
const HttpUrl = Schema.String.check(
  Schema.makeFilter((text: string) => (isHttpUrl(text) ? undefined : `expected an http(s) address, got ${JSON.stringify(text)}`)),
);

/** One DNS label: what an instance name must be to sit inside a host name. */
export const bankInstanceNamePattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

const InstanceName = Schema.String.check(Schema.isPattern(bankInstanceNamePattern));

/**
 * Answer of POST /api/decisionLogic/CreateBankVerif/{slug}/{bankServiceId}/{testFlag}:
 * the request code and the widget address shown in the iframe.
 */
export const BankVerificationRequestResult = Schema.Struct({
  requestCode: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200)),
  redirectUrl: HttpUrl,
});
export type BankVerificationRequestResult = typeof BankVerificationRequestResult.Type;

/** Answer of GET /api/flinks/instanceName (the aggregator's instance). */
export const AggregatorInstanceName = Schema.Struct({ flinksInstanceName: InstanceName });
export type AggregatorInstanceName = typeof AggregatorInstanceName.Type;

/** Answer of GET /api/zumrails/instanceName (the alternate provider's view). */
export const AlternateInstanceName = Schema.Struct({
  zumRailsUsername: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200)),
  zumRailsInstanceName: Schema.String.check(Schema.isMaxLength(200)),
});
export type AlternateInstanceName = typeof AlternateInstanceName.Type;

/** Payload reporting that the bank step is done (C §3.7): `{ slug, currentStep }`. */
export const BankStepCompletion = Schema.Struct({
  slug: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200)),
  currentStep: Schema.Finite,
});
export type BankStepCompletion = typeof BankStepCompletion.Type;

/** A primitive value of the alternate provider's completion data. */
export const AlternateCompletionValue = Schema.Union([
  Schema.String.check(Schema.isMaxLength(4000)),
  Schema.Finite,
  Schema.Boolean,
  Schema.Null,
]);

/**
 * The data object of the alternate provider's CONNECTIONSUCCESSFULLYCOMPLETED
 * message, forwarded to POST /api/zumrails/{slug}: a flat record of primitives
 * (at most 100 keys of at most 100 characters); nested objects are refused.
 */
export const AlternateCompletionData = Schema.Record(
  Schema.String.check(Schema.isMaxLength(100)),
  AlternateCompletionValue,
).check(Schema.isMaxProperties(100));
export type AlternateCompletionData = typeof AlternateCompletionData.Type;

/**
 * Decodes a bank-verification request result.
 *
 * @example
 * decodeBankVerificationRequestResult({ requestCode: "A1", redirectUrl: "https://widget.example/x" }).ok // true
 */
export const decodeBankVerificationRequestResult = decoderFor(BankVerificationRequestResult);

/**
 * Decodes the aggregator's instance name.
 *
 * @example
 * decodeAggregatorInstanceName({ flinksInstanceName: "lendkit" }).ok // true
 * decodeAggregatorInstanceName({ flinksInstanceName: "evil.example/" }).ok // false
 */
export const decodeAggregatorInstanceName = decoderFor(AggregatorInstanceName);

/**
 * Decodes the alternate provider's instance names.
 *
 * @example
 * decodeAlternateInstanceName({ zumRailsUsername: "c-123", zumRailsInstanceName: "lendkit" }).ok // true
 */
export const decodeAlternateInstanceName = decoderFor(AlternateInstanceName);

/**
 * Decodes a step completion payload.
 *
 * @example
 * decodeBankStepCompletion({ slug: "abc", currentStep: 21 }).ok // true
 */
export const decodeBankStepCompletion = decoderFor(BankStepCompletion);

/**
 * Decodes the alternate provider's completion data.
 *
 * @example
 * decodeAlternateCompletionData({ requestId: "r1", accounts: 2 }).ok // true
 * decodeAlternateCompletionData({ nested: { a: 1 } }).ok // false
 */
export const decodeAlternateCompletionData = decoderFor(AlternateCompletionData);

/**
 * Encodes a step completion payload for the wire.
 *
 * @example
 * encodeBankStepCompletion({ slug: "abc", currentStep: 21 }) // { slug: "abc", currentStep: 21 }
 */
export const encodeBankStepCompletion = encoderFor(BankStepCompletion);
