import { CONTACT_LIMITS, CONTACT_MIN_FILL_MS, CONTACT_SUBMIT_DELAY_MS, CONTACT_SUCCESS_MS } from "../app/features/contact/limits";
import { expect, test } from "./support/fixtures";
import { pauseClock } from "./support/clock";
import { expectSeen } from "./support/seen";
import {
  EMAILJS_VERSION,
  expectConsoleErrors,
  field,
  fillForm,
  interceptEmailJs,
  isEmailLibrary,
  ok,
  openContact,
  openContactBeforeHydration,
  scriptsOf,
  sentHeading,
  SITE_EMAIL,
  statusRegion,
  submitButton,
  takeOurTime,
  TEST_PROVIDER,
  text,
  VALID,
} from "./contact-helpers";
import { at, sitePath } from "./support/base-path";

// Sending through EmailJS, with the endpoint intercepted: success, each refusal and a network
// failure.

test("provider notice, hidden honeypot, EmailJS at the first touch; one POST after the 1 s wait, its payload trimmed", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await openContact(page, { provider: "emailjs" });

  await test.step("the page says messages go straight to the inbox", async () => {
    await expect(page.getByText(text("en", "contactForm.providerNotice"))).toBeVisible();
    await expect(page.getByText(text("en", "contactForm.mailtoNotice"))).toHaveCount(0);
  });

  await test.step("the honeypot is hidden from people and assistive technology", async () => {
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(await honeypot.evaluate((el) => el.closest("[aria-hidden=true]") !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    await expect(page.getByRole("textbox")).toHaveCount(5);
  });

  const posts = await interceptEmailJs(page, ok);
  const isLibrary = (url: string) => isEmailLibrary(page, url);
  const firstLoad = [...scripts];
  await test.step("EmailJS is not part of the page's first load", async () => {
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const url of firstLoad) expect(await isLibrary(url), url).toBe(false);
  });

  await test.step("one POST after the 1 s wait, with the payload field by field, trimmed", async () => {
    await fillForm(page, {
      name: `  ${VALID.name} `,
      email: ` ${VALID.email}  `,
      companyName: ` ${VALID.companyName} `,
      subject: `${VALID.subject}   `,
      message: `\n${VALID.message}\n`,
    });
    await takeOurTime(page);
    const clickedAt = await pauseClock(page);
    await submitButton(page).click();
    // Sending has begun, so the delay's timer is set; now let its second pass.
    await expect(submitButton(page)).toHaveText(text("en", "contactForm.submitting"));
    await page.clock.runFor(CONTACT_SUBMIT_DELAY_MS);
    await expect(statusRegion(page)).toContainText(text("en", "contactFormValidation.contactSuccessMessage"));

    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post!.at - clickedAt).toBeGreaterThanOrEqual(CONTACT_SUBMIT_DELAY_MS);
    const body = post!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["lib_version", "service_id", "template_id", "template_params", "user_id"]);
    expect(body.lib_version).toBe(EMAILJS_VERSION);
    expect(body.user_id).toBe(TEST_PROVIDER.publicKey);
    expect(body.service_id).toBe(TEST_PROVIDER.serviceId);
    expect(body.template_id).toBe(TEST_PROVIDER.templateId);
    const params = body.template_params as Record<string, unknown>;
    expect(Object.keys(params).sort()).toEqual(["companyName", "email", "message", "name", "reply_to", "subject"]);
    expect(params.name).toBe(VALID.name);
    expect(params.companyName).toBe(VALID.companyName);
    expect(params.email).toBe(VALID.email);
    expect(params.subject).toBe(VALID.subject);
    expect(params.message).toBe(VALID.message);
    expect(params.reply_to).toBe(VALID.email);
  });

  await test.step("EmailJS arrived once the visitor started", async () => {
    const late = scripts.slice(firstLoad.length);
    expect(await Promise.all(late.map(isLibrary))).toContain(true);
  });
});

test("while sending the button is disabled and says so; success resets the form and shows for 3 s", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await openContact(page, { provider: "emailjs" });
  const posts = await interceptEmailJs(page, async (route) => {
    await held;
    await ok(route);
  });
  await fillForm(page);
  await takeOurTime(page);
  await submitButton(page).click();

  await expect(submitButton(page)).toBeDisabled();
  await expect(submitButton(page)).toHaveText(text("en", "contactForm.submitting"));
  await expect(page.locator("form")).toHaveAttribute("aria-busy", "true");
  // The request is on its way; from here the page's time passes only as the test lets it.
  await expect.poll(() => posts.length).toBe(1);
  await pauseClock(page);
  release();

  const success = statusRegion(page).getByText(text("en", "contactFormValidation.contactSuccessMessage"));
  await expect(success).toBeVisible();
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).toHaveText(text("en", "contactForm.submit"));
  for (const name of Object.keys(VALID)) await expect(field(page, name)).toHaveValue("");
  // The thanks heading holds the focus while the sent panel covers the form; then the button
  // has it back.
  await expect(sentHeading(page)).toBeFocused();
  // The next steps are part of the sent message: they go with it.
  const work = statusRegion(page).getByRole("link", { name: text("en", "contactFormValidation.contactSuccessWork") });
  await expect(work).toHaveAttribute("href", at("/portfolio/"));
  const blog = statusRegion(page).getByRole("link", { name: text("en", "contactFormValidation.contactSuccessBlog") });
  await expect(blog).toHaveAttribute("href", at("/blog/"));

  // Shown for the whole 3 s on the page's clock, and gone when they are up.
  await page.clock.runFor(CONTACT_SUCCESS_MS - 50);
  await expect(success).toBeVisible();
  await page.clock.runFor(50);
  await expect(success).toHaveCount(0);
  await expect(work).toHaveCount(0);
  await expect(submitButton(page)).toBeFocused();
});

