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
  applicationTypeDetail: { text: "SPA", icon: { name: "react", glyph: icon, color: "#61DAFB" }, suffix: "SPA" },
  subTitle: "A shop",
  projectDuration: "<em>6 weeks</em>",
  description: "<p>Built with care.</p>",
  image: fakeImage("projects/shop/cover"),
  links: [{ type: "live", url: "https://example.com", icon, note: "Live" }],
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

  it.each([
    ["en", ["About the project", "Built with", "Links"]],
    ["sv", ["Om projektet", "Byggt med", "Länkar"]],
  ] as const)("heads its parts with the interface's words when the project names none (%s)", (language, headings) => {
    renderProject(language);
    // The story a section heading; the stack and the links labels of the facts card under it.
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toContain(headings[0]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([headings[1], headings[2]]);
  });

  it("heads its parts with the project's own words where it names them", () => {
    render(
      <I18nProvider i18n={createServerI18n("en")}>
        <MemoryRouter>
          <ProjectPage
            project={{ ...project, descriptionTitle: "The story", techTitle: "Tools", linksTitle: "Find it" }}
            neighbours={null}
          />
        </MemoryRouter>
      </I18nProvider>,
    );
    const headings = screen.getAllByRole("heading").map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(["The story", "Tools", "Find it"]));
    expect(headings).not.toContain("Links");
    expect(screen.getByRole("link", { name: /Live site/ })).toHaveTextContent("Live");
  });

  it("has no links section for a project without links", () => {
    render(
      <I18nProvider i18n={createServerI18n("en")}>
        <MemoryRouter>
          <ProjectPage project={{ ...project, links: [] }} neighbours={null} />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.queryByRole("heading", { name: "Links" })).toBeNull();
  });
});
