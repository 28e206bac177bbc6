/**
 * The drawn layer of the designed artwork (decision 060): line and dot patterns as small SVG documents, which the
 * scene (./art-scene.ts) places under its type. No text here — text is set by satori with the bundled fonts.
 * Pure: a motif is a function of its size, colours and a seeded random source.
 */

import { prng } from "./artwork";

export type Rand = () => number;

/** A seeded random source (the generated artwork's PRNG). */
export const seededRandom: (seed: number) => Rand = prng;

const r1 = (n: number) => Math.round(n * 10) / 10;

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** A data: URL satori can draw as an <img>. */
export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

/** A record's grooves and label, partly off the canvas (house, techno: the vinyl itself). */
export function vinylMotif(w: number, h: number, ink: string, accent: string, rand: Rand): string {
  const cx = r1(w * (0.55 + rand() * 0.35));
  const cy = r1(h * (0.15 + rand() * 0.3));
  const r = Math.max(w, h) * (0.55 + rand() * 0.2);
  const grooves: string[] = [];
  for (let k = 0.36; k < 1; k += 0.035 + rand() * 0.02) {
    grooves.push(
      `<circle cx="${cx}" cy="${cy}" r="${r1(r * k)}" fill="none" stroke="${ink}" stroke-opacity="${r1(0.08 + rand() * 0.14)}" stroke-width="${r1(1 + rand() * 1.5)}"/>`,
    );
  }
  return svg(
    w,
    h,
    `<circle cx="${cx}" cy="${cy}" r="${r1(r)}" fill="${ink}" fill-opacity="0.04"/>${grooves.join("")}<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.3)}" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="${r1(r * 0.025)}" fill="#0b0b0f"/>`,
  );
}

/** Bars of a waveform across the sleeve (drum & bass, breaks, bass music). */
export function waveformMotif(w: number, h: number, ink: string, accent: string, rand: Rand): string {
  const bars: string[] = [];
  const count = 36 + Math.floor(rand() * 20);
  const step = w / count;
  const mid = h * (0.3 + rand() * 0.12);
  const freq = 1 + rand() * 3;
  for (let i = 0; i < count; i++) {
    const env = Math.abs(Math.sin((i / count) * Math.PI * freq)) * 0.7 + rand() * 0.3;
    const half = h * 0.2 * env + 3;
    bars.push(
      `<rect x="${r1(i * step + step * 0.2)}" y="${r1(mid - half)}" width="${r1(step * 0.6)}" height="${r1(half * 2)}" rx="${r1(step * 0.3)}" fill="${i % 7 === 3 ? accent : ink}" fill-opacity="${i % 7 === 3 ? 1 : 0.8}"/>`,
    );
  }
  return svg(w, h, bars.join(""));
}

/** Light beams over a crowd's raised hands (disco, funk, afro, garage: the room). */
export function lightMotif(w: number, h: number, ink: string, accent: string, rand: Rand): string {
  const beams: string[] = [];
  const ox = r1(w * (0.2 + rand() * 0.6));
  for (let i = 0; i < 7; i++) {
    const x = r1(w * (i / 6) + (rand() - 0.5) * w * 0.1);
    beams.push(
      `<polygon points="${ox},0 ${r1(x - w * 0.05)},${r1(h * 0.75)} ${r1(x + w * 0.05)},${r1(h * 0.75)}" fill="${i % 2 ? accent : ink}" fill-opacity="${r1(0.1 + rand() * 0.14)}"/>`,
    );
  }
  const heads: string[] = [];
  for (let x = -10; x < w + 20; x += 24 + rand() * 18) {
    const y = h * (0.62 + rand() * 0.06);
    heads.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(12 + rand() * 6)}" fill="#0b0b0f"/>`);
    if (rand() < 0.3) {
      heads.push(
        `<rect x="${r1(x - 3)}" y="${r1(y - 70 - rand() * 30)}" width="6" height="70" rx="3" fill="#0b0b0f"/>`,
      );
    }
  }
  return svg(
    w,
    h,
    `${beams.join("")}<circle cx="${ox}" cy="0" r="${r1(w * 0.06)}" fill="${accent}"/>${heads.join("")}<rect y="${r1(h * 0.66)}" width="${w}" height="${r1(h * 0.34)}" fill="#0b0b0f"/>`,
  );
}

