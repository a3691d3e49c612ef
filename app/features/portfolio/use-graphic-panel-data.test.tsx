import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nProvider } from "~/i18n/use-translation";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createServerI18n } from "~/i18n/server";
import type { GraphicPanelData } from "./page-data";
import { useGraphicPanelData } from "./use-graphic-panel-data";

const texts = (goals: string) => ({ goals, images: [] }) as unknown as GraphicPanelData;

function setup(answer: (url: string) => Promise<Response>) {
  const fetch = vi.fn((url: string) => answer(url));
  vi.stubGlobal("fetch", fetch);
  const i18n = createServerI18n("en");
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  const hook = renderHook(({ urlTitle }: { urlTitle: string | undefined }) => useGraphicPanelData(urlTitle), {
    wrapper,
    initialProps: { urlTitle: "poster" as string | undefined },
  });
  return { fetch, i18n, ...hook };
}

const json = (body: unknown) => Promise.resolve(Response.json(body));

describe("useGraphicPanelData", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("loads the open project's texts in the page's language, once", async () => {
    const { fetch, result, rerender } = setup(() => json(texts("Sell out")));
    expect(result.current).toEqual({ status: "loading" });
    await waitFor(() => expect(result.current).toEqual({ status: "ready", data: texts("Sell out") }));
    expect(fetch).toHaveBeenCalledWith("/portfolio/poster/panel.json");
    rerender({ urlTitle: undefined });
    rerender({ urlTitle: "poster" });
    expect(result.current.status).toBe("ready");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says when the texts could not be fetched, and fetches them again on retry", async () => {
    let fail = true;
    const { fetch, result } = setup(() => (fail ? Promise.resolve(new Response("", { status: 503 })) : json(texts("Sell out"))));
    await waitFor(() => expect(result.current.status).toBe("failed"));
    fail = false;
    act(() => {
      if (result.current.status === "failed") result.current.retry();
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keeps the other language's texts on screen while a language switch fetches the twin's", async () => {
    let release = () => {};
    const swedish = new Promise<Response>((resolve) => (release = () => resolve(Response.json(texts("Sälja slut")))));
    const { fetch, i18n, result } = setup((url) => (url.startsWith("/sv/") ? swedish : json(texts("Sell out"))));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await act(() => i18n.changeLanguage("sv"));
    expect(fetch).toHaveBeenLastCalledWith("/sv/portfolio/poster/panel.json");
    expect(result.current).toEqual({ status: "ready", data: texts("Sell out") });
    act(() => release());
    await waitFor(() => expect(result.current).toEqual({ status: "ready", data: texts("Sälja slut") }));
  });
});
