import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createServerI18n } from "~/i18n/server";
import type { Language } from "~/i18n/languages";
import { portfolioMeta, projectMeta } from "./page-heads";
import { useLocalizedHead } from "./use-localized-head";

function Head() {
  useLocalizedHead();
  return null;
}

function renderAt(path: string, lng: Language) {
  return render(
    <I18nextProvider i18n={createServerI18n(lng)}>
      <MemoryRouter initialEntries={[path]}>
        <Head />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("useLocalizedHead", () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>English</title><meta name="description" content="English">';
  });

  it("retitles a page in Swedish from the translations", () => {
    portfolioMeta("/portfolio/frontend");
    renderAt("/portfolio/frontend", "sv");
    expect(document.title).toBe("Frontend · Portfolio");
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/^Gränssnitt .* — Utvalda arbeten/);
  });

  it("retitles content in Swedish from the page's own data", () => {
    projectMeta("/portfolio/brutal-beats", { en: { title: "Brutal Beats" }, sv: { title: "Brutala beats" } });
    renderAt("/portfolio/brutal-beats", "sv");
    expect(document.title).toBe("Brutala beats · Portfolio");
  });

  it("keeps the English head for English visitors", () => {
    projectMeta("/portfolio/msb", { en: { title: "MSB" }, sv: { title: "MSB sv" } });
    renderAt("/portfolio/msb", "en");
    expect(document.title).toBe("MSB · Portfolio");
  });
});