/** Soft concentric rings, a speaker cone (ambient, downtempo, anything else). */
export function coneMotif(w: number, h: number, ink: string, accent: string, rand: Rand): string {
  const cx = r1(w * (0.3 + rand() * 0.4));
  const cy = r1(h * (0.25 + rand() * 0.15));
  const rings: string[] = [];
  for (let i = 12; i >= 1; i--) {
    rings.push(
      `<circle cx="${cx}" cy="${cy}" r="${r1(i * w * 0.045)}" fill="${i % 2 ? accent : "#0b0b0f"}" fill-opacity="${r1(0.12 + (12 - i) * 0.05)}"/>`,
    );
  }
  return svg(w, h, `${rings.join("")}<circle cx="${cx}" cy="${cy}" r="${r1(w * 0.02)}" fill="${ink}"/>`);
}

/** A halftone field: dots growing toward one corner (duotone flyers). */
export function halftoneMotif(w: number, h: number, accent: string, rand: Rand): string {
  // Coarse dots, as a screen-printed flyer has them (and fewer edges for the encoder).
  const step = 36 + Math.floor(rand() * 10);
  const fx = rand() < 0.5 ? 0 : w;
  const fy = rand() < 0.5 ? h * 0.2 : h * 0.8;
  const far = Math.hypot(w, h);
  const dots: string[] = [];
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      const d = 1 - Math.hypot(x - fx, y - fy) / far;
      const r = (step / 2) * d * d * 1.1;
      if (r > 0.8) dots.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}"/>`);
    }
  }
  return svg(w, h, `<g fill="${accent}">${dots.join("")}</g>`);
}

/** The faint columns of a Swiss grid. */
export function gridMotif(w: number, h: number, ink: string, columns: number, margin: number): string {
  const lines: string[] = [];
  const col = (w - margin * 2) / columns;
  for (let i = 0; i <= columns; i++) {
    lines.push(`<line x1="${r1(margin + i * col)}" y1="0" x2="${r1(margin + i * col)}" y2="${h}"/>`);
  }
  return svg(w, h, `<g stroke="${ink}" stroke-opacity="0.12" stroke-width="1">${lines.join("")}</g>`);
}

export const VENUE_PATTERNS = ["perspective", "arches", "facade", "stairs"] as const;
export type VenuePattern = (typeof VENUE_PATTERNS)[number];

/** Architectural line drawings for venue covers: a vanishing-point floor, a run of arches, a facade, stairs. */
export function architectureMotif(
  pattern: VenuePattern,
  w: number,
  h: number,
  ink: string,
  accent: string,
  rand: Rand,
): string {
  const parts: string[] = [];
  const stroke = `stroke="${ink}" stroke-opacity="0.35" stroke-width="2" fill="none"`;
  if (pattern === "perspective") {
    const vx = r1(w * (0.35 + rand() * 0.3));
    const vy = r1(h * 0.38);
    for (let i = -12; i <= 24; i++)
      parts.push(`<line x1="${vx}" y1="${vy}" x2="${r1((i / 12) * w)}" y2="${h}" ${stroke}/>`);
    for (let k = 1; k < 10; k++) {
      const y = r1(vy + (h - vy) * (k / 10) ** 1.8);
      parts.push(`<line x1="0" y1="${y}" x2="${w}" y2="${y}" ${stroke}/>`);
    }
    parts.push(
      `<rect x="${r1(vx - w * 0.06)}" y="${r1(vy - h * 0.3)}" width="${r1(w * 0.12)}" height="${r1(h * 0.3)}" fill="${accent}"/>`,
    );
  } else if (pattern === "arches") {
    const n = 5 + Math.floor(rand() * 4);
    const aw = w / n;
    for (let i = 0; i < n; i++) {
      const x = i * aw + aw * 0.12;
      const iw = aw * 0.76;
      const top = h * 0.2;
      parts.push(
        `<path d="M${r1(x)} ${h} V${r1(top + iw / 2)} A${r1(iw / 2)} ${r1(iw / 2)} 0 0 1 ${r1(x + iw)} ${r1(top + iw / 2)} V${h}" ${i === Math.floor(n / 2) ? `fill="${accent}" fill-opacity="0.9"` : stroke}/>`,
      );
    }
  } else if (pattern === "facade") {
    const cols = 10 + Math.floor(rand() * 6);
    const rows = 6 + Math.floor(rand() * 3);
    const cw = w / cols;
    const rh = h / rows;
    const lit = Math.floor(rand() * cols * rows);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const on = (r * cols + c) % 11 === lit % 11;
        parts.push(
          `<rect x="${r1(c * cw + cw * 0.18)}" y="${r1(r * rh + rh * 0.2)}" width="${r1(cw * 0.64)}" height="${r1(rh * 0.6)}" ${on ? `fill="${accent}"` : stroke}/>`,
        );
      }
    }
  } else {
    const steps = 9 + Math.floor(rand() * 5);
    const sw = w / steps;
    for (let i = 0; i < steps; i++) {
      const y = h - (i + 1) * (h / (steps + 2));
      parts.push(`<path d="M${r1(i * sw)} ${h} V${r1(y)} H${r1((i + 1) * sw)}" ${stroke}/>`);
    }
    parts.push(
      `<circle cx="${r1(w * (0.7 + rand() * 0.2))}" cy="${r1(h * 0.22)}" r="${r1(h * 0.12)}" fill="${accent}"/>`,
    );
  }
  return svg(w, h, parts.join(""));
}

