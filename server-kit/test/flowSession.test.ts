import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes, routeKey, type ApiRoute } from "@lendkit/core/api";
import { makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken } from "./fixtures.js";
import { asApplicant, attain, insertRenewal, loanChoice, validAddress, validIncome, type TestApp } from "./flowFixtures.js";
import { askCode, freshIp, latestMessageTo, newCustomer, publicClient, rentCollections, testOtpKey } from "./otpFixtures.js";

/**
 * C §1: the flow is opened by a slug *and* a code. A slug alone — a link
 * found in a parent page's log, a browser history, a forwarded message —
 * answers 401 on every flow route, reveals nothing and changes nothing; the
 * session a one-time code opens for the flow's customer (or the staff's
 * ByPassOTP) is what the routes answer to.
 */

const flow = "/api/contractExternal/cashLoanFlow";

/** The `"METHOD /path"` keys of one area's entries in core's route table. */
const keysOf = (group: Readonly<Record<string, ApiRoute>>): string[] => Object.values(group).map((route) => routeKey(route.method, route.path));

/** Every route that takes a flow slug and must need the code's session: the flows', the bank providers' and the file drop. */
const slugRoutes = (): string[] =>
  [...keysOf(apiRoutes.flows), ...keysOf(apiRoutes.bankVerification), "POST /api/fileDrop/:slug/uploadImage"].filter(
    (route) => route.includes(":slug") && !route.startsWith("GET /sandbox") && !route.startsWith("POST /sandbox"),
  );

const concretePath = (route: string, slug: string): { method: string; path: string } => {
  const [method = "", pattern = ""] = route.split(" ");
  const values: Record<string, string> = {
    slug,
    step: "2",
    bankServiceId: "2545",
    testFlag: "false",
    requestCode: "0".repeat(32),
    loginId: "11111111-2222-3333-4444-555555555555",
  };
  return { method, path: pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? "x") };
};

