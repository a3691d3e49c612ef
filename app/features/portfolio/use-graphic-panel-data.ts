import { useCallback, useEffect, useRef, useState } from "react";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { useLanguage } from "~/i18n/use-language";
import { withBase } from "~/lib/base-path";
import { graphicPanelPath } from "./graphic-panel-path";
import type { GraphicPanelData } from "./page-data";

export type GraphicPanelState =
  | { status: "loading" }
  | { status: "failed"; retry: () => void }
  | { status: "ready"; data: GraphicPanelData };

type Loaded = { status: "ready"; data: GraphicPanelData } | { status: "failed" };

const urlOf = (urlTitle: string, lng: Language) => withBase(localizePath(graphicPanelPath(urlTitle), lng));

async function fetchPanelData(url: string): Promise<GraphicPanelData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as GraphicPanelData;
}

/**
 * The texts of the open graphic panel, in the page's language, fetched the first time it opens
 * and kept for the page's life. While a language switch fetches the twin's texts, the other
 * language's stay on screen (the same images, so an open lightbox keeps its slide).
 */
export function useGraphicPanelData(urlTitle: string | undefined): GraphicPanelState {
  const lng = useLanguage();
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Loaded>>(new Map());
  const pending = useRef(new Set<string>());
  const url = urlTitle === undefined ? undefined : urlOf(urlTitle, lng);
  const entry = url === undefined ? undefined : loaded.get(url);

  useEffect(() => {
    if (url === undefined || loaded.has(url) || pending.current.has(url)) return;
    pending.current.add(url);
    fetchPanelData(url)
      .then(
        (data): Loaded => ({ status: "ready", data }),
        (error: unknown): Loaded => {
          console.error("The project's panel texts could not be loaded:", error);
          return { status: "failed" };
        },
      )
      .then((result) => {
        pending.current.delete(url);
        setLoaded((current) => new Map(current).set(url, result));
      });
  }, [url, loaded]);

  const retry = useCallback(() => {
    if (url === undefined) return;
    setLoaded((current) => {
      const next = new Map(current);
      next.delete(url);
      return next;
    });
  }, [url]);

  if (entry?.status === "ready") return entry;
  if (entry?.status === "failed") return { status: "failed", retry };
  const twin = urlTitle === undefined ? undefined : LANGUAGES.map((other) => loaded.get(urlOf(urlTitle, other))).find(isReady);
  return twin ?? { status: "loading" };
}

function isReady(entry: Loaded | undefined): entry is Extract<Loaded, { status: "ready" }> {
  return entry?.status === "ready";
}
