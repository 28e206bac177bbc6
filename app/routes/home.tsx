import type { DjCardData } from "~/core/djs/dj-card-data";
import { parseDjDirectoryFilters } from "~/core/djs/dj-directory-filters";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { isNewsPageOn } from "~/core/site/flags";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { frozenDeep, isFrozenDeep } from "~/core/text/frozen-data";
import type { HomePageData } from "~/pages/home-page";
import { deferred } from "~/ui/deferred";
// The page's code is deferred (below), but its stylesheet must be in the server's <head> from the start.
import "~/features/static/home-hero.css";
import { readPageData } from "~server/adapters/page-data.server";
import { getRequestContext } from "~server/context.server";
import { getHomeDirectory } from "~server/domain/djs/get-home-directory.server";
import type { DjCard as DjCardRow } from "~server/domain/djs/list-public-djs.server";
import { getHeldUpcomingEvents } from "~server/domain/events/get-held-upcoming-events.server";
import { getFrontPageNews } from "~server/domain/news/get-front-page-news.server";
import type { Route } from "./+types/home";

/** Events in the home page's row (a phone scrolls them; a desktop shows one row of six). */
const HOME_EVENTS = 6;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPageMeta({
    title: "Your Gateway to Elite DJs",
    description:
      "Discover elite DJs — techno, house, afro house, amapiano and more. Verified profiles, gigs and bookings. Made by DJs for DJs.",
    // Filtered views are variations of the one directory page: they all point search engines at "/".
    path: "/",
    origin: publicOrigin(matches),
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { database, flags } = getRequestContext(context);
  const filters = parseDjDirectoryFilters(new URL(request.url).searchParams);
  const showNews = flags.newsEnabled && flags.frontPageNewsEnabled;
  const today = localDateOf(new Date(), SITE_TIME_ZONE);
  // Within the spec's 12 s, or the page says it is taking too long (decision 041).
  const [directory, news, events] = await readPageData(context, () =>
    Promise.all([
      getHomeDirectory(database.db, filters),
      showNews ? getFrontPageNews(database.db, 3) : Promise.resolve([]),
      // The upcoming-events row, only while the events area is open.
      flags.eventsPageEnabled ? getHeldUpcomingEvents(database.db, HOME_EVENTS) : null,
    ]),
  );
  return {
    richHero: flags.heroSystemEnabled,
    stats: directory.stats,
    featured: toCards(directory.featured),
    suggested: toCards(directory.suggested),
    djs: toCards(directory.djs),
    total: directory.total,
    filters,
    // The counts stay on the server: the filter menus list the choices only.
    options: { genres: directory.options.genres, cities: directory.options.cities },
    news: news.map((n) => ({ ...n, publishDate: n.publishDate.toISOString() })),
    newsLinked: isNewsPageOn(flags),
    events: events ? { items: events, today } : null,
  } satisfies HomePageData;
}

/**
 * The directory's rows are held in memory between requests and frozen (getHomeDirectory's cache), so each held row's
 * card, and each held list's cards, are made once and frozen too: the page's card parts are then keyed by the card
 * or the list itself, not by its JSON (decision 043). Rows read afresh (deep pages) give plain cards.
 */
const cards = new WeakMap<DjCardRow, DjCardData>();
const lists = new WeakMap<DjCardRow[], DjCardData[]>();

function toCards(rows: DjCardRow[]): DjCardData[] {
  if (!isFrozenDeep(rows)) return rows.map(toCard);
  let list = lists.get(rows);
  if (!list) {
    list = frozenDeep(rows.map(toCard));
    lists.set(rows, list);
  }
  return list;
}

function toCard(dj: DjCardRow): DjCardData {
  const held = isFrozenDeep(dj);
  let card = held ? cards.get(dj) : undefined;
  if (!card) {
    card = {
      slug: dj.slug,
      displayName: dj.display_name,
      genres: dj.genres,
      location: dj.location,
      profileImage: dj.profile_image,
      imagePosition: dj.image_position,
      verificationStatus: dj.verification_status,
    };
    if (held) {
      card = heldCardFor(card);
      cards.set(dj, card);
    }
  }
  return card;
}

/**
 * One frozen card per DJ for the held lists: a DJ in the featured row, the suggested row and the grid is the same
 * object three times, which React Router's encoding of the page's data writes once and then refers to (the home
 * page's data was ≈ 100 values longer with a copy each). A changed DJ is a different card.
 */
const heldCards = new Map<string, DjCardData>();
const MAX_HELD_CARDS = 10_000;

function heldCardFor(card: DjCardData): DjCardData {
  const known = heldCards.get(card.slug);
  if (known && sameCard(known, card)) return known;
  heldCards.set(card.slug, frozenDeep(card));
  if (heldCards.size > MAX_HELD_CARDS) heldCards.delete(heldCards.keys().next().value as string);
  return card;
}

/** Every field, so a field added to the card later counts too (once per held row, not per render). */
function sameCard(a: DjCardData, b: DjCardData): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// The first screen is the hero, static markup; the directory below it works as links and a GET form until
// it hydrates. So the page's code is fetched once this route module has run, not with the first load: in a task
// of its own, not inside the evaluation of the page's modules, which is long enough already (decision 045).
const HomePage = deferred(() => import("~/pages/home-page").then((m) => m.HomePage));
if (typeof document !== "undefined") setTimeout(() => void HomePage.preload(), 0);

/**
 * A client-side navigation to the home page waits for the page's code as well as its data, so it never shows
 * the empty space of a part whose code has not arrived. (The first load is rendered by the server and does not
 * run this.)
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), HomePage.preload()]);
  return data;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage.Component data={loaderData} />;
}
