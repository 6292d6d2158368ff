import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/http/logging.js";
import { latestOutbox } from "../src/data/outbox.js";
import { deliverOutbox, outboxSender } from "../src/messaging/outbox.js";
import { channelRouter, unconfiguredSender } from "../src/messaging/router.js";
import { smtpSender } from "../src/messaging/smtp.js";
import type { OutgoingMessage } from "../src/context/services.js";
import { MessageDeliveryError } from "../src/messaging/types.js";
import { webhookSender } from "../src/messaging/webhook.js";
import { captureLogs, makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { appOn, codeIn, newCustomer, publicClient, recordingSender, testOtpKey } from "./otpFixtures.js";

/** A local SMTP server on port 0 that keeps every message it receives. */
const startSmtp = async () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ from, to: session.envelope.rcptTo.map((each) => each.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** A local HTTP server on port 0 whose answer the test decides. */
const startWebhook = async (answer: (req: IncomingMessage, body: string, res: ServerResponse) => void) => {
  const calls: Array<{ headers: IncomingMessage["headers"]; body: unknown }> = [];
  const server: Server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      calls.push({ headers: req.headers, body: JSON.parse(body || "null") });
      answer(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return {
    calls,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const message = (fields: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  tenantId: 1,
  channel: "SMS",
  recipient: "5145550123",
  subject: "",
  body: "123456 is your Rent verification code.",
  lang: "en",
  ...fields,
});

describe("SMTP sender (nodemailer) against a local smtp-server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  const sender = () =>
    smtpSender({ transport: { host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true }, from: "codes@rent.example", timeoutMs: 2000 });

  it("delivers an email with the subject, the recipient and the text", async () => {
    await sender().send(message({ channel: "EMAIL", recipient: "julie@example.com", subject: "Your Rent verification code", body: "Your verification code is 654321." }));
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe("codes@rent.example");
    expect(mail.to).toEqual(["julie@example.com"]);
    expect(mail.raw).toContain("Subject: Your Rent verification code");
    expect(mail.raw).toContain("654321");
  });

  it("accepts an smtp:// URL", async () => {
    await smtpSender({ transport: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: "codes@rent.example" }).send(
      message({ channel: "EMAIL", recipient: "url@example.com", subject: "s", body: "b" }),
    );
    expect(smtp.received.at(-1)!.to).toEqual(["url@example.com"]);
  });

  it("refuses other channels, and fails with a delivery error when the server is unreachable", async () => {
    await expect(sender().send(message({ channel: "SMS" }))).rejects.toBeInstanceOf(MessageDeliveryError);
    const closed = await startSmtp();
    await closed.close();
    const unreachable = smtpSender({ transport: { host: "127.0.0.1", port: closed.port, ignoreTLS: true }, from: "x@y.ca", timeoutMs: 1000 });
    await expect(unreachable.send(message({ channel: "EMAIL", recipient: "a@b.ca" }))).rejects.toThrow(/SMTP delivery failed/);
  });
});

describe("webhook sender (SMS and CALL)", () => {
  let hook: Awaited<ReturnType<typeof startWebhook>> | null = null;
  afterEach(async () => {
    await hook?.close();
    hook = null;
  });

  it("POSTs the message as JSON with the configured headers", async () => {
    hook = await startWebhook((_req, _body, res) => res.writeHead(202).end());
    await webhookSender({ url: hook.url, headers: { Authorization: "Bearer provider-secret" } }).send(message({ channel: "CALL", lang: "fr" }));
    expect(hook.calls).toHaveLength(1);
    expect(hook.calls[0]!.headers.authorization).toBe("Bearer provider-secret");
    expect(hook.calls[0]!.headers["content-type"]).toBe("application/json");
    expect(hook.calls[0]!.body).toEqual({ channel: "CALL", to: "5145550123", body: "123456 is your Rent verification code.", lang: "fr", tenantId: 1 });
  });

  it("fails on a non-2xx answer and does not follow redirects", async () => {
    hook = await startWebhook((_req, _body, res) => res.writeHead(500).end("down"));
    await expect(webhookSender({ url: hook.url }).send(message())).rejects.toThrow("webhook answered 500");
    await hook.close();
    hook = await startWebhook((_req, _body, res) => res.writeHead(302, { Location: "http://example.com/" }).end());
    await expect(webhookSender({ url: hook.url }).send(message())).rejects.toBeInstanceOf(MessageDeliveryError);
  });

  it("gives up after its timeout when the provider never answers (SECURITY 30)", async () => {
    hook = await startWebhook(() => {
      /* never answers */
    });
    const started = performance.now();
    await expect(webhookSender({ url: hook.url, timeoutMs: 200 }).send(message())).rejects.toThrow("webhook timed out after 200 ms");
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses a URL that is not http(s)", () => {
    expect(() => webhookSender({ url: "file:///etc/passwd" })).toThrow(/http/);
  });
});

describe("channel router", () => {
  it("hands each channel to its own sender and refuses a channel without one", async () => {
    const email = recordingSender({ async send() {} });
    const sms = recordingSender({ async send() {} });
    const router = channelRouter({ EMAIL: email.sender, SMS: sms.sender });
    await router.send(message({ channel: "EMAIL" }));
    await router.send(message({ channel: "SMS" }));
    expect(email.sent.map((each) => each.channel)).toEqual(["EMAIL"]);
    expect(sms.sent.map((each) => each.channel)).toEqual(["SMS"]);
    await expect(router.send(message({ channel: "CALL" }))).rejects.toThrow("no sender for CALL");
    await expect(unconfiguredSender.send(message())).rejects.toThrow("no message sender is configured");
  });
});

describe.each(targets)("outbox and delivery on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", otpKey: testOtpKey });
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await test.close();
  });

  it("queues a message in the outbox and logs the masked recipient, never the text", async () => {
    const logs = captureLogs();
    const sender = outboxSender({ db: test.db, clock: setup.clock, logger: createLogger({ destination: logs.stream }) });
    await sender.send(message({ tenantId: setup.tenants.RENT!.id, body: "777888 is your code" }));
    const [entry] = await latestOutbox(test.db, { limit: 1 });
    expect(entry).toMatchObject({ channel: "SMS", recipient: "5145550123", body: "777888 is your code", sentAt: null, error: null });
    const line = logs.lines.join("\n");
    expect(line).toContain("******0123");
    expect(line).not.toContain("777888");
    expect(line).not.toContain("5145550123");
  });

  it("relays pending outbox rows through a real sender, blanking each delivered body and keeping failures for later", async () => {
    const rentId = setup.tenants.RENT!.id;
    await test.db("message_outbox").update({ sent_at: "2000-01-01T00:00:00.000Z" });
    const lastId = Number((await test.db("message_outbox").max({ id: "id" }).first())?.id ?? 0);
    const sender = outboxSender({ db: test.db, clock: setup.clock, logger: createLogger({ level: "silent" }) });
    await sender.send(message({ tenantId: rentId, channel: "EMAIL", recipient: "relay@example.com", subject: "Code", body: "Code 246810" }));
    await sender.send(message({ tenantId: rentId, channel: "SMS", body: "Code 135790" }));
    const email = smtpSender({ transport: { host: "127.0.0.1", port: smtp.port, ignoreTLS: true }, from: "codes@rent.example" });
    const result = await deliverOutbox(test.db, setup.clock, channelRouter({ EMAIL: email }));
    expect(result).toEqual({ delivered: 1, failed: 1 });
    expect(smtp.received.at(-1)!.raw).toContain("246810");
    const rows = await test.db("message_outbox").where("id", ">", lastId).orderBy("id");
    expect(rows[0]).toMatchObject({ body: "", error: null, sent_at: setup.clock.now().toISOString() });
    expect(rows[1]).toMatchObject({ body: "Code 135790", sent_at: null, error: "no sender for SMS" });
  });

  it("keeps an email's attachment in the outbox, relays it through SMTP, then blanks it", async () => {
    const rentId = setup.tenants.RENT!.id;
    await test.db("message_outbox").update({ sent_at: "2000-01-01T00:00:00.000Z" });
    const sender = outboxSender({ db: test.db, clock: setup.clock, logger: createLogger({ level: "silent" }) });
    const content = Buffer.from("%PDF-1.3 signed contract copy");
    await sender.send(message({ tenantId: rentId, channel: "EMAIL", recipient: "copy@example.com", subject: "Signed", body: "Your copy", attachments: [{ fileName: "signed-contract-R1.pdf", contentType: "application/pdf", content }] }));
    const [entry] = await latestOutbox(test.db, { limit: 1, recipient: "copy@example.com" });
    expect(entry!.attachments).toEqual([{ fileName: "signed-contract-R1.pdf", contentType: "application/pdf", bytes: content.length, base64: content.toString("base64") }]);
    const email = smtpSender({ transport: { host: "127.0.0.1", port: smtp.port, ignoreTLS: true }, from: "codes@rent.example" });
    expect(await deliverOutbox(test.db, setup.clock, channelRouter({ EMAIL: email }))).toEqual({ delivered: 1, failed: 0 });
    const raw = smtp.received.at(-1)!.raw;
    expect(raw).toContain("application/pdf");
    expect(raw).toContain("signed-contract-R1.pdf");
    expect(raw.replace(/\r?\n/g, "")).toContain(content.toString("base64"));
    const row = await test.db("message_outbox").where({ recipient: "copy@example.com" }).first();
    expect(row).toMatchObject({ body: "", attachments_json: null });
  });

  it("sends a one-time code by email through SMTP end to end, and the code opens a session", async () => {
    const email = smtpSender({ transport: { host: "127.0.0.1", port: smtp.port, ignoreTLS: true }, from: "codes@rent.example" });
    const sms = recordingSender({ async send() {} });
    const { app } = appOn(test.db, setup.clock, { publicTenant: "RENT", messageSender: channelRouter({ EMAIL: email, SMS: sms.sender }) });
    const julie = await newCustomer(test.db, setup.clock, setup.tenants.RENT!.id);
    const client = publicClient(app);
    const asked = await client.ask({ ...julie.login, CommunicationMethod: "EMAIL" }, "?lang=en");
    expect(asked.status).toBe(200);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([julie.email]);
    expect(mail.raw).toContain("Subject: Your Rent verification code");
    const code = codeIn(mail.raw.replace(/=\r?\n/g, ""));
    expect(sms.sent).toHaveLength(0);
    const verified = await client.verify("account", { OTP: code, userSlug: asked.body.Result.userSlug });
    expect(verified.status).toBe(200);
    expect(verified.body.Result.serverInfo).toBeTruthy();
  });

  it("sends SMS and calls to a lender's webhook end to end", async () => {
    const hook = await startWebhook((_req, _body, res) => res.writeHead(200).end("{}"));
    try {
      const { app } = appOn(test.db, setup.clock, { publicTenant: "RENT", messageSender: channelRouter({ SMS: webhookSender({ url: hook.url }), CALL: webhookSender({ url: hook.url }) }) });
      const julie = await newCustomer(test.db, setup.clock, setup.tenants.RENT!.id);
      const client = publicClient(app);
      expect((await client.ask({ ...julie.login, CommunicationMethod: "CALL" })).status).toBe(200);
      const call = hook.calls.at(-1)!.body as { channel: string; to: string; body: string; lang: string };
      expect(call).toMatchObject({ channel: "CALL", to: julie.cellPhone, lang: "fr" });
      const asked = await client.ask({ ...julie.login, CommunicationMethod: "SMS" });
      const sms = hook.calls.at(-1)!.body as { body: string };
      const verified = await client.verify("account", { OTP: codeIn(sms.body), userSlug: asked.body.Result.userSlug });
      expect(verified.status).toBe(200);
    } finally {
      await hook.close();
    }
  });
});
