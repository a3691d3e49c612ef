import { render, screen, within } from "@testing-library/react";
import { I18nProvider } from "~/i18n/use-translation";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlogPostCard } from "~/content/cards.server";
import type { Language } from "~/i18n/languages";
import { createServerI18n } from "~/i18n/server";
import { fakeImage } from "~/test/fake-image";
import { BlogBackLink } from "./blog-back-link";
import { BlogListPage } from "./blog-list-page";
import { OVERLAY_PALETTE, overlayColour } from "./overlay-colour";

function card(urlTitle: string, overrides: Partial<BlogPostCard> = {}): BlogPostCard {
  return {
    urlTitle,
    title: `Title of ${urlTitle}`,
    titleDescription: `Why ${urlTitle} matters`,
    img: fakeImage(`blog/${urlTitle}`),
    alt: `Artwork for ${urlTitle}`,
    suffix: "CSS",
    date: "2025-02-11",
    excerpt: "Container queries let a component ask how much room its parent gives it. ".repeat(4).trim(),
    ...overrides,
  };
}

type Pages = { page: number; pageCount: number; total: number };

const HEAD = { eyebrow: "From the desk", intro: "What the owner writes about." };

function renderList(posts: BlogPostCard[], language: Language = "en", pages?: Pages) {
  const { page, pageCount, total } = pages ?? { page: 1, pageCount: 1, total: posts.length };
  return render(
    <I18nProvider i18n={createServerI18n(language)}>
      <MemoryRouter>
        <BlogListPage posts={posts} page={page} pageCount={pageCount} total={total} texts={HEAD} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("BlogListPage", () => {
  it.each([
    ["en", "Draft"],
    ["sv", "Utkast"],
  ] as const)("marks the card of a draft, and only that card (%s)", (language, word) => {
    renderList([card("one", { draft: true }), card("two")], language);
    const [draft, published] = screen.getAllByTestId("blog-card");
    expect(within(draft!).getByTestId("draft-badge")).toHaveTextContent(word);
    expect(within(published!).queryByTestId("draft-badge")).toBeNull();
  });

  it.each([
    ["en", "Blog"],
    ["sv", "Blogg"],
  ] as const)("(%s) shows the page head, the year heading and a card per post", (language, title) => {
    renderList([card("one"), card("two")], language);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText("From the desk")).toBeInTheDocument();
    expect(screen.getByText("What the owner writes about.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "2025" })).toBeInTheDocument();
    expect(screen.getAllByTestId("blog-card")).toHaveLength(2);
    expect(screen.queryByText("No blog posts available.")).not.toBeInTheDocument();
  });

  it("heads each year's posts with that year, newest first, and holds each card under its year", () => {
    renderList([
      card("new", { date: "2026-01-05" }),
      card("late", { date: "2025-12-30" }),
      card("early", { date: "2025-01-02" }),
      card("old", { date: "2023-07-01" }),
    ]);
    // Card titles are h2 too, as the years are: each card stands on its own under the page's h1.
    const years = screen.getAllByRole("heading", { level: 2 }).filter((heading) => /^\d{4}$/.test(heading.textContent ?? ""));
    expect(years.map((heading) => heading.textContent)).toEqual(["2026", "2025", "2023"]);
    const inYear = (year: string) =>
      within(screen.getByRole("region", { name: year }))
        .getAllByTestId("blog-card")
        .map((article) => within(article).getByRole("heading", { level: 2 }).textContent);
    expect(inYear("2026")).toEqual(["Title of new"]);
    expect(inYear("2025")).toEqual(["Title of late", "Title of early"]);
    expect(inYear("2023")).toEqual(["Title of old"]);
    // The page's title heads the list, before the first year, not inside it.
    const title = screen.getByRole("heading", { level: 1 });
    expect(within(screen.getByRole("region", { name: "2026" })).queryByRole("heading", { level: 1 })).toBeNull();
    expect(title.compareDocumentPosition(screen.getByRole("region", { name: "2026" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("loads the first card's image at once and leaves the rest to load as they scroll in", () => {
    renderList([card("one"), card("two"), card("three")]);
    const images = screen.getAllByTestId("blog-card").map((article) => within(article).getByRole("img"));
    expect(images.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
      ["eager", "high"],
      ["lazy", null],
      ["lazy", null],
    ]);
  });

  it("shows every field of a card and links it to the URL-encoded post path", () => {
    renderList([card("år & dag", { date: "2024-06-17", suffix: "Design" })]);
    const article = screen.getByTestId("blog-card");
    const view = within(article);
    expect(view.getByRole("link", { name: "Title of år & dag" })).toHaveAttribute(
      "href",
      "/blog/%C3%A5r%20%26%20dag/",
    );
    expect(view.getByText("Why år & dag matters")).toBeInTheDocument();
    expect(view.getByTestId("blog-card-content")).toHaveTextContent(/^Container queries/);
    expect(view.getByText("Design")).toBeInTheDocument();
    // The date with its year, beside the topic, not over the art.
    expect(view.getByText("June 17, 2024")).toHaveAttribute("datetime", "2024-06-17");
    expect(view.getByText("June 17, 2024").closest("[aria-hidden], .absolute")).toBeNull();
    expect(view.getByRole("img", { name: "Artwork for år & dag" })).toBeInTheDocument();
    expect(view.getByText("Read more")).toBeInTheDocument();
  });

  it("cuts the content to 160 characters plus an ellipsis", () => {
    renderList([card("long")]);
    const text = screen.getByTestId("blog-card-content").textContent ?? "";
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(161);
    expect(text.length).toBeGreaterThan(140);
  });

  it("ends the cut content on a whole word of the post", () => {
    const excerpt =
      "Prerendering every route means the build decides what a visitor sees first, and the browser only adds " +
      "behaviour afterwards; hydration mismatches show exactly where they disagree.";
    renderList([card("word", { excerpt })]);
    const text = screen.getByTestId("blog-card-content").textContent ?? "";
    const head = text.slice(0, -1);
    expect(text.endsWith("…")).toBe(true);
    expect(excerpt.startsWith(head)).toBe(true);
    expect(excerpt[head.length]).toMatch(/[\s,.;:]/);
  });

  it("tints each card with its slug's palette colour, the same on every render", () => {
    const { unmount } = renderList([card("one"), card("two")]);
    const first = screen.getAllByTestId("blog-card-overlay").map((el) => el.getAttribute("data-colour"));
    unmount();
    renderList([card("one"), card("two")]);
    const second = screen.getAllByTestId("blog-card-overlay").map((el) => el.getAttribute("data-colour"));
    expect(second).toEqual(first);
    expect(first).toEqual([overlayColour("one"), overlayColour("two")]);
    for (const colour of first) expect(OVERLAY_PALETTE).toContain(colour);
  });

  it.each([
    ["en", "No blog posts available."],
    ["sv", "Det finns inga blogginlägg."],
  ] as const)("says there are no posts when the list is empty (%s)", (language, message) => {
    renderList([], language);
    expect(screen.getByRole("status")).toHaveTextContent(message);
    expect(screen.queryAllByTestId("blog-card")).toHaveLength(0);
  });

  it("counts every post, not only the page's, and has no page links when one page holds them all", () => {
    renderList([card("one"), card("two")], "en", { page: 1, pageCount: 1, total: 2 });
    expect(screen.getByText("2 posts")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it.each([
    ["en", "", "Blog pages", "Previous page", "Next page", "Page", "Page 3 of 5"],
    ["sv", "/sv", "Bloggsidor", "Föregående sida", "Nästa sida", "Sida", "Sida 3 av 5"],
  ] as const)("(%s) links the pages before and after, every page number, and marks the current page", (...texts) => {
    const [language, prefix, label, previous, next, page, pageOf] = texts;
    renderList([card("one")], language, { page: 3, pageCount: 5, total: 50 });
    expect(screen.getByText(pageOf)).toBeInTheDocument();
    const nav = within(screen.getByRole("navigation", { name: label }));
    expect(nav.getByRole("link", { name: previous })).toHaveAttribute("href", `${prefix}/blog/page/2/`);
    expect(nav.getByRole("link", { name: next })).toHaveAttribute("href", `${prefix}/blog/page/4/`);
    const numbers = nav.getAllByRole("link", { name: new RegExp(`^${page} \\d+$`) });
    const expected = [1, 2, 3, 4, 5].map((n) => (n === 1 ? `${prefix}/blog/` : `${prefix}/blog/page/${n}/`));
    expect(numbers.map((link) => link.getAttribute("href"))).toEqual(expected);
    expect(nav.getByRole("link", { current: "page" })).toHaveAccessibleName(`${page} 3`);
    expect(numbers.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("leaves out the previous link on the first page and the next link on the last", () => {
    const { unmount } = renderList([card("one")], "en", { page: 1, pageCount: 2, total: 12 });
    expect(screen.queryByRole("link", { name: "Previous page" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/blog/page/2/");
    unmount();
    renderList([card("one")], "en", { page: 2, pageCount: 2, total: 12 });
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/blog/");
    expect(screen.queryByRole("link", { name: "Next page" })).not.toBeInTheDocument();
  });

  it("tells the post which list page it was opened from, so its go-back link returns there", async () => {
    render(
      <I18nProvider i18n={createServerI18n("en")}>
        <MemoryRouter initialEntries={["/blog/page/2"]}>
          <Routes>
            <Route
              path="/blog/page/2"
              element={<BlogListPage posts={[card("one")]} page={2} pageCount={2} total={12} texts={HEAD} />}
            />
            <Route path="/blog/:urlTitle" element={<BlogBackLink />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Title of one" }));
    expect(await screen.findByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog/page/2/");
  });
});
