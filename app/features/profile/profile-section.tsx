import type { ReactNode } from "react";
import type { ProfileSectionId } from "~/lib/sections";
import { PAGE_COLUMN } from "~/components/ui/page-column";
import { SectionHeading } from "./section-heading";
import { useTranslation } from "~/i18n/use-translation";

type Props = {
  id: Exclude<ProfileSectionId, "home">;
  intro?: string;
  /** band: the alternate background, so neighbouring sections read as separate blocks. */
  tone?: "plain" | "band";
  children: ReactNode;
};

/**
 * One profile section of the lists (experience, education, hobbies): heading and owner's line
 * above the content. Tighter than a page's sections: these close a portfolio, they do not lead it.
 */
export function ProfileSection({ id, intro, tone = "plain", children }: Props) {
  const { t } = useTranslation("profile");
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={["render-when-near [--near-height:40rem]", tone === "band" && "under-rail bg-surface-alt"].filter(Boolean).join(" ")}
    >
      <div className={`${PAGE_COLUMN} py-7 md:py-11`}>
        <SectionHeading id={`${id}-title`} title={t(`sections.${id}`)} intro={intro} />
        <div className="mt-4 md:mt-6">{children}</div>
      </div>
    </section>
  );
}
