import type { Locator } from "@playwright/test";

/** Every address the images inside `scope` could load, from their src and srcset. */
export const imageFiles = (scope: Locator) =>
  scope.locator("img, source").evaluateAll((els) =>
    els.flatMap((el) =>
      [el.getAttribute("src") ?? "", ...(el.getAttribute("srcset") ?? "").split(",").map((c) => c.trim().split(/\s+/)[0] ?? "")]
        .filter(Boolean)
        .map((url) => new URL(url, location.href).pathname),
    ),
  );
