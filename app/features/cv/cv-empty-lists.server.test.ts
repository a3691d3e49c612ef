// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildCvPdf } from "./cv-pdf.server";
import { loadContent } from "../../content/load.server";
import { pdfText } from "./pdf-text.test-helper";

const content = await loadContent({
  root: join(process.cwd(), "e2e/content"),
  resolveImage: (id) => ({ id, width: 0, height: 0, src: "", avif: "", webp: "" }),
});

describe("the CV of a profile with no experience, education or hobbies", () => {
  it("leaves out their headings and keeps the rest", async () => {
    const lang = "en";
    const profile = { ...content.profile[lang]!, experience: [], education: [], hobbies: [] };
    const labels = content.cv[lang]!.labels;
    const text = pdfText(await buildCvPdf({ lang, profile, cv: content.cv[lang]!, site: content.site }));
    for (const label of [labels.experience, labels.education, labels.hobbies]) expect(text).not.toContain(label.toUpperCase());
    expect(text).toContain(labels.webSkills.toUpperCase());
    expect(text).toContain(content.cv[lang]!.summary.slice(0, 30));
  });
});
