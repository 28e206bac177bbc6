import { data } from "react-router";
import type { Viewer, ViewerRole } from "~/core/access/viewer";
import type { RequestContext } from "~server/context.server";
import { AppError } from "~server/domain/app-error.server";
import type { PageShell } from "./shell-data.server";

/**
 * The payload of a screen that a gate or guard shows instead of the page (rendered by the root error boundary).
 * A page refused by the route guard carries its frame (decision 049): no loader ran for it.
 */
export type ScreenPayload = (
  | { screen: "feature-unavailable"; feature: string }
  | { screen: "not-found" }
  | { screen: "sign-in"; returnTo: string }
  | { screen: "mate-required" }
) & { shell?: PageShell };

/** The request context once a route's guard let a signed-in person through: their user and session are known. */
export type SignedInContext = RequestContext & {
  viewer: Viewer & { role: Exclude<ViewerRole, "guest"> };
  userId: string;
  sessionId: string;
};

/**
 * What `find` found, or the 404 screen when the domain says there is no such row for this person: an unknown id and
 * someone else's row answer alike (IDOR), for a loader exactly as for the route guard's resource lookups.
 */
export async function foundOr404<T>(find: () => Promise<T>): Promise<T> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
    throw error;
  }
}
