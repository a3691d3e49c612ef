import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";
import { contentErrorMap, ContentError, describeIssue } from "./content-error";
import { describeJsonError } from "./source-errors";

/** Reads and validates content files, collecting every problem instead of stopping at the first. */
export class ContentReader {
  readonly problems: string[] = [];
  /** Each file's text as read, to find the line of a problem inside it. */
  private readonly sources = new Map<string, string>();

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
      const text = await readFile(join(this.root, relative), "utf8");
      this.sources.set(relative, text);
      return text;
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
      const line = this.lineOf(relative, issue);
      this.problems.push(describeIssue(line ? `${this.file(relative)}: line ${line}` : this.file(relative), item, issue));
    }
    return undefined;
  }

  /**
   * The line of an HTML value an issue is about: JSON keeps a string on one line, so the line of
   * the value as JSON writes it; else (YAML, other escapes) the first line with the element's tag.
   */
  private lineOf(relative: string, issue: z.core.$ZodIssue): number | undefined {
    const source = this.sources.get(relative);
    const html = issue.code === "custom" ? (issue.params as { html?: unknown } | undefined)?.html : undefined;
    if (source === undefined || typeof html !== "string") return undefined;
    let at = source.indexOf(JSON.stringify(html).slice(1, -1));
    if (at < 0) {
      const tag = /<([a-z][\w-]*)>/.exec(issue.message)?.[1];
      at = tag ? source.toLowerCase().indexOf(`<${tag}`) : -1;
    }
    return at < 0 ? undefined : source.slice(0, at).split("\n").length;
  }

  throwIfProblems(): void {
    if (this.problems.length > 0) throw new ContentError(this.problems);
  }
}
