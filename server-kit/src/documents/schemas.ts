import { decoderFor, withDefault } from "@lendkit/core";
import { documentKinds } from "@lendkit/core/documents";
import * as Schema from "effect/Schema";

const Id = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(2_147_483_647));

/**
 * Body of POST /api/reports/printTicket: which document of which contract
 * (and, for a receipt, which receipt). The language is the `lang` query, as
 * on the spec's other calls.
 */
export const PrintTicketRequest = Schema.Struct({
  report: Schema.Literals(documentKinds),
  contractId: Id,
  receiptId: withDefault(Schema.NullOr(Id), null),
});
export type PrintTicketRequest = typeof PrintTicketRequest.Type;

/** Decodes a print ticket request. */
export const decodePrintTicketRequest = decoderFor(PrintTicketRequest);

/** What POST /api/reports/printTicket answers. */
export interface PrintTicketAnswer {
  /** The document's URL path, with the ticket in its `{session}` segment. */
  readonly path: string;
  readonly expiresAt: string;
}
