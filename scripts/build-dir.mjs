// Where a build goes: build/, or BUILD_DIR for a second build beside it; the pages go under client/.
export const BUILD_DIR = process.env.BUILD_DIR || "build";

export const CLIENT_DIR = `${BUILD_DIR}/client`;
