// The page for an address that has moved (/profile/home → /). React Router's lacks `<html lang>`
// and a charset, and its `0;url=…` refresh is invalid HTML; this one is a valid document.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const escapeHtml = (text) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]);

/** Where a prerendered redirect page sends the visitor, from its meta refresh. */
export function redirectTarget(html) {
  const refresh = html.match(/<meta[^>]+http-equiv="refresh"[^>]+content="\d+;\s*url=([^"]+)"/i)?.[1];
  if (!refresh) throw new Error("redirect page has no meta refresh with a URL");
  return refresh.replace(/&amp;/g, "&");
}

/** The page's texts per language: `redirect` in public/locales/<lng>/common.json. */
export function redirectTexts(lng, localesDir = "public/locales") {
  const common = JSON.parse(readFileSync(join(localesDir, lng, "common.json"), "utf8"));
  const texts = common.redirect;
  if (!texts?.title || !texts?.link) throw new Error(`${localesDir}/${lng}/common.json: "redirect" needs "title" and "link"`);
  return texts;
}

/** `icon`: the site's /favicon.ico under its base path, so the browser does not ask the host's root. */
export function redirectPage({ target, lang, title, link, icon }) {
  const href = escapeHtml(target);
  return [
    "<!DOCTYPE html>",
    `<html lang="${lang}">`,
    "<head>",
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>${escapeHtml(title)}</title>`,
    `<meta http-equiv="refresh" content="0; url=${href}"/>`,
    '<meta name="robots" content="noindex"/>',
    ...(icon ? [`<link rel="icon" href="${escapeHtml(icon)}"/>`] : []),
    "</head>",
    "<body>",
    `<p><a href="${href}">${escapeHtml(link)}</a></p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