export const LABEL_MARKS = ["split-circle", "bars", "triangle", "ring-dot", "quarter"] as const;
export type LabelMark = (typeof LABEL_MARKS)[number];

/** A record-label mark: one bold geometric sign in the accent colour on a square of `size`. */
export function labelMark(mark: LabelMark, size: number, ink: string, accent: string): string {
  const s = size;
  const c = s / 2;
  const bodies: Record<LabelMark, string> = {
    "split-circle": `<circle cx="${c}" cy="${c}" r="${r1(s * 0.46)}" fill="${accent}"/><rect x="0" y="${r1(c - s * 0.04)}" width="${s}" height="${r1(s * 0.08)}" fill="#0b0b0f"/><circle cx="${c}" cy="${c}" r="${r1(s * 0.12)}" fill="${ink}"/>`,
    bars: [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${r1(s * 0.08 + i * s * 0.18)}" y="${r1(s * (0.1 + (i % 3) * 0.12))}" width="${r1(s * 0.12)}" height="${r1(s * (0.8 - (i % 3) * 0.12))}" fill="${i === 2 ? ink : accent}"/>`,
      )
      .join(""),
    triangle: `<circle cx="${c}" cy="${c}" r="${r1(s * 0.46)}" fill="none" stroke="${accent}" stroke-width="${r1(s * 0.06)}"/><polygon points="${c},${r1(s * 0.16)} ${r1(s * 0.83)},${r1(s * 0.72)} ${r1(s * 0.17)},${r1(s * 0.72)}" fill="${accent}"/>`,
    "ring-dot": `<circle cx="${c}" cy="${c}" r="${r1(s * 0.42)}" fill="none" stroke="${accent}" stroke-width="${r1(s * 0.1)}"/><circle cx="${r1(s * 0.7)}" cy="${r1(s * 0.3)}" r="${r1(s * 0.1)}" fill="${ink}"/>`,
    quarter: `<path d="M${r1(s * 0.06)} ${r1(s * 0.94)} V${r1(s * 0.06)} A${r1(s * 0.88)} ${r1(s * 0.88)} 0 0 1 ${r1(s * 0.94)} ${r1(s * 0.94)} Z" fill="${accent}"/><rect x="${r1(s * 0.06)}" y="${r1(s * 0.62)}" width="${r1(s * 0.32)}" height="${r1(s * 0.32)}" fill="${ink}"/>`,
  };
  return svg(s, s, bodies[mark]);
}

/** Editorial blocks for news images: column rules, one big shape, a band — no words. */
export function editorialMotif(w: number, h: number, ink: string, accent: string, rand: Rand): string {
  const parts: string[] = [];
  const cols = 6;
  for (let i = 1; i < cols; i++) {
    const x = r1((w / cols) * i);
    parts.push(
      `<line x1="${x}" y1="${r1(h * 0.08)}" x2="${x}" y2="${r1(h * 0.92)}" stroke="${ink}" stroke-opacity="0.14"/>`,
    );
  }
  const shape = Math.floor(rand() * 3);
  const cx = r1(w * (0.55 + rand() * 0.25));
  const cy = r1(h * (0.35 + rand() * 0.3));
  if (shape === 0) parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1(h * 0.36)}" fill="${accent}"/>`);
  else if (shape === 1)
    parts.push(
      `<rect x="${r1(cx - h * 0.3)}" y="${r1(cy - h * 0.3)}" width="${r1(h * 0.6)}" height="${r1(h * 0.6)}" fill="${accent}" transform="rotate(${Math.round(rand() * 30 - 15)} ${cx} ${cy})"/>`,
    );
  else
    parts.push(
      `<path d="M${r1(cx - h * 0.4)} ${r1(cy + h * 0.3)} A${r1(h * 0.4)} ${r1(h * 0.4)} 0 0 1 ${r1(cx + h * 0.4)} ${r1(cy + h * 0.3)} Z" fill="${accent}"/>`,
    );
  // A thin rule under the masthead line.
  parts.push(
    `<rect x="${r1(w * 0.05)}" y="${r1(h * 0.16)}" width="${r1(w * 0.9)}" height="2" fill="${ink}" fill-opacity="0.5"/>`,
  );
  return svg(w, h, parts.join(""));
}
