import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { IMPORT_ALIASES } from "./import-aliases.ts";

// React, React DOM and React Router load on every page: one chunk instead of the five the default split
// makes of them (fewer requests on a first visit, and gzip compresses them together; decision 013).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser)[\\/]/;

/** lucide's icons: one `icons` chunk of their own (below, decision 045). */
const ICONS = /node_modules[\\/]lucide-react[\\/]/;

/**
 * The app code every page loads — what app/root.tsx imports statically (header, tab bar, buttons, icons
 * …) — as one `shell` chunk instead of a dozen small ones: each separately fetched file costs its own
 * request and compresses without the others' words (decision 013, "Update: first-load JS").
 * The modules are collected from the module graph once it is built. lucide-react is not walked: its
 * index re-exports every icon; the icons the app draws have their own `icons` chunk (below).
 */
const shellModules = new Set<string>();
function collectShellModules(): Plugin {
  return {
    name: "booth:shell-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shellModules.clear();
      // Every module that is app/root.tsx: the file itself and React Router's client-route variant of it (the same
      // path with a query), whichever the graph lists first. Taking only the first one found left root.tsx's own code
      // out of the shell chunk (a chunk of its own, +0.5 KB gzip on every page) when a file move reordered the graph.
      const roots = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
      const pending = roots.flatMap((root) => [...(this.getModuleInfo(root)?.importedIds ?? [])]);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (shellModules.has(id) || FRAMEWORK.test(id) || ICONS.test(id)) continue;
        shellModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of the client's scripts, styles and SVGs next to each file, so
 * the server sends them without compressing per request (serveStatic `precompressed`). Fonts
 * (woff2) and images are compressed formats already.
 */
function precompressClientAssets(): Plugin {
  return {
    name: "booth:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|svg|json|txt|xml)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// The SSR build's entry is our Hono server (server/main.ts), which imports the React Router
// server build as a virtual module; React Router 8 reads the input from the ssr environment.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), collectShellModules(), precompressClientAssets()],
  resolve: { alias: IMPORT_ALIASES },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 10 },
                { name: "shell", test: (id) => shellModules.has(id), priority: 5 },
                // Every lucide icon the app draws, in one chunk (7.7 KB brotli) instead of one 1.3 KB chunk per
                // icon: a page loaded 9–11 fewer scripts, and main-thread time after the first paint fell 16 % on
                // `/` and 23 % on a DJ page (each small module is fetched, compiled and instantiated on its own;
                // decision 045).
                { name: "icons", test: ICONS, priority: 4 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: { rollupOptions: { input: "./server/main.ts" } },
    },
  },
});
