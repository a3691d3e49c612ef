import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeroMarkup } from "./hero-markup";

function renderTitle(title: string) {
  return render(
    <h1>
      <HeroMarkup text={title} />
    </h1>,
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
