import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";
import { contentErrorMap, ContentError, describeIssue } from "./content-error";
import { describeJsonError } from "./source-errors";

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

  /** A text file's contents, or undefined (reported) when it is missing. */
  async text(relative: string): Promise<string | undefined> {
    try {
      return await readFile(join(this.root, relative), "utf8");
    } catch {
      this.report(relative, null, "is missing");
      return undefined;
    }
  }

  /** A text file's contents, or undefined when there is none (not a problem). */
  async optionalText(relative: string): Promise<string | undefined> {
    try {
      return await readFile(join(this.root, relative), "utf8");
    } catch {
      return undefined;
    }
  }

  async json(relative: string): Promise<unknown> {
    const raw = await this.text(relative);
    if (raw === undefined) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch (error) {
      const where = describeJsonError(raw);
      this.report(relative, null, where ? `is not valid JSON at ${where}` : `is not valid JSON (${(error as Error).message})`);
      return undefined;
    }
  }

  /**
   * File names with an extension in a folder, sorted. A missing folder holds nothing: git keeps
   * no empty folders, so an owner who deletes every post also deletes content/<lang>/blog/.
   */
  async list(relativeDir: string, extension: string): Promise<string[]> {
    try {
      const names = await readdir(join(this.root, relativeDir));
      return names.filter((name) => name.endsWith(extension)).sort();
    } catch {
      return [];
    }
  }

  /** The valid value, or undefined with its problems reported (except those `ignore` picks). */
  parse<S extends z.ZodType>(
    schema: S,
    data: unknown,
    relative: string,
    item: string | null,
    ignore: (issue: z.core.$ZodIssue) => boolean = () => false,
  ): z.output<S> | undefined {
    if (data === undefined) return undefined;
    const result = schema.safeParse(data, { error: contentErrorMap });
    if (result.success) return result.data;
    for (const issue of result.error.issues.filter((issue) => !ignore(issue))) {
      this.problems.push(describeIssue(this.file(relative), item, issue));
    }
    return undefined;
  }

  throwIfProblems(): void {
    if (this.problems.length > 0) throw new ContentError(this.problems);
  }
}
