import { Role, roleIds, type RoleId } from "@lendkit/core";
import { failureOf } from "@lendkit/core/api";
import { describe, expect, it } from "vitest";
import { ApiError, serverMessage } from "../../shared/api.js";
import { canOpenCustomerList, canOpenCustomerProfile, canOpenDeferralQueue } from "./access.js";
import { customerListQueryString } from "./api.js";
import { labelled, phoneText } from "./display.js";
import { leadRenewalPath } from "./ProfileRenew.js";
import { customersTexts } from "./texts.js";

/** The customers screens' pure parts: texts, the table call, server messages, the renewal address, who opens which page. */
describe("customers screens", () => {
  it("has every text in both languages, none empty", () => {
    expect(Object.keys(customersTexts.fr).sort()).toEqual(Object.keys(customersTexts.en).sort());
    for (const lang of ["fr", "en"] as const) for (const [key, text] of Object.entries(customersTexts[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe("");
  });

  it("sends the table's request as GET /api/customers's query, without an empty search", () => {
    const request = { page: 2, rowsPerPage: 25, searchTerm: "  Gagné ", orderBy: "lastName", order: "asc" as const, filter: "" };
    expect(customerListQueryString(request)).toBe("page=2&rowsPerPage=25&order=asc&search=Gagn%C3%A9&sortColumn=lastName");
    expect(customerListQueryString({ ...request, searchTerm: "   ", orderBy: null })).toBe("page=2&rowsPerPage=25&order=asc");
  });

  it("shows the server's message as sent (in the language the app stated), else the screen's own words", () => {
    const refused = (status: number, body: unknown) => new ApiError(status, failureOf(body, status));
    const error = refused(403, { Success: false, Result: null, ErrorMessage: "Une demande de report doit être approuvée par une autre personne.", Code: "forbidden" });
    expect(serverMessage(error, "x")).toBe("Une demande de report doit être approuvée par une autre personne.");
    expect(serverMessage(refused(400, { Success: false, ErrorMessage: "Invalid request.", Code: "invalidRequest" }), "x")).toBe("Invalid request.");
    // No envelope (a proxy's page), no answer, or not a failed call: the screen's words.
    expect(serverMessage(refused(500, null), "fallback")).toBe("fallback");
    expect(serverMessage(new Error("network"), "fallback")).toBe("fallback");
    expect(serverMessage(new ApiError(0, { code: "unknown", message: "", fields: [] }, "payments: unexpected answer"), "repli")).toBe("repli");
  });

  it("formats phones and labels as each language writes them", () => {
    expect(phoneText("5145550123")).toBe("(514) 555-0123");
    expect(phoneText("123")).toBe("123");
    expect(labelled("fr", "Date", "2026-12-02")).toBe("Date\u00a0: 2026-12-02");
    expect(labelled("en", "Date", "2026-12-02")).toBe("Date: 2026-12-02");
  });

  it("sends a customer's renewal to the lead app's route at the step, the slug encoded", () => {
    expect(leadRenewalPath({ slug: "ab_12-Z", step: 1, parentPath: "/re?p=ab_12-Z_1" })).toBe("/go/renew/s1/ab_12-Z");
    expect(leadRenewalPath({ slug: "a/b", step: 21, parentPath: "" })).toBe("/go/renew/s21/a%2Fb");
  });

  it("opens the list to lender staff, the profile to them and to customers, the queue to those who decide", () => {
    const allowed = (rule: (role: RoleId) => boolean) => roleIds.filter(rule);
    expect(allowed(canOpenCustomerList)).toEqual([Role.Admin, Role.LeadCrm, Role.AdminCRM, Role.RegCollector, Role.AdminCollector]);
    expect(allowed(canOpenCustomerProfile)).toEqual([Role.Client, Role.ClientC, Role.Admin, Role.LeadCrm, Role.AdminCRM, Role.RegCollector, Role.AdminCollector]);
    expect(allowed(canOpenDeferralQueue)).toEqual([Role.Admin, Role.AdminCollector]);
  });
});
