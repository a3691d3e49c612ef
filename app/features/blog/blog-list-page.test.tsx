import { render, screen, within } from "@testing-library/react";
import { I18nProvider } from "~/i18n/use-translation";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlogPostCard } from "~/content/cards.server";
import type { Language } from "~/i18n/languages";
import { createServerI18n } from "~/i18n/server";
import { fakeImage } from "~/test/fake-image";
import { BlogListPage } from "./blog-list-page";
import { OVERLAY_PALETTE, overlayColour } from "./overlay-colour";

function card(urlTitle: string, overrides: Partial<BlogPostCard> = {}): BlogPostCard {
  return {
    urlTitle,
    title: `Title of ${urlTitle}`,
    titleDescription: `Why ${urlTitle} matters`,
    img: fakeImage(`blog/${urlTitle}`),
    alt: `Artwork for ${urlTitle}`,
    month: "February",
    day: "11",
    suffix: "CSS",
    date: "2025-02-11",
    excerpt: "Container queries let a component ask how much room its parent gives it. ".repeat(4).trim(),
    ...overrides,
  };
}

function renderList(posts: BlogPostCard[], language: Language = "en") {
  return render(
    <I18nProvider i18n={createServerI18n(language)}>
      <MemoryRouter>
        <BlogListPage posts={{ en: posts, sv: posts }} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("BlogListPage", () => {
  it("shows the title tile, the year heading and a card per post", () => {
    renderList([card("one"), card("two")]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Blog");
    expect(screen.getByRole("heading", { level: 2, name: "2025" })).toBeInTheDocument();
    expect(screen.getAllByTestId("blog-card")).toHaveLength(2);
    expect(screen.queryByText("No blog posts available.")).not.toBeInTheDocument();
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
    renderList([card("år & dag", { month: "June", day: "17", suffix: "Design" })]);
    const article = screen.getByTestId("blog-card");
    const view = within(article);
    expect(view.getByRole("link", { name: "Title of år & dag" })).toHaveAttribute(
      "href",
      "/blog/%C3%A5r%20%26%20dag",
    );
    expect(view.getByText("Why år & dag matters")).toBeInTheDocument();
    expect(view.getByText("Design")).toBeInTheDocument();
    expect(view.getByText("June")).toBeInTheDocument();
    expect(view.getByText("17").closest("time")).toHaveAttribute("datetime", "2025-02-11");
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
});
