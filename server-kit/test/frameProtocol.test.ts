import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { frameRedirect } from "@lendkit/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withWebApp } from "../src/server/web.js";
import { makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { askCode, freshIp, latestMessageTo, newCustomer, publicClient, testOtpKey } from "./otpFixtures.js";

const flow = "/api/contractExternal/cashLoanFlow";
const hour = 60 * 60_000;

/**
 * The parent-frame protocol's server side (C §3.3, §5, §7): the renewal's
 * parent paths served as redirects into the lead app, the lead source kept
 * on the lead for attribution.
 */
describe.each(targets)("the parent-frame protocol on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", otpKey: testOtpKey, trustProxy: 1 });
    rent = setup.tenants.RENT!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  describe("/r/{slug}_-1 and /re?p={slug}_{step} (C §7)", () => {
    it("sends /r/{slug}_-1 to the renewal at the step the server says it reached, keeping only lang and leadSourceId", async () => {
      const slug = "Ab_12-xY";
      const restart = await request(setup.app).get(`${frameRedirect.restart(slug)}?lang=en&leadSourceId=7&evil=1`);
      expect(restart.status).toBe(302);
      expect(restart.headers.location).toBe(`/go/renew/s-1/${slug}?lang=en&leadSourceId=7`);
      const plain = await request(setup.app).get(frameRedirect.restart(slug));
      expect(plain.headers.location).toBe(`/go/renew/s-1/${slug}`);
      const resume = await request(setup.app).get(`${frameRedirect.renewal(slug, 21)}&lang=fr`);
      expect(resume.status).toBe(302);
      expect(resume.headers.location).toBe(`/go/renew/s21/${slug}?lang=fr`);
    });

    it("keeps an odd slug inside one segment of the lead app and refuses anything else with 404", async () => {
      const odd = await request(setup.app).get(frameRedirect.restart("a/b?c#d"));
      expect(odd.status).toBe(302);
      expect(odd.headers.location).toBe("/go/renew/s-1/a%2Fb%3Fc%23d");
      for (const path of ["/r/ab12", "/r/_-1", "/r/ab12_3", "/r/a/b_-1", "/re?p=nothing", "/re", "/r/%E0%A4%A_-1"]) {
        const response = await request(setup.app).get(path);
        // A broken %-encoding is refused by the router itself (400), the rest is no renewal path (404); never a crash.
        expect(response.status, path).toBe(path.includes("%A_") ? 400 : 404);
        expect(response.body.Success, path).toBe(false);
        expect(response.headers.location, path).toBeUndefined();
      }
      // Never another host, whatever the slug says.
      const hostile = await request(setup.app).get(`/r/${encodeURIComponent("//evil.example")}_-1`);
      expect(hostile.headers.location).toBe("/go/renew/s-1/%2F%2Fevil.example");
    });

    it("is served in front of the built lead app too (not the staff app's page)", async () => {
      const dir = mkdtempSync(join(tmpdir(), "lendkit-web-"));
      mkdirSync(join(dir, "assets"));
      writeFileSync(join(dir, "app.html"), "<html>staff app</html>");
      writeFileSync(join(dir, "go.html"), "<html>lead app</html>");
      const web = withWebApp(setup.app, { dir });
      const restart = await request(web).get("/r/ab12_-1?lang=en");
      expect(restart.status).toBe(302);
      expect(restart.headers.location).toBe("/go/renew/s-1/ab12?lang=en");
      expect((await request(web).get("/go/renew/s-1/ab12")).text).toContain("lead app");
      expect((await request(web).get("/reports")).text).toContain("staff app");
    });
  });

  describe("leadSourceId kept on the lead (C §3.3, §3.10)", () => {
    const sourceOf = async (where: Record<string, unknown>) => ((await test.db("contracts").where(where).first("lead_source_id")) as { lead_source_id: number | null }).lead_source_id;

    it("a renewal's draft keeps the source of its first code; a later code from another source does not replace it", async () => {
      const julie = await newCustomer(test.db, setup.clock, rent);
      const client = publicClient(setup.app, freshIp());
      const first = await askCode(client, setup.app, julie, { flow: "renewal" });
      const started = await client.verify("renewal", { OTP: first.code, userSlug: first.userSlug, leadSourceId: 12 });
      expect(started.status).toBe(200);
      expect(await sourceOf({ slug: started.body.Result.slug })).toBe(12);
      setup.clock.advance(hour);
      const again = await askCode(client, setup.app, julie, { flow: "renewal" });
      const resumed = await client.verify("renewal", { OTP: again.code, userSlug: again.userSlug, leadSourceId: 99 });
      expect(resumed.body.Result.slug).toBe(started.body.Result.slug);
      expect(await sourceOf({ slug: started.body.Result.slug })).toBe(12);
    });

    it("a renewal started without a source takes the one of a later code; a source that is not a whole number is not stored", async () => {
      const marc = await newCustomer(test.db, setup.clock, rent);
      const client = publicClient(setup.app, freshIp());
      const first = await askCode(client, setup.app, marc, { flow: "renewal" });
      const started = await client.verify("renewal", { OTP: first.code, userSlug: first.userSlug, leadSourceId: 2.5 });
      expect(started.status).toBe(200);
      expect(await sourceOf({ slug: started.body.Result.slug })).toBeNull();
      setup.clock.advance(hour);
      const again = await askCode(client, setup.app, marc, { flow: "renewal" });
      await client.verify("renewal", { OTP: again.code, userSlug: again.userSlug, leadSourceId: 4 });
      expect(await sourceOf({ slug: started.body.Result.slug })).toBe(4);
    });

    it("a new applicant's lead stores the source it was created with, or the one of its verified code", async () => {
      const basic = { firstName: "Rose", lastName: "Paquette", birthDate: "1991-03-04", isAcceptChecked: true, lang: "fr" };
      const withSource = await request(setup.app)
        .post(`${flow}/basic`)
        .set("X-Forwarded-For", freshIp())
        .send({ ...basic, email: "rose.source@example.com", cellPhone: "4385550171", leadSourceId: 2 });
      expect(withSource.status).toBe(201);
      expect(await sourceOf({ slug: withSource.body.Result.token })).toBe(2);

      setup.clock.advance(hour);
      const ip = freshIp();
      const without = await request(setup.app).post(`${flow}/basic`).set("X-Forwarded-For", ip).send({ ...basic, email: "rose.later@example.com", cellPhone: "4385550172" });
      expect(without.status).toBe(201);
      expect(await sourceOf({ slug: without.body.Result.token })).toBeNull();
      const { code } = await latestMessageTo(setup.app, "4385550172");
      const verified = await request(setup.app)
        .post("/api/contractExternal/validateOTPAndContinue")
        .set("X-Forwarded-For", ip)
        .send({ OTP: code, userSlug: without.body.Result.otp.userSlug, leadSourceId: 31 });
      expect(verified.status).toBe(200);
      expect(await sourceOf({ slug: without.body.Result.token })).toBe(31);
    });
  });
});
