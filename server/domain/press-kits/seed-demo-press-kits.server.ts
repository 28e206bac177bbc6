import { eq, inArray } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djPressKits, djProfiles } from "~server/db/schema";
import { makePressPhoto, makeRiderPdf } from "~server/db/seed/press-kit-files.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { addPressPhoto } from "./add-press-photo.server";
import { addPressQuote } from "./add-press-quote.server";
import { savePressBio } from "./save-press-bio.server";
import { savePressRider } from "./save-press-rider.server";

/** Two full demo press kits, so /dj/{slug}/press looks alive on a first start. */
const DEMO_KITS = [
  {
    slug: "nadia-voss",
    hue: 290,
    longBio:
      "Nadia Voss grew up between Hamburg's harbour clubs and her father's jazz records, and it shows: her sets move like a conversation, patient and warm until the room is ready for the drop.\n\nA resident of Kessel Klub since 2019, she has played Berghain's Panorama Bar, Dekmantel and Sónar by Night, and hosts a monthly show on Booth Radio. Her label, Tidewater, releases deep, percussive techno from newcomers across the North Sea coast.\n\nFor bookings she travels with her own USB library and asks only for three CDJs and a rotary mixer.",
    credits: ["Mara Lind", "Jonas Ekberg", "Mara Lind"],
    quotes: [
      {
        quote: "Voss builds a room the way a novelist builds a chapter: nothing wasted, everything earned.",
        source: "Groove Magazin",
        link: "https://groove.de",
      },
      {
        quote: "The closing set of the weekend. Nobody wanted to leave.",
        source: "Resident Advisor",
        link: "https://ra.co",
      },
      { quote: "A selector with patience, which is rarer than talent.", source: "Mixmag", link: null },
    ],
    technical: [
      "3 × Pioneer CDJ-3000 (linked, latest firmware)",
      "1 × rotary mixer (E&S DJR400 or Condesa Carina)",
      "2 × booth monitors at head height, own volume control",
      "1 × table at 95–100 cm, stable, no vibration",
    ],
    hospitality: [
      "Still water (6 bottles) and fresh fruit",
      "A quiet room to rest before the set",
      "Hotel within 15 minutes of the venue, late check-out",
      "Ground transport from and to the airport",
    ],
  },
  {
    slug: "kairo-blaze",
    hue: 20,
    longBio:
      "Kairo Blaze plays fast, bright and unashamedly euphoric: UK garage, breaks and ghetto-house cut together with a battle DJ's hands.\n\nHe came up through London's pirate radio and the 2018 DMC finals, and now tours Europe's festival circuit with a two-hour set that never drops below 135 BPM. His edits are played by DJs he grew up listening to.",
    credits: ["Sasha Ode", "Sasha Ode"],
    quotes: [
      { quote: "Hands like a turntablist, ears like a raver.", source: "DJ Mag", link: "https://djmag.com" },
      { quote: "Pure energy from the first record to the last.", source: "Boiler Room", link: "https://boilerroom.tv" },
    ],
    technical: [
      "2 × Technics SL-1210 MK7 with Ortofon Concorde cartridges",
      "2 × Pioneer CDJ-3000",
      "1 × Pioneer DJM-S11 battle mixer",
      "Booth monitors, both sides",
    ],
    hospitality: ["Sparkling water and ginger beer", "Hot food after the set", "Two guest-list places"],
  },
] as const;

/**
 * Seeds the two demo press kits (photos made with sharp, riders with pdf-lib, on the spot) once: a DJ that already
 * has a kit row is left alone, and so is a database without these demo DJs.
 */
export async function seedDemoPressKits(db: Db, storage: FileStorage): Promise<number> {
  const djs = await db
    .select({ id: djProfiles.id, slug: djProfiles.slug })
    .from(djProfiles)
    .where(
      inArray(
        djProfiles.slug,
        DEMO_KITS.map((k) => k.slug),
      ),
    );
  let seeded = 0;
  for (const kit of DEMO_KITS) {
    const dj = djs.find((d) => d.slug === kit.slug);
    if (!dj) continue;
    const [existing] = await db
      .select({ id: djPressKits.djProfileId })
      .from(djPressKits)
      .where(eq(djPressKits.djProfileId, dj.id));
    if (existing) continue;
    await savePressBio(db, dj.id, kit.longBio);
    for (const [i, credit] of kit.credits.entries()) {
      const portrait = i === 1;
      const bytes = await makePressPhoto({
        width: portrait ? 800 : 1200,
        height: portrait ? 1200 : 800,
        hue: kit.hue + i * 40,
      });
      await addPressPhoto(db, storage, dj.id, { bytes, credit });
    }
    for (const quote of kit.quotes) await addPressQuote(db, dj.id, quote);
    const name = kit.slug
      .split("-")
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(" ");
    await savePressRider(db, storage, dj.id, {
      kind: "technical",
      bytes: await makeRiderPdf(`${name}: technical rider`, kit.technical),
      fileName: `${kit.slug}-technical-rider.pdf`,
    });
    await savePressRider(db, storage, dj.id, {
      kind: "hospitality",
      bytes: await makeRiderPdf(`${name}: hospitality rider`, kit.hospitality),
      fileName: `${kit.slug}-hospitality-rider.pdf`,
    });
    seeded += 1;
  }
  return seeded;
}
