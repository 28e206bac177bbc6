import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { ShellData } from "./app-shell";

/** The frame's data: the root loader's, plus the public address meta functions and feeds build links from. */
export type PageShellData = ShellData & { publicUrl: string };

/**
 * The frame of the page (header, footer, radio, brand): the root loader's data, or — on a screen the route guard
 * refused, where no loader ran (decision 049) — the frame the refusal carries. Undefined only when the root loader
 * itself failed; callers keep their defaults then.
 */
export function usePageShell(): Partial<PageShellData> | undefined {
  const loaded = useRouteLoaderData("root") as Partial<PageShellData> | undefined;
  const error = useRouteError();
  if (loaded) return loaded;
  if (isRouteErrorResponse(error) && error.data && typeof error.data === "object" && "shell" in error.data) {
    return (error.data as { shell?: Partial<PageShellData> }).shell;
  }
  return undefined;
}
