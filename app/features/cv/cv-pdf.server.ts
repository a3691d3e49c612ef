import type { Language } from "../../i18n/languages";
import { formatPercent } from "../../lib/percent";
import { toPlainText } from "../../content/plain-text";
import { MUTED, PdfWriter } from "./pdf-writer.server";
import type { CvText, Profile, Site } from "../../content/schemas";
import { SOCIAL_NETWORKS } from "../../content/social-networks";
import { textIn } from "../../content/owner-text";

export type CvInput = { lang: Language; profile: Profile; cv: CvText; site: Site };

const bare = (url: string) => url.replace(/^https?:\/\//, "");

/** The name (when site.json sets one) over the role, then the contact line. */
function letterhead(pdf: PdfWriter, { lang, cv, site }: CvInput, gap: number): void {
  const profiles = SOCIAL_NETWORKS.flatMap((network) => site.profiles[network] ?? []);
  const contact = [site.email, textIn(site.location, lang), bare(site.siteUrl), ...profiles.map(bare)].filter(Boolean);
  if (site.name) pdf.text(site.name, { size: 22, bold: true, gap: 2 });
  pdf.text(cv.role, { size: site.name ? 13 : 20, bold: !site.name, gap: 2 });
  pdf.text(contact.join("  ·  "), { size: 9, color: MUTED, gap });
}

/** The cover letter and CV as one PDF, built from the same profile the site shows. */
export async function buildCvPdf(input: CvInput): Promise<Uint8Array> {
  const { lang, profile, cv, site } = input;
  const pdf = await PdfWriter.create(cv.documentTitle, lang, site.name);

  letterhead(pdf, input, 18);
  pdf.text(cv.coverLetter.title, { size: 14, bold: true, gap: 12 });
  pdf.text(cv.coverLetter.greeting, { size: 11, gap: 10 });
  for (const paragraph of cv.coverLetter.paragraphs) pdf.text(paragraph, { size: 11, gap: 10 });
  pdf.text(cv.coverLetter.closing, { size: 11, gap: 2 });
  pdf.text(site.name ?? cv.coverLetter.signature, { size: 11, bold: true });

  pdf.newPage();
  letterhead(pdf, input, 8);
  pdf.heading(cv.labels.profile);
  pdf.text(cv.summary, { size: 10.5 });

  // A list with no entries (a new site's) gets no heading either.
  if (profile.experience.length > 0) pdf.heading(cv.labels.experience);
  for (const entry of profile.experience) {
    pdf.row(`${entry.title} – ${entry.workTitle}`, entry.date);
    pdf.text(toPlainText(entry.description), { size: 9.5, gap: 2 });
    pdf.text(entry.tech.map((tech) => tech.name).join(" · "), { size: 8.5, color: MUTED, gap: 8 });
  }

  if (profile.education.length > 0) pdf.heading(cv.labels.education);
  for (const entry of profile.education) {
    pdf.row(entry.title, entry.date);
    pdf.text(entry.place, { size: 9.5, color: MUTED, gap: 2 });
    pdf.text(toPlainText(entry.description), { size: 9.5, gap: 2 });
    pdf.text(`${cv.labels.courses}: ${entry.courses.join(", ")}`, { size: 8.5, color: MUTED, gap: 8 });
  }

  pdf.heading(cv.labels.webSkills);
  pdf.text(profile.webSkills.map((skill) => skill.name).join(" · "), { size: 10 });
  pdf.heading(cv.labels.graphicSkills);
  pdf.text(profile.graphicSkills.map((skill) => `${skill.name} ${formatPercent(skill.percentage, lang)}`).join(" · "), { size: 10 });
  pdf.heading(cv.labels.programs);
  pdf.text(profile.programs.map((program) => program.name).join(" · "), { size: 10 });
  pdf.heading(cv.labels.additionalSkills);
  for (const skill of profile.additionalSkills) pdf.text(`${skill.title}: ${skill.text}`, { size: 9.5, gap: 4 });
  if (profile.hobbies.length > 0) {
    pdf.heading(cv.labels.hobbies);
    pdf.text(profile.hobbies.map((hobby) => hobby.title).join(" · "), { size: 10 });
  }

  return pdf.save(cv.labels.page);
}
