import { createHmac } from "node:crypto";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import * as fc from "fast-check";
import request from "supertest";
import { saveFlowSettings } from "../src/flows/settings.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeMatches, handleHash, newOtpCode } from "../src/otp/crypto.js";
import { pruneOtpData } from "../src/data/otpCodes.js";
import { developmentOtpKey } from "../src/otp/settings.js";
import { createServer } from "../src/server/createServer.js";
import { makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { insertPayments } from "./fixtures.js";
import { asApplicant, attain, loanChoice, validAddress } from "./flowFixtures.js";
import {
  appOn,
  askCode,
  freshIp,
  latestMessageTo,
  newCustomer,
  publicClient,
  recordingSender,
  rentCollections,
  setTenantFlags,
  testOtpKey,
} from "./otpFixtures.js";

const minute = 60_000;
const renewFlowPath = "/api/contractExternal/cashLoanRenewFlow";
const invalidOtp = "Le OTP n'est pas valide. / The OTP is not valid.";
const expiredOtp = "Votre délai pour entrer le code est expiré. Vous devez recommencer le processus / Your time to enter the OTP has expired. You need to restart the process";
const tooManyTries = "Trop de codes erronés. Veuillez demander un nouveau code. / Too many wrong codes. Please ask for a new code.";

describe.each(targets)("identify and verify (C §3.2, §3.5, §7) on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rentId: number;
  let capitalId: number;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, {
      publicTenant: "RENT",
      otpKey: testOtpKey,
      trustProxy: 1,
      otp: { collectionsPhoneNumbers: { RENT: rentCollections } },
    });
    rentId = setup.tenants.RENT!.id;
    capitalId = setup.tenants.CAPITAL!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  const customer = (fields: Parameters<typeof newCustomer>[3] = {}) => newCustomer(test.db, setup.clock, rentId, fields);
  const outboxCount = async () => Number((await test.db("message_outbox").count({ n: "*" }).first())?.n);
  const auditCount = async () => Number((await test.db("audit_log").count({ n: "*" }).first())?.n);

  describe("checkIfClientExists", () => {
    it("answers found for the customer's birth date and email, and the same 'not found' for a wrong one of either or another phone", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const found = await client.check({ ...julie.login, cellPhone: julie.cellPhone });
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ Success: true, ErrorMessage: null, Result: { found: true, isRenew: false, contractSlug: null, step: null, renewId: null } });
      const notFound = { Success: true, ErrorMessage: null, Result: { found: false, isRenew: false, contractSlug: null, step: null, renewId: null } };
      expect((await client.check({ ...julie.login, birthDate: "1985/04/13" })).body).toEqual(notFound);
      expect((await client.check({ ...julie.login, email: "other@example.com" })).body).toEqual(notFound);
      expect((await client.check({ ...julie.login, cellPhone: "4385550000" })).body).toEqual(notFound);
      // The login form's `cellphone` spelling is read as cellPhone (C §7).
      expect((await client.check({ ...julie.login, cellphone: julie.cellPhone })).body.Result.found).toBe(true);
    });

    it("logs every look-up with the masked email and no birth date (SECURITY 8)", async () => {
      const julie = await customer();
      await publicClient(setup.app).check(julie.login);
      const row = await test.db("audit_log").where({ action: "otp.lookup", actor_customer_id: julie.id }).orderBy("id", "desc").first();
      expect(row.actor_label).toBe(`${julie.email[0]}***@example.com`);
      expect(row.tenant_id).toBe(rentId);
      expect(JSON.parse(row.after_json)).toEqual({ found: true });
      expect(JSON.stringify(row)).not.toContain(julie.email);
      expect(JSON.stringify(row)).not.toContain("1985");
    });

    it("limits look-ups to 5 per 15 minutes per IP and per email, with 429 and Retry-After (SECURITY 8)", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      for (let i = 0; i < 5; i += 1) expect((await client.check({ ...julie.login, email: `nobody${i}@example.com` })).status).toBe(200);
      const sixth = await client.check(julie.login);
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
      expect(sixth.body.ErrorMessage).toContain("Too many searches");
      // Per email, whatever the IP.
      for (let i = 0; i < 5; i += 1) expect((await publicClient(setup.app).check(julie.login)).status).toBe(200);
      expect((await publicClient(setup.app).check(julie.login)).status).toBe(429);
      const throttled = await test.db("audit_log").where({ action: "otp.throttled" }).orderBy("id", "desc").limit(2);
      expect(throttled.map((row) => JSON.parse(row.after_json).limit).sort()).toEqual(["lookupPerEmail", "lookupPerIp"]);
      setup.clock.advance(15 * minute);
      expect((await client.check(julie.login)).status).toBe(200);
    });

    it("refuses malformed JSON, wrong types, unknown fields, impossible dates and oversized fields with 400, writing nothing", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const before = await auditCount();
      const malformed = await request(setup.app).post("/api/contractExternal/checkIfClientExists").set("Content-Type", "application/json").send('{"email": ');
      expect(malformed.status).toBe(400);
      for (const body of [
        { ...julie.login, email: 42 },
        { ...julie.login, phoneNumber: "4385550000" },
        { ...julie.login, birthDate: "1985/02/30" },
        { ...julie.login, email: `${"a".repeat(300)}@example.com` },
        { ...julie.login, cellPhone: "12".repeat(500) },
        { birthDate: julie.login.birthDate },
        [],
      ]) {
        const response = await client.check(body);
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(response.body.Success).toBe(false);
      }
      expect(await auditCount()).toBe(before);
    });

    it("looks only in the deployment's public tenant, and answers 404 without one (SECURITY 14)", async () => {
      const other = await newCustomer(test.db, setup.clock, capitalId);
      expect((await publicClient(setup.app).check(other.login)).body.Result.found).toBe(false);
      const capital = appOn(test.db, setup.clock, { publicTenant: "CAPITAL" });
      expect((await publicClient(capital.app).check(other.login)).body.Result.found).toBe(true);
      const none = appOn(test.db, setup.clock);
      const response = await publicClient(none.app).check(other.login);
      expect(response.status).toBe(404);
    });
  });

  describe("GetOTPFromEmailAndBirthDate", () => {
    it("sends 6 digits by SMS to the phone on file and stores only an HMAC of them (SECURITY 1, 7, 9)", async () => {
      const julie = await customer();
      const response = await publicClient(setup.app).ask({ ...julie.login, isAcceptChecked: true, CommunicationMethod: "SMS" });
      expect(response.status).toBe(200);
      const { userSlug, lastFourDigitsOfPhoneNumber } = response.body.Result;
      expect(lastFourDigitsOfPhoneNumber).toBe(julie.cellPhone.slice(-4));
      expect(userSlug).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const message = await latestMessageTo(setup.app, julie.cellPhone);
      expect(message).toMatchObject({ channel: "SMS", recipient: julie.cellPhone, tenantId: rentId, subject: "" });
      expect(message.code).toMatch(/^\d{6}$/);
      expect(message.body).toBe(`${message.code} est votre code de vérification Rent. Il expire dans 10 minutes. Ne le partagez jamais.`);
      const row = await test.db("otp_challenges").where({ user_slug_hash: handleHash(userSlug) }).first();
      expect(row).toMatchObject({ tenant_id: rentId, customer_id: julie.id, flow: "account", channel: "SMS", failed_attempts: 0, used_at: null, voided_at: null });
      expect(row.expires_at).toBe(new Date(setup.clock.now().getTime() + 10 * minute).toISOString());
      const binding = { tenantId: rentId, flow: "account", subject: `customer:${julie.id}`, userSlugHash: handleHash(userSlug) };
      expect(codeMatches(Buffer.from(testOtpKey), binding, message.code, row.code_hmac)).toBe(true);
      expect(JSON.stringify(row)).not.toContain(message.code);
      expect(JSON.stringify(row)).not.toContain(userSlug);
    });

    it("sends by EMAIL to the email on file and by CALL as spoken digits, in the lang asked or the customer's", async () => {
      const julie = await customer({ language: 1 });
      const email = await publicClient(setup.app).ask({ ...julie.login, CommunicationMethod: "EMAIL" });
      expect(email.status).toBe(200);
      const mail = await latestMessageTo(setup.app, julie.email);
      expect(mail).toMatchObject({ channel: "EMAIL", subject: "Your Rent verification code" });
      expect(mail.body).toContain(`Your verification code is ${mail.code}.`);
      await publicClient(setup.app).ask({ ...julie.login, CommunicationMethod: "CALL" }, "?lang=fr");
      const call = await latestMessageTo(setup.app, julie.cellPhone);
      expect(call.channel).toBe("CALL");
      expect(call.body).toMatch(/^Bonjour, ici Rent\. Votre code de vérification est\u00a0: \d \d \d, \d \d \d\./);
    });

    it("answers the spec's NOT_FOUND for a wrong birth date, a wrong email or another phone, and sends nothing (SECURITY 8, 9)", async () => {
      const julie = await customer();
      const before = await outboxCount();
      const answers = [];
      for (const body of [
        { ...julie.login, birthDate: "1990/01/01" },
        { ...julie.login, email: "someone.else@example.com" },
        { ...julie.login, cellPhone: "4385550000" },
      ]) {
        const response = await publicClient(setup.app).ask(body);
        answers.push({ status: response.status, body: response.body });
      }
      for (const answer of answers) expect(answer).toEqual({ status: 404, body: { Success: false, Result: null, ErrorMessage: "NOT_FOUND", Code: "notFound" } });
      expect(await outboxCount()).toBe(before);
    });

    it("refuses a body that names where to deliver the code, and bad bodies, without sending (SECURITY 9, 17)", async () => {
      const julie = await customer();
      const before = await outboxCount();
      const client = publicClient(setup.app);
      for (const body of [
        { ...julie.login, phoneNumber: "4385550000" },
        { ...julie.login, to: "attacker@example.com" },
        { ...julie.login, recipient: "4385550000" },
        { ...julie.login, CommunicationMethod: "WHATSAPP" },
        { ...julie.login, isAcceptChecked: "yes" },
        { ...julie.login, termsText: "x".repeat(2001) },
      ]) {
        const response = await client.ask(body);
        expect(response.status, Object.keys(body).join()).toBe(400);
      }
      expect((await client.ask(julie.login, "?flow=admin")).status).toBe(400);
      const malformed = await request(setup.app).post("/api/contractExternal/GetOTPFromEmailAndBirthDate").set("Content-Type", "application/json").send("{");
      expect(malformed.status).toBe(400);
      expect(await outboxCount()).toBe(before);
    });

    it("answers 'call us' when the customer has no cell phone for an SMS", async () => {
      const julie = await customer({ cellPhone: "" });
      const response = await publicClient(setup.app).ask(julie.login);
      expect(response.status).toBe(422);
      expect(response.body.ErrorMessage).toContain("Please give us a call. There is an issue with your account.");
    });

    it("voids the earlier code when a new one is sent (SECURITY 4)", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const first = await askCode(client, setup.app, julie);
      const second = await askCode(client, setup.app, julie, { method: "EMAIL" });
      expect(second.userSlug).not.toBe(first.userSlug);
      const stale = await client.verify("account", { OTP: first.code, userSlug: first.userSlug });
      expect(stale.status).toBe(400);
      expect(stale.body.ErrorMessage).toBe(invalidOtp);
      expect((await client.verify("account", { OTP: second.code, userSlug: second.userSlug })).status).toBe(200);
    });

    it("sends at most 5 codes per challenge per 10 minutes: the 6th gets 429 with Retry-After and the sender is not called (SECURITY 6)", async () => {
      const { sent, sender } = recordingSender({ async send() {} });
      const { app } = appOn(test.db, setup.clock, { publicTenant: "RENT", messageSender: sender, otp: { policy: { maxLookups: 50 } } });
      const julie = await customer();
      const client = publicClient(app);
      for (let i = 0; i < 5; i += 1) expect((await client.ask(julie.login)).status).toBe(200);
      const sixth = await client.ask({ ...julie.login, CommunicationMethod: "EMAIL" });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(sixth.headers["retry-after"])).toBeLessThanOrEqual(600);
      expect(sixth.body.ErrorMessage).toBe(
        "Trop de codes ont été demandés. Veuillez patienter avant d'en demander un autre. / Too many codes were asked for. Please wait before asking for another one.",
      );
      expect(sent).toHaveLength(5);
      // The account flow and the renewal flow are separate challenges.
      expect((await client.ask(julie.login, "?flow=renewal")).status).toBe(200);
      setup.clock.advance(10 * minute);
      expect((await client.ask(julie.login)).status).toBe(200);
      expect(sent).toHaveLength(7);
    });

    it("keeps a daily budget of sends per client IP and per tenant (SECURITY 6)", async () => {
      const { sent, sender } = recordingSender({ async send() {} });
      const { app } = appOn(test.db, setup.clock, { publicTenant: "RENT", messageSender: sender, otp: { policy: { maxLookups: 50, dailySendsPerIp: 3, dailySendsPerTenant: 5 } } });
      const customers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => customer()));
      // A new day's window: earlier tests spent part of today's tenant budget.
      setup.clock.advance(24 * 60 * minute);
      const oneIp = publicClient(app);
      for (const each of customers.slice(0, 3)) expect((await oneIp.ask(each.login)).status).toBe(200);
      const overIp = await oneIp.ask(customers[3]!.login);
      expect(overIp.status).toBe(429);
      expect(sent).toHaveLength(3);
      for (const each of customers.slice(3, 5)) expect((await publicClient(app).ask(each.login)).status).toBe(200);
      const overTenant = await publicClient(app).ask(customers[5]!.login);
      expect(overTenant.status).toBe(429);
      expect(sent).toHaveLength(5);
      const limits = await test.db("audit_log").where({ action: "otp.throttled" }).orderBy("id", "desc").limit(2);
      expect(limits.map((row) => JSON.parse(row.after_json).limit).sort()).toEqual(["sendsPerIpPerDay", "sendsPerTenantPerDay"]);
    });

    it("answers 503 and voids the code when the sender fails, logging the masked recipient only", async () => {
      const { sender } = recordingSender();
      const { app, logs } = appOn(test.db, setup.clock, { publicTenant: "RENT", messageSender: sender });
      const julie = await customer();
      const response = await publicClient(app).ask(julie.login);
      expect(response.status).toBe(503);
      expect(response.body.ErrorMessage).toContain("We could not send your code.");
      const row = await test.db("otp_challenges").where({ customer_id: julie.id }).first();
      expect(row.voided_at).not.toBeNull();
      const audit = await test.db("audit_log").where({ action: "otp.sendFailed", actor_customer_id: julie.id }).first();
      expect(JSON.parse(audit.after_json)).toEqual({ channel: "SMS", recipient: `******${julie.cellPhone.slice(-4)}` });
      expect(logs.lines.join("\n")).not.toContain(julie.cellPhone);
    });
  });

  describe("uniform answers (tenant flag otpUniformAnswer, SECURITY 8)", () => {
    let capital: ReturnType<typeof appOn>;
    beforeAll(async () => {
      await setTenantFlags(test.db, "CAPITAL", { RestOfCanada: true, otpUniformAnswer: true });
      capital = appOn(test.db, setup.clock, { publicTenant: "CAPITAL" });
    });
    afterAll(async () => {
      await setTenantFlags(test.db, "CAPITAL", { RestOfCanada: true });
    });

    it("gives an unknown customer the same answer as a known one, sends nothing and keeps the decoy's digits stable", async () => {
      const known = await newCustomer(test.db, setup.clock, capitalId);
      const unknown = { birthDate: "1970/01/02", email: "nobody.here@example.com" };
      const before = await outboxCount();
      const a = await publicClient(capital.app).ask(unknown);
      const b = await publicClient(capital.app).ask(unknown);
      expect(await outboxCount()).toBe(before);
      const k = await publicClient(capital.app).ask(known.login);
      for (const response of [a, b, k]) {
        expect(response.status).toBe(200);
        expect(Object.keys(response.body.Result).sort()).toEqual(["lastFourDigitsOfPhoneNumber", "userSlug"]);
        expect(response.body.Result.userSlug).toMatch(/^[A-Za-z0-9_-]{32}$/);
        expect(response.body.Result.lastFourDigitsOfPhoneNumber).toMatch(/^\d{4}$/);
      }
      expect(a.body.Result.lastFourDigitsOfPhoneNumber).toBe(b.body.Result.lastFourDigitsOfPhoneNumber);
      const found = await publicClient(capital.app).check(unknown);
      expect(found.body.Result).toEqual({ found: true, isRenew: false, contractSlug: null, step: null, renewId: null });
    });

    it("lets a decoy code fail exactly like a real one: invalid, then too many tries", async () => {
      const known = await newCustomer(test.db, setup.clock, capitalId);
      const client = publicClient(capital.app);
      const decoy = await client.ask({ birthDate: "1970/01/03", email: "ghost@example.com" });
      const real = await client.ask(known.login);
      const realCode = (await latestMessageTo(capital.app, known.cellPhone)).code;
      const wrong = realCode === "000000" ? "111111" : "000000";
      const answersOf = async (userSlug: string, right: string) => {
        const statuses = [];
        for (let i = 0; i < 5; i += 1) statuses.push((await client.verify("account", { OTP: wrong, userSlug })).body.ErrorMessage);
        statuses.push((await client.verify("account", { OTP: right, userSlug })).body.ErrorMessage);
        return statuses;
      };
      const decoyAnswers = await answersOf(decoy.body.Result.userSlug, "123456");
      const realAnswers = await answersOf(real.body.Result.userSlug, realCode);
      expect(decoyAnswers).toEqual(realAnswers);
      expect(realAnswers).toEqual([...Array(5).fill(invalidOtp), tooManyTries]);
    });
  });

  describe("GetServerInfosFromOTP", () => {
    it("opens a customer session (role Client) for the right code and answers the spec's serverInfo (C §3.3, §3.5)", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const { userSlug, code } = await askCode(client, setup.app, julie);
      const response = await client.verify("account", { OTP: code, userSlug, leadSourceId: null });
      expect(response.status).toBe(200);
      const result = response.body.Result;
      expect(result).toMatchObject({ slug: "", amountLate: 0, collectionsPhoneNumber: rentCollections });
      expect(result.serverInfo).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(result.serverInfoExpiration)).toBe(setup.clock.now().getTime() + 60 * minute);
      const role = await request(setup.app).get("/api/login/role").set("Authorization", `Bearer ${result.serverInfo}`);
      expect(role.body.Result).toBe(1);
      const session = await test.db("sessions").where({ customer_id: julie.id }).first();
      expect(session).toMatchObject({ kind: "customer", tenant_id: rentId, role_id: 1, user_id: null });
      const audit = await test.db("audit_log").where({ action: "otp.success", actor_customer_id: julie.id }).first();
      expect(audit).toMatchObject({ tenant_id: rentId, entity: "session", entity_id: String(session.id) });
      expect(audit.ip).toBe(client.ip);
    });

    it("accepts a code at 9:59 and refuses one at 10:01 by the server clock (SECURITY 2)", async () => {
      const early = await customer();
      const late = await customer();
      const client = publicClient(setup.app);
      const a = await askCode(client, setup.app, early);
      const b = await askCode(client, setup.app, late);
      setup.clock.advance(9 * minute + 59_000);
      expect((await client.verify("account", { OTP: a.code, userSlug: a.userSlug })).status).toBe(200);
      setup.clock.advance(2000);
      const refused = await client.verify("account", { OTP: b.code, userSlug: b.userSlug });
      expect(refused.status).toBe(400);
      expect(refused.body.ErrorMessage).toBe(expiredOtp);
      expect(refused.body.Code).toBe("otpExpired");
      const audit = await test.db("audit_log").where({ action: "otp.failure" }).orderBy("id", "desc").first();
      expect(JSON.parse(audit.after_json)).toMatchObject({ reason: "expired" });
    });

    it("gives exactly one session for 20 parallel submits of the right code (SECURITY 3)", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const { userSlug, code } = await askCode(client, setup.app, julie);
      const responses = await Promise.all(Array.from({ length: 20 }, () => client.verify("account", { OTP: code, userSlug })));
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 400)).toHaveLength(19);
      expect(await test.db("sessions").where({ customer_id: julie.id })).toHaveLength(1);
      const used = await client.verify("account", { OTP: code, userSlug });
      expect(used.body.ErrorMessage).toBe(invalidOtp);
      expect(used.body.Code).toBe("otpInvalid");
    });

    it("binds a code to its tenant, flow and customer (SECURITY 4)", async () => {
      const julie = await customer();
      const marc = await customer();
      const client = publicClient(setup.app);
      const account = await askCode(client, setup.app, julie);
      const other = await askCode(client, setup.app, marc);
      expect((await client.verify("renewal", { OTP: account.code, userSlug: account.userSlug })).body.ErrorMessage).toBe(invalidOtp);
      expect((await client.verify("account", { OTP: account.code, userSlug: other.userSlug })).body.ErrorMessage).toBe(invalidOtp);
      const capital = appOn(test.db, setup.clock, { publicTenant: "CAPITAL" });
      expect((await publicClient(capital.app).verify("account", { OTP: account.code, userSlug: account.userSlug })).status).toBe(400);
      const sessions = await test.db("sessions").whereIn("customer_id", [julie.id, marc.id]);
      expect(sessions).toHaveLength(0);
      expect((await client.verify("account", { OTP: account.code, userSlug: account.userSlug })).status).toBe(200);
    });

    it("kills a code after 5 wrong tries; a resend keeps the count; 10 consecutive failures lock the account for a while (SECURITY 5)", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
      const first = await askCode(client, setup.app, julie);
      for (let i = 0; i < 3; i += 1) expect((await client.verify("account", { OTP: wrongFor(first.code), userSlug: first.userSlug })).body.ErrorMessage).toBe(invalidOtp);
      const resent = await askCode(client, setup.app, julie);
      const resentRow = await test.db("otp_challenges").where({ user_slug_hash: handleHash(resent.userSlug) }).first();
      expect(resentRow.failed_attempts).toBe(3);
      for (let i = 0; i < 2; i += 1) await client.verify("account", { OTP: wrongFor(resent.code), userSlug: resent.userSlug });
      const dead = await client.verify("account", { OTP: resent.code, userSlug: resent.userSlug });
      expect(dead.status).toBe(400);
      expect(dead.body.ErrorMessage).toBe(tooManyTries);
      // A dead code throttles as the lock does: the client decides on the code, never on these words.
      expect(dead.body.Code).toBe("rateLimited");
      // A new code after a dead one: 5 more tries, then the account cap (10 in a row) starts a delay.
      const third = await askCode(client, setup.app, julie);
      for (let i = 0; i < 5; i += 1) await client.verify("account", { OTP: wrongFor(third.code), userSlug: third.userSlug });
      const locked = await client.ask(julie.login);
      expect(locked.status).toBe(429);
      expect(locked.headers["retry-after"]).toBe(String(15 * 60));
      expect(locked.body.ErrorMessage).toContain("For your security");
      expect(await test.db("audit_log").where({ action: "otp.locked" })).not.toHaveLength(0);
      setup.clock.advance(15 * minute);
      const again = await askCode(client, setup.app, julie);
      expect((await client.verify("account", { OTP: again.code, userSlug: again.userSlug })).status).toBe(200);
      const counter = await test.db("otp_lockouts").where({ tenant_id: rentId, subject: `customer:${julie.id}` }).first();
      expect(counter).toMatchObject({ consecutive_failures: 0, locked_until: null });
    });

    it("refuses bad bodies with 400 and changes nothing (SECURITY 17)", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const { userSlug, code } = await askCode(client, setup.app, julie);
      for (const body of [
        { OTP: "12345", userSlug },
        { OTP: "123 456", userSlug },
        { OTP: 123456, userSlug },
        { OTP: code, userSlug: "short" },
        { OTP: code, userSlug: "x".repeat(5000) },
        { OTP: code, userSlug, customerId: 1 },
        { OTP: code },
      ]) {
        const response = await client.verify("account", body);
        expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      const malformed = await request(setup.app).post("/api/contractExternal/GetServerInfosFromOTP").set("Content-Type", "application/json").send('{"OTP":');
      expect(malformed.status).toBe(400);
      const row = await test.db("otp_challenges").where({ user_slug_hash: handleHash(userSlug) }).first();
      expect(row).toMatchObject({ failed_attempts: 0, used_at: null });
      expect((await client.verify("account", { OTP: code, userSlug })).status).toBe(200);
    });

    it("puts no code, token, slug, full phone or email in audit rows or logs (SECURITY 29)", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const renewal = await askCode(client, setup.app, julie, { flow: "renewal" });
      await client.verify("renewal", { OTP: renewal.code === "000000" ? "111111" : "000000", userSlug: renewal.userSlug });
      const ok = await client.verify("renewal", { OTP: renewal.code, userSlug: renewal.userSlug, leadSourceId: 7 });
      expect(ok.status).toBe(200);
      const secrets = [renewal.code, renewal.userSlug, ok.body.Result.serverInfo, ok.body.Result.slug, julie.cellPhone, julie.email];
      const rows = JSON.stringify(await test.db("audit_log").select("*"));
      const logs = setup.logs.lines.join("\n");
      for (const secret of secrets) {
        expect(rows).not.toContain(secret);
        expect(logs).not.toContain(secret);
      }
    });
  });

  describe("validateOTPAndRenew", () => {
    it("starts a DRAFT renewal with an unguessable slug that expires, and resumes it instead of starting a second", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const first = await askCode(client, setup.app, julie, { flow: "renewal" });
      const started = await client.verify("renewal", { OTP: first.code, userSlug: first.userSlug, leadSourceId: 12 });
      expect(started.status).toBe(200);
      const { slug } = started.body.Result;
      expect(slug).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const draft = await test.db("contracts").where({ slug }).first();
      expect(draft).toMatchObject({ tenant_id: rentId, customer_id: julie.id, status_id: 0, product: "microCredit", original_contract_id: julie.contractId });
      expect(draft.slug_expires_at).toBe(new Date(setup.clock.now().getTime() + 7 * 24 * 60 * minute).toISOString());
      const audit = await test.db("audit_log").where({ action: "renewal.started", entity_id: String(draft.id) }).first();
      expect(JSON.parse(audit.after_json)).toEqual({ status: "draft", originalContractId: julie.contractId, leadSourceId: 12 });
      expect((await client.check(julie.login)).body.Result).toEqual({ found: true, isRenew: true, contractSlug: null, step: null, renewId: null });
      const second = await askCode(client, setup.app, julie, { flow: "renewal" });
      const resumed = await client.verify("renewal", { OTP: second.code, userSlug: second.userSlug });
      expect(resumed.body.Result.slug).toBe(slug);
      expect(await test.db("contracts").where({ customer_id: julie.id, status_id: 0 })).toHaveLength(1);
      // The account page gets the open renewal's slug too.
      const account = await askCode(client, setup.app, julie);
      expect((await client.verify("account", { OTP: account.code, userSlug: account.userSlug })).body.Result.slug).toBe(slug);
    });

    it("sends a customer who signs in again to the step reached (C §3.10), not to step 1 then the bank again", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const first = await askCode(client, setup.app, julie, { flow: "renewal" });
      const started = await client.verify("renewal", { OTP: first.code, userSlug: first.userSlug });
      expect(started.body.Result).toMatchObject({ step: 1 });
      const { slug } = started.body.Result;
      const as = asApplicant(setup.app, test.db, setup.clock);
      const previousBalance = (await request(as).get(`${renewFlowPath}/${slug}/calculatorData`)).body.Result.previousBalance as number;
      await loanChoice(as, setup.clock, slug, { previousBalance });
      expect((await attain(as, slug, 2)).status).toBe(200);
      const draft = await test.db("contracts").where({ slug }).first("id");
      await test.db("bank_verifications").insert({
        tenant_id: rentId,
        contract_id: draft.id,
        provider: "flinks",
        mode: "sandbox",
        request_code: `${draft.id}`.padStart(32, "7"),
        status: "succeeded",
        created_at: setup.clock.now().toISOString(),
      });
      expect((await attain(as, slug, 21)).status).toBe(200);
      expect((await request(as).put(`${renewFlowPath}/${slug}`).send(validAddress)).status).toBe(200);
      expect((await attain(as, slug, 23)).status).toBe(200);

      const again = await askCode(client, setup.app, julie, { flow: "renewal" });
      const resumed = await client.verify("renewal", { OTP: again.code, userSlug: again.userSlug });
      expect(resumed.body.Result).toMatchObject({ slug, step: 23 });
      // The account page names the same step of the open renewal.
      const account = await askCode(client, setup.app, julie);
      expect((await client.verify("account", { OTP: account.code, userSlug: account.userSlug })).body.Result).toMatchObject({ slug, step: 23 });
    });

    it("stops a late customer at the overdue screen: amountLate and the collections number, no renewal (C §3.10)", async () => {
      const julie = await customer();
      await insertPayments(test.db, rentId, julie.contractId!, [
        { dueDate: "2020-01-03", amountCents: 12_345 },
        { dueDate: "2020-01-17", amountCents: 10_000, paidAt: "2020-01-17T12:00:00.000Z" },
        { dueDate: "2099-01-01", amountCents: 10_000 },
      ]);
      const client = publicClient(setup.app);
      const { userSlug, code } = await askCode(client, setup.app, julie, { flow: "renewal" });
      const response = await client.verify("renewal", { OTP: code, userSlug });
      expect(response.status).toBe(200);
      expect(response.body.Result).toMatchObject({ slug: "", amountLate: 123.45, collectionsPhoneNumber: rentCollections });
      expect(response.body.Result.serverInfo).toBeTruthy();
      expect(await test.db("contracts").where({ customer_id: julie.id, status_id: 0 })).toHaveLength(0);
      const refused = await test.db("audit_log").where({ action: "renewal.refused", actor_customer_id: julie.id }).first();
      expect(JSON.parse(refused.after_json)).toEqual({ reason: "behindOnPayments", amountLateCents: 12_345, leadSourceId: null });
      // The tenant's own number (its flow settings) wins over the deployment's.
      await saveFlowSettings(test.db, setup.clock, rentId, { collectionsPhoneNumber: "4185550199" });
      try {
        const again = await askCode(client, setup.app, julie, { flow: "renewal" });
        expect((await client.verify("renewal", { OTP: again.code, userSlug: again.userSlug })).body.Result).toMatchObject({ collectionsPhoneNumber: "4185550199" });
      } finally {
        await test.db("flow_settings").where({ tenant_id: rentId }).delete();
      }
      await expect(saveFlowSettings(test.db, setup.clock, rentId, { collectionsPhoneNumber: "555-0199" })).rejects.toThrow(/collectionsPhoneNumber/);
      // The account page is told the same amount.
      const account = await askCode(client, setup.app, julie);
      expect((await client.verify("account", { OTP: account.code, userSlug: account.userSlug })).body.Result.amountLate).toBe(123.45);
    });

    it("gives an expired renewal a new slug instead of a second draft", async () => {
      const julie = await customer();
      const client = publicClient(setup.app);
      const first = await askCode(client, setup.app, julie, { flow: "renewal" });
      const old = (await client.verify("renewal", { OTP: first.code, userSlug: first.userSlug })).body.Result.slug;
      setup.clock.advance(7 * 24 * 60 * minute);
      const second = await askCode(client, setup.app, julie, { flow: "renewal" });
      const renewed = (await client.verify("renewal", { OTP: second.code, userSlug: second.userSlug })).body.Result.slug;
      expect(renewed).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(renewed).not.toBe(old);
      const drafts = await test.db("contracts").where({ customer_id: julie.id, status_id: 0 });
      expect(drafts).toHaveLength(1);
      expect(drafts[0].slug).toBe(renewed);
      expect(await test.db("audit_log").where({ action: "renewal.reopened", entity_id: String(drafts[0].id) })).toHaveLength(1);
    });

    it("answers 'call us' when the customer has no active micro-credit contract to renew", async () => {
      const julie = await customer({ withContract: false });
      const client = publicClient(setup.app);
      const { userSlug, code } = await askCode(client, setup.app, julie, { flow: "renewal" });
      const response = await client.verify("renewal", { OTP: code, userSlug });
      expect(response.status).toBe(409);
      expect(response.body.ErrorMessage).toContain("Please give us a call.");
      expect(await test.db("contracts").where({ customer_id: julie.id })).toHaveLength(0);
      expect(await test.db("sessions").where({ customer_id: julie.id })).toHaveLength(0);
    });
  });

  describe("validateOTPAndContinue (the new applicant's phone, flows' LeadPhoneVerifier)", () => {
    it("sends a code for a new lead to its phone and unlocks the flow with the right code, once", async () => {
      const ip = freshIp();
      const email = `lead.${ip.replace(/\./g, "-")}@example.com`;
      const basic = { firstName: "Amélie", lastName: "Roy", birthDate: "1990-02-03", email, cellPhone: "(438) 555-0142", isAcceptChecked: true, lang: "en" };
      const created = await request(setup.app).post("/api/contractExternal/cashLoanFlow/basic").set("X-Forwarded-For", ip).send(basic);
      expect(created.status).toBe(201);
      const { token, otp } = created.body.Result;
      expect(otp.lastFourDigitsOfPhoneNumber).toBe("0142");
      const message = await latestMessageTo(setup.app, "4385550142");
      expect(message.body).toMatch(/^\d{6} is your Rent verification code\./);
      const client = publicClient(setup.app, ip);
      expect((await client.verify("account", { OTP: message.code, userSlug: otp.userSlug })).body.ErrorMessage).toBe(invalidOtp);
      const verified = await request(setup.app)
        .post("/api/contractExternal/validateOTPAndContinue")
        .set("X-Forwarded-For", ip)
        .send({ OTP: message.code, userSlug: otp.userSlug });
      expect(verified.status).toBe(200);
      const { serverInfo, serverInfoExpiration, ...answer } = verified.body.Result;
      expect(answer).toEqual({ slug: token, amountLate: 0, collectionsPhoneNumber: rentCollections, step: 1 });
      // The code opens the applicant's session; the flow answers only to it (C §1: a slug and a code).
      expect(serverInfo).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(serverInfoExpiration)).toBeGreaterThan(setup.clock.now().getTime());
      expect((await request(setup.app).get(`/api/contractExternal/cashLoanFlow/${token}/onboardingStepAttained`)).status).toBe(401);
      const step = await request(setup.app).get(`/api/contractExternal/cashLoanFlow/${token}/onboardingStepAttained`).set("Authorization", `Bearer ${serverInfo}`);
      expect(step.body.Result).toBe(1);
      const again = await request(setup.app).post("/api/contractExternal/validateOTPAndContinue").send({ OTP: message.code, userSlug: otp.userSlug });
      expect(again.body.ErrorMessage).toBe(invalidOtp);
      const row = await test.db("otp_challenges").where({ user_slug_hash: handleHash(otp.userSlug) }).first();
      expect(row).toMatchObject({ flow: "lead", channel: "SMS" });
      expect(row.contract_id).not.toBeNull();
    });
  });

  describe("the new applicant's route never tells or touches a customer on file (issue 17)", () => {
    const leadRoute = "/api/contractExternal/cashLoanFlow/basic";
    const tables = ["customers", "contracts", "flow_states", "lead_applicants", "otp_challenges", "message_outbox"] as const;
    const counts = async () =>
      Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await test.db(table).count({ n: "*" }).first())?.n)] as const)));
    const deltas = (before: Record<string, number>, after: Record<string, number>) => Object.fromEntries(tables.map((table) => [table, after[table]! - before[table]!]));
    const basicOf = (email: string, birthDate: string, cellPhone: string) => ({
      firstName: "Zoé",
      lastName: "Probe",
      birthDate,
      email,
      cellPhone,
      isAcceptChecked: true,
      lang: "fr",
    });
    const post = (body: object, ip = freshIp()) => request(setup.app).post(leadRoute).set("X-Forwarded-For", ip).send(body);
    const shape = (body: { Success: boolean; Result: { token: string; step: number; otp: { userSlug: string; lastFourDigitsOfPhoneNumber: string } } }) => ({
      keys: Object.keys(body.Result).sort(),
      otpKeys: Object.keys(body.Result.otp).sort(),
      step: body.Result.step,
      lastFour: body.Result.otp.lastFourDigitsOfPhoneNumber,
      tokenLength: body.Result.token.length,
      slugLength: body.Result.otp.userSlug.length,
    });

    it("answers a customer's email and birth date with another phone exactly like a stranger's: same answer and rows, the code to the typed phone, her record untouched", async () => {
      const julie = await customer();
      const onFile = await test.db("customers").where({ id: julie.id }).first();
      const before = await counts();
      const known = await post(basicOf(julie.email.toUpperCase(), "1985-04-12", "4385551111"));
      const middle = await counts();
      const stranger = await post(basicOf(`stranger.${julie.id}@example.com`, "1985-04-12", "4385551112"));
      const after = await counts();
      expect(known.status).toBe(201);
      expect(stranger.status).toBe(201);
      expect(shape(known.body)).toEqual({ ...shape(stranger.body), lastFour: "1111" });
      expect(deltas(before, middle)).toEqual(deltas(middle, after));
      expect(deltas(before, middle)).toEqual({ customers: 0, contracts: 1, flow_states: 1, lead_applicants: 1, otp_challenges: 1, message_outbox: 1 });
      expect(JSON.stringify(known.body)).not.toContain(julie.cellPhone.slice(-4));
      const lead = await test.db("contracts").where({ slug: known.body.Result.token }).first();
      expect(lead.customer_id).toBeNull();
      expect((await latestMessageTo(setup.app, "4385551111")).tenantId).toBe(rentId);
      expect(await test.db("message_outbox").where({ recipient: julie.cellPhone }).where("created_at", ">=", lead.created_at).first()).toBeUndefined();

      // Verifying the typed phone does not make her record the lead's: 409 "call us", nothing attached.
      const code = (await latestMessageTo(setup.app, "4385551111")).code;
      const verified = await request(setup.app).post("/api/contractExternal/validateOTPAndContinue").set("X-Forwarded-For", freshIp()).send({ OTP: code, userSlug: known.body.Result.otp.userSlug });
      expect(verified.status).toBe(409);
      expect((await test.db("contracts").where({ id: lead.id }).first()).customer_id).toBeNull();
      expect((await test.db("flow_states").where({ contract_id: lead.id }).first()).phone_verified_at).toBeNull();
      expect(await test.db("customers").where({ id: julie.id }).first()).toEqual(onFile);
      expect(await test.db("contracts").where({ customer_id: julie.id, status_id: 0 }).first()).toBeUndefined();
    });

    it("runs every limit before any write: the 6th request for one email gets 429 and creates nothing, whatever the IP", async () => {
      const email = `limits.${freshIp().replace(/\./g, "-")}@example.com`;
      for (let index = 0; index < 5; index += 1) expect((await post(basicOf(email, "1990-01-01", "4385552222"))).status).toBe(201);
      const before = await counts();
      const sixth = await post(basicOf(email, "1990-01-01", "4385552223"));
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
      expect(deltas(before, await counts())).toEqual({ customers: 0, contracts: 0, flow_states: 0, lead_applicants: 0, otp_challenges: 0, message_outbox: 0 });
      expect(JSON.parse((await test.db("audit_log").where({ action: "otp.throttled" }).orderBy("id", "desc").first()).after_json).limit).toBe("lookupPerEmail");
    });

    it("makes one customer for one new identity, however many leads and verifications run at once (SECURITY 28)", async () => {
      const email = `once.${freshIp().replace(/\./g, "-")}@example.com`;
      const created = await Promise.all(Array.from({ length: 5 }, () => post(basicOf(email, "1991-03-04", "4385553333"))));
      expect(created.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      expect(await test.db("customers").where({ email }).first()).toBeUndefined();
      const contractIds = (await test.db("contracts").whereIn("slug", created.map((response) => response.body.Result.token)).select("id")).map((row) => Number(row.id));
      const { markLeadPhoneVerified } = await import("../src/flows/leadVerification.js");
      const slugs = await Promise.all(contractIds.map((contractId) => markLeadPhoneVerified(test.db, setup.clock, { tenantId: rentId, contractId })));
      expect(slugs.every((slug) => typeof slug === "string")).toBe(true);
      const customers = await test.db("customers").where({ email });
      expect(customers).toHaveLength(1);
      const owners = await test.db("contracts").whereIn("id", contractIds).select("customer_id");
      expect(new Set(owners.map((row) => Number(row.customer_id)))).toEqual(new Set([Number(customers[0].id)]));
      await expect(
        test.db("customers").insert({ tenant_id: rentId, email, birth_date: "1991-03-04", identity_key: customers[0].identity_key, created_at: "x", updated_at: "x" }),
      ).rejects.toThrow();
    });
  });

  describe("GET /api/dev/outbox", () => {
    it("lists the latest messages outside production, filtered by recipient and tenant", async () => {
      const julie = await customer();
      await publicClient(setup.app).ask(julie.login);
      const all = await request(setup.app).get("/api/dev/outbox?limit=3&tenant=RENT");
      expect(all.status).toBe(200);
      expect(all.body.Result.length).toBeLessThanOrEqual(3);
      expect(all.body.Result[0].recipient).toBe(julie.cellPhone);
      expect((await request(setup.app).get("/api/dev/outbox?tenant=CAPITAL")).body.Result.every((entry: { tenantId: number }) => entry.tenantId === capitalId)).toBe(true);
      for (const query of ["limit=0", "limit=500", "limit=abc", "to=a&to=b", "tenant=NOPE"]) {
        expect((await request(setup.app).get(`/api/dev/outbox?${query}`)).status, query).toBeGreaterThanOrEqual(400);
      }
    });

    it("exists only when asked for, and answers only callers on this machine (issue 17)", async () => {
      const julie = await customer();
      await publicClient(setup.app).ask(julie.login);
      expect((await request(appOn(test.db, setup.clock, { publicTenant: "RENT", devOutbox: false }).app).get("/api/dev/outbox")).status).toBe(404);
      expect((await request(createServer({ db: test.db })).get("/api/dev/outbox")).status).toBe(404);
      // Behind a trusted proxy, a remote client is refused although the socket is local.
      const remote = await request(setup.app).get("/api/dev/outbox").set("X-Forwarded-For", "203.0.113.9");
      expect(remote.status).toBe(404);
      expect(remote.text).not.toContain(julie.cellPhone);
      expect((await request(setup.app).get("/api/dev/outbox").set("X-Forwarded-For", "127.0.0.1")).status).toBe(200);
      // A socket from another interface's address: refused.
      const external = Object.values(networkInterfaces()).flat().find((each) => each && !each.internal && each.family === "IPv4");
      if (external) {
        const server = appOn(test.db, setup.clock, { publicTenant: "RENT", trustProxy: false }).app.listen(0, "0.0.0.0");
        await new Promise<void>((resolve) => server.once("listening", () => resolve()));
        try {
          const port = (server.address() as AddressInfo).port;
          expect((await request(`http://${external.address}:${port}`).get("/api/dev/outbox")).status).toBe(404);
          expect((await request(`http://127.0.0.1:${port}`).get("/api/dev/outbox")).status).toBe(200);
        } finally {
          await new Promise<void>((resolve) => server.close(() => resolve()));
        }
      }
    });

    it("does not exist in production (isProd or NODE_ENV=production)", async () => {
      const prod = appOn(test.db, setup.clock, { publicTenant: "RENT", isProd: true });
      expect((await request(prod.app).get("/api/dev/outbox")).status).toBe(404);
      const previous = process.env.NODE_ENV;
      process.env.NODE_ENV = "production";
      try {
        const node = appOn(test.db, setup.clock, { publicTenant: "RENT" });
        expect((await request(node.app).get("/api/dev/outbox")).status).toBe(404);
      } finally {
        if (previous === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = previous;
      }
    });

    it("refuses to start in production without an OTP key of its own, and never sends to the outbox there by default", async () => {
      expect(() => createServer({ db: test.db, isProd: true })).toThrow(/otpKey/);
      expect(() => createServer({ db: test.db, isProd: true, otpKey: developmentOtpKey })).toThrow(/otpKey/);
      expect(() => createServer({ db: test.db, otpKey: "too-short" })).toThrow(/32 characters/);
      expect(() => createServer({ db: test.db, otpKey: testOtpKey, otp: { policy: { ttlMs: 20 * minute } } })).toThrow(/ttlMs/);
      const prod = appOn(test.db, setup.clock, { publicTenant: "RENT", isProd: true });
      const julie = await customer();
      const before = await outboxCount();
      expect((await publicClient(prod.app).ask(julie.login)).status).toBe(503);
      expect(await outboxCount()).toBe(before);
    });
  });

  it("agrees on codes across two instances sharing the key and the database", async () => {
    const julie = await customer();
    const other = appOn(test.openAnother(), setup.clock, { publicTenant: "RENT" });
    const { userSlug, code } = await askCode(publicClient(setup.app), setup.app, julie);
    expect((await publicClient(other.app).verify("account", { OTP: code, userSlug })).status).toBe(200);
  });

  it("prunes codes and outbox messages older than a cutoff (housekeeping)", async () => {
    const julie = await customer();
    await publicClient(setup.app).ask(julie.login);
    const cutoff = new Date(setup.clock.now().getTime() + 1);
    const counts = { challenges: (await test.db("otp_challenges")).length, outbox: await outboxCount() };
    expect(counts.challenges).toBeGreaterThan(0);
    expect(await pruneOtpData(test.db, new Date(0))).toEqual({ challenges: 0, outbox: 0 });
    expect(await pruneOtpData(test.db, cutoff)).toEqual(counts);
    expect(await outboxCount()).toBe(0);
  });

  it("never answers a public route with a 5xx, whatever the body (SECURITY 17)", async () => {
    const julie = await customer();
    const paths = [
      "/api/contractExternal/checkIfClientExists",
      "/api/contractExternal/GetOTPFromEmailAndBirthDate",
      "/api/contractExternal/GetServerInfosFromOTP",
      "/api/contractExternal/validateOTPAndRenew",
      "/api/contractExternal/validateOTPAndContinue",
    ];
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.record(
        {
          birthDate: fc.oneof(fc.constant(julie.login.birthDate), fc.string({ maxLength: 12 })),
          email: fc.oneof(fc.constant(julie.email), fc.string({ maxLength: 20 })),
          cellPhone: fc.string({ maxLength: 14 }),
          CommunicationMethod: fc.constantFrom("SMS", "EMAIL", "CALL", "FAX"),
          OTP: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string({ maxLength: 8 })),
          userSlug: fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[A-Za-z0-9_-]{32}$/)),
          leadSourceId: fc.oneof(fc.integer(), fc.constant(null), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, fc.constantFrom("", "?flow=renewal", "?lang=en", "?flow=x"), async (path, sent, query) => {
        const response = await request(setup.app).post(`${path}${query}`).set("X-Forwarded-For", freshIp()).set("Content-Type", "application/json").send(JSON.stringify(sent));
        expect(response.status).toBeLessThan(500);
        expect(typeof response.body.Success).toBe("boolean");
      }),
      { numRuns: 60 },
    );
  });
});

describe("code secrets", () => {
  it("draws 6-digit codes from the CSPRNG, leading zeros kept (SECURITY 1)", () => {
    const codes = Array.from({ length: 3000 }, newOtpCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(2950);
  });

  it("checks a code's HMAC in constant time and only for its own binding (SECURITY 7)", () => {
    const key = Buffer.from(testOtpKey);
    const binding = { tenantId: 1, flow: "account", subject: "customer:1", userSlugHash: handleHash("slug-of-test-000000") };
    const stored = createHmac("sha256", key)
      .update(["otp", 1, "account", "customer:1", binding.userSlugHash, "123456"].join("\u0000"))
      .digest("hex");
    expect(codeMatches(key, binding, "123456", stored)).toBe(true);
    expect(codeMatches(key, binding, "123457", stored)).toBe(false);
    expect(codeMatches(key, { ...binding, flow: "renewal" }, "123456", stored)).toBe(false);
    expect(codeMatches(key, { ...binding, tenantId: 2 }, "123456", stored)).toBe(false);
    expect(codeMatches(Buffer.from(developmentOtpKey), binding, "123456", stored)).toBe(false);
    expect(codeMatches(key, binding, "123456", "abcd")).toBe(false);
  });
});
