import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { WebProject } from "~/content/schemas";
import type { Language } from "~/i18n/languages";
import { createServerI18n } from "~/i18n/server";
import { I18nProvider } from "~/i18n/use-translation";
import { fakeImage } from "~/test/fake-image";
import { ProjectPage } from "./project-page";

const icon = { slug: "react", title: "React", hex: "61DAFB", path: "M0 0h24v24H0z" };

const project: WebProject = {
  title: "Shop",
  urlTitle: "shop",
  projectType: "frontend",
  applicationType: "Web app",
  applicationTypeDetail: { text: "SPA", icon: { name: "react", glyph: icon, width: 40, height: 40, color: "#61DAFB" }, suffix: "SPA" },
  subTitle: "A shop",
  titleDescription: "About the shop",
  projectDuration: "<em>6 weeks</em>",
  description: "<p>Built with care.</p>",
  image: fakeImage("projects/shop/cover"),
  linkTitle: "Links",
  ctaButton: "Open",
  links: [{ type: "live", url: "https://example.com", icon, privateText: "Live" }],
  ctaLink: [{ type: "live", url: "https://example.com", icon }],
  techTitle: "Tools",
  tech: [{ name: "React", icon }],
  images: [{ src: fakeImage("projects/shop/detail"), alt: "Detail", span: "wide" }],
};

function renderProject(language: Language, draft?: boolean) {
  render(
    <I18nProvider i18n={createServerI18n(language)}>
      <MemoryRouter>
        <ProjectPage project={{ ...project, draft }} neighbours={null} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("ProjectPage", () => {
  it.each([
    ["en", "Draft"],
    ["sv", "Utkast"],
  ] as const)("marks a draft above its title, and only a draft (%s)", (language, word) => {
    renderProject(language, true);
    expect(screen.getByTestId("draft-badge")).toHaveTextContent(word);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Shop");
    cleanup();
    renderProject(language);
    expect(screen.queryByTestId("draft-badge")).toBeNull();
  });
});
