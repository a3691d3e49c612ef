import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";
import { contentErrorMap, ContentError, describeIssue } from "./content-error";

/** Reads and validates content files, collecting every problem instead of stopping at the first. */
export class ContentReader {
  readonly problems: string[] = [];

  constructor(
    readonly root: string,
    /** How messages name the content folder, e.g. "content". */
    readonly label: string,
  ) {}

  file(relative: string): string {
    return `${this.label}/${relative}`;
  }

  report(relative: string, item: string | null, message: string): void {
    this.problems.push(item ? `${this.file(relative)}: ${item} ${message}` : `${this.file(relative)}: ${message}`);
  }

  async json(relative: string): Promise<unknown> {
    let raw: string;
    try {
      raw = await readFile(join(this.root, relative), "utf8");
    } catch {
      this.report(relative, null, "is missing");
      return undefined;
    }
    try {
      return JSON.parse(raw) as unknown;
    } catch (error) {
      this.report(relative, null, `is not valid JSON (${(error as Error).message})`);
      return undefined;
    }
  }

  /** JSON file names in a folder, sorted; a missing folder is a problem. */
  async list(relativeDir: string): Promise<string[]> {
    try {
      const names = await readdir(join(this.root, relativeDir));
      return names.filter((name) => name.endsWith(".json")).sort();
    } catch {
      this.problems.push(`${this.file(relativeDir)}: folder is missing`);
      return [];
    }
  }

  parse<S extends z.ZodType>(
    schema: S,
    data: unknown,
    relative: string,
    item: string | null,
  ): z.output<S> | undefined {
    if (data === undefined) return undefined;
    const result = schema.safeParse(data, { error: contentErrorMap });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      this.problems.push(describeIssue(this.file(relative), item, issue));
    }
    return undefined;
  }

  throwIfProblems(): void {
    if (this.problems.length > 0) throw new ContentError(this.problems);
  }
}
