// Loaded with `node --import` by scripts/owner-content-check.mjs into every process of a test
// run: any read of the owner's content folder (OWNER_CONTENT_GUARD) throws and is written to
// OWNER_CONTENT_GUARD_LOG, so a test or config that still reads content/ instead of its own
// fixtures fails, even where the caller catches the error (an optional file).
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const guarded = process.env.OWNER_CONTENT_GUARD && resolve(process.env.OWNER_CONTENT_GUARD);
const log = process.env.OWNER_CONTENT_GUARD_LOG;
const { appendFileSync } = fs;

// The calls that read a file, list a folder or ask whether something exists there.
const READERS = [
  "readFile", "readdir", "stat", "lstat", "access", "exists", "open", "opendir", "realpath",
  "createReadStream",
];

function pathOf(target) {
  if (target instanceof URL) return fileURLToPath(target);
  if (typeof target === "string") return target.startsWith("file:") ? fileURLToPath(target) : target;
  if (Buffer.isBuffer(target)) return target.toString();
  return undefined;
}

function isGuarded(target) {
  const path = pathOf(target);
  if (path === undefined) return false;
  const absolute = resolve(path);
  return absolute === guarded || absolute.startsWith(guarded + sep);
}

function refuse(target) {
  const error = new Error(
    `${pathOf(target)}: a test read the owner's content folder; use e2e/content or a fixture of its own`,
  );
  error.code = "EOWNERCONTENT";
  return error;
}

function wrap(holder, name) {
  const original = holder[name];
  if (typeof original !== "function") return;
  const guardedCall = function (target, ...rest) {
    if (isGuarded(target)) {
      const error = refuse(target);
      if (log) appendFileSync(log, `${error.message}\n${new Error().stack?.split("\n").slice(2, 8).join("\n")}\n`);
      throw error;
    }
    return original.call(this, target, ...rest);
  };
  // Keep what hangs on the original (realpathSync.native, which Vite calls).
  holder[name] = Object.assign(guardedCall, original);
}

if (guarded) {
  for (const name of READERS) {
    wrap(fs, name);
    wrap(fs, `${name}Sync`);
    wrap(fs.promises, name);
  }
  syncBuiltinESMExports();
}
