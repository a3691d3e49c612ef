import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClientI18n } from "./client";
import { NAMESPACES } from "./languages";

// The browser's instance against a fake server: what it fetches, what it retries (350 ms
// doubling), and where it remembers the language.
type Answer = (url: string, attempt: number) => Response | Promise<never>;
const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
const fileOf = (url: string) => url.replace(/^\/locales\//, "");

function serve(answer: Answer = (url) => json({ title: `title of ${fileOf(url)}` })) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      calls.push(url);
      return Promise.resolve().then(() => answer(url, calls.filter((u) => u === url).length));
    }),
  );
  return calls;
}

/** Creates the instance and lets the retries run their course on fake time. */
async function load(lng: "en" | "sv", prerendered?: "en" | "sv") {
  const instance = createClientI18n(lng, prerendered);
  await vi.advanceTimersByTimeAsync(30_000);
  return instance;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.cookie = "i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  // Development builds warn of a file that could not be had.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the browser's translations", () => {
  it("fetches each namespace of the page's language once, and only that language", async () => {
    const calls = serve();
    const i18n = await load("sv");
    expect(calls.sort()).toEqual(NAMESPACES.map((ns) => `/locales/sv/${ns}.json`).sort());
    expect(i18n.t("title", { ns: "home" })).toBe("title of sv/home.json");
    expect(i18n.resolvedLanguage).toBe("sv");
  });

  it("also fetches the language the HTML was built in when that differs", async () => {
    const calls = serve();
    await load("sv", "en");
    expect(calls.filter((url) => url.startsWith("/locales/en/"))).toHaveLength(NAMESPACES.length);
  });

  it("retries server errors and network failures until the file comes", async () => {
    const calls = serve((url, attempt) => {
      if (url.endsWith("/common.json") && attempt <= 2) return new Response("busy", { status: 503 });
      if (url.endsWith("/home.json") && attempt === 1) return Promise.reject(new TypeError("Failed to fetch"));
      return json({ title: fileOf(url) });
    });
    const i18n = await load("en");
    expect(calls.filter((url) => url.endsWith("/common.json"))).toHaveLength(3);
    expect(calls.filter((url) => url.endsWith("/home.json"))).toHaveLength(2);
    expect(i18n.t("title")).toBe("en/common.json");
    expect(i18n.t("title", { ns: "home" })).toBe("en/home.json");
  });

  it("gives up after five retries", async () => {
    const calls = serve((url) => (url.endsWith("/common.json") ? new Response("down", { status: 500 }) : json({})));
    await load("en");
    expect(calls.filter((url) => url.endsWith("/common.json"))).toHaveLength(6);
  });

  it("does not retry a 4xx answer or a file that is not JSON", async () => {
    const calls = serve((url) => {
      if (url.endsWith("/home.json")) return new Response("missing", { status: 404 });
      if (url.endsWith("/profile.json")) return new Response("<html>", { status: 200 });
      return json({ title: "ok" });
    });
    const i18n = await load("en");
    expect(calls.filter((url) => url.endsWith("/home.json"))).toHaveLength(1);
    expect(calls.filter((url) => url.endsWith("/profile.json"))).toHaveLength(1);
    expect(i18n.t("title")).toBe("ok");
  });
});

describe("the remembered language", () => {
  it("goes to storage and the cookie, and follows a change of language", async () => {
    serve();
    const i18n = await load("sv");
    expect(localStorage.getItem("i18nextLng")).toBe("sv");
    expect(document.cookie).toMatch(/(?:^|;\s*)i18next=sv(?:;|$)/);
    const changed = i18n.changeLanguage("en");
    await vi.advanceTimersByTimeAsync(1000);
    await changed;
    expect(localStorage.getItem("i18nextLng")).toBe("en");
    expect(document.cookie).toMatch(/(?:^|;\s*)i18next=en(?:;|$)/);
  });

  it("still goes to the cookie when storage throws", async () => {
    serve();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    await load("sv");
    expect(document.cookie).toMatch(/(?:^|;\s*)i18next=sv(?:;|$)/);
  });
});
