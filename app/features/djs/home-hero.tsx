import { ArrowDown, BadgeCheck, UserRoundCheck } from "lucide-react";
import { type CSSProperties, useId } from "react";
import { groupedInteger } from "~/core/text/english-format";
import { mulberry32, round } from "~/core/text/seeded-random";
import { ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Prerendered } from "~/ui/prerendered";

// The hero's stylesheet (`~/features/static/home-hero.css`) is imported by the routes that show it, not here: this
// module is loaded lazily (the home page's code comes after the first paint), and a stylesheet imported by a lazily
// loaded module is added to the page a second time when that module arrives (Vite's preload does not see React
// Router's `#`-suffixed link to the same file), which made the browser restyle the whole page during hydration.

/**
 * The home page hero (hero system flag). `rich` draws a club-night stage in CSS/SVG only — glow,
 * light beams, an LED equaliser wall and a crowd silhouette — with no external images; `rich=false`
 * is a compact header. Both carry the page's heading, the pitch and the calls to action.
 */

export interface HomeHeroStats {
  djs: number;
  cities: number;
  genres: number;
}

const TITLE = "Your Gateway to Elite DJs";
const PITCH =
  "Find the DJs worth crossing town for — verified profiles, upcoming gigs, the venues they play and the sound they make.";

export function HomeHero({
  rich,
  stats,
  headingLevel = "h1",
  regionLabel,
}: {
  rich: boolean;
  stats: HomeHeroStats;
  headingLevel?: "h1" | "h2";
  /** Names the hero's region instead of its heading — for pages that show more than one hero. */
  regionLabel?: string;
}) {
  return rich ? (
    <RichHero stats={stats} headingLevel={headingLevel} regionLabel={regionLabel} />
  ) : (
    <CompactHero stats={stats} headingLevel={headingLevel} regionLabel={regionLabel} />
  );
}

/* ------------------------------------------------------------------------------------------------ */

function statItems(stats: HomeHeroStats) {
  return [
    { value: stats.djs, label: stats.djs === 1 ? "DJ" : "DJs" },
    { value: stats.cities, label: stats.cities === 1 ? "city" : "cities" },
    { value: stats.genres, label: stats.genres === 1 ? "genre" : "genres" },
  ];
}

function Heading({ level, id, className }: { level: "h1" | "h2"; id: string; className: string }) {
  const Tag = level;
  return (
    <Tag id={id} className={className}>
      Your Gateway to <span className="text-gradient">Elite DJs</span>
    </Tag>
  );
}

function CallsToAction({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)}>
      <ButtonLink
        // Absolute, so the link is the same wherever a hero is shown (and its markup can be cached).
        to="/#all-djs"
        size="md"
        className="md:h-12 md:px-6 md:text-base"
        icon={<ArrowDown aria-hidden className="size-4" />}
      >
        Explore DJs
      </ButtonLink>
      <ButtonLink
        to="/claim-dj-profile"
        variant="secondary"
        size="md"
        className="bg-surface-2/80 backdrop-blur md:h-12 md:px-6 md:text-base"
        icon={<UserRoundCheck aria-hidden className="size-4" />}
      >
        Claim your profile
      </ButtonLink>
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Deterministic "randomness" so server and client render the same stage.                         */

const EQ_BARS = (() => {
  const rand = mulberry32(1977);
  const count = 96;
  return Array.from({ length: count }, (_, i) => {
    const x = i / (count - 1);
    // A musical envelope: louder in the middle, with two "drops" either side.
    const envelope = 0.35 + 0.45 * Math.sin(Math.PI * x) + 0.2 * Math.sin(x * Math.PI * 6) ** 2;
    return {
      height: round(Math.min(100, Math.max(18, envelope * 82 + rand() * 26))),
      duration: round(0.7 + rand() * 0.9),
      delay: round(-rand() * 2),
    };
  });
})();

/**
 * The LED wall as one constant piece of markup. As 96 React elements with style objects it was a fifth of the
 * CPU of rendering `/`; as a string React writes it out in one step, on the server and the client
 * alike, so it hydrates unchanged. Nothing in it comes from data.
 */