// In English the sending test above and the contact-seen specs check the refusal's kin, the
// recap and the next steps; here the same in Swedish, in one visit: refused, then sent.
test("in sv: a 403 refusal keeps the values and is logged; sent again, the card recaps and leads on to the work", async ({
  page,
  consoleErrors,
}) => {
  const lng = "sv";
  const [status, reason] = [403, "Forbidden"] as const;
  await openContact(page, { lng, provider: "emailjs" });
  let refused = false;
  await interceptEmailJs(page, async (route) => {
    if (refused) return ok(route);
    refused = true;
    await route.fulfill({ status, body: reason });
  });
  await fillForm(page);
  await takeOurTime(page);

  await test.step(`a ${status} refusal shows the error, keeps the values and is logged, in ${lng}`, async () => {
    await submitButton(page).click();
    await expect(statusRegion(page)).toContainText(text(lng, "contactFormValidation.contactErrorMessage"));
    await expect(statusRegion(page)).not.toContainText(text(lng, "contactFormValidation.contactSuccessMessage"));
    for (const [name, value] of Object.entries(VALID)) await expect(field(page, name)).toHaveValue(value);
    await expect(submitButton(page)).toBeEnabled();
    await expect(submitButton(page)).toBeFocused();

    // Nothing is lost: the same message can go from the visitor's own mail program.
    const alternative = statusRegion(page).getByRole("link", { name: text(lng, "contactFormValidation.contactErrorAlternative") });
    const href = new URL((await alternative.getAttribute("href"))!);
    expect(href.protocol + href.pathname).toBe(`mailto:${SITE_EMAIL}`);
    expect(href.searchParams.get("subject")).toBe(VALID.subject);

    expectConsoleErrors(consoleErrors, [
      new RegExp(`^Email send failed: ${status} ${reason}$`),
      new RegExp(`Failed to load resource: the server responded with a status of ${status}`),
    ]);
  });

  await test.step(`sent, the card recaps under the thanks the address and the subject written, in ${lng}`, async () => {
    await pauseClock(page);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(text(lng, "contactForm.submitting"));
    await page.clock.runFor(CONTACT_SUBMIT_DELAY_MS);
    await expectSeen(sentHeading(page, lng));
    const recap = statusRegion(page).getByText(
      `${text(lng, "contactFormValidation.contactSuccessRecapTo", { email: SITE_EMAIL })} · ` +
        text(lng, "contactFormValidation.contactSuccessRecapSubject", { subject: VALID.subject }),
      { exact: true },
    );
    await expectSeen(recap);
  });

  await test.step(`the sent message's next steps lead to the work and the blog, in ${lng}`, async () => {
    const prefix = `/${lng}`;
    const next = (key: string) => statusRegion(page).getByRole("link", { name: text(lng, `contactFormValidation.${key}`) });
    await expect(next("contactSuccessBlog")).toHaveAttribute("href", at(`${prefix}/blog/`));
    await next("contactSuccessWork").click();
    await page.waitForURL((url) => sitePath(url) === `${prefix}/portfolio/`);
  });
});

