import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { menu as enMenu } from "@test-content/en/texts.json";
import { menu as svMenu } from "@test-content/sv/texts.json";
import { createServerI18n } from "~/i18n/server";
import type { Language } from "~/i18n/languages";
import { I18nProvider } from "~/i18n/use-translation";
import { MENU } from "./menu-data";
import { useMenuDescription } from "./use-menu-description";

function Lines() {
  const describe = useMenuDescription();
  const entries = MENU.flatMap((item) => [item, ...(item.subMenu ?? [])]);
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.url} data-testid={entry.url}>
          {describe(entry) ?? "(none)"}
        </li>
      ))}
    </ul>
  );
}

function linesIn(language: Language) {
  render(
    <I18nProvider i18n={createServerI18n(language)}>
      <Lines />
    </I18nProvider>,
  );
}

describe("useMenuDescription", () => {
  it.each([
    ["en", enMenu.frontend],
    ["sv", svMenu.frontend],
  ] as const)("gives an entry the owner's line in the page's language (%s)", (language, line) => {
    linesIn(language);
    expect(screen.getByTestId("/portfolio/frontend")).toHaveTextContent(line);
    expect(screen.getByTestId("/profile")).toHaveTextContent(language === "en" ? enMenu.profile : svMenu.profile);
  });

  it("gives no line to an entry the owner left out", () => {
    expect(enMenu).not.toHaveProperty("blog");
    linesIn("en");
    expect(screen.getByTestId("/blog")).toHaveTextContent("(none)");
  });
});
