import type { TechIcon } from "~/content/schemas";
import { useIconSymbol } from "./icon-sprite";

type Props = { icon: TechIcon; size?: number; className?: string; color?: string };

/**
 * A brand or tool icon, resolved at build time to one filled path (no icon font, no request).
 * Decorative; drawn in the text colour (so it follows the theme) unless given a colour, from the
 * page's sprite, so a logo that shows several times carries its path once.
 */
export function TechGlyph({ icon, size = 24, className, color = "currentColor" }: Props) {
  const id = `tech-${icon.slug}`;
  useIconSymbol(id, icon.path);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={color}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <use href={`#${id}`} />
    </svg>
  );
}
