import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventFormValues } from "~/core/events/event-form";
import type { SignedInContext } from "~server/adapters/access.server";
import { submitEventForm } from "~server/adapters/event-form.server";
import type { Database } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { seedUser, type User } from "~server/db/seed/factories.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { createTestDatabase } from "./helpers/test-database";

// The event form says "Plain text; blank lines start a new paragraph." This holds whatever the text contains: a typed
// tag is shown as typed (escaped) and the blank lines still make paragraphs on the event page.

let database: Database;
let admin: User;
beforeAll(async () => {
  database = await createTestDatabase();
  admin = await seedUser(database.db, { role: "admin", name: "Desc Admin" });
});
afterAll(async () => {
  await database?.close();
});

function futureDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function saveWithDescription(name: string, description: string) {
  const form = new FormData();
  const fields: Record<string, string> = {
    name,
    date: futureDay(30),
    startTime: "22:00",
    endTime: "",
    timeZone: "Europe/Berlin",
    venueId: "",
    venue: "Tresor",
    location: "Berlin, Germany",
    productionLineId: "",
    ticketUrl: "",
    description,
    lineup: JSON.stringify([{ djProfileId: null, name: "Guest Friend" }]),
    status: "draft",
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const ctx = {
    database,
    config: { dataDir: "/nonexistent-no-upload-is-made" },
    flags: { eventAdminApproval: false },
    viewer: { role: "admin" },
    userId: admin.id,
  } as unknown as SignedInContext;
  const response = await submitEventForm(
    new Request("http://localhost/admin/events/create", { method: "POST", body: form }),
    ctx,
    {
      donePath: "/admin/events",
    },
  );
  expect(response).toBeInstanceOf(Response);
  const location = (response as Response).headers.get("Location") ?? "";
  expect(location).toMatch(/^\/admin\/events\?saved=draft&event=/);
  expect(location).not.toContain("cleaned");
  const eventId = new URL(location, "http://localhost").searchParams.get("event") ?? "";
  const [row] = await database.db.select().from(mateEvents).where(eq(mateEvents.eventId, eventId));
  return row;
}

describe("an event description is plain text, whatever it contains", () => {
  it("keeps its paragraphs and shows a typed tag as text on the event page", async () => {
    const typed = "Bring <b>earplugs</b> & water.\nNo photos.\n\nDoors at 22:00 <3\n\n<script>alert(1)</script>";
    const row = await saveWithDescription("Described Night", typed);
    // What the event page renders (app/routes/event.tsx shows the sanitised stored description).
    const html = sanitizeRichText(row.description ?? "");
    expect(html).toBe(
      "<p>Bring &lt;b&gt;earplugs&lt;/b&gt; &amp; water.<br />No photos.</p>" +
        "<p>Doors at 22:00 &lt;3</p>" +
        "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    );
    // The edit form shows exactly what was typed, so saving it again changes nothing.
    expect(eventFormValues(row).description).toBe(typed);
  });

  it("plain text without any tag is stored as before", async () => {
    const row = await saveWithDescription("Plain Night", "Doors at 22:00.\n\nLast entry 02:00.");
    expect(row.description).toBe("<p>Doors at 22:00.</p><p>Last entry 02:00.</p>");
  });
});