const EQ_WALL_HTML = EQ_BARS.map(
  (bar) => `<span class="booth-eq-bar" style="--h:${bar.height}%;--d:${bar.duration}s;--l:${bar.delay}s"></span>`,
).join("");

/* ------------------------------------------------------------------------------------------------ */

interface VariantProps {
  stats: HomeHeroStats;
  headingLevel: "h1" | "h2";
  regionLabel?: string;
}

/**
 * The rich hero. Its backdrop and its text are the same for every visitor until the counts change, so the server
 * writes them from cached markup (app/ui/prerendered.tsx); useId stays out of them, its value passed in, so each is
 * a pure function of its props. The stage stays a live render: React preloads its crowd image (the phone's
 * largest paint) in the head, which cached markup cannot do.
 */
function RichHero({ stats, headingLevel, regionLabel }: VariantProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  return (
    <section
      aria-labelledby={regionLabel ? undefined : `home-hero-title-${uid}`}
      aria-label={regionLabel}
      data-hero="rich"
      className="relative isolate overflow-hidden border-b border-border bg-bg"
    >
      <Prerendered
        as="div"
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10"
        render={Backdrop}
        props={{}}
      />
      <Prerendered
        as="div"
        className="relative mx-auto grid max-w-[1200px] items-center gap-10 px-4 pt-10 pb-[200px] md:px-6 md:pt-14 md:pb-[215px] lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:pt-12"
        render={RichHeroText}
        props={{ uid, stats, headingLevel }}
      />
      <Stage />
    </section>
  );
}

