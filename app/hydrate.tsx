import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createClientI18n } from "~/i18n/client";
import { LanguageGate } from "~/i18n/language-gate";
import { toLanguage } from "~/i18n/languages";
import { languageOfPath } from "~/i18n/paths";
import { withoutBase } from "~/lib/base-path";
import { enterNotFoundDocument } from "~/lib/not-found-document";

// The boot script may be sending the visitor to their language's twin page; then there is
// nothing to hydrate here. Otherwise the address gives the language, whose translations load
// before React hydrates the prerendered HTML. Called by entry.client.tsx; this module goes into
// the shell's file.
export async function hydrate() {
  const html = document.documentElement;
  if (html.hasAttribute("data-redirecting")) return;
  const lng = languageOfPath(withoutBase(window.location.pathname));
  const prerendered = toLanguage(html.getAttribute("data-prerendered-lang")) ?? lng;
  const i18n = await createClientI18n(lng, prerendered).catch(stayPrerendered);
  if (!i18n) return;
  const leaveNotFoundDocument = enterNotFoundDocument();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <LanguageGate i18n={i18n} prerendered={prerendered} onHydrated={leaveNotFoundDocument ?? undefined}>
          <HydratedRouter />
        </LanguageGate>
      </StrictMode>,
    );
  });
}

/**
 * Without its translations React would render keys over the prerendered text, so the page is
 * left as the build made it: text, links and the controls that work without scripts.
 */
function stayPrerendered(error: unknown): undefined {
  console.error(`The page stays as prerendered, without scripts: ${error instanceof Error ? error.message : String(error)}`);
  // The loading screen the boot script raised at a /sv/ address of the one 404.html.
  document.documentElement.removeAttribute("data-loading");
  return undefined;
}
