// Syntax errors in the owner's files, said so the owner can fix them: the line and column in
// the file, the line itself with a caret under the spot, and what to do in plain words rather
// than the parser's terms.

/** The 1-based line and column of `index` in `text`. */
function positionOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** "line 3, column 8: <hint>" and the line with a caret under the column, indented. */
function located(text: string, line: number, column: number, hint: string): string {
  const source = (text.split("\n")[line - 1] ?? "").replace(/\r$/, "");
  const number = String(line);
  const gutter = " ".repeat(number.length);
  return [
    `line ${line}, column ${column}: ${hint}`,
    `    ${number} | ${source}`,
    `    ${gutter} | ${" ".repeat(Math.max(column - 1, 0))}^`,
  ].join("\n");
}

// ---------------------------------------------------------------- JSON

type JsonProblem = { index: number; hint: string };

/**
 * Finds the first mistake in JSON text. Node's own message says "at position 296" at best, and
 * for some mistakes gives no place at all, so the text is walked here once more.
 */
function findJsonProblem(text: string): JsonProblem | undefined {
  let i = 0;
  const space = () => {
    while (i < text.length && " \t\r\n".includes(text[i]!)) i++;
  };
  const fail = (hint: string, at = i): never => {
    throw { index: at, hint } satisfies JsonProblem;
  };
  const string = () => {
    if (text[i] === "'") fail("use double quotes (\") around names and text, not single quotes");
    if (text[i] !== '"') fail('expected a text in double quotes (")');
    const start = i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\n") fail('this text is not closed: end it with " on the same line (write a line break as \\n)', start);
      i += text[i] === "\\" ? 2 : 1;
    }
    if (i >= text.length) fail('this text is not closed: end it with "', start);
    i++;
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === "{") return object();
    if (char === "[") return array();
    if (char === '"' || char === "'") return string();
    const word = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i))?.[0];
    if (word) {
      i += word.length;
      return;
    }
    if (char === undefined) fail("the file ends too early: a closing } or ] is missing");
    fail("expected a value: text in double quotes, a number, true, false, null, [ or {");
  };
  const items = (close: "}" | "]", item: () => void) => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      space();
      const comma = i;
      if (text[i] === close) {
        i++;
        return;
      }
      if (text[i] === undefined) fail(`the file ends too early: a closing ${close} is missing`);
      if (text[i] !== ",") fail(`expected a comma or ${close} here: is a comma missing at the end of the line before?`);
      i++;
      space();
      if (text[i] === close) fail(`remove this comma: JSON allows none after the last item before ${close}`, comma);
    }
  };
  const object = () =>
    items("}", () => {
      space();
      if (text[i] !== '"' && text[i] !== "'") fail('expected a field name in double quotes ("name")');
      string();
      space();
      if (text[i] !== ":") fail('expected a colon (:) between the field name and its value');
      i++;
      value();
    });
  const array = () => items("]", value);
  try {
    value();
    space();
    if (i < text.length) fail("the JSON ends before this: remove what follows, or join it into the value above");
    return undefined;
  } catch (problem) {
    if (typeof problem === "object" && problem !== null && "hint" in problem) return problem as JsonProblem;
    throw problem;
  }
}

/** Why `text` is not valid JSON, with the line and column, or undefined when it is. */
export function describeJsonError(text: string): string | undefined {
  const problem = findJsonProblem(text);
  if (!problem) return undefined;
  const { line, column } = positionOf(text, problem.index);
  return located(text, line, column, problem.hint);
}

// ---------------------------------------------------------------- YAML front matter

/** What the YAML parser's error codes mean for someone writing a post's front matter. */
const YAML_HINTS: Record<string, string> = {
  BLOCK_AS_IMPLICIT_KEY: 'put quotes around a value that contains a colon (title: "Colours: a guide")',
  MULTILINE_IMPLICIT_KEY:
    'each line is "field: value" or a "- " list item under a field: ' +
    "check this line's indentation, or put quotes around a value that goes on over lines",
  DUPLICATE_KEY: "this field is set twice: keep one",
  MISSING_CHAR: "a quote is not closed: end the value with the quote it starts with",
  TAB_AS_INDENT: "indent with spaces, not tabs",
  BAD_INDENT: "the indentation is off: the items of one list line up, two spaces in from their field",
  BAD_SCALAR_START: 'put quotes around a value that starts with @, `, %, | or > ("@name")',
  UNEXPECTED_TOKEN: "put quotes around this value",
};

type YamlError = Error & { code?: string; linePos?: Array<{ line: number; col: number }> };

/**
 * A YAML front matter error in the terms of the file: `firstLine` is the file's line where the
 * front matter's text starts (2, after the opening "---").
 */
export function describeYamlError(error: unknown, fileText: string, firstLine: number): string {
  const { code, linePos, message } = error as YamlError;
  const where = linePos?.[0];
  const line = where ? where.line + firstLine - 1 : 0;
  const hint = code === "BLOCK_AS_IMPLICIT_KEY"
    ? blockHint(fileText.split("\n")[line - 1] ?? "")
    : ((code && YAML_HINTS[code]) ?? `check this line (${message.split(" at line ")[0]})`);
  if (!where) return `front matter is not valid: ${hint}`;
  return `front matter is not valid at ${located(fileText, line, where.col, hint)}`;
}

/**
 * The parser says the same for a value with a colon and for a line indented wrongly: the colon
 * hint (with the owner's own line as the example) only when the value has a colon.
 */
function blockHint(line: string): string {
  const field = /^\s*([\w-]+):\s+(.*?)\s*$/.exec(line);
  if (field?.[2]!.includes(":")) {
    const example = `${field[1]}: "${field[2]}"`;
    return field[2]!.includes('"') ? YAML_HINTS.BLOCK_AS_IMPLICIT_KEY! : `put quotes around a value that contains a colon (${example})`;
  }
  return /^\s*- /.test(line)
    ? 'this list item is not lined up: indent every "- " item of a list the same, two spaces in from its field'
    : "check the indentation of this line and the next: each field starts at the beginning of a line, " +
      'and the "- " items of a list line up under their field';
}
