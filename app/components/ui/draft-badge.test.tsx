import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/use-translation";
import { createServerI18n } from "~/i18n/server";
import { DraftBadge } from "./draft-badge";

describe("DraftBadge", () => {
  it.each([
    ["en", "Draft"],
    ["sv", "Utkast"],
  ] as const)("says a draft is a draft (%s)", (language, word) => {
    render(<I18nProvider i18n={createServerI18n(language)}><DraftBadge draft /></I18nProvider>);
    expect(screen.getByTestId("draft-badge")).toHaveTextContent(word);
  });

  it("shows nothing for published content", () => {
    const { container } = render(<I18nProvider i18n={createServerI18n("en")}><DraftBadge /></I18nProvider>);
    expect(container).toBeEmptyDOMElement();
  });
});
