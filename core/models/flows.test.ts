import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../api/routes.js";
import { decodeEmptyRequest, EmptyRequest } from "./decode.js";
import {
  decodeLeadBasicRequest,
  decodeLoanChoiceRequest,
  decodeSignatureRequest,
  FlowStepRequest,
  LeadBasicRequest,
  SignatureRequest,
} from "./flows.js";
import { flowBodyKind, oversizedFlowFields } from "./flowFields.js";
import { RenewalAddressForm } from "./renewalForms.js";
import { decoderFor } from "./schema.js";

const refuse = { unknownKeys: "refuse" } as const;

describe("flow request bodies (issue 21 §1)", () => {
  it("are the request Schemas of their route entries", () => {
    expect(apiRoutes.flows.leadBasic.request).toBe(LeadBasicRequest);
    expect(apiRoutes.flows.saveStep.request).toBe(FlowStepRequest);
    expect(apiRoutes.flows.saveRenewalAddress.request).toBe(RenewalAddressForm);
    expect(apiRoutes.flows.signature.request).toBe(SignatureRequest);
    for (const entry of [
      apiRoutes.flows.saveStepAttained,
      apiRoutes.flows.manualBankVerification,
      apiRoutes.otp.requestFlowCode,
      apiRoutes.bankVerification.createWidgetRequest,
      apiRoutes.bankVerification.widgetResult,
      apiRoutes.bankVerification.aggregatorResult,
    ]) {
      expect(entry.request, entry.path).toBe(EmptyRequest);
    }
  });

  it("takes a step 1 choice, its first payment date null when absent", () => {
    expect(decodeLoanChoiceRequest({ loanFrequency: 26, loanAmount: 750, numberOfPayments: 40 }, refuse)).toMatchObject({
      ok: true,
      value: { loanFrequency: 26, numberOfPayments: 40, customerSelectedFirstPaymentDate: null },
    });
    expect(decodeLoanChoiceRequest({ loanFrequency: 25, loanAmount: 750, numberOfPayments: 0 }, refuse).ok).toBe(false);
  });

  it("refuses a new applicant's blank name and an email core's rule refuses", () => {
    const basic = { firstName: "Léa", lastName: "Roy", birthDate: "1990-04-07", email: "lea@example.ca", cellPhone: "5145550123", isAcceptChecked: true };
    expect(decodeLeadBasicRequest(basic, refuse).ok).toBe(true);
    const result = decodeLeadBasicRequest({ ...basic, firstName: "  ", email: "lea@example" }, refuse);
    expect(result.ok ? [] : result.errors.map((error) => error.path).sort()).toEqual(["email", "firstName"]);
  });

  it("takes a signature with the reviewed document's hash only", () => {
    const signature = { signerName: "Léa Roy", signature: "data:image/png;base64,AAAA", documentSha256: "a".repeat(64) };
    expect(decodeSignatureRequest(signature, refuse).ok).toBe(true);
    expect(decodeSignatureRequest({ ...signature, documentSha256: "A".repeat(64) }, refuse).ok).toBe(false);
  });

  it("takes as an empty body exactly what its Schema takes, refused as one message", () => {
    const bySchema = decoderFor(EmptyRequest);
    fc.assert(
      fc.property(fc.oneof(fc.constant({}), fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())), (body) => {
        expect(decodeEmptyRequest(body).ok).toBe(bySchema(body, refuse).ok);
      }),
    );
    expect(decodeEmptyRequest({ step: 3 })).toEqual({ ok: false, errors: [{ path: "", message: "expected an empty body" }] });
  });

  it("tells the step of a body by its keys, and caps the forms' texts", () => {
    expect(flowBodyKind({ loanAmount: 750 })).toBe("loan");
    expect(flowBodyKind({ workPoste: "x", refName: "y" })).toBeNull();
    expect(oversizedFlowFields({ workPhone: "5".repeat(21), city: "c".repeat(100), street: "s".repeat(251), other: "o".repeat(250) })).toEqual([
      "workPhone",
      "street",
    ]);
  });
});
