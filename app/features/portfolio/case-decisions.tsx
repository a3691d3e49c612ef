import type { Project } from "~/content/schemas";

// Side by side from 1024 px: three choices make one row, two or four make rows of two.
const COLUMNS = (count: number) => (count === 1 ? "" : count % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-2");

/** The choices that shaped the work, each over its reason, under an accent rule. */
export function CaseDecisions({ decisions }: { decisions: NonNullable<Project["decisions"]> }) {
  return (
    <dl className={`grid gap-x-12 gap-y-8 ${COLUMNS(decisions.length)}`}>
      {decisions.map(({ choice, reason }) => (
        <div key={choice} className="border-t-2 border-accent pt-4">
          <dt className="font-display text-lg font-semibold">{choice}</dt>
          <dd className="mt-1.5 max-w-[40rem] text-muted">{reason}</dd>
        </div>
      ))}
    </dl>
  );
}
