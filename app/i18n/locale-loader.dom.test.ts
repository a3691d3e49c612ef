import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClientI18n } from "./client";
import { NAMESPACES } from "./languages";

// The browser's instance against a fake server: what it fetches, what it retries (350 ms
// doubling), and where it remembers the language.
type Answer = (url: string, attempt: number) => Response | Promise<never>;
const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });
const fileOf = (url: string) => url.replace(/^\/locales\//, "");
/** A language's file as the build writes it: every namespace, each with a title naming it. */
const bundle = (url: string, title = (ns: string) => `${ns} of ${fileOf(url)}`) =>
  json(Object.fromEntries(NAMESPACES.map((ns) => [ns, { title: title(ns) }])));

function serve(answer: Answer = (url) => bundle(url)) {
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
  it("fetches the page's language as one file, once, and only that language", async () => {
    const calls = serve();
    const i18n = await load("sv");
    expect(calls).toEqual(["/locales/sv.json"]);
    expect(i18n.t("title", { ns: "home" })).toBe("home of sv.json");
    expect(i18n.t("title")).toBe("common of sv.json");
    expect(i18n.resolvedLanguage).toBe("sv");
  });

  it("also fetches the language the HTML was built in when that differs", async () => {
    const calls = serve();
    await load("sv", "en");
    expect(calls.sort()).toEqual(["/locales/en.json", "/locales/sv.json"]);
  });

  it("retries server errors and network failures until the file comes", async () => {
    const calls = serve((url, attempt) => {
      if (attempt <= 2) return new Response("busy", { status: 503 });
      if (attempt === 3) return Promise.reject(new TypeError("Failed to fetch"));
      return bundle(url);
    });
    const i18n = await load("en");
    expect(calls).toHaveLength(4);
    expect(i18n.t("title", { ns: "home" })).toBe("home of en.json");
  });

  it("gives up after five retries, saying what the server answered", async () => {
    const calls = serve(() => new Response("down", { status: 500 }));
    const failure = expect(createClientI18n("en")).rejects.toThrow("/locales/en.json answered 500 after 5 retries");
    await vi.advanceTimersByTimeAsync(30_000);
    await failure;
    expect(calls).toHaveLength(6);
  });

  it("gives up on a network that stays down, saying so", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    const failure = expect(createClientI18n("sv")).rejects.toThrow(
      "/locales/sv.json could not be reached (Failed to fetch) after 5 retries",
    );
    await vi.advanceTimersByTimeAsync(30_000);
    await failure;
  });

  it.each([
    ["a 4xx answer", () => new Response("missing", { status: 404 }), "answered 404"],
    ["a file that is not JSON", () => new Response("<html>", { status: 200 }), "is not JSON"],
    ["JSON that is not an object", () => new Response("[]", { status: 200 }), "is not a JSON object"],
  ])("does not retry %s, and rejects", async (_, answer, why) => {
    const calls = serve(answer);
    const failure = expect(createClientI18n("en")).rejects.toThrow(`/locales/en.json ${why}`);
    await vi.advanceTimersByTimeAsync(30_000);
    await failure;
    expect(calls).toHaveLength(1);
  });

  it("asks again for a language that failed, and switches only when it comes", async () => {
    let down = true;
    serve((url) => (down && url.endsWith("sv.json") ? new Response("missing", { status: 404 }) : bundle(url)));
    const i18n = await load("en");
    await expect(i18n.changeLanguage("sv")).rejects.toThrow("answered 404");
    expect(i18n.resolvedLanguage).toBe("en");
    down = false;
    await i18n.changeLanguage("sv");
    expect(i18n.resolvedLanguage).toBe("sv");
    expect(i18n.t("title")).toBe("common of sv.json");
  });

  it("shows the keys of a namespace the file lacks", async () => {
    serve(() => json({ common: { title: "ok" } }));
    const i18n = await load("en");
    expect(i18n.t("title")).toBe("ok");
    expect(i18n.t("title", { ns: "home" })).toBe("title");
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
