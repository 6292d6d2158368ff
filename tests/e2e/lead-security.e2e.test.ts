import { t } from "@lendkit/core";
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath, screenshot } from "./harness.js";
import { insertLeadCustomer, leadFrame, parentLog, startLeadApp, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, signInApplicant } from "./leadWalk.js";

/**
 * SECURITY 23 in a real browser: messages from a look-alike origin — the
 * app's host followed by another domain, or another domain ending with it —
 * are ignored by the parent protocol and by the bank step, and the app posts
 * nothing to a parent that is not allowed. The app is reached as
 * http://lendkit.test:PORT (chromium maps *.test to this machine); the
 * look-alike pages are served by the test itself. The context bypasses the
 * pages' CSP so the demo parent page can frame a look-alike page next to
 * the app: the app's own checks are what is under test, not the headers
 * that normally stop such pages first (a look-alike parent still cannot
 * frame the app: frame-ancestors holds even then).
 */
const lookAlikePage = `<!doctype html><html lang="en"><head><title>look-alike</title></head><body><p>look-alike</p>
<script>
  window.received = [];
  addEventListener("message", (event) => window.received.push({ origin: event.origin, data: event.data }));
  window.attack = (kind) => {
    const app = parent.frames[0];
    if (kind === "lang") app.postMessage({ type: "lang", value: "en" }, "*");
    if (kind === "bank") {
      app.postMessage({ step: "APP_MOUNTED" }, "*");
      app.postMessage({ step: "REDIRECT", loginId: "lookalike-login-0001", institution: "TD" }, "*");
      app.postMessage("Redirect|" + location.origin + "/complete", "*");
    }
    parent.postMessage({ type: "redirectTo", value: "/evil" }, "*");
  };
</script></body></html>`;

