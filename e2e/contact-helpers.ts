import { readFileSync } from "node:fs";
import type { Page, Route } from "@playwright/test";
import { CONTACT_MIN_FILL_MS, LIMIT_VALUES } from "../app/features/contact/limits";
import { expect, gotoHydrated, setPreferences } from "./support/fixtures";
import { SITE } from "./support/identity";
import { at } from "./support/base-path";

// Shared set-up for the contact specs. Nothing leaves the machine: EmailJS's endpoint is
// intercepted, and any other request to the internet fails the test.
const EMAILJS_SEND = "https://api.emailjs.com/api/v1.0/email/send";
export const TEST_PROVIDER = { serviceId: "service_e2e", templateId: "template_e2e", publicKey: "public_e2e" };
export const SITE_EMAIL = SITE.email;
export const EMAILJS_VERSION = JSON.parse(readFileSync("node_modules/@emailjs/browser/package.json", "utf8"))
  .version as string;

export type Lng = "en" | "sv";
type Strings = Record<string, Record<string, string>>;
const STRINGS: Record<Lng, Strings> = {
  en: JSON.parse(readFileSync("public/locales/en/contact.json", "utf8")),
  sv: JSON.parse(readFileSync("public/locales/sv/contact.json", "utf8")),
};

/** A string from contact.json, e.g. text("sv", "contactValidation.nameMin"), interpolated. */
export function text(lng: Lng, key: string, values: Record<string, string | number> = {}): string {
  const [group, name] = key.split(".") as [string, string];
  const value = STRINGS[lng][group]?.[name];
  if (value === undefined) throw new Error(`No ${lng} string ${key}`);
  const all: Record<string, string | number> = { ...LIMIT_VALUES, ...values };
  return value.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(all[v]));
}

export type Provider = "emailjs" | "mailto";

/**
 * Opens /contact with a controllable clock, in a language, sending through EmailJS (with test
 * keys) or with no provider at all, whatever keys the build under test was given.
 */
export async function openContact(page: Page, { lng = "en", provider }: { lng?: Lng; provider: Provider }) {
  await prepareContact(page, { lng, provider });
  await gotoHydrated(page, "/contact");
  const label = provider === "mailto" ? "contactForm.submitMailto" : "contactForm.submit";
  await expect(page.getByRole("button", { name: text(lng, label) })).toBeVisible();
}

/**
 * Opens /contact as the prerendered HTML, holding the app's scripts back until `hydrate` is
 * called: the page a visitor on a slow phone types into.
 */
export async function openContactBeforeHydration(page: Page, { provider }: { provider: Provider }) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await prepareContact(page, { lng: "en", provider });
  // Not "load": the held scripts' preload links would keep it from firing.
  await page.goto(at("/contact"), { waitUntil: "domcontentloaded" });
  await expect(submitButton(page)).toBeVisible();
  expect(await page.locator("html[data-hydrated]").count(), "hydrated too early").toBe(0);
  return async function hydrate() {
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };
}

async function prepareContact(page: Page, { lng, provider }: { lng: Lng; provider: Provider }) {
  await page.route((url) => !["localhost", "127.0.0.1"].includes(url.hostname), (route) => route.abort());
  await page.addInitScript((config) => {
    window.__EMAILJS_CONFIG__ = config;
  }, provider === "emailjs" ? TEST_PROVIDER : null);
  if (lng !== "en") await setPreferences(page, { lng });
  await page.clock.install();
}

export const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);
export const submitButton = (page: Page) => page.locator('form button[type="submit"]');
export const statusRegion = (page: Page) => page.locator("form [role=status]");
/** The summary a failed submit puts above the fields. */
export const errorSummary = (page: Page) => page.locator('form [role=group][aria-labelledby="contact-error-summary"]');
/** The thanks of a sent message: a heading, so a screen reader can land on it. */
export const sentHeading = (page: Page, lng: Lng = "en") =>
  statusRegion(page).getByRole("heading", { level: 2, name: text(lng, "contactFormValidation.contactSuccessMessage") });

export const VALID = {
  name: "Åsa-Lena O'Brien",
  email: "asa@example.com",
  companyName: "Studio Nord",
  subject: "A new website",
  message: "Hello! I would like a portfolio site for my studio.",
};

export async function fillForm(page: Page, values: Partial<typeof VALID> = VALID) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

/** Lets the page's clock pass the spam guard's minimum fill time, as a person would. */
export async function takeOurTime(page: Page) {
  await page.clock.fastForward(CONTACT_MIN_FILL_MS);
}

/**
 * Every POST the page makes to EmailJS, answered by `respond`. `at` is the page's own clock when
 * the request left: with the clock paused (`pauseClock`), exactly the time the page's timers had
 * reached, however slowly a busy machine ran them.
 */
export async function interceptEmailJs(page: Page, respond: (route: Route) => Promise<void>) {
  const posts: Array<{ body: unknown; at: number }> = [];
  await page.route(EMAILJS_SEND, async (route) => {
    const at = await page.evaluate(() => Date.now());
    posts.push({ body: route.request().postDataJSON(), at });
    await respond(route);
  });
  return posts;
}

/** EmailJS's answer to a message it accepted. */
export const ok = async (route: Route) => route.fulfill({ status: 200, body: "OK" });

/** The URLs of every script the page asks for from now on, in order. */
export function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

/** Whether a script the page loaded is the EmailJS library (the only code that names its API). */
export const isEmailLibrary = async (page: Page, url: string) =>
  (await (await page.request.get(url)).text()).includes("api.emailjs.com");

/** Whether a script the page loaded holds zod (its classes are registered under names like "$ZodString"). */
export const isValidationLibrary = async (page: Page, url: string) =>
  (await (await page.request.get(url)).text()).includes("$Zod");

/** Takes the console errors a test expects out of the fixture's list, failing if one is missing. */
export function expectConsoleErrors(consoleErrors: string[], patterns: RegExp[]) {
  for (const pattern of patterns) {
    const index = consoleErrors.findIndex((entry) => pattern.test(entry));
    expect(index, `console error matching ${pattern} in ${JSON.stringify(consoleErrors)}`).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(index, 1);
  }
}

/** Records the mailto: links the page opens instead of launching a mail program. */
export async function catchMailPrograms(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __openedMailto: opened });
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.protocol === "mailto:") opened.push(this.href);
      else click.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __openedMailto: string[] }).__openedMailto);
}