describe.each(targets)("a flow needs the session of its one-time code (C §1) on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let applicant: TestApp;
  let rent: number;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", otpKey: testOtpKey, trustProxy: 1, otp: { collectionsPhoneNumbers: { RENT: rentCollections } } });
    rent = setup.tenants.RENT!.id;
    applicant = asApplicant(setup.app, test.db, setup.clock);
  });
  afterAll(async () => {
    await test.close();
  });

  const snapshot = async (contractId: number) => ({
    state: await test.db("flow_states").where({ contract_id: contractId }).first(),
    contract: await test.db("contracts").where({ id: contractId }).first(),
    files: await test.db("files").where({ contract_id: contractId }),
    verifications: await test.db("bank_verifications").where({ contract_id: contractId }),
    signatures: await test.db("signatures").where({ contract_id: contractId }),
  });

  it("answers every slug route 401 to a slug alone, with no personal data, and changes nothing", async () => {
    const renewal = await insertRenewal(test.db, setup.clock, rent, { customer: { firstName: "Rosalie", lastName: "Vachon" } });
    await loanChoice(applicant, setup.clock, renewal.slug);
    await test.db("bank_verifications").insert({
      tenant_id: rent,
      contract_id: renewal.contractId,
      provider: "flinks",
      mode: "sandbox",
      request_code: "f".repeat(32),
      status: "succeeded",
      created_at: new Date(setup.clock.now()).toISOString(),
    });
    expect((await attain(applicant, renewal.slug, 2)).status).toBe(200);
    expect((await attain(applicant, renewal.slug, 21)).status).toBe(200);
    expect((await request(applicant).put(`/api/contractExternal/cashLoanRenewFlow/${renewal.slug}?lang=fr`).send(validAddress)).status).toBe(200);
    expect((await attain(applicant, renewal.slug, 23)).status).toBe(200);
    expect((await request(applicant).put(`${flow}/${renewal.slug}?lang=fr`).send(validIncome)).status).toBe(200);
    const before = await snapshot(renewal.contractId);

    const routes = slugRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      const { method, path } = concretePath(route, renewal.slug);
      const call = request(setup.app)[method.toLowerCase() as "get" | "put" | "post"](path);
      const response = route.includes("fileDrop") ? await call.attach("file", Buffer.from("x"), "a.png") : await call.send({});
      expect(response.status, route).toBe(401);
      expect(response.body.Result ?? null, route).toBeNull();
      for (const secret of ["Rosalie", "Vachon", "Saint-Denis", "Montréal", "Atelier Nord"]) expect(response.text, route).not.toContain(secret);
    }
    expect(await snapshot(renewal.contractId)).toEqual(before);
    // The same slug with the code's session of its customer: the data is there.
    const data = await request(setup.app)
      .get(`${flow}/${renewal.slug}/data`)
      .set("Authorization", `Bearer ${await customerToken(test.db, setup.clock, rent, renewal.customerId)}`);
    expect(data.status).toBe(200);
    expect(data.body.Result.address.street).toBe("rue Saint-Denis");
  });

  it("lists the slug routes above in the access tables, with the code request as the only public one taking a slug", () => {
    const publicSlugRoutes = keysOf(apiRoutes.otp).filter((route) => route.includes(":slug"));
    expect(publicSlugRoutes).toEqual(["POST /api/contractExternal/cashLoanFlow/:slug/code"]);
    expect(slugRoutes()).toContain(`POST ${flow}/:slug/signature`);
    expect(slugRoutes()).toContain(`GET ${flow}/:slug/contract`);
  });

  it("sends a code for a slug to the phone on file, revealing nothing, and its code opens a session for that flow only", async () => {
    const person = await newCustomer(test.db, setup.clock, rent, { withContract: false });
    const renewal = await insertRenewal(test.db, setup.clock, rent, { customerId: person.id });
    const other = await insertRenewal(test.db, setup.clock, rent);
    const ip = freshIp();
    const asked = await request(setup.app).post(`${flow}/${renewal.slug}/code?lang=en`).set("X-Forwarded-For", ip).send({});
    expect(asked.status).toBe(200);
    expect(asked.body.Result).toEqual({ userSlug: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), lastFourDigitsOfPhoneNumber: "" });
    const message = await latestMessageTo(setup.app, person.cellPhone);
    expect(message.body).toMatch(/^\d{6} is your Rent verification code\./);

    const verify = (OTP: string) =>
      request(setup.app).post("/api/contractExternal/validateOTPAndContinue").set("X-Forwarded-For", ip).send({ OTP, userSlug: asked.body.Result.userSlug });
    const wrong = message.code === "000000" ? "000001" : "000000";
    expect((await verify(wrong)).status).toBe(400);
    const verified = await verify(message.code);
    expect(verified.status).toBe(200);
    expect(verified.body.Result).toMatchObject({ slug: renewal.slug, amountLate: 0 });
    const bearer = { Authorization: `Bearer ${verified.body.Result.serverInfo}` };
    expect((await request(setup.app).get(`${flow}/${renewal.slug}/onboardingStepAttained`).set(bearer)).body.Result).toBe(1);
    // The session is the customer's: another customer's slug stays "not found".
    expect((await request(setup.app).get(`${flow}/${other.slug}/onboardingStepAttained`).set(bearer)).status).toBe(404);
    // Single use.
    expect((await verify(message.code)).status).toBe(400);
  });

  it("sends a new applicant's lead not verified yet a new code to the phone she typed; the code unlocks the lead (issue: her link reopened)", async () => {
    const ip = freshIp();
    const email = `reopened.${ip.replace(/\./g, "-")}@example.com`;
    const basic = { firstName: "Maëlle", lastName: "Roy", birthDate: "1991-04-05", email, cellPhone: "(438) 555-0177", isAcceptChecked: true, lang: "fr" };
    const created = await request(setup.app).post(`${flow}/basic`).set("X-Forwarded-For", ip).send(basic);
    expect(created.status).toBe(201);
    const { token, otp } = created.body.Result as { token: string; otp: { userSlug: string } };
    expect(Number((await test.db("message_outbox").where({ recipient: "4385550177" }).count({ n: "*" }).first())?.n)).toBe(1);
    // The first code is lost (another tab, another browser): the link's code screen asks for a new one.
    const asked = await request(setup.app).post(`${flow}/${token}/code?lang=en`).set("X-Forwarded-For", freshIp()).send({});
    expect(asked.status).toBe(200);
    expect(asked.body.Result).toEqual({ userSlug: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), lastFourDigitsOfPhoneNumber: "" });
    expect(asked.body.Result.userSlug).not.toBe(otp.userSlug);
    const message = await latestMessageTo(setup.app, "4385550177");
    expect(Number((await test.db("message_outbox").where({ recipient: "4385550177" }).count({ n: "*" }).first())?.n)).toBe(2);
    const verified = await request(setup.app)
      .post("/api/contractExternal/validateOTPAndContinue")
      .set("X-Forwarded-For", ip)
      .send({ OTP: message.code, userSlug: asked.body.Result.userSlug });
    expect(verified.status).toBe(200);
    expect(verified.body.Result).toMatchObject({ slug: token, step: 1 });
    const state = await test.db("flow_states").where({ contract_id: (await test.db("contracts").where({ slug: token }).first("id")).id }).first();
    expect(state.phone_verified_at).not.toBeNull();
    const step = await request(setup.app).get(`${flow}/${token}/onboardingStepAttained`).set("Authorization", `Bearer ${verified.body.Result.serverInfo}`);
    expect(step.body.Result).toBe(1);
  });

  it("sends nothing for an unknown, expired or signed flow's slug (404), nor for a body", async () => {
    const sent = async () => Number((await test.db("message_outbox").count({ n: "*" }).first())?.n);
    const before = await sent();
    const expired = await insertRenewal(test.db, setup.clock, rent, { expiresInMs: -1 });
    const signed = await insertRenewal(test.db, setup.clock, rent);
    await test.db("contracts").where({ id: signed.contractId }).update({ status_id: 2 });
    for (const slug of ["A".repeat(32), "short", expired.slug, signed.slug]) {
      const response = await request(setup.app).post(`${flow}/${slug}/code`).set("X-Forwarded-For", freshIp()).send({});
      expect(response.status, slug).toBe(404);
    }
    const live = await insertRenewal(test.db, setup.clock, rent);
    expect((await request(setup.app).post(`${flow}/${live.slug}/code`).send({ phone: "5145550000" })).status).toBe(400);
    expect(await sent()).toBe(before);
  });

  it("opens the renewal's session with validateOTPAndRenew: its serverInfo reaches the renewal it answers", async () => {
    const person = await newCustomer(test.db, setup.clock, rent);
    const client = publicClient(setup.app);
    const { userSlug, code } = await askCode(client, setup.app, person, { flow: "renewal" });
    const verified = await client.verify("renewal", { OTP: code, userSlug });
    expect(verified.status).toBe(200);
    const { slug, serverInfo } = verified.body.Result;
    expect((await request(setup.app).get(`${flow}/${slug}/onboardingStepAttained`)).status).toBe(401);
    const step = await request(setup.app).get(`${flow}/${slug}/onboardingStepAttained`).set("Authorization", `Bearer ${serverInfo}`);
    expect(step.body.Result).toBe(1);
  });
});
