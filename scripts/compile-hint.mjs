// V8's explicit compile hint (v8.dev/blog/explicit-compile-hints; Chrome 136 and later), as the
// first line of every script the browser loads. The browser then compiles a chunk's functions
// on the thread that streams the file in, rather than one at a time on the main thread as
// hydration first calls them. Every chunk is loaded because it is about to run: the first view's
// when the page hydrates, the others (lightbox, form) when they are opened. On the bench's phone
// pages hydrated 50–80 ms sooner (/, /contact).
//
// V8 reads the comment only before the first code: after the `__vite__mapDeps` line that Vite
// puts on top of a chunk with dynamic imports, it bought half as much. So it is added last, to
// the finished chunks, and a source map moves down a line with its file.
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunk's code with the hint on top, and its source map's mappings one line down. */
export function withCompileHint(code, map) {
  if (code.startsWith(COMPILE_HINT)) return { code, map };
  return { code: `${COMPILE_HINT}\n${code}`, map: map ? { ...map, mappings: `;${map.mappings}` } : map };
}

export function compileHint() {
  return {
    name: "compile-hint",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        // The prerender's server build never reaches a browser.
        if (this.environment?.config.consumer === "server") return;
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || file.code.startsWith(COMPILE_HINT)) continue;
          const hinted = withCompileHint(file.code, file.map);
          file.code = hinted.code;
          if (file.map) file.map.mappings = hinted.map.mappings;
          // A build with source maps has already put the chunk's map in the bundle as a file of its own.
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === "asset") {
            mapFile.source = JSON.stringify(withCompileHint("", JSON.parse(String(mapFile.source))).map);
          }
        }
      },
    },
  };
}