describe("the lead app ignores look-alike origins (SECURITY 23)", () => {
  let app: LeadTestApp;
  let browser: Browser;
  let context: BrowserContext;
  let port: string;
  const appOrigin = () => `http://lendkit.test:${port}`;
  /** The app's host followed by another domain, and another domain ending with the app's host. */
  const lookAlikes = () => [`http://lendkit.test.evil.test:${port}`, `http://evillendkit.test:${port}`];

  beforeAll(async () => {
    app = await startLeadApp();
    port = new URL(app.baseUrl).port;
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: [...chromiumArgs, "--host-resolver-rules=MAP *.test 127.0.0.1"],
    });
    context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    for (const origin of lookAlikes()) {
      await context.route(`${origin}/**`, (route) =>
        route.request().url().endsWith("/host.html")
          ? route.fulfill({ contentType: "text/html", body: `<!doctype html><html lang="en"><head><title>host</title></head><body><iframe id="lead" title="app" src="${appOrigin()}/go/renew?lang=fr" style="width:100%;height:700px"></iframe>${lookAlikePage.slice(lookAlikePage.indexOf("<script>"))}` })
          : route.fulfill({ contentType: "text/html", body: lookAlikePage }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
  });

  /** Adds a look-alike page next to the app in the demo parent page; returns its frame. */
  const addLookAlike = async (page: Page, origin: string): Promise<Frame> => {
    await page.evaluate((src) => {
      const frame = document.createElement("iframe");
      frame.src = src;
      frame.title = "look-alike";
      frame.setAttribute("data-look-alike", "");
      document.body.appendChild(frame);
    }, `${origin}/attacker.html`);
    const handle = await page.waitForSelector("iframe[data-look-alike]");
    const frame = await handle.contentFrame();
    if (!frame) throw new Error("no look-alike frame");
    await frame.waitForFunction(() => typeof (window as unknown as { attack?: unknown }).attack === "function");
    return frame;
  };

  const attack = (frame: Frame, kind: "lang" | "bank") => frame.evaluate((which) => (window as unknown as { attack(kind: string): void }).attack(which), kind);

  /** Dispatches a message event inside the app's frame with a chosen origin and source (the parent window by default). */
  const forged = (frame: Frame, origin: string, data: unknown, source: "parent" | "self" | "bankFrame" = "parent") =>
    frame.evaluate(
      ({ origin: from, data: payload, source: which }) => {
        const bank = document.querySelector<HTMLIFrameElement>(".lead-bank iframe")?.contentWindow ?? null;
        const sourceWindow = which === "parent" ? window.parent : which === "bankFrame" ? bank : window;
        window.dispatchEvent(new MessageEvent("message", { origin: from, data: payload, source: sourceWindow }));
      },
      { origin, data, source },
    );

  it("the parent protocol: a look-alike's language message is ignored, the real parent's is obeyed", async () => {
    const page = await context.newPage();
    await page.goto(`${appOrigin()}/demo/parent.html`);
    const frame = await leadFrame(page);
    const frenchTitle = frame.getByRole("heading", { name: t("fr", "renewal.intro.default") });
    await frenchTitle.waitFor();

    for (const origin of lookAlikes()) {
      const lookAlike = await addLookAlike(page, origin);
      await attack(lookAlike, "lang");
      // The same message forged with the look-alike origin but the parent as its source, and from the right origin but another window.
      await forged(frame, origin, { type: "lang", value: "en" });
      await forged(frame, appOrigin(), { type: "lang", value: "en" }, "self");
      await page.waitForTimeout(500);
      await expect.poll(() => frenchTitle.isVisible()).toBe(true);
      expect(await frame.evaluate(() => document.documentElement.lang)).toBe("fr");
    }
    // The demo parent, which checks origins the same way, logged the look-alikes' own messages as ignored.
    const log = await parentLog(page);
    expect(log.filter((row) => row.type === "redirectTo" && row.ignored)).toHaveLength(2);
    expect(log.some((row) => row.type === "redirectTo" && !row.ignored)).toBe(false);
    await screenshot(page, "lead-security-parent");

    // The real parent's language button (exact origin, the parent window) is obeyed.
    await page.getByRole("button", { name: "English" }).click();
    await frame.getByRole("heading", { name: t("en", "renewal.intro.default") }).waitFor();
    await page.close();
  }, 90_000);

  it("a look-alike parent page cannot frame the app (frame-ancestors) and hears nothing from it", async () => {
    const page = await context.newPage();
    await page.goto(`${lookAlikes()[0]}/host.html`);
    const frame = await leadFrame(page);
    await page.waitForTimeout(1500);
    expect(await frame.locator("#root").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    await page.close();
  }, 60_000);

  it("the bank step: a look-alike's provider messages are ignored; the provider's own frame completes the step", async () => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Sophie", lastName: "Garde" });
    const page = await context.newPage();
    await page.goto(`${appOrigin()}/demo/parent.html`);
    const frame = await leadFrame(page);
    await signInApplicant(frame, app, "fr", customer);
    await chooseAmount(frame, "fr");
    await frame.locator("[data-bank-tiles] button").first().click();
    const providerFrame = frame.frameLocator(".lead-bank iframe");
    await providerFrame.locator("input[name=username]").waitFor();
    const renewal = (await app.db("contracts").where({ original_contract_id: customer.contractId }).first("id")) as { id: number };

    for (const origin of lookAlikes()) {
      const lookAlike = await addLookAlike(page, origin);
      await attack(lookAlike, "bank");
      // Forged with the look-alike origin and the provider's own window as source: the origin alone must refuse it.
      await forged(frame, origin, { step: "REDIRECT", loginId: "lookalike-login-0002", institution: "TD" }, "bankFrame");
      // The provider's exact origin but the parent window as source: the source alone must refuse it.
      await forged(frame, appOrigin(), { step: "REDIRECT", loginId: "lookalike-login-0003", institution: "TD" }, "parent");
    }
    await page.waitForTimeout(1000);
    expect(await frame.locator(".lead-bank").getAttribute("data-stage")).toBe("frame");
    expect(await frame.getByText(t("fr", "bank.success.title")).count()).toBe(0);
    expect(await app.db("bank_verifications").where({ contract_id: renewal.id }).count({ n: "*" })).toEqual([{ n: 0 }]);
    await screenshot(page, "lead-security-bank");

    // The provider's own page, in its own frame, completes the step.
    await providerFrame.locator("input[name=username]").fill("sophie");
    await providerFrame.locator("input[name=password]").fill("secret");
    await providerFrame.locator("button[type=submit]").click();
    await frame.getByText(t("fr", "bank.success.title")).waitFor();
    const rows = (await app.db("bank_verifications").where({ contract_id: renewal.id }).select("status", "provider_reference")) as Array<{ status: string; provider_reference: string }>;
    expect(rows.map((row) => row.status)).toEqual(["succeeded"]);
    expect(rows[0]?.provider_reference).not.toMatch(/lookalike/);
    await page.close();
  }, 120_000);
});
