import type { Tech } from "~/content/schemas";
import { TechList } from "~/components/ui/tech-list";

/** What the project was built with, each technology a chip with its icon and its name. */
export function ProjectStack({ title, tech }: { title: string; tech: readonly Tech[] }) {
  return (
    <section aria-labelledby="project-tech-title">
      <h2 id="project-tech-title" className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">
        <TechList tech={tech} />
      </div>
    </section>
  );
}
