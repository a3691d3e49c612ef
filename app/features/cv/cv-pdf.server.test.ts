// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { CV_FILE_NAMES } from "./cv-files";
import { buildCvPdf } from "./cv-pdf.server";
import { loadContent } from "../../content/load.server";
import { toPlainText } from "../../content/plain-text";
import { pdfText, pdfTextRuns } from "./pdf-text.test-helper";
import { toWinAnsi } from "./pdf-writer.server";

// Built from the tests' content, so the owner's CV can say anything.
const TEST_CONTENT = join(process.cwd(), "e2e/content");
const content = await loadContent({
  root: TEST_CONTENT,
  resolveImage: (id) => ({ id, width: 0, height: 0, src: "", avif: "", webp: "" }),
});
const build = (lang: "en" | "sv") => buildCvPdf({ lang, profile: content.profile[lang]!, cv: content.cv[lang]!, site: content.site });

describe("the CV and cover letter PDF", () => {
  it("is in Swedish for sv, with å, ä and ö intact", async () => {
    const text = pdfText(await build("sv"));
    expect(text).toContain("Personligt brev");
    expect(text).toContain("ERFARENHET");
    expect(text).toContain("UTBILDNING");
    expect(text).toContain("Webbutvecklare och grafisk formgivare");
    expect(text).toContain("Vänliga hälsningar,");
    expect(text).toContain("Tryckproduktion");
    expect(text).not.toContain("Cover letter");
  });

  it("writes percentages and spans of years each language's way", async () => {
    const sv = pdfText(await build("sv"));
    expect(sv).toContain("Layout 70\u00a0% · Illustration 90\u00a0%");
    expect(sv).toContain("2020–2024");
    expect(sv).not.toContain("2020 – 2024");
    const en = pdfText(await build("en"));
    expect(en).toContain("2020–2024");
  });

  it("is in English for en", async () => {
    const text = pdfText(await build("en"));
    expect(text).toContain("Cover letter");
    expect(text).toContain("EXPERIENCE");
    expect(text).toContain("Omicron Studio – Fullstack developer");
    expect(text).toContain("Layout 70% · Illustration 90% · Photo editing 50%");
    expect(text).not.toContain("Personligt brev");
  });

  it("is built from the profile: every job and school, the contact details, no owner name", async () => {
    const text = pdfText(await build("en"));
    for (const job of content.profile.en!.experience) expect(text).toContain(job.workTitle);
    for (const school of content.profile.en!.education) expect(text).toContain(school.title);
    expect(text).toContain(content.site.email);
  });

  // What docs/content.md says the CV shows of each job and school.
  it("prints each job's description and tools, and each school's place, description and courses, without its tools", async () => {
    const text = pdfText(await build("en")).replace(/\n/g, " ");
    const opening = (html: string) => toPlainText(html).split(" ").slice(0, 4).join(" ");
    for (const job of content.profile.en!.experience) {
      expect(text).toContain(opening(job.description));
      expect(text).toContain(job.tech.map((tech) => tech.name).join(" · "));
    }
    for (const school of content.profile.en!.education) {
      expect(text).toContain(school.place);
      expect(text).toContain(opening(school.description));
      expect(text).toContain(`${content.cv.en!.labels.courses}: ${school.courses.join(", ")}`);
      expect(text).not.toContain(school.tech.map((tech) => tech.name).join(" · "));
    }
  });

  it("carries the owner's name, location and every set profile when site.json has them", async () => {
    const site = {
      ...content.site,
      name: "Kim Berg",
      location: "Malmö, Sweden",
      profiles: { github: "https://github.com/kimberg", behance: "https://www.behance.net/kimberg" },
    };
    const bytes = await buildCvPdf({ lang: "sv", profile: content.profile.sv!, cv: content.cv.sv!, site });
    const runs = pdfTextRuns(bytes).map((run) => run.text);
    expect(runs.filter((text) => text === "Kim Berg").length).toBeGreaterThanOrEqual(3);
    expect(pdfText(bytes)).toContain("Malmö, Sweden");
    expect(pdfText(bytes)).toContain("github.com/kimberg · www.behance.net/kimberg");
    expect(pdfText(bytes)).not.toContain("linkedin");
    expect((await PDFDocument.load(bytes)).getAuthor()).toBe("Kim Berg");
  });

  it("names no one while site.json has no name: the role heads it and signs the letter", async () => {
    const site = { ...content.site, name: undefined };
    const bytes = await buildCvPdf({ lang: "en", profile: content.profile.en!, cv: content.cv.en!, site });
    const runs = pdfTextRuns(bytes).map((run) => run.text);
    expect(runs[0]).toBe(content.cv.en!.role);
    expect(runs).toContain(content.cv.en!.coverLetter.signature);
    expect((await PDFDocument.load(bytes)).getAuthor()).toBeUndefined();
  });

  it("is a valid PDF with a title, a language and numbered pages", async () => {
    const doc = await PDFDocument.load(await build("sv"));
    expect(doc.getTitle()).toBe("CV och personligt brev");
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const runs = pdfTextRuns(await build("sv"));
    expect(runs.some((run) => run.text === `Sida 1 / ${doc.getPageCount()}`)).toBe(true);
  });

  it("is written to public/files under a name that reflects its language", async () => {
    const root = await mkdtemp(join(tmpdir(), "cv-"));
    try {
      const { cp } = await import("node:fs/promises");
      await cp(TEST_CONTENT, join(root, "content"), { recursive: true });
      const { writeCvFiles } = await import("./cv-build.server");
      const { files, warning } = await writeCvFiles(root, join(root, "content"));
      const written = files.map((file) => file.slice(root.length));
      expect(written).toEqual([`/public/files/${CV_FILE_NAMES.en}`, `/public/files/${CV_FILE_NAMES.sv}`]);
      expect(pdfText(await readFile(files[1]!))).toContain("Personligt brev");
      // The tests' projects and posts link to example.com, as a scaffolded one does.
      expect(warning).toMatch(/^ {2}- the projects [^\n]*\balpha-studio\b[^\n]* \(content\/\{en,sv\}\/projects\/\)/m);
      expect(warning).toMatch(/^ {2}- the posts [^\n]*\ba-quiet-build\b[^\n]* \(content\/\{en,sv\}\/blog\/\)/m);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("toWinAnsi", () => {
  it("keeps Swedish letters and typographic punctuation", () => {
    expect(toWinAnsi("Vänliga hälsningar – åäö ÅÄÖ “citat” …")).toBe("Vänliga hälsningar – åäö ÅÄÖ “citat” …");
  });

  it("replaces what the standard fonts cannot encode", () => {
    expect(toWinAnsi("ő → ≥")).toBe("o ? ?");
  });
});
