import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { latestMessageTo, testOtpKey } from "./otpFixtures.js";

/**
 * Per-address limits must not refuse people who share one address (a
 * mobile carrier's, an office's) in normal use: the shipped limits, on both
 * databases. The per-person limits stay tight (otp.test.ts, flows.test.ts).
 */
const minute = 60_000;
const leadRoute = "/api/contractExternal/cashLoanFlow/basic";

describe.each(targets)("applicants behind one shared address on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", otpKey: testOtpKey, trustProxy: 1 });
  });
  afterAll(async () => {
    await test.close();
  });

  it("lets 30 applicants from one address start /go within 15 minutes: each creates a lead, gets a code and verifies it, some after a typo", async () => {
    const shared = "198.51.100.200";
    setup.clock.advance(60 * minute);
    for (let index = 0; index < 30; index += 1) {
      const phone = `438555${String(1000 + index)}`;
      const basic = {
        firstName: "Applicant",
        lastName: `Number ${index}`,
        birthDate: "1990-02-03",
        email: `applicant${index}@example.com`,
        cellPhone: phone,
        isAcceptChecked: true,
        lang: index % 2 === 0 ? "fr" : "en",
      };
      const created = await request(setup.app).post(leadRoute).set("X-Forwarded-For", shared).send(basic);
      expect(created.status, `applicant ${index + 1}: ${JSON.stringify(created.body.ErrorMessage)}`).toBe(201);
      const { userSlug } = created.body.Result.otp as { userSlug: string };
      const { code } = await latestMessageTo(setup.app, phone);
      const verify = (otp: string) => request(setup.app).post("/api/contractExternal/validateOTPAndContinue").set("X-Forwarded-For", shared).send({ OTP: otp, userSlug });
      if (index % 3 === 0) expect((await verify(code === "000000" ? "111111" : "000000")).status).not.toBe(429);
      const verified = await verify(code);
      expect(verified.status, `applicant ${index + 1} verifies`).toBe(200);
      setup.clock.advance(30_000);
    }
    expect(await test.db("audit_log").where({ action: "otp.throttled" })).toHaveLength(0);
  });
});
