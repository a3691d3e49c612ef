import { blogPageCount, listPageAddress, postsOf } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// A card shows the start of its post cut at a word with "…". The cut is made once, in code: a
// line clamp on top of it cut the text again, mid-word ("…an HTML page, o…"), at some widths.

/** The characters of the post a card shows at most, before its "…". */
const CARD_CONTENT_LENGTH = 160;
const LETTER = /[\p{L}\p{N}]/u;
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

for (const language of ["en", "sv"] as const) {
  for (const width of [390, 1440]) {
    test(`at ${width} px every card's start of the post ends on a whole word and "…", shown whole (${language})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const posts = postsOf(language);
      let cut = 0;
      for (let number = 1; number <= blogPageCount(); number++) {
        await gotoHydrated(page, listPageAddress(language, number));
        const cards = page.getByTestId("blog-card");
        for (let index = 0; index < (await cards.count()); index++) {
          const card = cards.nth(index);
          const title = oneLine(await card.getByRole("heading").innerText());
          const post = posts.find((candidate) => candidate.title === title);
          expect(post, `a post titled "${title}"`).toBeDefined();
          const content = oneLine(post!.content);
          const excerpt = card.getByTestId("blog-card-content");
          // The card is one link stretched over it, so its title is what a person is seen to reach.
          await expectSeen(card.getByRole("heading"), { scroll: true });
          await excerpt.scrollIntoViewIfNeeded();
          const shown = await excerpt.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const cardBox = el.closest("[data-testid=blog-card]")!.getBoundingClientRect();
            return {
              text: el.textContent ?? "",
              scrollHeight: el.scrollHeight,
              clientHeight: el.clientHeight,
              inCard: box.top >= cardBox.top && box.bottom <= cardBox.bottom + 1,
              inView: box.top >= 0 && box.bottom <= window.innerHeight + 1 && box.height > 0,
            };
          });
          // Nothing of the text is hidden below the box's edge (a clamp hides the rest of a line),
          // nor by the card's rounded frame, which clips what leaves it.
          expect(shown.scrollHeight, `page ${number}, "${title}": the text overflows its box`).toBeLessThanOrEqual(shown.clientHeight);
          expect(shown.inCard && shown.inView, `page ${number}, "${title}": the text lies within its card, in view`).toBe(true);
          if (content.length <= CARD_CONTENT_LENGTH) {
            expect(shown.text).toBe(content);
            continue;
          }
          expect(shown.text, `page ${number}, "${title}"`).toMatch(/[\p{L}\p{N}]…$/u);
          const head = shown.text.slice(0, -1);
          expect(head.length).toBeLessThanOrEqual(CARD_CONTENT_LENGTH);
          expect(content.startsWith(head), `"${head}" is the start of the post`).toBe(true);
          // The word before "…" is whole: the post goes on with a space or a mark, not a letter.
          expect(content.charAt(head.length), `"${head}…" ends on a whole word`).not.toMatch(LETTER);
          cut++;
        }
      }
      expect(cut, "cards whose post is longer than a card shows").toBeGreaterThan(0);
    });
  }
}
