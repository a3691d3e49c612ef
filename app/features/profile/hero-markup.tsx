import type { TFunction } from "i18next";
import { Trans } from "react-i18next";

// The only tags a hero translation may use. Any other tag is printed as text by Trans, so a
// translation can emphasise words but never inject elements or attributes.
const ALLOWED = {
  accent: <span className="text-accent" />,
  strong: <strong className="font-semibold" />,
  em: <em />,
  br: <br />,
};

export function HeroMarkup({ t, i18nKey }: { t: TFunction<"heroSection">; i18nKey: "title" | "subTitle" | "textIntro" | "text" }) {
  return <Trans t={t} i18nKey={i18nKey} components={ALLOWED} />;
}
