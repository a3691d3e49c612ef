import { formatYearRange } from "../app/lib/format";
import { HASH_SCROLL_LOCK_MS, SECTION_SCROLL_DELAY_MS } from "../app/lib/constants";
import type { Page } from "@playwright/test";
import { firstSentence, plainText, profile, topGraphicSkill } from "./profile-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { visibleLines } from "./support/visible-lines";
import { pauseClock } from "./support/clock";
import { MOTION } from "../app/lib/reveal";
import { at, sitePath } from "./support/base-path";

// The profile page's content, links and motion. Runs at 1440 px (large screen).

async function scrollTo(page: Page, selector: string) {
  await page.locator(selector).first().evaluate((el) => el.scrollIntoView({ block: "center" }));
}

test.describe("profile sections", () => {
  // One visit, top to bottom: the entrances first, while every section below is still waiting for
  // them, then about me, then the content, and on to /contact.
  test("one visit: skill bars and entrances, about me, sections in order with their content, on to /contact", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const entrances = "skill bars count up from 0 once seen; sections fade in once at a fifth in view; headings rise letter by letter";
    await test.step(entrances, async () => {
      const bar = (name: string) => page.getByRole("meter", { name, exact: true });
      const top = topGraphicSkill();
      const value = async () => Number(await bar(top.name).getAttribute("aria-valuenow"));
      await expect(bar(top.name)).toHaveAttribute("aria-valuenow", "0");
      // The count follows the page's clock: stopped, it moves only a step at a time as the test
      // runs it, however slowly a busy machine polls.
      await pauseClock(page);
      await scrollTo(page, "#graphic-skills");
      await expect
        .poll(async () => {
          await page.clock.runFor(MOTION.countStepMs);
          return value();
        })
        .toBeGreaterThan(0);
      // It passes through values in between rather than jumping.
      expect(await value()).toBeLessThan(top.percentage);
      await page.clock.runFor(top.percentage * MOTION.countStepMs);
      await expect(bar(top.name)).toHaveAttribute("aria-valuenow", String(top.percentage));
      await page.clock.resume();
      for (const { name, percentage } of profile.en.graphicSkills) {
        await expect(bar(name)).toHaveAttribute("aria-valuenow", String(percentage));
        await expect(bar(name)).toHaveAttribute("aria-valuemax", "100");
      }

      const card = page.locator("#education ol > li").first();
      const heading = page.locator("#hobbies-title");
      await expect(card).toHaveAttribute("data-reveal", "hidden");
      await expect(heading).toHaveAttribute("data-reveal", "hidden");
      expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");

      await scrollTo(page, "#education ol > li");
      await expect(card).toHaveAttribute("data-reveal", "shown");
      await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

      await scrollTo(page, "#hobbies-title");
      await expect(heading).toHaveAttribute("data-reveal", "shown");
      const delays = await heading
        .locator(".reveal-letter")
        .evaluateAll((letters) => letters.map((l) => parseFloat(getComputedStyle(l).transitionDelay)));
      expect(delays.length).toBe("Hobbies".length);
      expect(delays).toEqual([...delays].sort((a, b) => a - b));
      expect(delays.at(-1)!).toBeGreaterThan(delays[0]!);
      await expect(heading).toHaveAccessibleName("Hobbies");

      // Once: scrolling it out of view does not hide it again. The app's observer hears of the
      // card leaving in the same round of notices as one the test sets up after it, so once the
      // test's has, the app has had its chance to hide the card.
      await card.evaluate(
        (el) =>
          new Promise<void>((resolve) => {
            const watch = new IntersectionObserver((entries) => {
              if (entries.some((entry) => !entry.isIntersecting)) {
                watch.disconnect();
                resolve();
              }
            });
            watch.observe(el);
            window.scrollTo(0, 0);
          }),
      );
      await expect(card).toHaveAttribute("data-reveal", "shown");
    });

    await test.step("about me is collapsed to 10 lines, expands by its disclosure and scrolls back to #me", async () => {
      const toggle = page.locator("#me summary");
      const details = page.locator("#me details");
      const text = page.locator("#about-me-text");
      // The summary holds both labels; CSS shows the one for its state.
      await expect(toggle.getByText("Read more")).toBeVisible();
      await expect(toggle.getByText("Read less")).toBeHidden();
      await expect(details).not.toHaveAttribute("open");
      const lines = () => text.evaluate(visibleLines);
      expect(await lines()).toBe(10);
      // The collapsed part is inert: out of the tab order and the accessibility tree.
      const hiddenLink = page.getByRole("link", { name: "Get in touch" });
      expect(await hiddenLink.evaluate((el) => !!el.closest("[inert]"))).toBe(true);
      await hiddenLink.focus();
      await expect(hiddenLink).not.toBeFocused();

      await toggle.click();
      const less = toggle;
      await expect(less.getByText("Read less")).toBeVisible();
      await expect(details).toHaveAttribute("open");
      await expect(page.getByRole("heading", { name: "Background" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Journey" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Philosophy" })).toBeVisible();
      await expect(page.getByText(firstSentence(profile.en.aboutMe.philosophy))).toBeVisible();
      expect(await lines()).toBeGreaterThan(20);
      const contact = page.getByRole("link", { name: "Get in touch" });
      await expect(contact).toHaveAttribute("href", at("/contact/"));
      expect(await contact.evaluate((el) => !!el.closest("[inert]"))).toBe(false);
      await contact.focus();
      await expect(contact).toBeFocused();

      await less.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      await expect(page.locator("#me")).not.toBeInViewport({ ratio: 1 });
      await less.click();
      await expect(toggle.getByText("Read more")).toBeVisible();
      await expect
        .poll(() => page.locator("#me").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(0);
      await expect
        .poll(() => page.locator("#me").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThanOrEqual(81);
      expect(await lines()).toBe(10);
    });

    const content = "sections in order, each named; a skill chip; every role and programme; tool separators; hobbies lead to /contact";
    await test.step(content, async () => {
      const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual([
        "home",
        "who-am-i",
        "web-skills",
        "graphic-skills",
        "additional-skills",
        "programs-and-softwares",
        "experience",
        "education",
        "hobbies",
      ]);
      const headings = [
        "About me",
        "Web skills",
        "Graphic skills",
        "Additional skills",
        "Tools",
        "Experience",
        "Education",
        "Hobbies",
      ];
      for (const name of headings) {
        await expect(page.getByRole("region", { name })).toBeAttached();
        await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeAttached();
      }

      const chip = page.locator("#web-skills li").filter({ hasText: "React" });
      await expectSeen(chip.getByText("React", { exact: true }), { scroll: true });
      await chip.hover();
      await page.keyboard.press("Tab");
      await expect(page.locator("#web-skills").getByRole("tooltip", { includeHidden: true })).toHaveCount(0);
      // The chip is not a stop on the way through the page: it does nothing.
      await expect(page.locator("#web-skills [tabindex]")).toHaveCount(0);

      const { experience, education } = profile.en;
      const roles = page.locator("#experience ol > li");
      await expect(roles).toHaveCount(experience.length);
      await expect(roles.locator("h3")).toHaveText(experience.map((entry) => entry.title));
      const role = roles.first();
      const firstRole = experience[0]!;
      await expect(role).toContainText(formatYearRange(firstRole.date));
      await expect(role).toContainText(firstRole.workTitle);
      await expect(role).toContainText(plainText(firstRole.description));
      await expect(role.getByRole("list", { name: "Tech used" }).getByRole("listitem")).toHaveText(
        firstRole.tech.map((tech) => tech.name),
      );

      const programmes = page.locator("#education ol > li");
      await expect(programmes).toHaveCount(education.length);
      const programme = programmes.first();
      const firstProgramme = education[0]!;
      await expect(programme.locator("h3")).toHaveText(firstProgramme.title);
      await expect(programme).toContainText(formatYearRange(firstProgramme.date));
      await expect(programme).toContainText(firstProgramme.place);
      await expect(programme).toContainText(plainText(firstProgramme.description));
      await expect(programme.getByRole("list", { name: "Courses" }).getByRole("listitem")).toHaveText(firstProgramme.courses);
      await expect(programme.getByRole("list", { name: "Tools" }).getByRole("listitem")).toHaveCount(firstProgramme.tech.length);

      // A wrapped line of tools never opens with a separator: the dot ends each name but the last.
      const marks = await page.locator("#experience ul[aria-label] > li").evaluateAll((items) =>
        items.map((li) => ({
          before: getComputedStyle(li, "::before").content,
          after: getComputedStyle(li, "::after").content,
          last: li === li.parentElement!.lastElementChild,
        })),
      );
      expect(marks.length).toBeGreaterThan(1);
      for (const mark of marks) {
        expect(mark.before).toBe("none");
        expect(mark.after).toBe(mark.last ? "none" : '"·"');
      }

      const contact = page.locator("#hobbies").getByRole("link", { name: "Send me a message" });
      await contact.scrollIntoViewIfNeeded();
      await contact.click();
      await page.waitForURL((url) => sitePath(url) === "/contact/");
    });
  });

  test("only a heading that will rise is cut into letters; one in view on arrival keeps its words whole", async ({ page }) => {
    // Tall enough that the first section headings are in view when the page hydrates.
    await page.setViewportSize({ width: 1440, height: 2400 });
    await gotoHydrated(page, "/");
    await expect(page.locator("#hobbies-title")).toHaveAttribute("data-reveal", "hidden");
    const headings = await page.locator("main h2.reveal-letters").evaluateAll((els) =>
      els.map((el) => ({
        name: el.querySelector(":scope > .sr-only")?.textContent ?? "",
        rises: el.hasAttribute("data-reveal"),
        letters: [...el.querySelectorAll(".reveal-letter")].map((letter) => letter.textContent).join(""),
        words: [...el.querySelectorAll(":scope > span[aria-hidden]")].map((word) => word.textContent).join(" "),
      })),
    );
    const inView = headings.filter((heading) => !heading.rises);
    const below = headings.filter((heading) => heading.rises);
    expect(inView.length).toBeGreaterThan(0);
    expect(below.length).toBeGreaterThan(0);
    for (const heading of inView) expect(heading).toEqual({ ...heading, letters: "", words: heading.name });
    for (const heading of below) expect(heading).toEqual({ ...heading, letters: heading.name.replaceAll(" ", ""), words: heading.name });
  });

  // One way on from the profile to the work (the hero's buttons are the page's calls to action).
  for (const section of ["education"] as const) {
    test(`the ${section} explore link goes to /portfolio and to #my-work`, async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/");
      const explore = page.locator(`#${section}`).getByRole("link", { name: "Browse the portfolio" }).locator("visible=true");
      await explore.scrollIntoViewIfNeeded();
      await explore.click();
      await page.waitForURL((url) => sitePath(url) === "/portfolio/");
      await expect(page.locator("#my-work")).toBeInViewport();
      // Past the arrival's scroll and the pause after it, on the page's clock: it stays there.
      await page.clock.runFor(SECTION_SCROLL_DELAY_MS + HASH_SCROLL_LOCK_MS + 100);
      await expect(page.locator("#my-work")).toBeInViewport();
    });
  }

});
