import { tBoth, type TenantCode } from "@lendkit/core";
import type { Express } from "express";
import * as fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bilingualText, serverMessages } from "../src/http/messages.js";
import { contextOf, createServer } from "../src/server/createServer.js";
import { loginAs, makeApp, staffUsers, testPasswordParams } from "./app.js";
import { auditRows } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { makePagedPdf, makePng } from "./filesFixtures.js";
import { asApplicant, attain, insertRenewal, loanChoice, type RenewalFixture } from "./flowFixtures.js";
import { freshIp } from "./otpFixtures.js";

/**
 * The lender's review of statements submitted by hand (C §3.7 manual mode):
 * reviewers list the pending submissions of their tenant, open the
 * pictures, accept (step 2 stays done) or refuse with a note (the flow goes
 * back to step 2 and the applicant submits again), audited.
 */

const flowPath = "/api/contractExternal/cashLoanFlow";
const reviews = "/api/bankVerification/manualReviews";
const notFound = bilingualText(serverMessages.notFound);

describe.each(targets)("manual statements review on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  const apps: Partial<Record<TenantCode, Express>> = {};
  /** Each tenant's app as the applicant's browser calls it: with the session the code opened (C §1). */
  const applicants: Partial<Record<TenantCode, ReturnType<typeof asApplicant>>> = {};
  const tenantIds: Partial<Record<TenantCode, number>> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", trustProxy: 1 });
    apps.RENT = setup.app;
    const shared = contextOf(setup.app);
    apps.CAPITAL = createServer({ db: test.db, clock: setup.clock, logger: shared.logger, passwordParams: testPasswordParams, storage: shared.storage, publicTenant: "CAPITAL", trustProxy: 1 });
    applicants.RENT = asApplicant(apps.RENT, test.db, setup.clock);
    applicants.CAPITAL = asApplicant(apps.CAPITAL, test.db, setup.clock);
    tenantIds.RENT = setup.tenants.RENT!.id;
    tenantIds.CAPITAL = setup.tenants.CAPITAL!.id;
    for (const user of staffUsers) tokens[user.username] = await loginAs(setup.app, user.username, "RENT");
    tokens.capitalAdmin = await loginAs(setup.app, "admin", "CAPITAL");
  });
  afterAll(async () => {
    await test.close();
  });

  /** A renewal of `code` whose applicant uploaded `pictures` statements and pressed Continue. */
  const submitted = async (code: TenantCode = "RENT", pictures = 2): Promise<RenewalFixture> => {
    const app = applicants[code]!;
    const renewal = await insertRenewal(test.db, setup.clock, tenantIds[code]!);
    await loanChoice(app, setup.clock, renewal.slug, { tenant: code, ...(code === "CAPITAL" ? { features: { RestOfCanada: true } } : {}) });
    expect((await attain(app, renewal.slug, 2)).status).toBe(200);
    for (let i = 0; i < pictures; i++) await upload(renewal.slug, code);
    const pressed = await press(renewal.slug, code);
    expect(pressed.body.Result).toEqual({ status: "pendingReview" });
    return renewal;
  };
  const upload = async (slug: string, code: TenantCode = "RENT") => {
    const response = await request(applicants[code]!)
      .post(`/api/fileDrop/${slug}/uploadImage`)
      .set("X-Forwarded-For", freshIp())
      .attach("file", await makePng(40, 30), { filename: "releve.png", contentType: "image/png" });
    expect(response.status).toBe(201);
  };
  const press = (slug: string, code: TenantCode = "RENT") =>
    request(applicants[code]!).post(`${flowPath}/${slug}/manualBankVerification`).set("X-Forwarded-For", freshIp()).set("Content-Type", "application/json").send("{}");
  const stepOf = async (slug: string) => (await request(applicants.RENT!).get(`${flowPath}/${slug}/onboardingStepAttained`)).body.Result as number;
  const rowOf = (contractId: number) => test.db("bank_verifications").where({ contract_id: contractId, provider: "manual" }).orderBy("id");
  const list = (token: string, query = "") => request(setup.app).get(`${reviews}${query}`).set("Authorization", `Bearer ${token}`);
  const decide = (token: string, id: number | string, body: unknown) =>
    request(setup.app).post(`${reviews}/${id}/decision`).set("Authorization", `Bearer ${token}`).set("Content-Type", "application/json").send(JSON.stringify(body));
  const reviewIdOf = async (contractId: number) => Number((await rowOf(contractId))[0].id);

  it("lists the tenant's pending submissions with their pictures, which the reviewer opens", async () => {
    const renewal = await submitted();
    await submitted("CAPITAL");
    const answer = await list(tokens.admincrm!);
    expect(answer.status).toBe(200);
    const items = answer.body.Result.items as Array<Record<string, unknown>>;
    expect(items.every((item) => item.status === "pendingReview")).toBe(true);
    const mine = items.find((item) => item.contractId === renewal.contractId)!;
    expect(mine).toMatchObject({ id: await reviewIdOf(renewal.contractId), status: "pendingReview", reviewedAt: null, reviewerName: null, note: null });
    const statements = mine.statements as Array<{ url: string; thumbnailUrl: string; description: string }>;
    expect(statements).toHaveLength(2);
    expect(statements[0]!.description).toBe("releve.png");
    const picture = await request(setup.app).get(statements[0]!.url).set("Authorization", `Bearer ${tokens.admincrm}`);
    expect(picture.status).toBe(200);
    expect(picture.headers["content-type"]).toMatch(/^image\//);
    // CAPITAL's submission is not in RENT's list.
    const capitalRows = await test.db("bank_verifications").where({ tenant_id: tenantIds.CAPITAL, provider: "manual" });
    expect(items.map((item) => item.id)).not.toContain(Number(capitalRows[0].id));
    expect((await list(tokens.admin!, "?status=bogus")).status).toBe(400);
  });

  it("lists a PDF statement beside the pictures: no thumbnail, its type, served as the PDF the applicant sent", async () => {
    const renewal = await insertRenewal(test.db, setup.clock, tenantIds.RENT!);
    await loanChoice(applicants.RENT!, setup.clock, renewal.slug, { tenant: "RENT" });
    expect((await attain(applicants.RENT!, renewal.slug, 2)).status).toBe(200);
    await upload(renewal.slug);
    const pdf = makePagedPdf(4);
    const sent = await request(applicants.RENT!)
      .post(`/api/fileDrop/${renewal.slug}/uploadImage`)
      .set("X-Forwarded-For", freshIp())
      .attach("file", pdf, { filename: "releve-banque.pdf", contentType: "application/pdf" });
    expect(sent.status).toBe(201);
    expect((await press(renewal.slug)).body.Result).toEqual({ status: "pendingReview" });
    const answer = await request(setup.app).get(`${reviews}/${await reviewIdOf(renewal.contractId)}`).set("Authorization", `Bearer ${tokens.admincrm}`);
    expect(answer.status).toBe(200);
    const statements = answer.body.Result.statements as Array<{ url: string; thumbnailUrl: string | null; description: string; mimeType: string }>;
    expect(statements.map(({ description, mimeType }) => ({ description, mimeType }))).toEqual([
      { description: "releve.png", mimeType: "image/png" },
      { description: "releve-banque.pdf", mimeType: "application/pdf" },
    ]);
    expect(statements[0]!.thumbnailUrl).not.toBeNull();
    expect(statements[1]!.thumbnailUrl).toBeNull();
    const served = await request(setup.app).get(statements[1]!.url).set("Authorization", `Bearer ${tokens.admincrm}`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(served.body as Buffer, pdf)).toBe(0);
  });

  it("lets Admin, AdminCRM and LeadCrm review and refuses every other role (403)", async () => {
    const renewal = await submitted();
    const id = await reviewIdOf(renewal.contractId);
    for (const user of staffUsers) {
      const allowed = ["admin", "admincrm", "leadcrm"].includes(user.username);
      expect((await list(tokens[user.username]!)).status, user.username).toBe(allowed ? 200 : 403);
      expect((await request(setup.app).get(`${reviews}/${id}`).set("Authorization", `Bearer ${tokens[user.username]}`)).status, user.username).toBe(allowed ? 200 : 403);
      if (!allowed) expect((await decide(tokens[user.username]!, id, { decision: "accept" })).status, user.username).toBe(403);
    }
    expect((await request(setup.app).get(reviews)).status).toBe(401);
    expect((await rowOf(renewal.contractId))[0].status).toBe("pendingReview");
  });

  it("accepts: the submission succeeds, step 2 stays done, the flow moves on, audited with the reviewer", async () => {
    const renewal = await submitted();
    const id = await reviewIdOf(renewal.contractId);
    const accepted = await decide(tokens.leadcrm!, id, { decision: "accept", note: " Relevés lisibles " });
    expect(accepted.status).toBe(200);
    expect(accepted.body.Result).toMatchObject({ id, status: "succeeded", note: "Relevés lisibles", reviewerName: "leadcrm" });
    expect(accepted.body.Result.reviewedAt).toBe(setup.clock.now().toISOString());
    expect((await attain(applicants.RENT!, renewal.slug, 21)).status).toBe(200);
    expect(await stepOf(renewal.slug)).toBe(21);
    // The applicant's Continue now answers the accepted status.
    expect((await press(renewal.slug)).body.Result).toEqual({ status: "succeeded" });
    const audit = (await auditRows(test.db, "bank.reviewAccepted")).filter((row) => row.entity_id === String(renewal.contractId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      tenant_id: tenantIds.RENT,
      actor_user_id: setup.tenants.RENT!.users.leadcrm,
      before: { verificationId: id, status: "pendingReview", stepAttained: 2 },
      after: { verificationId: id, status: "succeeded", note: "Relevés lisibles", stepAttained: 2 },
    });
    // Decided once: a second decision is 409 and changes nothing.
    const again = await decide(tokens.admin!, id, { decision: "refuse", note: "Non" });
    expect(again.status).toBe(409);
    expect(again.body.ErrorMessage).toBe(bilingualText(tBoth("bank.review.notPending")));
    expect((await rowOf(renewal.contractId))[0].status).toBe("succeeded");
  });

  it("refuses with a note: step 2 reopens, old pictures no longer count, a new submission goes back in the queue", async () => {
    const renewal = await submitted();
    expect((await attain(applicants.RENT!, renewal.slug, 21)).status).toBe(200);
    const id = await reviewIdOf(renewal.contractId);
    const noNote = await decide(tokens.admin!, id, { decision: "refuse", note: "  " });
    expect(noNote.status).toBe(400);
    expect(noNote.body.ErrorMessage).toBe(bilingualText(tBoth("bank.review.noteRequired")));
    expect((await decide(tokens.admin!, id, { decision: "refuse", note: "x".repeat(501) })).status).toBe(400);
    expect((await rowOf(renewal.contractId))[0].status).toBe("pendingReview");

    setup.clock.advance(60_000);
    const refused = await decide(tokens.admin!, id, { decision: "refuse", note: "Relevés illisibles" });
    expect(refused.status).toBe(200);
    expect(refused.body.Result).toMatchObject({ status: "failed", note: "Relevés illisibles" });
    expect(await stepOf(renewal.slug)).toBe(2);
    expect((await attain(applicants.RENT!, renewal.slug, 21)).status).toBe(409);
    const audit = (await auditRows(test.db, "bank.reviewRefused")).filter((row) => row.entity_id === String(renewal.contractId));
    expect(audit[0]).toMatchObject({ before: { stepAttained: 21 }, after: { status: "failed", note: "Relevés illisibles", stepAttained: 2 } });

    // The refused pictures do not count again: Continue without a new one is 422.
    expect((await press(renewal.slug)).status).toBe(422);
    setup.clock.advance(60_000);
    await upload(renewal.slug);
    expect((await press(renewal.slug)).body.Result).toEqual({ status: "pendingReview" });
    const rows = await rowOf(renewal.contractId);
    expect(rows.map((row) => row.status)).toEqual(["failed", "pendingReview"]);
    const pending = (await list(tokens.admin!)).body.Result.items.find((item: { contractId: number }) => item.contractId === renewal.contractId);
    expect(pending.id).toBe(Number(rows[1].id));
    expect(pending.statements).toHaveLength(1);
    const history = (await list(tokens.admin!, "?status=failed")).body.Result.items.find((item: { id: number }) => item.id === id);
    expect(history).toMatchObject({ note: "Relevés illisibles", statements: [{}, {}] });
    expect((await attain(applicants.RENT!, renewal.slug, 21)).status).toBe(200);
  });

  it("answers another tenant's submission, an unknown or malformed id 404 and bad bodies 400, changing nothing", async () => {
    const capital = await submitted("CAPITAL");
    const capitalId = await reviewIdOf(capital.contractId);
    for (const id of [capitalId, 999999, "abc", "0"]) {
      const seen = await request(setup.app).get(`${reviews}/${id}`).set("Authorization", `Bearer ${tokens.admin}`);
      expect(seen.status).toBe(404);
      expect(seen.body.ErrorMessage).toBe(notFound);
      expect((await decide(tokens.admin!, id, { decision: "accept" })).status).toBe(404);
    }
    expect((await rowOf(capital.contractId))[0].status).toBe("pendingReview");
    // CAPITAL's own reviewer sees it.
    expect((await request(setup.app).get(`${reviews}/${capitalId}`).set("Authorization", `Bearer ${tokens.capitalAdmin}`)).status).toBe(200);

    const renewal = await submitted();
    const id = await reviewIdOf(renewal.contractId);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.record({ decision: fc.string({ maxLength: 8 }), note: fc.string({ maxLength: 5 }) }),
          fc.record({ decision: fc.constantFrom("accept", "refuse"), note: fc.integer(), extra: fc.boolean() }),
        ),
        async (body) => {
          const answer = await decide(tokens.admin!, id, body);
          expect(answer.status).toBe(400);
        },
      ),
      { numRuns: 40 },
    );
    expect((await rowOf(renewal.contractId))[0].status).toBe("pendingReview");
  });

  it("decides once when two reviewers decide at the same time", async () => {
    const renewal = await submitted();
    const id = await reviewIdOf(renewal.contractId);
    const answers = await Promise.all([decide(tokens.admin!, id, { decision: "accept" }), decide(tokens.admincrm!, id, { decision: "refuse", note: "Non" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const audits = [...(await auditRows(test.db, "bank.reviewAccepted")), ...(await auditRows(test.db, "bank.reviewRefused"))].filter(
      (row) => row.entity_id === String(renewal.contractId),
    );
    expect(audits).toHaveLength(1);
  });
});
