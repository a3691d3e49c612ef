import type { ReactNode } from "react";

const LABEL = "font-display text-xs font-semibold uppercase tracking-widest text-muted";

/**
 * One fact of a case at a glance (type, year, client, role…), a label over its value, for the
 * project page's facts row and the graphic panel's alike.
 */
export function ProjectFact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2 lg:col-span-1" : undefined}>
      <dt className={LABEL}>{label}</dt>
      <dd className="mt-1.5 font-semibold">{children}</dd>
    </div>
  );
}
