import { lazy, Suspense, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/root";
import { AppShell } from "~/features/layout/app-shell";
import { IconSprite, IconSymbols, IconSymbolsProvider } from "~/components/ui/icon-sprite";
import { ErrorFallback } from "~/features/layout/error-fallback";
import { FAVICONS } from "~/features/theme/favicons";
import { DARK_MARK } from "~/features/layout/logo";
import { FAVICON_ID, THEME_EVENT, THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE } from "~/features/theme/theme";
import { bootScript } from "~/features/theme/boot-script";
import { HYDRATED_ATTRIBUTE } from "~/lib/constants";
import { isNotFoundDocument, NOT_FOUND_ATTRIBUTE } from "~/lib/not-found-document";
import { byLanguageFolder, DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY, LANGUAGES } from "~/i18n/languages";
import { LANGUAGE_PREFIXES } from "~/i18n/paths";
import { BASE_PATH, withBase } from "~/lib/base-path";
import { SiteStylesheet } from "./site-stylesheet";
// The owner's two typefaces, cut at build time (scripts/brand/build.mjs).
import displayFont from "./brand/display.woff2?url";
import bodyFont from "./brand/body.woff2?url";

// In development Vite serves the stylesheet itself, with hot reload; a build writes it into each
// page (SiteStylesheet).
if (import.meta.env.DEV) void import("./app.css").then(() => import("./brand/brand.css"));

// The boot script only has to be in the prerendered HTML, where it runs; hydration leaves a
// script's inner HTML alone, so the browser bundle does without it (and every language's
// loading strings), about 1.9 KB gzip of first-load JavaScript.
const BOOT = import.meta.env.SSR ? bootScript({
  languages: LANGUAGES,
  fallback: DEFAULT_LANGUAGE,
  ...(BASE_PATH !== "/" && { base: BASE_PATH }),
  prefixes: LANGUAGE_PREFIXES,
  loading: byLanguageFolder(import.meta.glob<string>("../public/locales/*/common.json", { eager: true, import: "loading" })),
  icons: FAVICONS,
  darkLogo: DARK_MARK,
  keys: {
    theme: THEME_STORAGE_KEY,
    favicon: FAVICON_ID,
    language: LANGUAGE_STORAGE_KEY,
    languageCookie: LANGUAGE_COOKIE,
    languageQuery: LANGUAGE_QUERY,
  },
  themeSwitch: { toggle: THEME_TOGGLE_ATTRIBUTE, event: THEME_EVENT, hydrated: HYDRATED_ATTRIBUTE },
}) : "";

export const links: Route.LinksFunction = () => [
  // The display face is preloaded everywhere. A heading or label that swaps to it late can wrap
  // onto another line (Space Grotesk's capitals are 10–15 % narrower than the fallback's) and shift the page.
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The body face only on wide screens. On a phone it is found through the stylesheet and leaves
  // the bandwidth to the stylesheet and the first view (real-load LCP 40–80 ms sooner on every
  // measured page); its fallback is sized to match (brand.css), so it swaps in with CLS 0 there.
  // Matching on average is not matching every line: at 1350 px a project's story broke one line
  // longer under the fallback and moved what followed when Inter came. A desktop has the
  // bandwidth, so Inter is there for the first paint (Lighthouse desktop CLS 0.001 → 0).
  { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous", media: "(min-width: 64rem)" },
];

// The not-found document's mark on <html>. Only the prerender writes it (hydration leaves
// <html>'s attributes as they are), so the browser bundle does without the check.
const useNotFoundMark = import.meta.env.SSR
  ? () => (isNotFoundDocument(useMatches().map((match) => match.handle)) ? { [NOT_FOUND_ATTRIBUTE]: "" } : {})
  : () => ({});

// React matches a page-icon link by its href when it hydrates, and adds a second one when none
// matches. The boot script has already given the link the theme's icon, so the browser renders
// the href the page has, and the toggle (theme.ts) changes it from then on.
const pageIcon = import.meta.env.SSR
  ? () => FAVICONS.light
  : () => document.getElementById(FAVICON_ID)?.getAttribute("href") ?? FAVICONS.light;

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [icon] = useState(pageIcon);
  // The language the page was rendered in: a later switch fetches its own file (locale-loader.ts).
  const [translations] = useState(() => withBase(`/locales/${i18n.resolvedLanguage}.json`));
  const notFound = useNotFoundMark();
  return (
    <html lang={i18n.resolvedLanguage} {...notFound} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Before the stylesheet, so it runs at once: theme, favicon and language (see boot-script.ts). */}
        <link rel="icon" href={icon} type="image/svg+xml" id={FAVICON_ID} />
        <script dangerouslySetInnerHTML={{ __html: BOOT }} />
        <Meta />
        <Links />
        {/* The app waits for its translations before it hydrates: asked for with the page, they
            do not cost one more round trip after the scripts (loaded by i18n/locale-loader.ts). */}
        <link rel="preload" as="fetch" crossOrigin="anonymous" href={translations} />
        <SiteStylesheet />
      </head>
      <body suppressHydrationWarning>
        <IconSprite />
        <IconSymbolsProvider>
          {children}
          <IconSymbols />
        </IconSymbolsProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

// Only a failed client-side navigation reaches this (the prerendered 404 page is the `*`
// route), so the not-found page's code is fetched then rather than on every first load.
const NotFoundPage = lazy(() => import("~/features/layout/not-found-page").then((m) => ({ default: m.NotFoundPage })));

// Errors React Router catches itself (a failed data request, a route that throws): a 404
// gets the not-found page, anything else the same fallback as the main area's boundary.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AppShell>
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      </AppShell>
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return (
    <AppShell>
      <ErrorFallback message={message} onReset={() => window.location.reload()} />
    </AppShell>
  );
}
