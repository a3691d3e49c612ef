import type { Tech } from "~/content/schemas";
import { TechList } from "~/components/ui/tech-list";

/** What the project was built with, each technology a chip with its icon and its name. */
export function ProjectStack({ title, tech, className = "" }: { title: string; tech: readonly Tech[]; className?: string }) {
  return (
    <section aria-labelledby="project-tech-title" className={className}>
      <h3 id="project-tech-title" className="font-display text-xs font-semibold uppercase tracking-widest text-muted">
        {title}
      </h3>
      <div className="mt-3">
        <TechList tech={tech} />
      </div>
    </section>
  );
}
