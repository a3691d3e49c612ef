import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentSchemas, customIconsSchema, portfolioLayoutSchema, siteSchema } from "./schemas";

// docs/content.md is the owner's reference of the content format. A field added to a schema
// without a line there would leave the owner reading schemas.ts again, so every field's name
// must appear, in backticks, in the section of the file that holds it.

const DOC = readFileSync("docs/content.md", "utf8");

const unused = () => null;
const schemas = contentSchemas({ image: unused, icon: unused, html: (html) => ({ html, removed: [] }) });

/** Each documented file, by its section's heading, and the schema of what it holds. */
const FILES: Array<{ heading: string; schema: z.ZodType }> = [
  { heading: "site.json", schema: siteSchema },
  { heading: "portfolio.json", schema: portfolioLayoutSchema },
  { heading: "icons.json", schema: customIconsSchema },
  { heading: "texts.json", schema: schemas.ownerTexts },
  { heading: "profile.json", schema: schemas.profile },
  { heading: "cv.json", schema: schemas.cv },
  { heading: "top5.json", schema: schemas.top5Item },
  { heading: "projects/<slug>.json", schema: schemas.project },
  { heading: "blog/<slug>.md", schema: schemas.blogPost },
];

/** The text under the `## \`heading\`` line, up to the next section (a `##` in a code block is not one). */
function section(heading: string): string {
  let inCode = false;
  let current: string | undefined;
  const lines: string[] = [];
  for (const line of DOC.split("\n")) {
    if (/^(```|~~~)/.test(line)) inCode = !inCode;
    if (!inCode && line.startsWith("## ")) current = line.slice(3);
    if (current === `\`${heading}\`` || current === heading) lines.push(line);
  }
  return lines.join("\n");
}

/** Every field name of a schema, nested objects included, through lists, options and transforms. */
function fieldNames(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, field]) => [name, ...fieldNames(field)]);
  }
  if (schema instanceof z.ZodArray) return fieldNames(schema.element as z.ZodType);
  if (schema instanceof z.ZodRecord) return fieldNames(schema.valueType as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return fieldNames(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(fieldNames);
  return [];
}

describe("docs/content.md", () => {
  it.each(FILES)("has a section for $heading", ({ heading }) => {
    expect(section(heading)).not.toBe("");
  });

  it.each(FILES)("names every field of $heading in its section", ({ heading, schema }) => {
    const text = section(heading);
    const missing = [...new Set(fieldNames(schema))].filter((name) => !text.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it("walks the schemas' nested objects, so a nested field is checked too", () => {
    expect(fieldNames(schemas.project)).toEqual(expect.arrayContaining(["applicationTypeDetail", "iconColor", "testimonial", "quote"]));
    expect(fieldNames(siteSchema)).toEqual(expect.arrayContaining(["profiles", "github"]));
    expect(fieldNames(customIconsSchema)).toEqual(["title", "hex", "path"]);
  });

  it("lists the fields nothing shows", () => {
    expect(section("Fields nothing shows")).toContain("- ");
  });

  // The older names are documented only as what the migration rewrites, never as fields.
  it.each(["ctaLink", "linkTitle", "privateText", "titleTeche", "relatedProjects"])("offers %s only as an older name", (name) => {
    const tables = DOC.split("\n").filter((line) => line.startsWith("| `"));
    expect(tables.filter((line) => line.startsWith(`| \`${name}\``))).toEqual([]);
  });
});
