import { describe, expect, it } from "vitest";
import { publicTrackRows, tracklistJsonLd } from "./public-tracklist";

const track = (over: object, i: number) => ({
  id: `t${i}`,
  position: i,
  artist: "Âme",
  title: "Rej",
  bpm: 122.4,
  key: "8A",
  offsetSeconds: null,
  unreleased: false,
  hidden: false,
  ...over,
});

describe("public tracklists", () => {
  it("numbers rows, times them from the set's start and shows unreleased tracks as ID – ID", () => {
    const rows = publicTrackRows([
      track({ offsetSeconds: 0 }, 0),
      track({ artist: "Kölsch", title: "Secret", unreleased: true, offsetSeconds: 385, bpm: null }, 1),
    ]);
    expect(rows).toEqual([
      { n: 1, time: "0:00", artist: "Âme", title: "Rej", bpm: 122, key: "8A", unreleased: false },
      { n: 2, time: "6:25", artist: "ID", title: "ID", bpm: null, key: "8A", unreleased: true },
    ]);
  });

  it("describes a set as a MusicPlaylist of MusicRecordings, without unreleased tracks", () => {
    const rows = publicTrackRows([
      track({}, 0),
      track({ unreleased: true }, 1),
      track({ artist: "", title: "</script><script>x</script>" }, 2),
    ]);
    const ld = tracklistJsonLd(
      {
        name: "Nadia Voss at Kessel Klub Nacht",
        djName: "Nadia Voss",
        djSlug: "nadia-voss",
        eventId: "kessel",
        tracks: rows,
      },
      "https://booth.example",
    );
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicPlaylist",
      name: "Nadia Voss at Kessel Klub Nacht",
      url: "https://booth.example/events/kessel",
      creator: { "@type": "Person", name: "Nadia Voss", url: "https://booth.example/dj/nadia-voss" },
      numTracks: 2,
      track: [
        { "@type": "MusicRecording", position: 1, name: "Rej", byArtist: { "@type": "MusicGroup", name: "Âme" } },
        { "@type": "MusicRecording", position: 3, name: "</script><script>x</script>" },
      ],
    });
  });
});
