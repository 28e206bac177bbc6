import { useEffect, useRef, useState } from "react";

/**
 * The OpenAPI reference of /api/v1, rendered in the browser by Scalar (decision 061). Scalar and its styles are
 * fetched only here, after the page is up (a dynamic import: its own chunks, never in another page's JavaScript),
 * from our own origin, so the site's CSP holds as it is: no fonts from elsewhere, no telemetry, no AI agent, no
 * request client. Without JavaScript the page above still gives the curl examples and the document's address.
 */
export function ApiReference({ documentUrl }: { documentUrl: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    Promise.all([import("@scalar/api-reference"), import("@scalar/api-reference/style.css")])
      .then(([{ createApiReference }]) => {
        if (cancelled || !host.current) return;
        const app = createApiReference(host.current, {
          url: documentUrl,
          withDefaultFonts: false,
          telemetry: false,
          agent: { disabled: true },
          hideClientButton: true,
          showDeveloperTools: "never",
          hideDarkModeToggle: true,
          forceDarkModeState: "dark",
          darkMode: true,
          layout: "modern",
          // Scalar's dimmest text on its dark theme misses WCAG AA contrast (the client-library tabs, the sidebar's
          // search placeholder): its third text colour is raised, and those two drawn in the first.
          customCss: [
            ".dark-mode { --scalar-color-3: #a3a3a3 !important; }",
            ".scalar-app .client-libraries-text, .scalar-app .client-libraries-text-more,",
            ".scalar-app .sidebar-search-placeholder { color: var(--scalar-color-1) !important; opacity: 1 !important; }",
          ].join("\n"),
        });
        destroy = () => app.destroy();
        setState("ready");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [documentUrl]);

  return (
    <div className="rounded-2xl border border-border bg-surface/40">
      {state === "loading" ? (
        <p className="p-6 text-muted" role="status">
          Loading the reference…
        </p>
      ) : null}
      {state === "failed" ? (
        <p className="p-6 text-muted" role="status">
          The reference could not be loaded here. The document itself is at{" "}
          <a className="text-accent-fg underline" href={documentUrl}>
            {documentUrl}
          </a>
          .
        </p>
      ) : null}
      <div ref={host} data-testid="api-reference" />
    </div>
  );
}
