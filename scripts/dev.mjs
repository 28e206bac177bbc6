// `npm run dev`: Vite in middleware mode (HMR, on-demand transforms) in front of the same Hono app
// that production runs, so headers, gates and /api behave the same while developing.
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const runner = vite.environments.ssr.runner;
const { createDevApp } = await runner.import("/server/dev.server.ts");
const { app, config, close } = await createDevApp(() => runner.import("virtual:react-router/server-build"));
const listener = getRequestListener(app.fetch);
const server = http.createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(config.port, config.host, () => console.log(`Booth (dev) on ${config.publicUrl}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    server.close();
    await vite.close();
    await close();
    process.exit(0);
  });
}
