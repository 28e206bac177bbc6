import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { GUEST } from "~/core/access/viewer";
import type { DjCardData } from "~/core/djs/dj-card-data";
import { DEFAULT_FLAGS } from "~/core/site/flags";
import { frozenDeep } from "~/core/text/frozen-data";
import { TabBar } from "~/shell/tab-bar";
import { renderPartMarkup } from "~/ssr/part-markup.server";
import { DjCardItem } from "~/ui/dj-card";
import { FilterSelect } from "~/ui/filter-select";
import { Prerendered, prerenderedCount, setMarkupRenderer } from "~/ui/prerendered";

const ada: DjCardData = {
  slug: "ada-lux",
  displayName: "Ada Lux",
  genres: ["Techno", "House", "Disco"],
  location: "Berlin, Germany",
  profileImage: null,
  imagePosition: null,
  verificationStatus: "verified",
};
const bo: DjCardData = {
  slug: "bo",
  displayName: "Bo & Cy <3",
  genres: [],
  location: null,
  profileImage: "/uploads/bo.webp",
  imagePosition: "top",
  verificationStatus: "mate",
};

/** A page at a location other than "/", as the server renders it: the parts are in a list among live text. */
function page(children: ReactNode) {
  return renderToString(
    <MemoryRouter initialEntries={["/?genre=Techno&page=2"]}>
      <main>
        text before
        <ul>{children}</ul>
        text after
      </main>
    </MemoryRouter>,
  );
}

const cards = (list: DjCardData[], priority = false) =>
  list.map((dj) => <DjCardItem key={dj.slug} dj={dj} priority={priority} className="render-when-near" />);

afterEach(() => setMarkupRenderer(null));

describe("prerendered parts", () => {
  it("write exactly the markup that rendering the parts in place writes, from the first render and from the cache", () => {
    const live = page(cards([ada, bo]));
    setMarkupRenderer(renderPartMarkup);
    expect(page(cards([ada, bo]))).toBe(live);
    expect(prerenderedCount()).toBe(2);
    expect(page(cards([ada, bo]))).toBe(live);
    expect(prerenderedCount()).toBe(2);
    const select = (
      <FilterSelect name="genre" label="Genre" value="Techno" allLabel="All genres" options={["House", "Techno"]} />
    );
    setMarkupRenderer(null);
    const liveSelect = page(select);
    expect(liveSelect).toContain('<option value="Techno" selected="">');
    setMarkupRenderer(renderPartMarkup);
    expect(page(select)).toBe(liveSelect);
  });

  it("are keyed by every prop: changed data is new markup, never the old one", () => {
    setMarkupRenderer(renderPartMarkup);
    const before = page(cards([ada]));
    const renamed = { ...ada, displayName: "Ada Lovelux", genres: ["Ambient"] };
    const after = page(cards([renamed]));
    expect(after).not.toBe(before);
    expect(after).toContain("Ada Lovelux");
    expect(after).not.toContain(">Ada Lux<");
    setMarkupRenderer(null);
    expect(page(cards([renamed]))).toBe(after);
  });

  it("key data frozen with frozenDeep by identity: the same card is one entry, another card is new markup", () => {
    const frozen = frozenDeep({ ...ada, genres: [...ada.genres] });
    expect(Object.isFrozen(frozen.genres)).toBe(true);
    const live = page(cards([frozen]));
    setMarkupRenderer(renderPartMarkup);
    expect(page(cards([frozen]))).toBe(live);
    expect(page(cards([frozen]))).toBe(live);
    expect(prerenderedCount()).toBe(1);
    // Keyed by the object, not its content: an equal copy is an entry of its own (its JSON is never made).
    expect(page(cards([frozenDeep({ ...ada, genres: [...ada.genres] })]))).toBe(live);
    expect(prerenderedCount()).toBe(2);
    // A changed DJ is a new object (held reads make new rows): new markup, never the old one.
    const renamed = frozenDeep({ ...ada, displayName: "Ada Lovelux", genres: ["Ambient"] });
    const after = page(cards([renamed]));
    expect(prerenderedCount()).toBe(3);
    expect(after).toContain("Ada Lovelux");
    expect(after).not.toContain(">Ada Lux<");
    // Data that is not frozen is keyed by its content, so a change made in place is seen.
    const open = { ...ada, genres: [...ada.genres] };
    page(cards([open]));
    open.displayName = "Ada Changed";
    expect(page(cards([open]))).toContain("Ada Changed");
  });

  it("leave a part that React would hoist from (an eager image's preload) to a live render", () => {
    setMarkupRenderer(null);
    const live = page(cards([ada], true));
    expect(live).toContain('rel="preload"');
    setMarkupRenderer(renderPartMarkup);
    expect(page(cards([ada], true))).toBe(live);
    expect(page(cards([ada], true))).toBe(live);
  });

  it("render the real component where no renderer is set (the browser)", () => {
    function Part({ n }: { n: number }) {
      return <b>{n}</b>;
    }
    expect(renderToString(<Prerendered as="div" className="x" render={Part} props={{ n: 1 }} />)).toBe(
      '<div class="x"><b>1</b></div>',
    );
    setMarkupRenderer(() => "<i>cached</i>");
    expect(renderToString(<Prerendered as="div" className="x" render={Part} props={{ n: 1 }} />)).toBe(
      '<div class="x"><i>cached</i></div>',
    );
  });
});

describe("the tab bar as a cached part", () => {
  const at = (path: string) =>
    renderToString(
      <MemoryRouter initialEntries={[path]}>
        <TabBar flags={{ ...DEFAULT_FLAGS, eventsPageEnabled: true }} viewer={GUEST} />
      </MemoryRouter>,
    );

  it("writes what the live bar writes at that path, with the current section marked (the part renders at /)", () => {
    const live = at("/events/kessel-2026-11-27");
    expect(live.match(/aria-current="page"/g)).toHaveLength(1);
    expect(live).toMatch(/<a aria-current="page" class="[^"]*text-fg" href="\/events"/);
    setMarkupRenderer(renderPartMarkup);
    expect(at("/events/kessel-2026-11-27")).toBe(live);
    expect(at("/")).toMatch(/<a aria-current="page" class="[^"]*text-fg" href="\/"/);
    expect(at("/dj/ada-lux")).not.toContain("aria-current");
  });
});
