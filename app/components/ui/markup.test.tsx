import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markup } from "./markup";

// eslint-disable-next-line jsx-a11y/anchor-has-content -- Markup fills the link
const COMPONENTS = { accent: <span className="accent" />, strong: <strong />, br: <br />, mail: <a href="mailto:x@y.z" /> };
const html = (text: string) => render(<p><Markup text={text} components={COMPONENTS} /></p>).container.querySelector("p")!.innerHTML;

describe("Markup", () => {
  it("turns the named tags into their elements, nested or empty", () => {
    expect(html("I build <accent>websites <strong>fast</strong></accent>,<br/>and<br>well")).toBe(
      'I build <span class="accent">websites <strong>fast</strong></span>,<br>and<br>well',
    );
    expect(html("Write to <mail>x@y.z</mail>.")).toBe('Write to <a href="mailto:x@y.z">x@y.z</a>.');
  });

  it("leaves every other tag as the text it is", () => {
    const text = 'Hi <img src=x onerror="alert(1)"/><a href="https://evil.example">there</a><script>alert(2)</script>';
    const { container } = render(<p><Markup text={text} components={COMPONENTS} /></p>);
    expect(container.querySelectorAll("p *")).toHaveLength(0);
    expect(container.textContent).toBe(text);
  });

  it("keeps a tag with attributes, a stray closing tag and a tag left open as text", () => {
    expect(render(<p><Markup text='<accent class="x">a</accent> b</strong> <accent>c' components={COMPONENTS} /></p>).container.textContent)
      .toBe('<accent class="x">a</accent> b</strong> <accent>c');
    expect(html("<accent>a</strong>b</accent>")).toBe('<span class="accent">a&lt;/strong&gt;b</span>');
  });

  it("joins neighbouring texts into one text node", () => {
    const p = render(<p><Markup text="a <b>b</b> c" components={COMPONENTS} /></p>).container.querySelector("p")!;
    expect(p.childNodes).toHaveLength(1);
  });
});
