import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHint, withCompileHint } from "./compile-hint.mjs";

describe("withCompileHint", () => {
  it("puts V8's hint on the first line, before any code Vite put on top", () => {
    const { code } = withCompileHint('const __vite__mapDeps=(i)=>i;import"./a.js";');
    expect(code.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(code.split("\n")[1]).toBe('const __vite__mapDeps=(i)=>i;import"./a.js";');
  });

  it("moves the source map down the line it adds", () => {
    const { map } = withCompileHint("a()", { version: 3, mappings: "AAAA" });
    expect(map?.mappings).toBe(";AAAA");
  });

  it("adds it once", () => {
    const once = withCompileHint("a()", { mappings: "AAAA" });
    expect(withCompileHint(once.code, once.map)).toEqual(once);
  });
});

describe("compileHint", () => {
  const run = (consumer) => {
    const bundle = {
      "assets/app.js": { type: "chunk", fileName: "assets/app.js", code: "a()", map: { mappings: "AAAA" } },
      "assets/app.js.map": { type: "asset", fileName: "assets/app.js.map", source: '{"version":3,"mappings":"AAAA"}' },
      "assets/app.css": { type: "asset", fileName: "assets/app.css", source: "a{}" },
    };
    const { handler } = compileHint().generateBundle;
    handler.call({ environment: { config: { consumer } } }, {}, bundle);
    return bundle;
  };

  it("hints every chunk of the browser's build, and leaves other files alone", () => {
    const bundle = run("client");
    expect(bundle["assets/app.js"].code).toBe(`${COMPILE_HINT}\na()`);
    expect(bundle["assets/app.js"].map.mappings).toBe(";AAAA");
    expect(JSON.parse(bundle["assets/app.js.map"].source)).toEqual({ version: 3, mappings: ";AAAA" });
    expect(bundle["assets/app.css"].source).toBe("a{}");
  });

  it("leaves a chunk that already starts with the hint, and its map, alone", () => {
    const bundle = {
      "a.js": { type: "chunk", fileName: "a.js", code: `${COMPILE_HINT}\na()` },
      "a.js.map": { type: "asset", fileName: "a.js.map", source: '{"mappings":";AAAA"}' },
    };
    compileHint().generateBundle.handler.call({ environment: { config: { consumer: "client" } } }, {}, bundle);
    expect(bundle["a.js"].code).toBe(`${COMPILE_HINT}\na()`);
    expect(bundle["a.js.map"].source).toBe('{"mappings":";AAAA"}');
  });

  it("leaves the prerender's server build as it is", () => {
    expect(run("server")["assets/app.js"].code).toBe("a()");
  });
});
