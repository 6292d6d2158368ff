import { t, type Lang, type MessageKey } from "@lendkit/core";
import type { Frame, Locator, Page } from "playwright-core";
import { latestCode, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";

/**
 * The steps of a renewal as an applicant walks them in the lead app (inside
 * the demo parent page or on its own), in either language. Labels come from
 * core's catalogs — the same texts the app shows — so one walk serves both
 * languages; each suite also checks a few texts literally.
 */
export type Surface = Frame | Page;

const label = (lang: Lang, key: MessageKey) => t(lang, key);
const exact = { exact: true } as const;

/**
 * Taps `button` until `screen` (the step's heading) is gone. Under load a tap
 * can land while the screen re-renders and be lost: while the screen still
 * shows with its button enabled, tap again. A disabled button (its save in
 * flight) is left alone, and `stop` (what the screen shows when it refused) ends the tries.
 */
const pressUntilGone = async (screen: Locator, button: Locator, stop?: Locator): Promise<void> => {
  await button.click();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    if (await screen.waitFor({ state: "hidden", timeout: 8_000 }).then(() => true, () => false)) return;
    if (stop && (await stop.isVisible())) return;
    if (await button.isEnabled().catch(() => false)) await button.click({ timeout: 5_000 }).catch(() => undefined);
  }
};

/**
 * Taps `button` until `shown` (what the tap makes appear) shows, for a tap
 * that is safe to repeat (a form checked in the browser, nothing sent): a
 * tap lost under load is tapped again while the button still shows.
 */
export const pressUntilShown = async (button: Locator, shown: Locator): Promise<void> => {
  await button.click();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    if (await shown.waitFor({ timeout: 8_000 }).then(() => true, () => false)) return;
    if (await button.isEnabled().catch(() => false)) await button.click({ timeout: 5_000 }).catch(() => undefined);
  }
  await shown.waitFor();
};

/** Ticks react-aria's consent checkbox by its label (its input is visually hidden), until it shows as ticked. */
const tickConsent = async (surface: Surface): Promise<void> => {
  const box = surface.getByRole("checkbox");
  for (let attempt = 0; attempt < 3 && !(await box.isChecked()); attempt += 1) {
    await surface.locator("label.react-aria-Checkbox").click();
    await surface.waitForTimeout(100);
  }
  if (!(await box.isChecked())) throw new Error("the consent box did not tick");
};

/** Step 0: birthdate, email, consent, SUBMIT. */
export const identify = async (surface: Surface, lang: Lang, customer: Pick<LeadCustomer, "birthDate" | "email">): Promise<void> => {
  const [year, month, day] = customer.birthDate.split("-").map(Number) as [number, number, number];
  await surface.locator("select[name=birthDateYear]").selectOption(String(year));
  await surface.locator("select[name=birthDateMonth]").selectOption(String(month));
  await surface.locator("select[name=birthDateDay]").selectOption(String(day));
  await surface.getByLabel(label(lang, "account.field.email")).fill(customer.email);
  await tickConsent(surface);
  await surface.getByRole("button", { name: label(lang, "account.submit") }).click();
  await surface.getByRole("heading", { name: label(lang, "renewal.otp.title") }).waitFor();
};

/** Signs the applicant in: step 0 (identify), then the code from the outbox (enterCode). */
export const signInApplicant = async (surface: Surface, app: LeadTestApp, lang: Lang, customer: Pick<LeadCustomer, "birthDate" | "email" | "cellPhone">): Promise<void> => {
  await identify(surface, lang, customer);
  await enterCode(surface, app, lang, customer);
};

/** Types a code on the OTP screen and presses CONTINUE. */
export const typeCode = async (surface: Surface, lang: Lang, code: string): Promise<void> => {
  await surface.getByLabel(label(lang, "renewal.otp.label")).fill(code);
  await surface.getByRole("button", { name: label(lang, "renewal.otp.continue"), ...exact }).click();
};

/** The code from the outbox, typed; CONTINUE is tapped again if the tap was lost (never once the form refused the code). */
export const enterCode = async (surface: Surface, app: LeadTestApp, lang: Lang, customer: Pick<LeadCustomer, "cellPhone">): Promise<void> => {
  await surface.getByLabel(label(lang, "renewal.otp.label")).fill(await latestCode(app, customer.cellPhone));
  const screen = surface.getByRole("heading", { name: label(lang, "renewal.otp.title") });
  // The code form says why it refused in its status (a wrong or expired code, a renewal refused): no tap then.
  const refused = surface.locator("form[data-status=wrong], form[data-status=refused], form[data-status=expired]");
  await pressUntilGone(screen, surface.getByRole("button", { name: label(lang, "renewal.otp.continue"), ...exact }), refused);
};

/** Step 1 (a renewal's "Renewal" or a new applicant's "Your cash loan"): one step up from the starting amount, then CONTINUE MY REQUEST. */
export const chooseAmount = async (surface: Surface, lang: Lang): Promise<void> => {
  const screen = surface.locator("section[data-step='1'] h1");
  await screen.waitFor();
  await surface.locator("[data-part=increase]").click();
  await pressUntilGone(screen, surface.getByRole("button", { name: label(lang, "renewal.basic.continue") }));
};

