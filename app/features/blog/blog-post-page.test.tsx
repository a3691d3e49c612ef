import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nProvider } from "~/i18n/use-translation";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlogPost } from "~/content/schemas";
import type { Language } from "~/i18n/languages";
import { createServerI18n } from "~/i18n/server";
import { fakeImage } from "~/test/fake-image";
import { BlogPostPage } from "./blog-post-page";
import type { PostNeighbours } from "./post-neighbours";
import { drawnPath } from "~/test/drawn-path";

const CSS_ICON = { slug: "css", title: "CSS", hex: "663399", path: "M0 0h24v24H0z" };
const GITHUB_ICON = { slug: "github", title: "GitHub", hex: "181717", path: "M1 1h22v22H1z" };

function post(language: Language): BlogPost {
  return {
    urlTitle: "container-queries",
    title: language === "en" ? "Container queries" : "Containerfrågor",
    titleDescription: "Eleven media queries became three",
    date: "2025-02-11",
    img: fakeImage("blog/container-queries"),
    alt: "Cards of three sizes",
    month: language === "en" ? "February" : "februari",
    day: "11",
    suffix: "CSS",
    content:
      "<p>The card appears in four places.</p><h2>Ask the container</h2><p>Use <code>cqi</code>.</p>" +
      '<pre class="shiki site-code" tabindex="0"><code><span class="tok-string-expression">.card</span>' +
      " { container-type: inline-size; }</code></pre>",
    httpHomepage: "https://developer.mozilla.org/en-US/docs/Web/CSS",
    icon: CSS_ICON,
    privateText: "The original code is not public.",
    titleTeche: "Techniques",
    technologies: [{ name: "CSS grid", icon: CSS_ICON }, { name: "Custom properties", icon: null }],
    repository: undefined,
    titleKeyFeature: "What to take away",
    keyFeatures: ["Cards style themselves", "Fewer breakpoints"],
  };
}

const NO_NEIGHBOURS: PostNeighbours = { previous: null, next: null };

