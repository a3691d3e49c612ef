import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlogPost } from "~/content/schemas";
import type { Language } from "~/i18n/languages";
import { createServerI18n } from "~/i18n/server";
import { I18nProvider } from "~/i18n/use-translation";
import { BlogPostSources } from "./blog-post-sources";

const CSS_ICON = { slug: "css", title: "CSS", hex: "663399", path: "M0 0h24v24H0z" };
const GITHUB_ICON = { slug: "github", title: "GitHub", hex: "181717", path: "M1 1h22v22H1z" };
const WITH_HOMEPAGE = {
  httpHomepage: "https://developer.mozilla.org/en-US/docs/Web/CSS",
  icon: CSS_ICON,
  privateText: "The original code is not public.",
};

function renderSources(language: Language, props: Partial<Pick<BlogPost, "httpHomepage" | "icon" | "privateText" | "repository">>) {
  return render(
    <I18nProvider i18n={createServerI18n(language)}>
      <BlogPostSources httpHomepage={undefined} icon={undefined} privateText={undefined} repository={undefined} {...props} />
    </I18nProvider>,
  );
}

describe("BlogPostSources", () => {
  it.each([
    ["en", "Links", "Further reading", "About the code"],
    ["sv", "Länkar", "Vidare läsning", "Om koden"],
  ] as const)("(%s) shows the link box and the note about the code for a post with a homepage", (language, heading, homepage, code) => {
    renderSources(language, WITH_HOMEPAGE);
    expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: new RegExp(homepage) })).toHaveAttribute("href", WITH_HOMEPAGE.httpHomepage);
    expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getByText("The original code is not public.")).toBeInTheDocument();
  });

  it.each(["en", "sv"] as const)("(%s) leaves the whole section out for a post with no homepage and no repository", (language) => {
    const { container } = renderSources(language, {});
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ["en", "Links", "About the code", "Further reading"],
    ["sv", "Länkar", "Om koden", "Vidare läsning"],
  ] as const)("(%s) shows only the code card, with its address, for a repository alone", (language, heading, code, homepage) => {
    renderSources(language, { repository: { url: "https://github.com/example/cards/", icon: GITHUB_ICON } });
    expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    const card = screen.getByRole("link", { name: new RegExp(code) });
    expect(card).toHaveAttribute("href", "https://github.com/example/cards/");
    expect(card).toHaveTextContent("github.com/example/cards");
    expect(screen.queryByText(homepage)).toBeNull();
  });
});
