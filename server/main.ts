import { Hono } from "hono";
import { serve } from "@hono/node-server";
import { createRequestHandler } from "react-router";
// @ts-expect-error virtual module
import * as build from "virtual:react-router/server-build";
const handler = createRequestHandler(build, "production");
const app = new Hono();
app.all("*", (c) => handler(c.req.raw));
export function start() { serve({ fetch: app.fetch, port: 3000 }); console.log("up"); }