test("each refusal (451, 429) and a network error (status 0) keep the values and are logged; then a retry succeeds", async ({
  page,
  consoleErrors,
}) => {
  const answers: Array<[number, string] | "abort"> = [
    [451, "Unavailable For Headless Browser"],
    [429, "Too Many Requests"],
    "abort",
    [200, "OK"],
  ];
  await openContact(page, { provider: "emailjs" });
  const posts = await interceptEmailJs(page, (route) => {
    const answer = answers.shift() ?? [500, "Server Error"];
    if (answer === "abort") return route.abort("internetdisconnected");
    const [status, body] = answer;
    return route.fulfill({ status, body });
  });
  await fillForm(page);
  await takeOurTime(page);
  for (const [count, name] of [
    [1, "451"],
    [2, "429"],
    [3, "a network error (status 0)"],
  ] as const) {
    await test.step(`${name} shows the error and keeps the values`, async () => {
      await submitButton(page).click();
      await expect.poll(() => posts.length).toBe(count);
      await expect(statusRegion(page)).toContainText(text("en", "contactFormValidation.contactErrorMessage"));
      await expect(statusRegion(page)).not.toContainText(text("en", "contactFormValidation.contactSuccessMessage"));
      for (const [name, value] of Object.entries(VALID)) await expect(field(page, name)).toHaveValue(value);
      await expect(submitButton(page)).toBeEnabled();
      await expect(submitButton(page)).toBeFocused();
      const alternative = statusRegion(page).getByRole("link", { name: text("en", "contactFormValidation.contactErrorAlternative") });
      const href = new URL((await alternative.getAttribute("href"))!);
      expect(href.protocol + href.pathname).toBe(`mailto:${SITE_EMAIL}`);
      expect(href.searchParams.get("subject")).toBe(VALID.subject);
    });
  }
  await test.step("each failure is logged", async () => {
    expectConsoleErrors(consoleErrors, [
      /^Email send failed: 451 Unavailable For Headless Browser$/,
      /status of 451/,
      /^Email send failed: 429 Too Many Requests$/,
      /status of 429/,
      /^Email send failed: 0 Network Error/,
      /ERR_INTERNET_DISCONNECTED/,
    ]);
  });
  const success = statusRegion(page).getByText(text("en", "contactFormValidation.contactSuccessMessage"));
  await test.step("the visitor tries again and succeeds", async () => {
    await submitButton(page).click();
    await expect(success).toBeVisible();
    expect(posts).toHaveLength(4);
  });
});

test("a filled honeypot gets a quiet success and nothing is sent, however long the visitor took", async ({ page }) => {
  await openContact(page, { provider: "emailjs" });
  const posts = await interceptEmailJs(page, ok);
  await fillForm(page);
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await takeOurTime(page);
  await submitButton(page).click();
  await expect(statusRegion(page)).toContainText(text("en", "contactFormValidation.contactSuccessMessage"));
  await expect(field(page, "name")).toHaveValue("");
  expect(posts).toHaveLength(0);
});

test("a message sent faster than the minimum fill time shows it is sending, waits, and is sent", async ({ page }) => {
  await openContact(page, { provider: "emailjs" });
  const posts = await interceptEmailJs(page, ok);
  const beforeFirstTouch = await pauseClock(page);
  // Autofill and a pasted message: every field in well under the minimum time (no time at all).
  await fillForm(page);
  await submitButton(page).click();

  await expect(submitButton(page)).toHaveText(text("en", "contactForm.submitting"));
  await expect(submitButton(page)).toBeDisabled();
  await expectSeen(submitButton(page));
  await page.clock.runFor(CONTACT_MIN_FILL_MS);
  await expect(statusRegion(page)).toContainText(text("en", "contactFormValidation.contactSuccessMessage"));
  expect(posts).toHaveLength(1);
  expect(posts[0]!.at - beforeFirstTouch).toBeGreaterThanOrEqual(CONTACT_MIN_FILL_MS);
  expect((posts[0]!.body as { template_params: unknown }).template_params).toEqual({ ...VALID, reply_to: VALID.email });
});

test("text typed before hydration survives it, its time counts, and it is sent", async ({ page }) => {
  const hydrate = await openContactBeforeHydration(page, { provider: "emailjs" });
  const posts = await interceptEmailJs(page, ok);
  await fillForm(page);
  // The visitor takes their time while the phone is still loading the app.
  await page.clock.fastForward(CONTACT_MIN_FILL_MS);
  await hydrate();

  for (const [name, value] of Object.entries(VALID)) await expect(field(page, name)).toHaveValue(value);
  await expect(field(page, "message")).toHaveAccessibleDescription(`${VALID.message.length} / ${CONTACT_LIMITS.message.max}`);
  const clickedAt = await pauseClock(page);
  await submitButton(page).click();
  // Counted from hydration, the message would wait the whole minimum fill time again: only the
  // submit delay passes here, so it would never arrive.
  await expect(submitButton(page)).toHaveText(text("en", "contactForm.submitting"));
  await page.clock.runFor(CONTACT_SUBMIT_DELAY_MS);
  await expect(statusRegion(page)).toContainText(text("en", "contactFormValidation.contactSuccessMessage"));
  expect(posts).toHaveLength(1);
  expect(posts[0]!.at - clickedAt).toBe(CONTACT_SUBMIT_DELAY_MS);
  expect((posts[0]!.body as { template_params: unknown }).template_params).toEqual({ ...VALID, reply_to: VALID.email });
});

test("send pressed before hydration neither reloads the page nor loses the message: it is sent", async ({ page }) => {
  const hydrate = await openContactBeforeHydration(page, { provider: "emailjs" });
  const posts = await interceptEmailJs(page, ok);
  await fillForm(page);
  await submitButton(page).click();
  await hydrate();

  await expect(statusRegion(page)).toContainText(text("en", "contactFormValidation.contactSuccessMessage"), {
    timeout: CONTACT_MIN_FILL_MS + 5_000,
  });
  expect(new URL(page.url()).search).toBe("");
  expect(posts).toHaveLength(1);
  expect((posts[0]!.body as { template_params: unknown }).template_params).toEqual({ ...VALID, reply_to: VALID.email });
});

