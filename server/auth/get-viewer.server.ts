import { GUEST, type Viewer } from "~/core/viewer";

/**
 * The viewer of this request. Accounts and sessions arrive with the accounts work (better-auth);
 * until a request can carry a session, every request is a guest — which is also what the guards
 * assume for anyone without a valid session.
 */
export async function getViewer(_request: Request): Promise<Viewer> {
  return GUEST;
}
