import type { APIRequestContext } from "@playwright/test";
import { Window } from "happy-dom";
import { at } from "./base-path";

/**
 * A page as the server sends it, parsed without running its scripts or fetching its files: for
 * checks of the built HTML (links, texts, attributes), far cheaper than opening it in the browser.
 */
export async function servedDocument(request: APIRequestContext, path: string) {
  const response = await request.get(at(path));
  const html = await response.text();
  const window = new Window({
    // The page's own address, so its relative links resolve as the browser's would.
    url: response.url(),
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  // happy-dom implements the DOM's interfaces: the specs read it as the browser's document.
  const document = new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
  await window.happyDOM.close();
  return { status: response.status(), document };
}
