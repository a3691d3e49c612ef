// How each interactive state is reached, finding elements as a visitor (or a screen reader) meets
// them: roles, names from the translation files, aria-controls. An unreachable state throws Skip.
import { readFileSync } from "node:fs";

export class Skip extends Error {}

const FIND_MS = 5000;
const EMAILJS_SEND = "https://api.emailjs.com/api/v1.0/email/send";
// Only where this visitor's browser sends; the endpoint is answered in the page (see contactSent).
const TEST_PROVIDER = { serviceId: "service_shots", templateId: "template_shots", publicKey: "public_shots" };
const MIN_FILL_MS = 3000; // the form's spam guard: nobody fills it faster (app/features/contact/limits.ts)
const FORM_VALUES = {
  en: { subject: "A new website", message: "Hello! I would like a portfolio site for my studio." },
  sv: { subject: "En ny webbplats", message: "Hej! Jag skulle vilja ha en portfoliosajt för min ateljé." },
};

const locales = new Map();
/** A UI text from public/locales/{lng}/{ns}.json by its dotted key, with {{values}} filled in. */
function text(lng, key, values = {}, ns = "common") {
  const file = `${lng}/${ns}`;
  if (!locales.has(file)) {
    locales.set(file, JSON.parse(readFileSync(new URL(`../../public/locales/${file}.json`, import.meta.url), "utf8")));
  }
  const value = key.split(".").reduce((node, part) => node?.[part], locales.get(file));
  if (typeof value !== "string") throw new Error(`no text ${key} in ${file}.json`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name] ?? ""));
}

/** Waits for every finite animation and transition to end, for at most `ms`; loops are left to loop. */
export const untilStill = (page, ms = 3000) =>
  page.evaluate(
    (ms) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, ms)),
      ]),
    ms,
  );

/** Scrolls through the page and back, so what is revealed on scrolling is there for a full-page picture. */
export const scrollThrough = (page) =>
  page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 120));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.8)) {
      window.scrollTo({ top: y, behavior: "instant" });
      await pause();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await pause();
  });

async function found(locator, what) {
  try {
    await locator.waitFor({ state: "visible", timeout: FIND_MS });
  } catch {
    throw new Skip(`no ${what} to be seen`);
  }
  return locator;
}

/** Clicks a button and returns what its aria-controls points at, once shown. */
async function clickOpen(page, button, what) {
  // A handle, not the locator: the button's name can change as it opens.
  const handle = await button.elementHandle();
  // A popover's invoker carries no aria-expanded: ask the popover itself.
  const open = await handle.evaluate(
    (b) =>
      b.getAttribute("aria-expanded") === "true" ||
      (b.localName === "summary" && b.parentElement?.hasAttribute("open")) ||
      !!document.getElementById(b.getAttribute("aria-controls") ?? "")?.matches(":popover-open"),
  );
  if (!open) await handle.click();
  // A panel that exists only while open (the phone menu, rendered into <body>) is named only then.
  const id = await handle.getAttribute("aria-controls");
  if (!id) throw new Skip(`the ${what} button controls nothing`);
  return found(page.locator(`[id="${id}"]`), what);
}

async function openMobileMenu(page, lng) {
  const toggle = await found(page.getByRole("button", { name: text(lng, "nav.openMenu"), exact: true }), "menu button");
  return clickOpen(page, toggle, "mobile menu");
}

/** Fills the contact form, sends it and shows the message it answers with (`tone`). */
async function send(page, lng, tone, what) {
  const submit = await found(page.locator('form button[type="submit"]'), "contact form");
  const values = { name: "Åsa Lindqvist", email: "asa@example.com", companyName: "Studio Nord", ...FORM_VALUES[lng] };
  for (const [name, value] of Object.entries(values)) await page.locator(`form [name="${name}"]`).fill(value);
  // Past the spam guard's minimum fill time, where the clock is installed (prepare).
  if (tone === "success") await page.clock.fastForward(MIN_FILL_MS);
  await submit.click();
  const message = await found(page.locator(`form [role=status] [data-tone="${tone}"]`), what);
  await message.scrollIntoViewIfNeeded();
  // The message took the form's place: a pointer resting there would show whatever came under it hovered.
  await page.mouse.move(0, 0);
}

/** Chevron buttons that open a submenu, named "Show the Portfolio submenu" and so on. */
const submenuButton = (scope, lng, title) =>
  scope.getByRole("button", { name: text(lng, "nav.showSubmenu", { title: text(lng, title) }), exact: true });

