import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// React, React DOM and React Router load on every page: one chunk instead of the five the default split
// makes of them (fewer requests on a first visit, and gzip compresses them together; decision 013).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser)[\\/]/;

// The SSR build's entry is our Hono server (server/main.ts), which imports the React Router
// server build as a virtual module; React Router 8 reads the input from the ssr environment.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK, priority: 10 }] } },
        },
      },
    },
    ssr: {
      build: { rollupOptions: { input: "./server/main.ts" } },
    },
  },
});
