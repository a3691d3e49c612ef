import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { I18nProvider, useTranslation } from "~/i18n/use-translation";
import { HeroMarkup } from "./hero-markup";

function renderTitle(title: string) {
  const i18n = createI18n({ lng: "en", resources: { en: { heroSection: { title } } } });
  function Title() {
    const { t } = useTranslation("heroSection");
    return (
      <h1>
        <HeroMarkup t={t} i18nKey="title" />
      </h1>
    );
  }
  return render(
    <I18nProvider i18n={i18n}>
      <Title />
    </I18nProvider>,
  ).container.querySelector("h1")!;
}

describe("HeroMarkup", () => {
  it("renders the allowed tags as elements", () => {
    const h1 = renderTitle("I build <accent>websites</accent>,<br/><strong>fast</strong> and <em>well</em>");
    expect(h1.querySelector("span.text-accent")).toHaveTextContent("websites");
    expect(h1.querySelector("br")).not.toBeNull();
    expect(h1.querySelector("strong")).toHaveTextContent("fast");
    expect(h1.querySelector("em")).toHaveTextContent("well");
  });

  it("never turns other markup into elements or attributes", () => {
    const h1 = renderTitle('Hi <img src=x onerror="alert(1)"/><a href="https://evil.example">there</a><script>alert(2)</script>');
    expect(h1.querySelector("img, a, script")).toBeNull();
    expect(h1.querySelectorAll("*")).toHaveLength(0);
    expect(h1.textContent).toContain("there");
  });
});