function RichHeroText({ uid, stats, headingLevel }: { uid: string; stats: HomeHeroStats; headingLevel: "h1" | "h2" }) {
  return (
    <>
      <div className="max-w-[640px]">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/10 bg-black/40 px-3 py-1.5 text-xs font-semibold tracking-[0.16em] text-[#e9e9f0] uppercase backdrop-blur">
          <span
            aria-hidden
            className="booth-live-dot size-2 rounded-full bg-accent shadow-[0_0_10px_2px_rgba(192,38,211,0.8)]"
          />
          Made by DJs for DJs
        </p>
        <Heading
          level={headingLevel}
          id={`home-hero-title-${uid}`}
          className="font-display text-[46px] leading-[0.98] font-bold tracking-[-0.035em] text-fg sm:text-6xl md:text-7xl lg:text-[80px]"
        />
        <p className="mt-5 max-w-[520px] text-[17px] leading-relaxed text-[#d9d9e3] md:text-lg">{PITCH}</p>
        <CallsToAction className="mt-7" />
        <dl className="mt-9 flex items-stretch gap-5 sm:gap-7">
          {statItems(stats).map((item, index) => (
            <div
              key={item.label}
              className={cn("flex flex-col-reverse", index > 0 && "border-l border-white/12 pl-5 sm:pl-7")}
            >
              <dt className="mt-1 text-xs font-semibold tracking-[0.14em] text-[#b9b9c8] uppercase">{item.label}</dt>
              <dd className="font-display text-3xl leading-none font-bold text-fg tabular md:text-4xl">
                {groupedInteger(item.value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <Turntable uid={uid} />
    </>
  );
}

function Backdrop() {
  const glow: CSSProperties = {
    backgroundImage: [
      "radial-gradient(60% 55% at 12% 8%, rgba(192,38,211,0.42) 0%, rgba(192,38,211,0) 70%)",
      "radial-gradient(55% 60% at 88% 18%, rgba(124,58,237,0.45) 0%, rgba(124,58,237,0) 70%)",
      "radial-gradient(70% 45% at 50% 100%, rgba(217,70,239,0.35) 0%, rgba(217,70,239,0) 70%)",
      "linear-gradient(180deg, #0d0913 0%, #0b0b0f 100%)",
    ].join(", "),
  };
  return (
    <>
      <div className="absolute inset-0" style={glow} />
      {/* Stage light beams from the rig */}
      <div className="absolute inset-x-0 -top-10 h-[120%] opacity-70 mix-blend-screen">
        {[
          { left: "14%", from: "-18deg", to: "8deg", color: "rgba(232,121,249,0.30)", dur: "8s" },
          { left: "48%", from: "12deg", to: "-10deg", color: "rgba(167,139,250,0.26)", dur: "10s" },
          { left: "80%", from: "-6deg", to: "16deg", color: "rgba(240,171,252,0.24)", dur: "9s" },
        ].map((beam) => (
          <div
            key={beam.left}
            className="booth-beam absolute top-0 h-full w-[140px] blur-2xl md:w-[220px]"
            style={
              {
                left: beam.left,
                background: `linear-gradient(180deg, ${beam.color} 0%, rgba(0,0,0,0) 75%)`,
                clipPath: "polygon(42% 0, 58% 0, 100% 100%, 0 100%)",
                animationDuration: beam.dur,
                "--beam-from": beam.from,
                "--beam-to": beam.to,
              } as CSSProperties
            }
          />
        ))}
      </div>
      {/* Film grain keeps the gradients from looking flat and digital */}
      {/* A small tile drawn once as an image: an inline SVG filter over the whole hero was re-rasterised on
          every repaint (decision 013). */}
      <div className="booth-grain absolute inset-0 opacity-[0.12] mix-blend-overlay" />
    </>
  );
}

function Stage() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-0 h-[210px] md:h-[235px]">
      {/* LED equaliser wall */}
      <div
        className="absolute inset-x-0 bottom-[54px] flex h-[130px] items-end justify-center gap-[4px] overflow-hidden drop-shadow-[0_0_18px_rgba(192,38,211,0.55)] md:bottom-[60px] md:h-[150px] md:gap-[5px]"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup built above, no data in it
        dangerouslySetInnerHTML={{ __html: EQ_WALL_HTML }}
      />
      {/* Haze between the wall and the crowd */}
      <div className="absolute inset-x-0 bottom-0 h-[150px] bg-gradient-to-t from-[#0b0b0f] via-[#0b0b0f]/60 to-transparent" />
      {/* Crowd silhouette, hands up, a few phone screens: a generated SVG (app/core/site/hero-crowd.ts), cached by the browser */}
      <img
        src="/art/hero/crowd.svg"
        alt=""
        width={1440}
        height={160}
        // The largest paint on a phone's first screen (Lighthouse's LCP element): fetch it first.
        fetchPriority="high"
        className="absolute inset-x-0 bottom-0 h-[120px] w-full object-cover object-bottom md:h-[150px]"
      />
    </div>
  );
}

/**
 * The record and its tonearm as markup strings, like the LED wall: about 40 SVG elements that never change
 * (only the gradient ids carry useId's value, so two heroes on a page keep their own) cost React far more as
 * elements than as one string.
 */
const GROOVES = Array.from(
  { length: 22 },
  (_, i) =>
    `<circle cx="100" cy="100" r="${round(40 + i * 2.6)}" fill="none" stroke="#ffffff" stroke-opacity="${i % 5 === 0 ? 0.09 : 0.035}" stroke-width="0.6"/>`,
).join("");

function recordSvg(uid: string): string {
  return `<svg viewBox="0 0 200 200" width="100%" height="100%"><defs><radialGradient id="vinyl-${uid}" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#1b1b22"/><stop offset="1" stop-color="#08080b"/></radialGradient><linearGradient id="label-${uid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e879f9"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><circle cx="100" cy="100" r="98" fill="url(#vinyl-${uid})" stroke="#2a2a36" stroke-width="1"/>${GROOVES}<circle cx="100" cy="100" r="34" fill="url(#label-${uid})"/><circle cx="100" cy="100" r="24" fill="none" stroke="#0b0b0f" stroke-opacity=".3"/><text x="100" y="92" text-anchor="middle" fill="#fff" font-size="9" font-weight="700" letter-spacing="1.5" class="font-display">BOOTH</text><text x="100" y="114" text-anchor="middle" fill="#fff" fill-opacity=".8" font-size="5" letter-spacing="1" class="font-sans">33⅓ · SIDE A</text><circle cx="100" cy="100" r="3" fill="#0b0b0f"/></svg>`;
}

function tonearmSvg(uid: string): string {
  return `<svg viewBox="0 0 200 200" width="100%" height="100%"><defs><linearGradient id="sheen-${uid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.14"/><stop offset="0.65" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><circle cx="100" cy="100" r="98" fill="url(#sheen-${uid})"/><circle cx="182" cy="22" r="9" fill="#1f1f29" stroke="#3a3a48"/><circle cx="182" cy="22" r="3.5" fill="#a0a0b2"/><path d="M182 22 L176 96 L150 132" fill="none" stroke="#c9c9d6" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><rect x="140" y="128" width="16" height="9" rx="2" transform="rotate(-36 148 132)" fill="#e9e9f0"/></svg>`;
}

function Turntable({ uid }: { uid: string }) {
  return (
    <div aria-hidden className="relative hidden justify-self-end lg:block">
      <div className="relative size-[380px]">
        <div className="absolute -inset-10 rounded-full bg-[radial-gradient(closest-side,rgba(192,38,211,0.35),rgba(192,38,211,0))]" />
        <div
          className="booth-spin relative size-full drop-shadow-[0_30px_60px_rgba(0,0,0,0.6)]"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup, the id is useId's cleaned
          dangerouslySetInnerHTML={{ __html: recordSvg(uid) }}
        />
        {/* Static sheen and tonearm over the spinning record */}
        <div
          className="absolute inset-0"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup, the id is useId's cleaned
          dangerouslySetInnerHTML={{ __html: tonearmSvg(uid) }}
        />
        <div className="absolute bottom-6 -left-6 flex items-center gap-3 rounded-2xl border border-white/10 bg-[#15151c]/80 px-4 py-3 shadow-2xl shadow-black/50 backdrop-blur-md">
          <span className="grid size-9 place-items-center rounded-full bg-accent-gradient text-white">
            <BadgeCheck className="size-5" />
          </span>
          <span className="text-sm leading-tight">
            <span className="block font-semibold text-fg">Verified by the scene</span>
            <span className="block text-muted">Mate DJs, real profiles</span>
          </span>
        </div>
      </div>
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------ */

function CompactHero({ stats, headingLevel, regionLabel }: VariantProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const titleId = `home-hero-title-${uid}`;
  const items = statItems(stats);
  return (
    <section
      aria-labelledby={regionLabel ? undefined : titleId}
      aria-label={regionLabel}
      data-hero="compact"
      className="relative isolate overflow-hidden border-b border-border"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div
          className="absolute inset-0"
          style={{
            backgroundImage:
              "radial-gradient(45% 90% at 8% 0%, rgba(192,38,211,0.24) 0%, rgba(192,38,211,0) 100%), radial-gradient(40% 90% at 92% 0%, rgba(124,58,237,0.24) 0%, rgba(124,58,237,0) 100%)",
          }}
        />
      </div>
      <div className="mx-auto flex max-w-[1200px] flex-col gap-6 px-4 py-9 md:flex-row md:items-end md:justify-between md:gap-10 md:px-6 md:py-12">
        <div className="max-w-[620px]">
          <p className="mb-3 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-accent-fg uppercase">
            <StaticEqGlyph />
            Made by DJs for DJs
          </p>
          <Heading
            level={headingLevel}
            id={titleId}
            className="font-display text-[34px] leading-[1.05] font-bold tracking-[-0.03em] text-fg md:text-5xl"
          />
          <p className="mt-3 text-base leading-relaxed text-[#d4d4de] md:text-[17px]">{PITCH}</p>
          <p className="mt-3 text-sm text-muted tabular">
            <span className="sr-only">On Booth: </span>
            {items.map((item, index) => (
              <span key={item.label}>
                {index > 0 ? <span aria-hidden> · </span> : null}
                <span className="font-semibold text-fg">{groupedInteger(item.value)}</span> {item.label}
                {index < items.length - 1 ? <span className="sr-only">,</span> : null}
              </span>
            ))}
          </p>
        </div>
        <CallsToAction className="shrink-0" />
      </div>
    </section>
  );
}

function StaticEqGlyph() {
  return (
    <svg viewBox="0 0 16 12" className="h-3 w-4" aria-hidden>
      {[5, 9, 12, 7, 10].map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed glyph
        <rect key={i} x={i * 3.2} y={12 - h} width="2" height={h} rx="1" fill="currentColor" />
      ))}
    </svg>
  );
}

export { TITLE as HOME_HERO_TITLE };
