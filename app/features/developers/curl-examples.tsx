/** The public API's first requests, ready to paste (decision 061). */
export function curlExamples(origin: string): { label: string; command: string }[] {
  return [
    { label: "Upcoming events in a city", command: `curl '${origin}/api/v1/events?city=Berlin%2C%20Germany&limit=5'` },
    { label: "The next page: pass nextCursor back", command: `curl '${origin}/api/v1/events?limit=5&cursor=…'` },
    { label: "A DJ and their upcoming gigs", command: `curl '${origin}/api/v1/djs/nadia-voss/gigs'` },
    {
      label: "A DJ's free and busy days (when their page shows them)",
      command: `curl '${origin}/api/v1/djs/nadia-voss/availability'`,
    },
    {
      label: "Ask again only if it changed (304 when not)",
      command: `curl -i -H 'If-None-Match: "…the ETag you were given…"' '${origin}/api/v1/events'`,
    },
    { label: "The OpenAPI 3.1 document", command: `curl '${origin}/api/v1/openapi.json'` },
  ];
}

/** A command or snippet to copy: a scrolling block the keyboard can reach. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe rule scrollable-region-focusable)
      tabIndex={0}
      aria-label={label}
      className="mt-1 overflow-x-auto rounded-xl border border-border bg-surface-2 px-4 py-3"
    >
      <pre className="text-sm text-fg">
        <code>{code}</code>
      </pre>
    </section>
  );
}

export function CurlExamples({ origin }: { origin: string }) {
  return (
    <ul className="!list-none !pl-0 flex flex-col gap-4">
      {curlExamples(origin).map((example) => (
        <li key={example.label}>
          <p className="text-sm text-muted">{example.label}</p>
          <CodeBlock label={example.label} code={example.command} />
        </li>
      ))}
    </ul>
  );
}
