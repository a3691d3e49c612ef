import sharp from "sharp";
import { expect, setPreferences, test } from "./support/fixtures";
import { borderContrast } from "./support/contrast";
import { expectSeen } from "./support/seen";
import {
  field,
  openContact,
  sentHeading,
  showSentMessage,
  SITE_EMAIL,
  statusRegion,
  submitButton,
  text,
  VALID,
} from "./contact-helpers";
import { contactSeenTests } from "./contact-seen";
import { ownerTexts } from "./owner-texts";

// On a phone a bar stuck over the portrait and the greeting costs more of the screen than it helps.
test("on a phone the heading scrolls away with the page instead of sticking over it", async ({ page }) => {
  await openContact(page, { provider: "mailto" });
  const heading = page.getByRole("heading", { level: 1 });
  await expectSeen(heading);
  await submitButton(page).scrollIntoViewIfNeeded();
  await expect(page.locator("header[data-visible=false]")).toHaveCount(1);
  await expect(heading).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(page.locator("header[data-visible=true]")).toHaveCount(1);
  await expect(heading).not.toBeInViewport();
});

test("fields without an error sit close, with no empty error rows between them", async ({ page }) => {
  await openContact(page, { provider: "mailto" });
  for (const [above, below] of [
    ["name", "email"],
    ["email", "companyName"],
    ["companyName", "subject"],
    ["subject", "message"],
  ] as const) {
    const bottom = await field(page, above).evaluate((el) => el.getBoundingClientRect().bottom);
    const labelTop = await page
      .locator(`form label[for="${await field(page, below).getAttribute("id")}"]`)
      .evaluate((el) => el.getBoundingClientRect().top);
    // Only the grid's row gap: a reserved error slot added about 30 px more.
    expect(labelTop - bottom, `${above} → ${below}`).toBeLessThanOrEqual(24);
  }
  // With errors, each shows right under its field and is seen.
  await submitButton(page).click();
  await expectSeen(page.locator("form #" + (await field(page, "name").getAttribute("id")) + "-error"), { scroll: true });
});

test("the avatar starts on the heading's edge: nothing of it lies in the page's gutter", async ({ page }) => {
  await openContact(page, { provider: "mailto" });
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const avatar = (await page.locator("main figure").boundingBox())!;
  expect(Math.abs(avatar.x - heading.x)).toBeLessThanOrEqual(1);
  // What is painted beside the avatar, in the gutter, is the page alone (a ring drawn outside the
  // circle stood 4 px into it).
  const gutter = { x: 0, y: avatar.y - 8, width: Math.floor(heading.x) - 1, height: avatar.height + 16 };
  const { data, info } = await sharp(await page.screenshot({ clip: gutter })).raw().toBuffer({ resolveWithObject: true });
  const page0 = data.subarray(0, info.channels);
  let foreign = 0;
  for (let i = 0; i < data.length; i += info.channels) if (!data.subarray(i, i + info.channels).equals(page0)) foreign += 1;
  expect(foreign).toBe(0);
});

test("the portrait stands 144 px wide beside the greeting and the reply time, not a thumbnail", async ({ page }) => {
  await openContact(page, { provider: "mailto" });
  const portrait = (await page.locator("main figure").boundingBox())!;
  // At 88 px wide the figure in the art shrank to a head and a laptop.
  expect(portrait.width).toBeGreaterThanOrEqual(140);
  for (const words of [ownerTexts.en.contact.greeting, ownerTexts.en.contact.replyTime]) {
    const box = (await page.getByText(words, { exact: true }).boundingBox())!;
    expect(box.x, words).toBeGreaterThanOrEqual(portrait.x + portrait.width);
    expect(box.y, words).toBeGreaterThanOrEqual(portrait.y - 1);
    expect(box.y + box.height, words).toBeLessThanOrEqual(portrait.y + portrait.height + 1);
  }
});

test("sent, the card is only a little taller than its message, and all of it is in view", async ({ page }) => {
  await showSentMessage(page);
  await expectSeen(sentHeading(page, "en"));
  // The sent panel takes the form's place: covering the fields, it stayed ~800 px tall around
  // one line.
  const form = (await page.getByRole("form").boundingBox())!;
  const panel = statusRegion(page).locator('[data-tone="success"]');
  expect(form.height).toBeLessThan((await panel.boundingBox())!.height + 200);
  await expectSeen(panel);
});

// Wrapped on a phone, "To … · Subject: …" left the "·" hanging at the end of the first line.
for (const lng of ["en", "sv"] as const) {
  test(`sent, the recap puts the address and the subject on lines of their own, no dot between, in ${lng}`, async ({ page }) => {
    await showSentMessage(page, lng);
    const recap = statusRegion(page).locator('[data-tone="success"] p');
    await expectSeen(recap);
    await expect(recap.locator("[data-recap-separator]")).toBeHidden();
    const [to, subject] = await recap.locator("span:not([data-recap-separator])").all();
    await expect(to!).toHaveText(text(lng, "contactFormValidation.contactSuccessRecapTo", { email: SITE_EMAIL }));
    await expect(subject!).toHaveText(text(lng, "contactFormValidation.contactSuccessRecapSubject", { subject: VALID.subject }));
    await expectSeen(to!);
    await expectSeen(subject!);
    const [a, b] = [(await to!.boundingBox())!, (await subject!.boundingBox())!];
    expect(b.y, "the subject starts below the address").toBeGreaterThanOrEqual(a.y + a.height - 1);
    // Each on one line, and nothing on the address's line after it.
    for (const half of [to!, subject!]) expect(await half.evaluate((el) => el.getClientRects().length)).toBe(1);
    expect(await recap.evaluate((el: HTMLElement) => el.innerText.includes("·"))).toBe(false);
  });
}

contactSeenTests();

for (const theme of ["light", "dark"] as const) {
  test(`the header's buttons stand out 3:1 from the header on a phone, ${theme} theme`, async ({ page }) => {
    await setPreferences(page, { theme });
    await openContact(page, { provider: "mailto" });
    const banner = page.getByRole("banner");
    const buttons = [/choose language/i, /^Switch to/, /^Open (the )?menu/i].map((name) => banner.getByRole("button", { name }));
    for (const button of buttons) {
      expect((await borderContrast(button)).outside, String(button)).toBeGreaterThanOrEqual(3);
    }
  });
}

// The portrait's `sizes` follows its frame: a phone of three device pixels to the px gets a file
// at least three times as wide as the picture is drawn, not the one sized for a smaller frame.
test.describe("on a phone with three device pixels to the px", () => {
  test.use({ deviceScaleFactor: 3 });
  test("the portrait's file is as sharp as the screen draws it", async ({ page }) => {
    await openContact(page, { provider: "mailto" });
    const portrait = page.getByRole("img", { name: ownerTexts.en.contact.portraitAlt });
    await expectSeen(portrait);
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe("");
    const { src, drawn } = await portrait.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      drawn: img.getBoundingClientRect().width,
    }));
    const fileWidth = Number(/-(\d+)\.\w+$/.exec(new URL(src).pathname)?.[1]);
    expect(fileWidth).toBeGreaterThanOrEqual(drawn * 3);
  });
});
