import { describe, expect, it } from "vitest";
import { countryName, emptyDjDay, fillDays, followersOverTime, hourLabel, sumDays, sumPlatforms } from "./dj-dashboard";

const day = (date: string, patch: Partial<ReturnType<typeof emptyDjDay>>) => ({ ...emptyDjDay(date), ...patch });

describe("dashboard folding", () => {
  it("puts rows on every day of the range, zeros where nothing happened", () => {
    const days = fillDays(["2026-11-24", "2026-11-25", "2026-11-26"], [day("2026-11-25", { views: 4 })]);
    expect(days.map((d) => d.views)).toEqual([0, 4, 0]);
    expect(sumDays(days)).toMatchObject({ views: 4, plays: 0 });
  });

  it("sums platforms over days, most first", () => {
    const days = [
      day("2026-11-25", { clicksByPlatform: { instagram: 2, soundcloud: 1 } }),
      day("2026-11-26", { clicksByPlatform: { soundcloud: 3 } }),
    ];
    expect(sumPlatforms(days, "clicksByPlatform")).toEqual([
      { platform: "soundcloud", count: 4 },
      { platform: "instagram", count: 2 },
    ]);
    expect(sumPlatforms(days, "sharesByPlatform")).toEqual([]);
  });

  it("counts followers back from today's number", () => {
    const days = [
      day("2026-11-24", { followsGained: 2 }),
      day("2026-11-25", { followsGained: 1, followsLost: 1 }),
      day("2026-11-26", { followsGained: 3 }),
    ];
    // 10 now, 1 more followed after the range ended: 9 at its end.
    expect(followersOverTime(days, 10, 1)).toEqual([6, 6, 9]);
    expect(hourLabel("2026-11-26T08")).toBe("08:00");
  });
});

describe("country names", () => {
  it("names a country code, and keeps what it cannot name", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("not-a-code")).toBe("not-a-code");
  });
});

describe("where your fans are", () => {
  it("gives each city its share of all the period's views, views without a city counting in the total", async () => {
    const { citiesWithShare } = await import("./dj-dashboard");
    expect(
      citiesWithShare(
        [
          { city: "Berlin", views: 6 },
          { city: "Leipzig", views: 1 },
        ],
        10,
      ),
    ).toEqual([
      { city: "Berlin", views: 6, share: 60 },
      { city: "Leipzig", views: 1, share: 10 },
    ]);
    expect(citiesWithShare([], 0)).toEqual([]);
    // A total below the cities' own sum (a view counted after the roll-up) never gives more than 100 %.
    expect(citiesWithShare([{ city: "Berlin", views: 3 }], 2)).toEqual([{ city: "Berlin", views: 3, share: 100 }]);
  });

  it("places followers gained by city, each with its share of every follower gained in the period", async () => {
    const { followerCitiesWithShare } = await import("./dj-dashboard");
    // Eight gained, five of them with a city: the three without one count in the total only.
    expect(
      followerCitiesWithShare(
        [
          { city: "Leipzig", followers: 4 },
          { city: "Kraków", followers: 1 },
        ],
        8,
      ),
    ).toEqual([
      { city: "Leipzig", followers: 4, share: 50 },
      { city: "Kraków", followers: 1, share: 13 },
    ]);
    expect(followerCitiesWithShare([], 3)).toEqual([]);
    // A total below the cities' own sum never gives more than 100 %.
    expect(followerCitiesWithShare([{ city: "Lyon", followers: 2 }], 0)).toEqual([
      { city: "Lyon", followers: 2, share: 100 },
    ]);
  });
});