function renderPost(
  language: Language,
  state?: unknown,
  neighbours = NO_NEIGHBOURS,
  draft?: boolean,
  repository?: BlogPost["repository"],
) {
  return render(
    <I18nProvider i18n={createServerI18n(language)}>
      <MemoryRouter initialEntries={[{ pathname: "/blog/container-queries", state }]}>
        <BlogPostPage post={{ ...post(language), draft, repository }} neighbours={neighbours} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("BlogPostPage", () => {
  it.each([
    ["en", "Container queries", "February 11, 2025", "Back to the blog", "/blog/"],
    ["sv", "Containerfrågor", "11 februari 2025", "Tillbaka till bloggen", "/sv/blog/"],
  ] as const)("shows the %s title with the date written for the language, and a back link in it", (language, title, date, back, list) => {
    renderPost(language);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
    const time = screen.getByText(date);
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2025-02-11");
    expect(screen.getByRole("link", { name: back })).toHaveAttribute("href", list);
  });

  it("renders the content, suffix, homepage link, private text and the panel", () => {
    renderPost("en");
    expect(screen.getByRole("heading", { level: 2, name: "Ask the container" })).toBeInTheDocument();
    expect(screen.getByText("cqi").tagName).toBe("CODE");
    expect(screen.getByText(/container-type/).closest("pre")).toBeInTheDocument();
    expect(screen.getByText("CSS")).toBeInTheDocument();
    const homepage = screen.getByRole("link", { name: /developer\.mozilla\.org/ });
    expect(homepage).toHaveAttribute("href", "https://developer.mozilla.org/en-US/docs/Web/CSS");
    expect(homepage).toHaveAttribute("target", "_blank");
    expect(drawnPath(homepage)).toBe("M0 0h24v24H0z");
    expect(screen.getByText("The original code is not public.")).toBeInTheDocument();
    const panel = screen.getByRole("complementary");
    expect(panel).toHaveTextContent("Techniques");
    expect(panel).toHaveTextContent("CSS grid");
    expect(panel).toHaveTextContent("What to take away");
    expect(panel).toHaveTextContent("Fewer breakpoints");
    expect(screen.getByRole("img", { name: "Cards of three sizes" })).toBeInTheDocument();
  });

  it.each([
    ["en", { listPage: 3 }, "/blog/page/3/"],
    ["sv", { listPage: 3 }, "/sv/blog/page/3/"],
    ["en", { listPage: 1 }, "/blog/"],
    ["en", { listPage: "3" }, "/blog/"],
    ["en", null, "/blog/"],
  ] as const)("(%s) leads back to the list page the post was opened from, given state %j, else to /blog", (language, state, href) => {
    renderPost(language, state);
    const back = screen.getByRole("link", { name: language === "en" ? "Back to the blog" : "Tillbaka till bloggen" });
    expect(back).toHaveAttribute("href", href);
  });

  it.each([
    ["en", "Draft"],
    ["sv", "Utkast"],
  ] as const)("marks a draft above its title, and only a draft (%s)", (language, word) => {
    renderPost(language, undefined, NO_NEIGHBOURS, true);
    expect(screen.getByTestId("draft-badge")).toHaveTextContent(word);
    cleanup();
    renderPost(language);
    expect(screen.queryByTestId("draft-badge")).toBeNull();
  });

  it.each([
    ["en", "", "More posts", "Previous post", "Next post"],
    ["sv", "/sv", "Fler inlägg", "Föregående inlägg", "Nästa inlägg"],
  ] as const)("(%s) ends with links to the previous and the next post", (language, prefix, label, previous, next) => {
    renderPost(language, undefined, {
      previous: { urlTitle: "older one", title: "The older one" },
      next: { urlTitle: "newer", title: "The newer one" },
    });
    const nav = within(screen.getByRole("navigation", { name: label }));
    expect(nav.getByRole("link", { name: `${previous} The older one` })).toHaveAttribute("href", `${prefix}/blog/older%20one/`);
    expect(nav.getByRole("link", { name: `${next} The newer one` })).toHaveAttribute("href", `${prefix}/blog/newer/`);
  });

  it("leaves out the missing neighbour, and the whole nav when there is none", () => {
    const { unmount } = renderPost("en", undefined, { previous: null, next: { urlTitle: "newer", title: "The newer one" } });
    expect(screen.queryByRole("link", { name: /Previous post/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Next post/ })).toBeInTheDocument();
    unmount();
    renderPost("en");
    expect(screen.queryByRole("navigation", { name: "More posts" })).not.toBeInTheDocument();
  });

  it.each([
    ["en", "Further reading"],
    ["sv", "Vidare läsning"],
  ] as const)("(%s) names the homepage link as further reading", (language, label) => {
    renderPost(language);
    expect(screen.getByRole("link", { name: new RegExp(`^${label} developer\\.mozilla\\.org`) })).toBeInTheDocument();
  });

  it.each([
    ["en", "In short"],
    ["sv", "Kort sagt"],
  ] as const)("(%s) titles the summary and puts it before the text", (language, title) => {
    renderPost(language);
    const panel = screen.getByRole("complementary", { name: title });
    const text = screen.getByTestId("blog-post-content");
    expect(panel.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("draws a tool with a logo by its logo and one without by a neutral mark", () => {
    renderPost("en");
    const chips = within(screen.getByRole("complementary")).getAllByRole("listitem").filter((li) => li.hasAttribute("data-chip"));
    expect(chips.map((chip) => chip.textContent)).toEqual(["CSS grid", "Custom properties"]);
    expect(drawnPath(chips[0]!)).toBe("M0 0h24v24H0z");
    expect(chips[1]!.querySelector("[data-neutral]")).not.toBeNull();
  });

  it("links the code card to the repository with the host's logo, and leaves it a note without one", () => {
    const { unmount } = renderPost("en");
    expect(screen.queryByRole("link", { name: /About the code/ })).toBeNull();
    expect(screen.getByText("About the code").closest("a")).toBeNull();
    unmount();
    renderPost("en", undefined, NO_NEIGHBOURS, undefined, { url: "https://github.com/example/cards", icon: GITHUB_ICON });
    const code = screen.getByRole("link", { name: /^About the code The original code is not public\./ });
    expect(code).toHaveAttribute("href", "https://github.com/example/cards");
    expect(code).toHaveAttribute("target", "_blank");
    expect(drawnPath(code)).toBe("M1 1h22v22H1z");
  });

  it("draws the topic as plain accent text, as the cards do, not as a pill", () => {
    renderPost("en");
    const topic = within(screen.getByTestId("post-topic-line")).getByText("CSS");
    expect(topic).toHaveClass("text-accent-on-alt");
    expect(topic.className).not.toMatch(/rounded|bg-/);
  });
});
