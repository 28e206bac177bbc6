import { asc, eq } from "drizzle-orm";
import type { RiderKind } from "~/core/press/press-kit";
import type { Db } from "~server/db/client.server";
import { djPressKits, djPressPhotos, djPressQuotes, djPressRiders } from "~server/db/schema";

export interface PressPhoto {
  id: string;
  version: string;
  originalKey: string;
  originalType: string;
  bytes: number;
  width: number;
  height: number;
  credit: string | null;
  position: number;
}

export interface PressQuote {
  id: string;
  quote: string;
  source: string;
  link: string | null;
}

export interface PressRider {
  kind: RiderKind;
  storageKey: string;
  fileName: string;
  bytes: number;
  uploadedAt: Date;
}

export interface PressKit {
  /** Sanitised HTML as stored; "" when none. */
  longBio: string;
  linkOnly: boolean;
  photos: PressPhoto[];
  quotes: PressQuote[];
  riders: Partial<Record<RiderKind, PressRider>>;
}

/** One DJ profile's press kit, in the DJ's order; an empty public kit when nothing was saved yet. */
export async function getPressKit(db: Db, djProfileId: string): Promise<PressKit> {
  const [kit, photos, quotes, riders] = await Promise.all([
    db.select().from(djPressKits).where(eq(djPressKits.djProfileId, djProfileId)).limit(1),
    db
      .select({
        id: djPressPhotos.id,
        version: djPressPhotos.version,
        originalKey: djPressPhotos.originalKey,
        originalType: djPressPhotos.originalType,
        bytes: djPressPhotos.bytes,
        width: djPressPhotos.width,
        height: djPressPhotos.height,
        credit: djPressPhotos.credit,
        position: djPressPhotos.position,
      })
      .from(djPressPhotos)
      .where(eq(djPressPhotos.djProfileId, djProfileId))
      .orderBy(asc(djPressPhotos.position), asc(djPressPhotos.createdAt)),
    db
      .select({
        id: djPressQuotes.id,
        quote: djPressQuotes.quote,
        source: djPressQuotes.source,
        link: djPressQuotes.link,
      })
      .from(djPressQuotes)
      .where(eq(djPressQuotes.djProfileId, djProfileId))
      .orderBy(asc(djPressQuotes.position), asc(djPressQuotes.createdAt)),
    db
      .select({
        kind: djPressRiders.kind,
        storageKey: djPressRiders.storageKey,
        fileName: djPressRiders.fileName,
        bytes: djPressRiders.bytes,
        uploadedAt: djPressRiders.uploadedAt,
      })
      .from(djPressRiders)
      .where(eq(djPressRiders.djProfileId, djProfileId)),
  ]);
  return {
    longBio: kit[0]?.longBio ?? "",
    linkOnly: kit[0]?.linkOnly ?? false,
    photos,
    quotes,
    riders: Object.fromEntries(riders.map((r) => [r.kind, { ...r, kind: r.kind as RiderKind }])),
  };
}
