import { CodeBlock } from "./curl-examples";

/** The gig widget's snippet (decision 061): the script, the element, and inside it the link shown without JavaScript. */
export function gigsWidgetSnippet(origin: string, djSlug = "nadia-voss"): string {
  return [
    `<script type="module" src="${origin}/embed/gigs.js"></script>`,
    `<booth-gigs dj="${djSlug}" limit="5" theme="dark">`,
    `  <a href="${origin}/dj/${djSlug}">Gigs on Booth</a>`,
    "</booth-gigs>",
  ].join("\n");
}

export function GigsWidgetSnippet({ origin }: { origin: string }) {
  return (
    <>
      <p>
        Put a DJ's upcoming gigs on any website: paste this where the list should go. Each gig links to its page here.
      </p>
      <CodeBlock label="Gig widget snippet" code={gigsWidgetSnippet(origin)} />
      <ul>
        <li>
          <code>dj</code>, <code>venue</code> or <code>production</code>: the slug in the page's address (a venue's or a
          production line's upcoming events).
        </li>
        <li>
          <code>theme</code>: <code>dark</code> (default) or <code>light</code>; <code>limit</code>: 1 to 20 (default
          5).
        </li>
        <li>
          Without JavaScript the link inside stays; the widget replaces it. Your page's Content-Security-Policy only
          needs <code>{origin}</code> in <code>script-src</code> and <code>connect-src</code>.
        </li>
      </ul>
    </>
  );
}
