// The gig widget, served as /embed/gigs.js (decision 061): <booth-gigs dj="slug"> (or venue=, production=) lists
// upcoming gigs from this site's public API, read from the script's own origin. One plain module, no framework and no
// import, kept under 6 KB gzip (server/http/gigs-widget.test.ts). Every text goes in by textContent, never as
// markup; styles are a constructed sheet, so the host page's CSP needs nothing but script-src and connect-src.

const ORIGIN = new URL(import.meta.url).origin;
const BRAND = "Booth";
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 20;

/** Which API list and which page each attribute reads: [API collection, its events list, the page's path]. */
const SCOPES = {
  dj: ["djs", "gigs", "/dj/"],
  venue: ["venues", "events", "/venues/"],
  production: ["productions", "events", "/production/"],
};

/** The element's attributes as requests: the API list to read and the page of the DJ, venue or line; null without a slug. */
export function widgetTarget(read, origin = ORIGIN) {
  for (const kind of Object.keys(SCOPES)) {
    const slug = (read(kind) || "").trim();
    if (!slug) continue;
    const [collection, list, page] = SCOPES[kind];
    const path = encodeURIComponent(slug);
    const limit = widgetLimit(read("limit"));
    return {
      api: `${origin}/api/v1/${collection}/${path}/${list}?limit=${limit}`,
      page: `${origin}${page}${path}`,
    };
  }
  return null;
}

/** `limit`: a whole number from 1 to 20, 5 when missing or unreadable. */
export function widgetLimit(value) {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), MAX_LIMIT) : DEFAULT_LIMIT;
}

/** The event's own calendar day and time (the API gives them in the event's zone): "Sat 12 Dec 2026 · 23:00". */
export function gigWhen(localDate, localTime) {
  const [y, m, d] = String(localDate).split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(day.getTime())) return String(localDate);
  // Put together from parts: ICU builds differ on the comma after the weekday.
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).formatToParts(day);
  const part = (type) => parts.find((p) => p.type === type)?.value;
  const date = `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
  return localTime ? `${date} · ${localTime}` : date;
}

/** Where an event is: its venue and its place, whichever the API has. */
export function gigWhere(event) {
  return [event.venue, event.location].filter(Boolean).join(", ");
}

const CSS = `
:host{display:block;--bg:#15151a;--fg:#f4f4f6;--muted:#b9b9c4;--line:#34343e;--accent:#ffb347;
font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg)}
:host([theme=light]){--bg:#fff;--fg:#16161a;--muted:#50505c;--line:#dcdce2;--accent:#8a3a00}
.box{background:var(--bg);border:1px solid var(--line);border-radius:12px;padding:12px 16px}
ul{list-style:none;margin:0;padding:0}
li+li{border-top:1px solid var(--line)}
a{color:inherit;text-decoration:none;border-radius:6px}
a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
li a{display:block;padding:10px 0}
li a:hover .name{text-decoration:underline}
.when{display:block;color:var(--accent);font-size:13px;font-weight:600}
.name{display:block;font-weight:700;font-size:16px}
.where,.note{display:block;color:var(--muted);font-size:14px}
.off{text-decoration:line-through}
.more{display:inline-block;margin-top:8px;color:var(--accent);font-weight:600;text-decoration:underline}
.note{margin:0;padding:10px 0}
.name,.where{overflow-wrap:anywhere}`;

let sheet = null;
function styles() {
  if (!sheet && typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const Base = globalThis.HTMLElement || class {};

export class BoothGigs extends Base {
  static observedAttributes = ["dj", "venue", "production", "limit"];

  connectedCallback() {
    this.load();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.load();
  }

  /** The shadow root, shown as the fallback link (the element's own children) until the gigs arrive. */
  root() {
    if (!this.shadowRoot) {
      const root = this.attachShadow({ mode: "open" });
      const constructed = styles();
      if (constructed) root.adoptedStyleSheets = [constructed];
      else root.append(el("style", "", CSS));
      root.append(el("slot"));
    }
    return this.shadowRoot;
  }

  async load() {
    const root = this.root();
    // A later load (an attribute changed meanwhile) wins over an earlier answer that arrives after it.
    this.turn = (this.turn || 0) + 1;
    const turn = this.turn;
    const target = widgetTarget((name) => this.getAttribute(name));
    let answer = null;
    if (target) {
      try {
        const res = await fetch(target.api, { credentials: "omit" });
        if (res.ok) answer = await res.json();
      } catch {
        answer = null;
      }
    }
    if (turn === this.turn) this.show(root, target, answer);
  }

  show(root, target, answer) {
    const box = el("div", "box");
    const events = answer && Array.isArray(answer.data) ? answer.data : null;
    if (!events) box.append(el("p", "note", "Dates could not be loaded."));
    else if (events.length === 0) box.append(el("p", "note", "No upcoming dates"));
    else {
      const list = el("ul");
      for (const event of events) list.append(gigItem(event));
      box.append(list);
    }
    if (target) {
      const more = el("a", "more", `More on ${BRAND}`);
      more.href = target.page;
      box.append(more);
    }
    for (const node of [...root.childNodes]) if (node.nodeName !== "STYLE") node.remove();
    root.append(box);
  }
}

function gigItem(event) {
  const item = el("li");
  const link = el("a");
  // Only web addresses: the API gives this site's event pages.
  if (/^https?:\/\//.test(event.url)) link.href = event.url;
  const cancelled = event.status === "cancelled";
  link.append(
    el("span", "when", gigWhen(event.localDate, event.localTime) + (cancelled ? " · Cancelled" : "")),
    el("span", cancelled ? "name off" : "name", event.name),
  );
  const where = gigWhere(event);
  if (where) link.append(el("span", "where", where));
  item.append(link);
  return item;
}

if (globalThis.customElements && !customElements.get("booth-gigs")) customElements.define("booth-gigs", BoothGigs);
