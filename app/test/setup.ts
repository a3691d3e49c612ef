import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `waitFor` and `findBy…` wait for a state; their limit catches a hang, not a slow machine. The
// default second failed a form whose checks are a dynamic import while two test files shared two
// busy cores.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
