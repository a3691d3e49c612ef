import type { APIRequestContext } from "@playwright/test";
import { Window } from "happy-dom";
import { at } from "./base-path";

/**
 * A page as the server sends it, parsed without running its scripts: for checks of the built
 * HTML (links, texts, attributes), far cheaper than opening the page in the browser.
 */
export async function servedDocument(request: APIRequestContext, path: string) {
  const response = await request.get(at(path));
  const window = new Window();
  const document = new window.DOMParser().parseFromString(await response.text(), "text/html");
  return { status: response.status(), document };
}
