import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { isArea, ROUTE_TABLE } from "./core/access/route-table";

/**
 * The route table of spec §2, derived from app/core/access/route-table.ts (decision 049): each route's pattern and module
 * are declared there once, with the flag gates and guard the root middleware applies. Area routes keep the ids
 * `area:<pattern>` that stored web vitals name them by.
 */
export default ROUTE_TABLE.map((rule) => {
  if (rule.pattern === "/") return index(rule.module);
  const id = "id" in rule ? rule.id : isArea(rule) ? `area:${rule.pattern}` : undefined;
  const path = rule.pattern === "*" ? "*" : rule.pattern.slice(1);
  return id ? route(path, rule.module, { id }) : route(path, rule.module);
}) satisfies RouteConfig;
