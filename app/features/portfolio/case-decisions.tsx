import type { Project } from "~/content/schemas";

/** The choices that shaped the work, each over its reason, set apart by hairlines. */
export function CaseDecisions({ decisions }: { decisions: NonNullable<Project["decisions"]> }) {
  return (
    <dl className="divide-y divide-line border-y border-line">
      {decisions.map(({ choice, reason }) => (
        <div key={choice} className="py-5">
          <dt className="font-display text-lg font-semibold">{choice}</dt>
          <dd className="mt-1.5 max-w-[40rem] text-muted">{reason}</dd>
        </div>
      ))}
    </dl>
  );
}