export const ACTIONS = {
  async menuOpen(page, { lng }) {
    await openMobileMenu(page, lng);
  },

  // The portfolio submenu, since the phone menu gives it an extra entry.
  async menuSubmenu(page, { lng }) {
    const menu = await openMobileMenu(page, lng);
    // The phone menu's chevrons are the summaries of <details>, which work before the scripts.
    const name = text(lng, "nav.showSubmenu", { title: text(lng, "menu.portfolio.title") });
    const chevron = await found(menu.locator(`summary[aria-label="${name}"]`), "portfolio submenu button");
    await clickOpen(page, chevron, "portfolio submenu");
  },

  // Opened as a mouse user does: by resting the pointer on it.
  async desktopSubmenu(page, { lng }) {
    const nav = page.getByRole("navigation", { name: text(lng, "nav.label"), exact: true });
    const chevron = await found(submenuButton(nav, lng, "menu.portfolio.title"), "desktop submenu button");
    await chevron.hover();
    await clickOpen(page, chevron, "desktop submenu");
  },

  async languageMenu(page, { lng }) {
    // The chooser names a language in its own words, as the browser's Intl data has them.
    const own = new Intl.DisplayNames([lng], { type: "language" }).of(lng) ?? lng;
    const language = own.charAt(0).toLocaleUpperCase(lng) + own.slice(1);
    const name = text(lng, "language.choose", { code: lng.toUpperCase(), language });
    const button = await found(page.getByRole("button", { name, exact: true }), "language button");
    await clickOpen(page, button, "language menu");
  },

  async graphicPanel(page) {
    const card = await found(page.locator("#graphic-design a[aria-haspopup=dialog]").first(), "graphic-design card");
    await card.click();
    await found(page.getByRole("dialog"), "graphic panel");
  },

  async lightbox(page) {
    const image = await found(page.locator("main [data-layout] button").first(), "gallery image");
    await image.click();
    await found(page.getByRole("dialog"), "lightbox");
    await found(page.locator(".yarl__slide_current img").first(), "lightbox image");
  },

  async contactErrors(page) {
    const submit = await found(page.locator('form button[type="submit"]'), "contact form");
    await submit.click();
    await found(page.locator('form [aria-invalid="true"]').first(), "error on the form");
  },

  async contactSent(page, { lng }) {
    // The page as built, before any script: a build without an email provider never shows this state.
    const built = await (await page.request.get(page.url())).text();
    if (built.includes(text(lng, "contactForm.submitMailto", {}, "contact"))) {
      throw new Skip("the build has no email provider: its form hands messages to the mail program");
    }
    await send(page, lng, "success", "success message");
  },

  // The demo has no email provider: sending hands the message to the mail program and says so.
  async contactMailto(page, { lng }) {
    await send(page, lng, "info", "mail program notice");
  },

  async tooltip(page) {
    // Tooltips name icons that have no visible name: the side rail's, from 768 px.
    const icon = page.locator("aside [aria-describedby]").first();
    if (!(await icon.isVisible())) throw new Skip("no side rail at this width");
    await icon.hover();
    const id = (await icon.getAttribute("aria-describedby"))?.split(" ").at(-1);
    await found(page.locator(`[id="${id}"][role=tooltip]`), "tooltip");
  },
};

/**
 * Set-up before the page loads; nothing leaves the machine. The sent state sends through EmailJS
 * with test keys, answered here, on a clock it can move; the mail-program state has no provider.
 */
export async function prepare(page, state) {
  if (state !== "contactSent" && state !== "contactMailto") return;
  await page.route((url) => !["localhost", "127.0.0.1"].includes(url.hostname), (route) => route.abort());
  if (state === "contactMailto") {
    await page.addInitScript(() => {
      window.__EMAILJS_CONFIG__ = null;
    });
    return;
  }
  await page.route(EMAILJS_SEND, (route) => route.fulfill({ status: 200, body: "OK" }));
  await page.addInitScript((config) => {
    window.__EMAILJS_CONFIG__ = config;
  }, TEST_PROVIDER);
  await page.clock.install();
}

/** The first project and post their lists link to; a section of the list (/portfolio/frontend) is its element's id. */
export async function discover(page, origin) {
  const firstLink = async (path, prefix) => {
    await page.goto(origin + path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15000 });
    return page.evaluate((prefix) => {
      for (const link of document.querySelectorAll(`main a[href^="${prefix}"]`)) {
        const { pathname } = new URL(link.href);
        const slug = pathname.slice(prefix.length).replace(/\/$/, "");
        if (slug && !slug.includes("/") && !slug.includes(".") && !document.getElementById(slug)) return pathname;
      }
      return null;
    }, prefix);
  };
  return { project: await firstLink("/portfolio", "/portfolio/"), post: await firstLink("/blog", "/blog/") };
}
