/**
 * Cross-site request forgery guard for every state-changing request (our form actions included):
 * a browser always sends Origin (or at least Sec-Fetch-Site) on such requests. An Origin that is this site
 * (PUBLIC_URL, and for a loopback PUBLIC_URL its other loopback spellings: `acceptedOrigins`) passes; any other
 * Origin, or Sec-Fetch-Site "cross-site", is refused. Requests with neither header come from non-browser clients
 * (scripts, the CLI), which cannot carry a victim's cookies.
 */
import { WRONG_ADDRESS_SCREEN } from "~/core/site/page-data";
import { addressToOpen, isAcceptedOrigin, refusedOriginMessage } from "~/core/site/public-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteRequest(method: string, headers: Headers, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get("origin");
  if (origin && origin !== "null") return !isAcceptedOrigin(origin, publicOrigin);
  if (origin === "null") return true;
  const site = headers.get("sec-fetch-site");
  return site === "cross-site";
}

/**
 * The answer to a refused write. It names the address to open instead, since the usual cause is a person who
 * opened the site at another name than PUBLIC_URL (a LAN address, a host alias), not an attack: a page's own
 * form posted without JavaScript gets a small page with the link; everything else (a client-side submission's
 * `.data` request, `/api` calls) gets JSON, whose `screen` the root error boundary shows instead of the global
 * error screen.
 */
export function crossSiteRefusal(request: Request, publicOrigin: string, requestId: string | undefined): Response {
  const address = addressToOpen(publicOrigin, new URL(request.url).pathname);
  const message = refusedOriginMessage(address);
  const headers = { "Cache-Control": "no-store" };
  const navigation =
    request.headers.get("sec-fetch-mode") === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");
  if (navigation) {
    return new Response(refusedOriginPage(address, message), {
      status: 403,
      headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
    });
  }
  return Response.json(
    { error: "Cross-site request refused", message, address, screen: WRONG_ADDRESS_SCREEN, requestId },
    { status: 403, headers },
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function refusedOriginPage(address: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Open ${escapeHtml(new URL(address).host)}</title></head><body style="background:#0b0b0f;color:#f4f4f6;font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0"><main style="box-sizing:border-box;width:100%;max-width:32rem;text-align:center;padding:24px;overflow-wrap:anywhere"><h1>Open ${escapeHtml(new URL(address).host)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(address)}" style="color:#e879f9">Go to ${escapeHtml(address)}</a></p></main></body></html>`;
}
