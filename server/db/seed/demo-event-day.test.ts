import { describe, expect, it } from "vitest";
import { DEMO_EVENTS } from "./demo-content";
import { demoEventDay } from "./demo-event-day";

const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

describe("demoEventDay", () => {
  it("keeps an event without a weekday `days` after the seed's day", () => {
    expect(demoEventDay("2026-12-07", { days: 1 })).toBe("2026-12-08");
    expect(demoEventDay("2026-12-07", { days: -60 })).toBe("2026-10-08");
  });

  it("puts a named night on its weekday, past ones earlier and coming ones later, whatever the seed's day", () => {
    for (let offset = 0; offset < 7; offset++) {
      const seedDay = `2026-12-${String(7 + offset).padStart(2, "0")}`;
      for (const event of DEMO_EVENTS.filter((e) => e.weekday !== undefined)) {
        const day = demoEventDay(seedDay, event);
        expect(weekdayOf(day), `${event.name} from ${seedDay}`).toBe(event.weekday);
        const plain = demoEventDay(seedDay, { days: event.days });
        if (event.days < 0) expect(day <= plain && day < seedDay, event.name).toBe(true);
        else expect(day >= plain && day > seedDay, event.name).toBe(true);
      }
    }
    expect(DEMO_EVENTS.find((e) => e.name === "Thursday Rollers")?.weekday).toBe(4);
  });
});
