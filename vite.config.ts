import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR build's entry is our Hono server (server/main.ts), which imports the React Router
// server build as a virtual module; React Router 8 reads the input from the ssr environment.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/main.ts" } },
    },
  },
});
