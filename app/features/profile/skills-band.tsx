import type { ReactNode } from "react";
import { Chip } from "~/components/ui/chip";
import { PAGE_COLUMN } from "~/components/ui/page-column";
import { TechGlyph } from "~/components/ui/tech-glyph";
import type { OwnerTexts, Profile, WebSkill } from "~/content/schemas";
import type { ProfileSectionId } from "~/lib/sections";
import { useReveal } from "~/lib/use-reveal";
import { useTranslation } from "~/i18n/use-translation";
import { GraphicSkills } from "./graphic-skills";
import { SectionHeading } from "./section-heading";

type Props = {
  profile: Pick<Profile, "webSkills" | "graphicSkills" | "additionalSkills" | "programs">;
  intros: Pick<OwnerTexts["profile"], "webSkills" | "graphicSkills" | "additionalSkills" | "programs">;
};

/**
 * Skills and tools in one band: four groups, each still a section of its own (its id is an
 * address, /profile/{id}), read at a glance rather than as four full-width bands. From 1024 px
 * web skills, graphic skills and tools share a row, and the additional skills' sentences run
 * under them in three columns; the order in the page stays the sections' order.
 */
export function SkillsBand({ profile, intros }: Props) {
  return (
    <div data-skills-band className="under-rail bg-surface-alt">
      <div className={`${PAGE_COLUMN} grid gap-x-12 gap-y-7 py-7 md:grid-cols-2 md:py-11 lg:grid-cols-3`}>
        <Group id="web-skills" intro={intros.webSkills}>
          <Chips items={profile.webSkills} />
        </Group>
        <Group id="graphic-skills" intro={intros.graphicSkills}>
          <GraphicSkills skills={profile.graphicSkills} />
        </Group>
        <Group id="additional-skills" intro={intros.additionalSkills} className="md:col-span-2 lg:col-span-3 lg:row-start-2">
          <ul className="grid gap-x-10 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
            {profile.additionalSkills.map((skill) => (
              <li key={skill.title} className="text-sm leading-normal md:leading-relaxed">
                {/* The title runs into its sentence, as the courses' label does: a line each cost a
                    sixth of the list's height. A word longer than its column (an owner's own
                    title) breaks rather than run out of it. */}
                <h3 className="mr-1.5 inline font-display text-base font-semibold hyphens-auto [overflow-wrap:anywhere]">
                  {skill.title}
                </h3>{" "}
                <p className="inline text-muted">{skill.text}</p>
              </li>
            ))}
          </ul>
        </Group>
        <Group id="programs-and-softwares" intro={intros.programs} className="md:col-span-2 lg:col-span-1 lg:col-start-3 lg:row-start-1">
          <Chips items={profile.programs} />
        </Group>
      </div>
    </div>
  );
}

type GroupProps = { id: Exclude<ProfileSectionId, "home">; intro: string; className?: string; children: ReactNode };

function Group({ id, intro, className = "", children }: GroupProps) {
  const { t } = useTranslation("profile");
  const ref = useReveal<HTMLDivElement>();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <SectionHeading id={`${id}-title`} title={t(`sections.${id}`)} intro={intro} size="group" />
      <div ref={ref} className="reveal mt-3 md:mt-4">
        {children}
      </div>
    </section>
  );
}

/** Web skills and tools (the same shape): the site's chip, the name on it, so the icon is decoration. */
function Chips({ items }: { items: readonly WebSkill[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map(({ name, icon }) => (
        <Chip key={name} glyph={<TechGlyph icon={icon} size={14} className="text-muted" />}>
          {name}
        </Chip>
      ))}
    </ul>
  );
}
