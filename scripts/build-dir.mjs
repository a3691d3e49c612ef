// Where a build goes: build/ by default, BUILD_DIR for a second build beside it (the base-path
// test builds into build/base-path/ so it leaves the site's own build alone). React Router
// writes the pages under <BUILD_DIR>/client; the postbuild step and `npm run serve` read it there.
export const BUILD_DIR = process.env.BUILD_DIR || "build";

export const CLIENT_DIR = `${BUILD_DIR}/client`;
