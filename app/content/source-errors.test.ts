import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { describeJsonError, describeYamlError } from "./source-errors";

describe("describeJsonError", () => {
  it("points at a trailing comma, on its line, with the line shown", () => {
    const text = '{\n  "siteUrl": "https://kim.dev",\n  "email": "hej@kim.dev",\n}\n';
    expect(describeJsonError(text)).toBe(
      [
        "line 3, column 25: remove this comma: JSON allows none after the last item before }",
        '    3 |   "email": "hej@kim.dev",',
        "      |                         ^",
      ].join("\n"),
    );
  });

  it.each([
    ['[\n  "a",\n  "b",\n]', 3, 'line 3, column 6: remove this comma: JSON allows none after the last item before ]'],
    [
      '{\n  "a": 1\n  "b": 2\n}',
      3,
      "line 3, column 3: expected a comma or } here: is a comma missing at the end of the line before?",
    ],
    ["{\n  'a': 1\n}", 2, 'line 2, column 3: use double quotes (") around names and text, not single quotes'],
    ['{\n  a: 1\n}', 2, 'line 2, column 3: expected a field name in double quotes ("name")'],
    [
      '{\n  "a": "one\n  two"\n}',
      2,
      'line 2, column 8: this text is not closed: end it with " on the same line (write a line break as \\n)',
    ],
    ['{\n  "a": [1, 2\n', 3, "line 3, column 1: the file ends too early: a closing ] is missing"],
    ['{\n  "a": 1\n}\n}', 4, "line 4, column 1: the JSON ends before this: remove what follows, or join it into the value above"],
    ['{\n  "a": tru\n}', 2, "line 2, column 8: expected a value: text in double quotes, a number, true, false, null, [ or {"],
  ])("says where and what for %j", (text, line, first) => {
    expect(() => JSON.parse(text)).toThrow();
    const message = describeJsonError(text)!;
    expect(message.split("\n")[0]).toBe(first);
    expect(message.split("\n")[1]).toBe(`    ${line} | ${text.split("\n")[line - 1]}`);
  });

  it("finds nothing wrong in valid JSON", () => {
    expect(describeJsonError('{ "a": [1, -2.5e3, true, null, "x\\"y"], "b": {} }')).toBeUndefined();
  });
});

describe("describeYamlError", () => {
  const yamlError = (frontMatter: string) => {
    try {
      parseYaml(frontMatter);
    } catch (error) {
      return error;
    }
    throw new Error("parsed");
  };
  const file = (frontMatter: string) => `---\n${frontMatter}\n---\n\nText.\n`;

  it("counts lines in the file and asks for quotes around a value with a colon", () => {
    const frontMatter = "urlTitle: colours\ntitle: Colours: a guide\ndate: 2025-01-01";
    expect(describeYamlError(yamlError(frontMatter), file(frontMatter), 2)).toBe(
      [
        'front matter is not valid at line 3, column 8: put quotes around a value that contains a colon (title: "Colours: a guide")',
        "    3 | title: Colours: a guide",
        "      |        ^",
      ].join("\n"),
    );
  });

  it.each([
    ["urlTitle: ratio\nalt: Ratio: 16:9", 'line 3, column 6: put quotes around a value that contains a colon (alt: "Ratio: 16:9")'],
    ["title: A\ntitle: B", "line 3, column 1: this field is set twice: keep one"],
    ["tech:\n\t- css", "line 3, column 1: indent with spaces, not tabs"],
    ['title: "Open', "line 2, column 13: a quote is not closed: end the value with the quote it starts with"],
    ["alt: @kim", 'line 2, column 6: put quotes around a value that starts with @, `, %, | or > ("@name")'],
    [
      "keyFeatures:\n  - One\n - Two",
      'line 4, column 1: this list item is not lined up: indent every "- " item of a list the same, two spaces in from its field',
    ],
    [
      "title: Colours\n tech: css",
      "line 2, column 8: check the indentation of this line and the next: each field starts at the beginning of a line, " +
        'and the "- " items of a list line up under their field',
    ],
  ])("speaks plainly about %j", (frontMatter, start) => {
    const message = describeYamlError(yamlError(frontMatter), file(frontMatter), 2);
    expect(message.split("\n")[0]).toBe(`front matter is not valid at ${start}`);
    expect(message).not.toMatch(/mapping|scalar|implicit/i);
  });
});
