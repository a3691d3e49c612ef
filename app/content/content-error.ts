import type { z } from "zod";

/** All content problems of one build, one line each, so an author can fix them in one pass. */
export class ContentError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid content (${problems.length}):\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** ["images", 2, "span"] → "images[2].span". */
function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

function quote(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Per-parse messages for zod's built-in checks, phrased to follow a field name. A message a
 * schema sets itself wins over these.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "is required" : `must be ${article(issue.expected)}`;
    case "invalid_value":
      return `must be ${issue.values.map(quote).join(" or ")}`;
    case "too_small":
      if (issue.origin === "array") return `must have at least ${issue.minimum} item(s)`;
      if (issue.origin === "string") return "must not be empty";
      return `must be at least ${issue.minimum}`;
    case "too_big":
      return `must be at most ${issue.maximum}`;
    case "unrecognized_keys":
      return `has unknown field(s) ${issue.keys.map(quote).join(", ")}`;
    case "invalid_union":
      return "discriminator" in issue && issue.options
        ? `must be ${(issue.options as unknown[]).map(quote).join(" or ")}`
        : undefined;
    default:
      return undefined;
  }
};

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/**
 * `content/sv/projects/msb.json: project "msb": images[2].span must be "tall" or "wide"`.
 * The item label is left out for files that hold one unnamed thing (the profile, site.json).
 */
export function describeIssue(file: string, item: string | null, issue: z.core.$ZodIssue): string {
  const field = formatPath(issue.path);
  const where = item ? `${file}: ${item}` : file;
  return field ? `${where}: ${field} ${issue.message}` : `${where}: ${issue.message}`;
}
