import { describe, expect, it } from "vitest";
import { resolveProvider, toProviderConfig } from "./provider-config";

const KEYS = { serviceId: "service_1", templateId: "template_1", publicKey: "public_1" };

describe("toProviderConfig", () => {
  it("takes the three values, trimmed", () => {
    expect(toProviderConfig({ serviceId: " service_1 ", templateId: "template_1", publicKey: "public_1\n" })).toEqual(KEYS);
  });

  // A fresh clone (and CI) builds without the VITE_EMAILJS_* variables: the form must then
  // fall back to the mail program, never half-configure EmailJS.
  it.each([
    [{ serviceId: undefined, templateId: undefined, publicKey: undefined }],
    [{ ...KEYS, publicKey: "" }],
    [{ ...KEYS, serviceId: "   " }],
    [{ serviceId: "service_1", templateId: "template_1" }],
    [null],
    [undefined],
  ])("means no provider for %j", (source) => {
    expect(toProviderConfig(source)).toBeNull();
  });
});

describe("resolveProvider", () => {
  it("uses the build's configuration when the page is given none", () => {
    expect(resolveProvider(KEYS, undefined)).toEqual(KEYS);
    expect(resolveProvider(null, undefined)).toBeNull();
  });

  it("lets a run-time configuration replace the build's, including with none", () => {
    const other = { serviceId: "s", templateId: "t", publicKey: "k" };
    expect(resolveProvider(null, other)).toEqual(other);
    expect(resolveProvider(KEYS, other)).toEqual(other);
    expect(resolveProvider(KEYS, null)).toBeNull();
  });
});
