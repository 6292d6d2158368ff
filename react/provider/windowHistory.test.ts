import fc from "fast-check";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { describe, expect, it } from "vitest";
import { defaultDeferralUrl } from "./windowHistory.js";

describe("defaultDeferralUrl (issue 21 §1)", () => {
  it("is the route table's deferral request path for any customer id", () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.string()), (customerId) => {
        expect(defaultDeferralUrl(customerId)).toBe(routePath(apiRoutes.customers.requestDeferral, { customerId }));
      }),
    );
  });
});
