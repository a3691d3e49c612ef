import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { TextArea } from "./text-area";

describe("TextArea", () => {
  it("has a visible label and a hint, and is valid without an error", () => {
    render(<TextArea label="Message" name="message" hint="0 / 1000" />);
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).not.toHaveAttribute("aria-invalid");
    expect(textarea).toHaveAccessibleDescription("0 / 1000");
  });

  it("shows its error, marks itself invalid and points to the error", () => {
    render(<TextArea label="Message" name="message" error="Please write a message." />);
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea).toHaveAttribute("aria-invalid", "true");
    expect(textarea).toHaveAccessibleDescription("Please write a message.");
    expect(screen.getByText("Please write a message.")).toBeVisible();
  });

  it("hands its ref to the textarea", () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Message" name="message" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("textbox"));
  });
});
