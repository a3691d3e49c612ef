import { Markup } from "~/components/ui/markup";

// The only tags a hero text (texts.json) may use. Any other tag is printed as text, so the text
// can emphasise words but never inject elements or attributes.
const ALLOWED = {
  accent: <span className="text-accent" />,
  strong: <strong className="font-semibold" />,
  em: <em />,
  br: <br />,
};

export function HeroMarkup({ text }: { text: string }) {
  return <Markup text={text} components={ALLOWED} />;
}
