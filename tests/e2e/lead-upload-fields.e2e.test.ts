import { deflateSync } from "node:zlib";
import { CalendarDate, today as todayIn } from "@internationalized/date";
import { applicantAgeRefusal, DEFAULT_BUSINESS_TIME_ZONE, birthDayOptions, birthMonthOptions, birthYearOptions, defaultOtpPolicy, t, type Lang } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { makePagedPdf as statementPdf } from "../../server-kit/test/filesFixtures.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, openLeadPage, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, signInApplicant } from "./leadWalk.js";

/**
 * Manual bank statements and field errors where the field is (issue 14,
 * items 9 and 10), on a phone (390×844), in French and in English: from the
 * bank tiles, "my bank is not listed" leads to the statement upload (drop
 * zone, refusal of a fake PDF in the applicant's language, a real PDF
 * statement taken with its file icon, a picture's thumbnail, Supprimer
 * naming the file); then "Confirm your address" is
 * prefilled from the file (or empty, with no red province before a choice),
 * and a refusal of the server names its field on the field and in the
 * validation popup; a new applicant's birthdate pickers offer only dates the
 * server's age rule accepts.
 */
const phone = { width: 390, height: 844 };

describe("statements upload and field errors in a real browser (phone)", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const newPhonePage = () => browser.newPage({ viewport: phone, isMobile: true, hasTouch: true });

  /** The renewal walked to its bank step, on a phone. */
  const toBankStep = async (lang: Lang, customer: LeadCustomer): Promise<Page> => {
    app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000);
    const page = await newPhonePage();
    await openLeadPage(page, app, "/go/renew", lang);
    await signInApplicant(page, app, lang, customer);
    await chooseAmount(page, lang);
    await page.locator("[data-bank-tiles] button").first().waitFor({ timeout: 60_000 });
    return page;
  };

  /** The tenant's provinces taken online, for one test (the earlier settings are put back). */
  const withProvinces = async (provinces: readonly number[], run: () => Promise<void>) => {
    const row = (await app.db("flow_settings").where({ tenant_id: app.tenantId }).first("settings_json")) as { settings_json: string } | undefined;
    const settings = row ? (JSON.parse(row.settings_json) as Record<string, unknown>) : {};
    const save = (value: Record<string, unknown>) =>
      app.db("flow_settings").insert({ tenant_id: app.tenantId, settings_json: JSON.stringify(value), updated_at: new Date().toISOString() }).onConflict("tenant_id").merge(["settings_json", "updated_at"]);
    await save({ ...settings, webOnlyProvinces: provinces });
    try {
      await run();
    } finally {
      if (row) await save(settings);
      else await app.db("flow_settings").where({ tenant_id: app.tenantId }).delete();
    }
  };

  it.each(["fr", "en"] as const)("from the bank tiles, 'my bank is not listed' opens the statement upload: drop zone, a fake PDF refused in the applicant's language, a PDF statement taken, thumbnail and Supprimer (%s)", async (lang) => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Nadia", lastName: `Releve${lang}` });
    const page = await toBankStep(lang, customer);
    await page.getByRole("button", { name: leadText(lang, "bank.notListed") }).click();
    await page.getByRole("heading", { name: t(lang, "bank.manual.title") }).waitFor();
    // The dashed zone says "Cliquez ou déposez ici" / "Click or drop here".
    const choose = page.locator(".lead-dropzone [data-part=choose]");
    await choose.waitFor();
    expect(await choose.textContent()).toBe(t(lang, "upload.dropZone"));
    const add = page.getByRole("button", { name: t(lang, "bank.manual.addPicture") });
    expect(await add.isDisabled()).toBe(true);

    // A fake PDF (the %PDF- prefix and no structure) chosen through the zone: the server's 415, said on the file in the applicant's language only.
    await page.locator(".lead-manual input[type=file]").setInputFiles({ name: "releve.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    const refusal = page.locator(".lead-upload [data-part=error]");
    await refusal.waitFor();
    const refusalText = (await refusal.textContent()) ?? "";
    expect(refusalText).toContain(t(lang, "files.unsupportedType"));
    expect(refusalText).not.toContain(t(lang === "fr" ? "en" : "fr", "files.unsupportedType"));
    expect(refusalText).not.toContain(" / ");
    await page.getByRole("button", { name: t(lang, "upload.removeFile", { name: "releve.pdf" }) }).click();
    await refusal.waitFor({ state: "detached" });

    // The PDF statement a bank gives: accepted, shown with the file icon (no picture to draw), Supprimer naming it, then removed.
    await page.locator(".lead-manual input[type=file]").setInputFiles({ name: "releve-banque.pdf", mimeType: "application/pdf", buffer: statementPdf(3) });
    const removePdf = page.getByRole("button", { name: t(lang, "upload.deleteFile", { name: "releve-banque.pdf" }) });
    await removePdf.waitFor();
    expect(await page.locator(".lead-upload [data-part=file-icon]").count()).toBeGreaterThan(0);
    expect(await page.locator(".lead-upload [data-part=thumbnail-image]").count()).toBe(0);
    await page.getByRole("button", { name: t(lang, "bank.manual.continue") }).waitFor();
    const pdfRow = (await app.db("files").where({ category: "fileDrop", description: "releve-banque.pdf" }).orderBy("id", "desc").first("mime_type", "thumb_name")) as { mime_type: string; thumb_name: string | null };
    expect(pdfRow).toEqual({ mime_type: "application/pdf", thumb_name: null });
    await removePdf.click();
    await removePdf.waitFor({ state: "detached" });
    expect(await add.isDisabled()).toBe(true);

    // A picture: its thumbnail, and the delete control naming it.
    await page.locator(".lead-manual input[type=file]").setInputFiles({ name: "releve.png", mimeType: "image/png", buffer: tinyPng() });
    const thumbnail = page.locator(".lead-upload [data-part=thumbnail-image]");
    await thumbnail.waitFor();
    expect(await thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(32);
    const remove = page.getByRole("button", { name: t(lang, "upload.deleteFile", { name: "releve.png" }) });
    expect(await remove.textContent()).toBe(t(lang, "upload.delete"));
    await page.getByRole("button", { name: t(lang, "bank.manual.continue") }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `lead-upload-manual-${lang}`);
    const renewal = (await app.db("contracts").where({ original_contract_id: customer.contractId }).first("id")) as { id: number };
    const stored = () => app.db("files").where({ contract_id: renewal.id, category: "fileDrop" }).count({ n: "*" }).first();
    expect(Number((await stored())?.n)).toBe(1);

    // Supprimer: the picture leaves the screen and the server; Continue waits for another.
    await remove.click();
    await thumbnail.waitFor({ state: "detached" });
    expect(Number((await stored())?.n)).toBe(0);
    expect(await add.isDisabled()).toBe(true);

    // Back to the tiles and again: the way back exists; then a picture and Continue move on.
    await page.getByRole("button", { name: leadText(lang, "bank.backToBanks") }).click();
    await page.locator("[data-bank-tiles] button").first().waitFor();
    await page.getByRole("button", { name: leadText(lang, "bank.notListed") }).click();
    await page.locator(".lead-manual input[type=file]").setInputFiles({ name: "releve-2.png", mimeType: "image/png", buffer: tinyPng() });
    await page.getByRole("button", { name: t(lang, "upload.deleteFile", { name: "releve-2.png" }) }).waitFor();
    await page.getByRole("button", { name: t(lang, "bank.manual.continue") }).click();
    await page.getByRole("heading", { name: t(lang, "renewal.address.title") }).waitFor();
    await page.close();
  }, 180_000);

  it.each(["fr", "en"] as const)("'Confirm your address' is prefilled from the file (or empty with no red province), and a refusal of the server shows on its field and in the popup (%s)", async (lang) => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Olivier", lastName: `Adresse${lang}` });
    const onFile = lang === "fr";
    if (onFile) {
      const lessee = { civicNumber: "4521", street: "rue Saint-Denis", apartment: "3", city: "Montréal", province: 1, postalCode: "H2J 2K6" };
      await app.db("contracts").where({ id: customer.contractId }).update({ body_json: JSON.stringify({ lessee }) });
    }
    const page = await toBankStep(lang, customer);
    await page.getByRole("button", { name: leadText(lang, "bank.notListed") }).click();
    await page.locator(".lead-manual input[type=file]").setInputFiles({ name: "releve.png", mimeType: "image/png", buffer: tinyPng() });
    await page.getByRole("button", { name: t(lang, "bank.manual.continue") }).click();
    await page.getByRole("heading", { name: t(lang, "renewal.address.title") }).waitFor();

    const field = (key: Parameters<typeof t>[1]) => page.getByLabel(t(lang, key), { exact: true });
    const province = field("renewal.field.provinceId");
    // No red province (nor any field) before a choice or a Continue.
    expect(await province.getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator("[aria-invalid=true]").count()).toBe(0);
    if (onFile) {
      expect(await field("renewal.field.civicNumber").inputValue()).toBe("4521");
      expect(await field("renewal.field.street").inputValue()).toBe("rue Saint-Denis");
      expect(await field("renewal.field.city").inputValue()).toBe("Montréal");
      expect(await province.inputValue()).toBe("1");
    } else {
      expect(await province.inputValue()).toBe("");
      await field("renewal.field.civicNumber").fill("88");
      await field("renewal.field.street").fill("Main Street");
      await field("renewal.field.city").fill("Gatineau");
      await province.selectOption("1");
      await field("renewal.field.postalCode").fill("J8X1C1");
    }
    await screenshot(page, `lead-address-prefill-${lang}`);

    // Ontario with a Québec postal code is questioned on the postal code, which is outlined in red (what the popup's "in red" promises), focused or not.
    await province.selectOption("2");
    await page.getByRole("button", { name: t(lang, "common.continue"), exact: true }).click();
    const mismatch = page.getByRole("dialog");
    await mismatch.getByText(t(lang, "forms.requiredFields.intro").replace(/\s+/gu, " ")).waitFor();
    await mismatch.getByRole("button").click();
    await mismatch.waitFor({ state: "detached" });
    const postal = field("renewal.field.postalCode");
    expect(await postal.getAttribute("aria-invalid")).toBe("true");
    const message = page.getByText(t(lang, "renewal.validation.postalCodeProvince"), { exact: true });
    await message.waitFor();
    const red = await message.evaluate((element) => getComputedStyle(element).color);
    const border = () => postal.evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await border()).toBe(red);
    await postal.focus();
    expect(await border()).toBe(red);
    expect(await field("renewal.field.street").evaluate((element) => getComputedStyle(element).borderTopColor)).not.toBe(red);
    await screenshot(page, `lead-address-postal-province-${lang}`);
    await province.selectOption("1");

    // The lender stops taking Quebec online meanwhile: the server refuses the province, on the province.
    await withProvinces([2], async () => {
      await page.getByRole("button", { name: t(lang, "common.continue"), exact: true }).click();
      const popup = page.getByRole("dialog");
      await popup.getByText(t(lang, "flows.error.provinceNotServed"), { exact: false }).waitFor();
      expect(await popup.getByRole("heading").textContent()).toBe(t(lang, "forms.requiredFields.heading"));
      await screenshot(page, `lead-address-refused-${lang}`);
      await popup.getByRole("button").click();
      await popup.waitFor({ state: "detached" });
      expect(await province.getAttribute("aria-invalid")).toBe("true");
      await page.getByText(t(lang, "flows.error.provinceNotServed"), { exact: true }).waitFor();
      expect(await page.getByText(/call support|Erreure|ERROR/).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
    // Served again: the same Continue saves and moves on.
    await province.selectOption("1");
    await page.getByRole("button", { name: t(lang, "common.continue"), exact: true }).click();
    await page.getByRole("heading", { name: t(lang, "renewal.income.title") }).waitFor();
    await page.close();
  }, 180_000);

  it.each(["fr", "en"] as const)("a new applicant's text fields in error are outlined in red, as the popup says, focused or not (%s)", async (lang) => {
    const page = await newPhonePage();
    await openLeadPage(page, app, "/go/cash", lang);
    const firstName = page.getByLabel(leadText(lang, "basic.firstName"), { exact: true });
    await firstName.waitFor();
    const borderOf = (locator: typeof firstName) => locator.evaluate((element) => getComputedStyle(element).borderTopColor);
    const calm = await borderOf(firstName);
    await page.getByRole("button", { name: leadText(lang, "basic.submit"), exact: true }).click();
    await expect.poll(() => firstName.getAttribute("aria-invalid")).toBe("true");
    // The red of the field's message is the red of its outline.
    const red = await page.locator(".lead-field[data-invalid] .lead-error").first().evaluate((element) => getComputedStyle(element).color);
    expect(red).not.toBe(calm);
    for (const label of ["basic.firstName", "basic.email"] as const) {
      const input = page.getByLabel(leadText(lang, label), { exact: true });
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      expect(await borderOf(input)).toBe(red);
      await input.focus();
      expect(await borderOf(input)).toBe(red);
    }
    await screenshot(page, `lead-basic-red-${lang}`);
    await page.close();
  }, 60_000);

  it("a new applicant is offered only birthdates the server's age rule accepts (en, phone)", async () => {
    const page = await newPhonePage();
    await openLeadPage(page, app, "/go/cash", "en");
    await page.locator("select[name=birthDateYear]").waitFor();
    // The app's day is the lender's, as the server's age rule counts it (not the browser's).
    const today = todayIn(DEFAULT_BUSINESS_TIME_ZONE);
    const options = async (name: string) =>
      (await page.locator(`select[name=${name}] option`).evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value))).filter((value) => value !== "").map(Number);
    const years = await options("birthDateYear");
    expect(years).toEqual([...birthYearOptions(today)]);
    const newest = years[0]!;
    await page.locator("select[name=birthDateYear]").selectOption(String(newest));
    const months = await options("birthDateMonth");
    expect(months).toEqual([...birthMonthOptions(newest, today).options]);
    const lastMonth = months.at(-1)!;
    await page.locator("select[name=birthDateMonth]").selectOption(String(lastMonth));
    const days = await options("birthDateDay");
    expect(days).toEqual([...birthDayOptions(newest, lastMonth, today).options]);
    // Every date offered passes the server's rule; the day after the last one does not.
    expect(applicantAgeRefusal({ year: newest, month: lastMonth, day: days.at(-1)! }, today)).toBeNull();
    expect(applicantAgeRefusal(new CalendarDate(newest, lastMonth, days.at(-1)!).add({ days: 1 }), today)).toBe("underAge");
    await page.close();
  }, 60_000);
});

/** A 32×32 PNG with a few dark pixels (a picture the server re-encodes). */
const tinyPng = (): Buffer => {
  const size = 32;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 0;
  const rows = Buffer.concat(Array.from({ length: size }, (_, y) => Buffer.from([0, ...Array.from({ length: size }, (_, x) => ((x + y) % 7 === 0 ? 20 : 235))])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
};
