import { describe, expect, it } from "vitest";
import { createChunker } from "./chunks.config";

// A module graph as Rollup reports it: each id with the modules that import it statically.
const importers: Record<string, string[]> = {
  "/p/app/root.tsx": [],
  "/p/app/entry.client.tsx": [],
  "/p/node_modules/react-dom/client.js": ["/p/app/entry.client.tsx"],
  "/p/node_modules/react/index.js": ["/p/node_modules/react-dom/client.js", "/p/app/features/contact/contact-form.tsx"],
  "/p/app/features/layout/app-shell.tsx": ["/p/app/root.tsx"],
  "/p/app/features/layout/header.tsx": ["/p/app/features/layout/app-shell.tsx"],
  "/p/app/routes/contact.tsx": [],
  "/p/app/features/contact/contact-form.tsx": ["/p/app/routes/contact.tsx"],
  "/p/node_modules/react-hook-form/dist/index.esm.mjs": ["/p/app/features/contact/contact-form.tsx"],
  "/p/app/routes/blog.tsx": [],
  "/p/app/features/seo/page-heads.ts": ["/p/app/routes/contact.tsx", "/p/app/routes/blog.tsx"],
  "/p/app/components/ui/hero-picture.tsx": ["/p/app/routes/blog.tsx"],
  "/p/app/app.css": ["/p/app/root.tsx"],
  // A feature module two pages use (through their own features) and one only the blog uses.
  "/p/app/features/blog/blog-card.tsx": ["/p/app/routes/blog.tsx"],
  "/p/app/features/cv/cv-button.tsx": ["/p/app/features/blog/blog-card.tsx", "/p/app/features/contact/contact-form.tsx"],
  "/p/app/features/blog/overlay.ts": ["/p/app/features/blog/blog-card.tsx"],
  // A small helper that two modules of one page import (the contact form's fields).
  "/p/app/components/ui/text-field.tsx": ["/p/app/features/contact/contact-form.tsx"],
  "/p/app/components/ui/text-area.tsx": ["/p/app/features/contact/contact-form.tsx"],
  "/p/app/components/ui/form-field.tsx": ["/p/app/components/ui/text-field.tsx", "/p/app/components/ui/text-area.tsx"],
  // A cycle that never reaches the shell.
  "/p/app/features/gallery/a.ts": ["/p/app/features/gallery/b.ts"],
  "/p/app/features/gallery/b.ts": ["/p/app/features/gallery/a.ts"],
};
const meta = { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [] } : null) };

describe("createChunker", () => {
  const chunkFor = createChunker();

  it("leaves a helper that only one page uses with that page, however many of its modules import it", () => {
    expect(chunkFor("/p/app/components/ui/form-field.tsx", meta)).toBeUndefined();
  });

  it("puts the libraries the shell imports, directly or not, into vendor", () => {
    expect(chunkFor("/p/node_modules/react-dom/client.js", meta)).toBe("vendor");
    expect(chunkFor("/p/node_modules/react/index.js", meta)).toBe("vendor");
  });

  it("puts the app code the shell imports, and the small shared helpers, into shell", () => {
    expect(chunkFor("/p/app/features/layout/header.tsx", meta)).toBe("shell");
    expect(chunkFor("/p/app/features/seo/page-heads.ts", meta)).toBe("shell");
  });

  it("leaves the entry module a file of its own, and Vite's own modules to Vite", () => {
    expect(chunkFor("/p/app/entry.client.tsx", meta)).toBeUndefined();
    expect(chunkFor("\0vite/preload-helper.js", meta)).toBeUndefined();
  });

  it("puts code two pages share into shell rather than a file of its own", () => {
    expect(chunkFor("/p/app/features/cv/cv-button.tsx", meta)).toBe("shell");
    expect(chunkFor("/p/app/features/blog/overlay.ts", meta)).toBeUndefined();
  });

  it("leaves a helper only one module imports with that module", () => {
    expect(chunkFor("/p/app/components/ui/hero-picture.tsx", meta)).toBeUndefined();
  });

  it("leaves route code, libraries only a route uses, stylesheets and the root route to Rollup", () => {
    expect(chunkFor("/p/app/features/contact/contact-form.tsx", meta)).toBeUndefined();
    expect(chunkFor("/p/node_modules/react-hook-form/dist/index.esm.mjs", meta)).toBeUndefined();
    expect(chunkFor("/p/app/app.css", meta)).toBeUndefined();
    expect(chunkFor("/p/app/root.tsx", meta)).toBeUndefined();
  });

  it("ends on an import cycle that never reaches the shell", () => {
    expect(chunkFor("/p/app/features/gallery/a.ts", meta)).toBeUndefined();
  });
});
