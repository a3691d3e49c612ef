import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { useLanguageFollowsPath } from "~/i18n/use-language-follows-path";
import { stripLanguage } from "~/i18n/paths";
import { Footer } from "./footer";
import { Header } from "./header";
import { MainErrorBoundary } from "./main-error-boundary";
import { Sidebar } from "./sidebar";

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useLanguageFollowsPath();
  return (
    <>
      <a
        href="#main"
        className={
          "fixed left-4 top-4 z-[60] -translate-y-24 rounded-full bg-inverse px-4 py-2 text-on-inverse focus:translate-y-0"
        }
      >
        {t("skipToContent")}
      </a>
      <Header />
      <Sidebar />
      {/* The room beside the rail, from 768 px: below it there is no rail and the page has the whole width. */}
      <div className="pt-[var(--header-height)] md:pl-[var(--sidebar-width)]">
        {/* On a phone a page that ends its own field lets the footer follow it (app.css, data-own-height). */}
        <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-var(--header-height))] outline-none">
          {/* A new page gets a fresh boundary, so an error on one page never sticks to the next.
              The same page in the other language keeps it: a language switch keeps the page. */}
          <MainErrorBoundary key={stripLanguage(pathname)}>{children}</MainErrorBoundary>
        </main>
        <Footer />
      </div>
    </>
  );
}