/** Step 2: a bank tile, then the sandbox provider's login ("fail" as the password simulates a failed login). */
export const verifyBank = async (surface: Surface, password = "secret"): Promise<void> => {
  const tile = surface.locator("[data-bank-tiles] button").first();
  const frame = surface.locator(".lead-bank iframe");
  // The provider's page shows once the server made the request (widget) or the frame mounted (aggregator).
  // Under load a tap can land while step 1's screen is being replaced and be lost: tap again while the tiles still show.
  const deadline = Date.now() + 60_000;
  await tile.click();
  while (!(await frame.isVisible())) {
    if (Date.now() > deadline) throw new Error("the bank provider's page never showed");
    const tilesShown = await tile.isVisible();
    await frame.waitFor({ state: "visible", timeout: 5_000 }).catch(() => undefined);
    if (tilesShown && !(await frame.isVisible()) && (await frame.count()) === 0) await tile.click({ timeout: 5_000 }).catch(() => undefined);
  }
  const provider = surface.frameLocator(".lead-bank iframe");
  await provider.locator("input[name=username]").fill("applicant");
  await provider.locator("input[name=password]").fill(password);
  const submit = provider.locator("button[type=submit]");
  // A failed login shows the provider's own refusal; a good one the step's success, and a login tap lost under
  // load (the page moving as the frame grows) is tapped again while the provider's form still shows.
  if (password === "fail") await submit.click();
  else await pressUntilShown(submit, surface.locator("[data-success]"));
};

/** Step 21: the address form. */
export const fillAddress = async (surface: Surface, lang: Lang): Promise<void> => {
  const screen = surface.getByRole("heading", { name: label(lang, "renewal.address.title") });
  await screen.waitFor({ timeout: 20_000 });
  await surface.getByLabel(label(lang, "renewal.field.civicNumber")).fill("4512");
  await surface.getByLabel(label(lang, "renewal.field.street")).fill("rue Saint-Denis");
  await surface.getByLabel(label(lang, "renewal.field.city")).fill("Montréal");
  await surface.getByLabel(label(lang, "renewal.field.provinceId")).selectOption("1");
  await surface.getByLabel(label(lang, "renewal.field.postalCode")).fill("H2J2L3");
  await pressUntilGone(screen, surface.getByRole("button", { name: label(lang, "common.continue"), ...exact }));
};

/** Step 23: the income source. */
export const fillIncome = async (surface: Surface, lang: Lang): Promise<void> => {
  const screen = surface.getByRole("heading", { name: label(lang, "renewal.income.title") });
  await screen.waitFor();
  const status = surface.getByLabel(label(lang, "renewal.field.workType"), exact);
  const firstOption = await status.locator("option").nth(1).getAttribute("value");
  await status.selectOption(firstOption ?? "");
  await surface.getByLabel(label(lang, "renewal.field.workPoste"), exact).fill("Hygiéniste dentaire");
  await surface.getByLabel(label(lang, "renewal.field.workYears"), exact).fill("3");
  await surface.getByLabel(label(lang, "renewal.field.workMonth"), exact).fill("2");
  await surface.getByLabel(label(lang, "renewal.field.workCompany"), exact).fill("Clinique dentaire du Plateau");
  await surface.getByLabel(label(lang, "renewal.field.workContact"), exact).fill("Nadia Bélanger");
  await surface.getByLabel(label(lang, "renewal.field.workPhone"), exact).fill("5145550199");
  await pressUntilGone(screen, surface.getByRole("button", { name: label(lang, "common.continue"), ...exact }));
};

/** Step 24: the first reference (the second is optional). */
export const fillReferences = async (surface: Surface, lang: Lang): Promise<void> => {
  const screen = surface.getByRole("heading", { name: label(lang, "renewal.references.title") });
  await screen.waitFor();
  await surface.getByLabel(label(lang, "renewal.field.refName"), exact).fill("Marc Tremblay");
  await surface.getByLabel(label(lang, "renewal.field.refCell"), exact).fill("4385550111");
  await surface.getByLabel(label(lang, "renewal.field.refLink"), exact).fill(lang === "fr" ? "Frère" : "Brother");
  await pressUntilGone(screen, surface.getByRole("button", { name: label(lang, "common.continue"), ...exact }));
};

/** Step 3: types the name, draws a stroke on the signature box, agrees and signs. */
export const sign = async (surface: Surface, page: Page, texts: { name: RegExp; agree: RegExp; submit: RegExp }, fullName: string, draw = true): Promise<void> => {
  await surface.getByLabel(texts.name).fill(fullName);
  if (draw) {
    const box = await surface.locator(".lead-pad canvas").boundingBox();
    if (!box) throw new Error("no signature box");
    await page.mouse.move(box.x + 40, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) await page.mouse.move(box.x + 40 + step * 25, box.y + box.height * (0.6 - 0.2 * Math.sin(step)));
    await page.mouse.up();
  }
  await surface.getByLabel(texts.agree).check();
  await surface.getByRole("button", { name: texts.submit }).click();
};
