// An ESLint rule: test files never read the owner's content/ (imports, or a path in a file-system
// read), so an owner's edits can never turn a test red.
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";

// Calls that read (or list, or test for) a path; `join`/`resolve`/`URL` inside them are followed.
const FS_READS = new Set([
  "readFile", "readFileSync", "readdir", "readdirSync", "existsSync", "stat", "statSync", "lstat", "lstatSync",
  "access", "accessSync", "opendir", "opendirSync", "createReadStream", "glob", "globSync", "cp", "cpSync",
  "copyFile", "copyFileSync", "realpath", "realpathSync",
]);
const PATH_BUILDERS = new Set(["join", "resolve", "URL"]);
// Copies write their last argument: only the source is a read.
const COPIES = new Set(["cp", "cpSync", "copyFile", "copyFileSync"]);

// The project's root as a test names it; a segment after any other base (a temporary folder) is not content/.
const isRoot = (node) =>
  (node.type === "CallExpression" && node.callee.type === "MemberExpression" && node.callee.property.name === "cwd") ||
  (node.type === "Identifier" && node.name === "__dirname") ||
  (node.type === "MemberExpression" && node.object.type === "MetaProperty" && node.property.name === "dirname");

const MESSAGE =
  "Tests never read the owner's content/ (an owner's edits must not fail them): " +
  "use the tests' content, `@test-content/...` or e2e/content.";

function calleeName(node) {
  const callee = node.callee;
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && callee.property.type === "Identifier") return callee.property.name;
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
export const noOwnerContent = {
  meta: {
    type: "problem",
    docs: { description: "Test files never read the owner's content/ folder" },
    schema: [],
    messages: { ownerContent: `${MESSAGE} ({{what}})` },
  },
  create(context) {
    const root = context.cwd;
    const ownerContent = resolve(root, "content");
    const here = dirname(context.filename);
    const inside = (path) => {
      const rel = relative(ownerContent, path);
      return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
    };
    // A path as a test might write it: relative to the file ("../content/x") or to the root ("content/x").
    const namesOwnerContent = (value) => {
      if (value.startsWith(".")) return inside(resolve(here, value));
      return value === "content" || value.startsWith(`content/`) || value.startsWith(`content${sep}`);
    };
    const report = (node, what) => context.report({ node, messageId: "ownerContent", data: { what } });

    const checkSource = (node) => {
      if (!node || node.type !== "Literal" || typeof node.value !== "string") return;
      const source = node.value;
      if (source === "@content" || source.startsWith("@content/")) report(node, `imports ${source}`);
      else if (source.startsWith(".") && inside(resolve(here, source))) report(node, `imports ${source}`);
    };

    // Every string in a read's arguments, through nested path builders.
    const checkPathArgument = (node) => {
      if (!node) return;
      if (node.type === "Literal" && typeof node.value === "string") {
        if (namesOwnerContent(node.value)) report(node, `reads "${node.value}"`);
      } else if (node.type === "TemplateLiteral") {
        const head = node.quasis[0].value.cooked ?? "";
        if (namesOwnerContent(head)) report(node, `reads \`${head}...\``);
      } else if ((node.type === "CallExpression" || node.type === "NewExpression") && PATH_BUILDERS.has(calleeName(node) ?? "")) {
        for (const part of node.arguments) {
          checkPathArgument(part);
          const literal = part.type === "Literal" || part.type === "TemplateLiteral";
          if (!literal && !isRoot(part) && !(part.type === "MemberExpression" && part.property.name === "url")) break;
        }
      } else if (node.type === "AwaitExpression") {
        checkPathArgument(node.argument);
      }
    };

    return {
      ImportDeclaration: (node) => checkSource(node.source),
      ExportNamedDeclaration: (node) => checkSource(node.source),
      ExportAllDeclaration: (node) => checkSource(node.source),
      ImportExpression: (node) => checkSource(node.source),
      CallExpression(node) {
        const name = calleeName(node);
        if (name === "require") checkSource(node.arguments[0]);
        else if (name && COPIES.has(name)) checkPathArgument(node.arguments[0]);
        else if (name && FS_READS.has(name)) node.arguments.forEach(checkPathArgument);
      },
    };
  },
};
