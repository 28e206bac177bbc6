import type { Db } from "~server/db/client.server";
import { supportMessageEvents, supportMessages } from "~server/db/schema";

const HOUR = 3_600_000;

/**
 * A few contact-form messages so /admin/support looks alive on a first start: new ones of each kind, one answered
 * with its reply in the thread, one closed with a note. Sent by guests (the demo accounts come later), all recent, so
 * the 12-month deletion leaves them alone for a year.
 */
const DEMO_SUPPORT = [
  {
    topic: "problem",
    email: "maya.k@example.com",
    pageUrl: "/radio",
    hoursAgo: 3,
    status: "new",
    message:
      "The radio stops after the first track on my phone (Safari, iOS 17). Pressing play again starts the same track from the beginning. Works fine on my laptop.",
  },
  {
    topic: "missing-dj",
    email: "tomas.b@example.com",
    pageUrl: null,
    hoursAgo: 20,
    status: "new",
    message:
      "Could you add Lina Haddad? She plays every second Friday at Tresor and has a residency on Rinse. SoundCloud: soundcloud.com/lina-haddad",
  },
  {
    topic: "press",
    email: "desk@clubculture-mag.example",
    pageUrl: null,
    hoursAgo: 52,
    status: "new",
    message:
      "Hi! We're writing a piece on DJ-run platforms for our spring issue. Would someone from the team have 20 minutes for a call next week?",
  },
  {
    topic: "booking",
    email: "events@harbourhall.example",
    pageUrl: "/dj/ruben-asante",
    hoursAgo: 5 * 24,
    status: "answered",
    message:
      "I sent a booking inquiry to a DJ four days ago and haven't heard back. Is there a way to check that it arrived?",
    reply:
      "Thanks for checking in! Your inquiry arrived and the DJ's team has it — they usually answer within a week. If you don't hear back by Friday, write to us again and we'll nudge them.",
  },
  {
    topic: "other",
    email: "sam.r@example.com",
    pageUrl: null,
    hoursAgo: 12 * 24,
    status: "closed",
    message: "Is there an app for Android, or should I just add the site to my home screen?",
    note: "Answered on WhatsApp the same day: add to home screen works.",
  },
] as const;

export async function seedDemoSupportMessages(db: Db, now = new Date()): Promise<number> {
  for (const demo of DEMO_SUPPORT) {
    const createdAt = new Date(now.getTime() - demo.hoursAgo * HOUR);
    const [row] = await db
      .insert(supportMessages)
      .values({
        topic: demo.topic,
        email: demo.email,
        pageUrl: demo.pageUrl,
        message: demo.message,
        status: demo.status,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: supportMessages.id });
    if (!row) continue;
    const later = new Date(createdAt.getTime() + 4 * HOUR);
    if ("reply" in demo)
      await db.insert(supportMessageEvents).values({
        messageId: row.id,
        kind: "reply",
        fromStatus: "new",
        toStatus: "answered",
        text: demo.reply,
        createdAt: later,
      });
    if ("note" in demo)
      await db.insert(supportMessageEvents).values({
        messageId: row.id,
        kind: "status",
        fromStatus: "new",
        toStatus: "closed",
        text: demo.note,
        createdAt: later,
      });
  }
  return DEMO_SUPPORT.length;
}
