import { mulberry32, round } from "~/core/text/seeded-random";

/**
 * The crowd silhouette at the foot of the home hero — two rows of people, some hands up, a few phone
 * screens — as a standalone SVG. Served once as an image (/art/hero/crowd.svg) instead of ~18 KB of
 * inline markup on every home page render.
 */
interface Person {
  x: number;
  head: number;
  shoulder: number;
  width: number;
  arms: { x2: number; y2: number; side: -1 | 1 }[];
  phone?: { x: number; y: number };
}

function crowdRow(seed: number, spacing: number, offset: number, baseShoulder: number): Person[] {
  const rand = mulberry32(seed);
  const people: Person[] = [];
  for (let x = offset; x < 1480; x += spacing + rand() * 10 - 5) {
    const shoulder = baseShoulder + rand() * 14 - 7;
    const head = 9 + rand() * 3;
    const width = 15 + rand() * 5;
    const arms: Person["arms"] = [];
    let phone: Person["phone"];
    const roll = rand();
    if (roll < 0.22) {
      arms.push({ side: -1, x2: x - 14 - rand() * 12, y2: shoulder - 46 - rand() * 18 });
      arms.push({ side: 1, x2: x + 14 + rand() * 12, y2: shoulder - 46 - rand() * 18 });
    } else if (roll < 0.5) {
      const side = rand() < 0.5 ? -1 : 1;
      const arm = { side, x2: x + side * (10 + rand() * 14), y2: shoulder - 50 - rand() * 20 } as const;
      arms.push(arm);
      if (rand() < 0.45) phone = { x: arm.x2, y: arm.y2 };
    }
    people.push({
      x: round(x, 1),
      head: round(head, 1),
      shoulder: round(shoulder, 1),
      width: round(width, 1),
      arms,
      phone,
    });
  }
  return people;
}

function rowSvg(people: Person[], fill: string): string {
  const bodies = people
    .map((p) => {
      const arms = p.arms
        .map(
          (arm) =>
            `<line x1="${round(p.x + arm.side * (p.width - 6), 1)}" y1="${round(p.shoulder + 6, 1)}" x2="${round(arm.x2, 1)}" y2="${round(arm.y2, 1)}" stroke-width="7" stroke-linecap="round"/>`,
        )
        .join("");
      return `${arms}<circle cx="${p.x}" cy="${round(p.shoulder - p.head - 4, 1)}" r="${p.head}" stroke="none"/><rect x="${round(p.x - p.width, 1)}" y="${p.shoulder}" width="${round(p.width * 2, 1)}" height="160" rx="12" stroke="none"/>`;
    })
    .join("");
  const phones = people
    .filter((p) => p.phone)
    .map(
      (p) =>
        `<rect x="${round((p.phone?.x ?? 0) - 4, 1)}" y="${round((p.phone?.y ?? 0) - 12, 1)}" width="7" height="11" rx="1.5" fill="#d8b4fe" opacity="0.55"/>`,
    )
    .join("");
  return `<g fill="${fill}" stroke="${fill}">${bodies}</g><g>${phones}</g>`;
}

export function renderHeroCrowdSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 160" preserveAspectRatio="xMidYMax slice">`,
    `<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0b0f" stop-opacity="0"/><stop offset="1" stop-color="#0b0b0f" stop-opacity="1"/></linearGradient></defs>`,
    rowSvg(crowdRow(42, 30, 6, 96), "#120d1a"),
    rowSvg(crowdRow(7, 40, 20, 112), "#060609"),
    `<rect x="0" y="110" width="1440" height="50" fill="url(#fade)"/>`,
    "</svg>",
  ].join("");
}
