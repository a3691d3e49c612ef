import type { TechIcon } from "~/content/schemas";

/** A brand or tool icon, drawn in the text colour so it follows the theme. Decorative. */
export function TechGlyph({ icon, size = 24, className }: { icon: TechIcon; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={icon.path} />
    </svg>
  );
}
