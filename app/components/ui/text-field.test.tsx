import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("has a visible label and is valid until given an error", () => {
    render(<TextField label="Name" name="name" />);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(screen.getByText("Name")).toBeVisible();
    expect(input).toHaveAttribute("name", "name");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("shows its error, marks itself invalid and points to the error", () => {
    render(<TextField label="Email" name="email" type="email" error="Please enter your email address." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter your email address.");
    expect(input).toHaveAttribute("type", "email");
  });

  it("describes itself with both the error and the hint, and shows the label note", () => {
    render(<TextField label="Company" labelNote="optional" name="companyName" hint="Where you work" error="Too long" />);
    const input = screen.getByRole("textbox", { name: "Company optional" });
    expect(input).toHaveAccessibleDescription("Too long Where you work");
  });

  it("keeps no empty row under a field without an error or a hint, so fields sit close", () => {
    const { container } = render(<TextField label="Name" name="name" />);
    const field = container.firstElementChild!;
    expect([...field.children].map((child) => child.tagName)).toEqual(["LABEL", "INPUT"]);
  });

  it("hands its ref to the input, as react-hook-form needs", () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Name" name="name" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("textbox"));
  });
});
