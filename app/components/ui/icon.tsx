import type { SVGProps } from "react";
import { useIconSymbol } from "./icon-sprite";

// The interface's own icons, drawn on a 24-unit grid with a 2-unit stroke.
const PATHS = {
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6 6 18",
  chevronDown: "m6 9 6 6 6-6",
  arrowLeft: "M19 12H5m6-6-6 6 6 6",
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  sun:
    "M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41" +
    "M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z",
  moon: "M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  github:
    "M9 19c-4.3 1.4-4.3-2.5-6-3m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2" +
    "s-1.1-.3-3.5 1.3a12.3 12.3 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6" +
    "-.6.6-.6 1.2-.5 2V21",
  linkedin: "M4 9h3v11H4zM5.5 4.5v.01M10 20v-6.5a3 3 0 0 1 6 0V20m-6-11v11",
  home: "M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5",
  dribbble:
    "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm7.13-16.91C15.22 9.14 10 10.44 2.25 10.94m19.5 1.9c-6.62-1.41-12.14 1-16.38 6.32" +
    "M8.56 2.75c4.37 6 6 9.42 8 17.72",
  behance: "M2.5 6H8a3 3 0 0 1 0 6H2.5zm0 6H8.5a3 3 0 0 1 0 6H2.5zM15 7.5h5m-6 7h7.5a3.75 3.75 0 1 0-1.1 2.65",
  instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm9 9.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37ZM17.5 6.5h.01",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0",
  briefcase: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  pen: "m15 5 4 4L8 20H4v-4L15 5Z",
  download: "M12 4v11m-5-5 5 5 5-5M5 20h14",
  external: "M14 4h6v6m0-6L10 14M19 14v6H4V5h6",
  lock: "M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11",
  check: "m5 12.5 4.5 4.5L19 7",
  // Kinds of work, for a project's type (a category, not the stack's logo).
  code: "m8 7-5 5 5 5m8-10 5 5-5 5m-3-13-2 16",
  layout: "M3 4h18v16H3zM3 9h18M9 9v11",
  server: "M4 4h16v6H4zm0 10h16v6H4zM8 7h.01M8 17h.01",
  layers: "m12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5m-18 4 9 5 9-5",
} as const;

export type IconName = keyof typeof PATHS;

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number };

/** Decorative by default: give the surrounding control its accessible name. Drawn from the page's sprite. */
export function Icon({ name, size = 20, ...props }: IconProps) {
  const id = `icon-${name}`;
  useIconSymbol(id, PATHS[name]);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`#${id}`} />
    </svg>
  );
}
