import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createClientI18n } from "~/i18n/client";
import { LanguageGate } from "~/i18n/language-gate";
import { enterNotFoundDocument } from "~/lib/not-found-document";

// Translations load first (no text before it is in the visitor's language), then React hydrates the
// prerendered English HTML and, for another language, switches over behind the loading screen.
const i18n = await createClientI18n();
const leaveNotFoundDocument = enterNotFoundDocument();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <LanguageGate i18n={i18n} onHydrated={leaveNotFoundDocument ?? undefined}>
        <HydratedRouter />
      </LanguageGate>
    </StrictMode>,
  );
});
