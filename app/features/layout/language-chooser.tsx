import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/ui/icon";
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from "~/i18n/languages";

/** Closes after a pick, an outside click or touch, and Escape, like any menu. */
export function LanguageChooser() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current: Language = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("touchstart", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("touchstart", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const choose = (lng: Language) => {
    setOpen(false);
    button.current?.focus();
    if (lng !== current) void i18n.changeLanguage(lng);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="flex h-10 items-center gap-1.5 rounded-full border border-edge px-3 text-sm font-semibold uppercase hover:border-ink dark:border-night-edge dark:hover:border-moon"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("language.choose", { language: t(`language.${current}`) })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size={18} />
        {current}
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 top-12 z-50 min-w-36 rounded-xl border border-line bg-paper p-1 shadow-lg dark:border-moon/20 dark:bg-night-3 dark:shadow-black/60"
      >
        {LANGUAGES.map((lng) => (
          <li key={lng}>
            <button
              type="button"
              lang={lng}
              aria-current={lng === current ? "true" : undefined}
              className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-paper-2 aria-[current]:font-bold dark:hover:bg-night-2"
              onClick={() => choose(lng)}
            >
              {t(`language.${lng}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
