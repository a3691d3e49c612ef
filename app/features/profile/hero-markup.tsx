import type { TFunction } from "~/i18n/i18n";
import { Markup } from "~/components/ui/markup";

// The only tags a hero translation may use. Any other tag is printed as text, so a translation
// can emphasise words but never inject elements or attributes.
const ALLOWED = {
  accent: <span className="text-accent" />,
  strong: <strong className="font-semibold" />,
  em: <em />,
  br: <br />,
};

export function HeroMarkup({ t, i18nKey }: { t: TFunction; i18nKey: "title" | "subTitle" | "textIntro" | "text" }) {
  return <Markup text={t(i18nKey)} components={ALLOWED} />;
}
