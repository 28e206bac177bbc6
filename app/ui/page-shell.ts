import { useRouteError, useRouteLoaderData } from "react-router";
import type { ShellData } from "~/core/site/shell-data";

/** The frame's data: the root loader's, plus the public address meta functions and feeds build links from. */
export type PageShellData = ShellData & { publicUrl: string };

/**
 * The frame of the page (header, footer, radio, brand): the root loader's data, or — on a screen the route guard
 * refused, where no loader ran (decision 049) — the frame the refusal's payload carries. Undefined only when the
 * root loader itself failed; callers keep their defaults then.
 */
export function usePageShell(): PageShellData | undefined {
  const refusal = useRouteError() as { data?: { shell?: PageShellData } } | undefined;
  return (useRouteLoaderData("root") as PageShellData | undefined) ?? refusal?.data?.shell;
}
