import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "~server/auth/auth.server";
import { resolveViewer } from "~server/auth/get-viewer.server";
import { loadConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { sessions, users } from "~server/db/schema";
import { seedDj, seedUser, seedVenue } from "~server/db/seed/factories.server";
import { getAccountStanding } from "~server/domain/users/get-account-standing.server";
import { createMailer, type MailMessage } from "~server/mail/mailer.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), "booth-auth-"));
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:4999", ADMIN_EMAILS: "boss@booth.test" });
const sent: MailMessage[] = [];
const capturingMailer = { kind: "files" as const, send: async (m: MailMessage) => void sent.push(m) };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("sign-up and sign-in rules (better-auth on our tables)", () => {
  it("creates the users row at once with the spec's defaults and sends a verification mail", async () => {
    const auth = createAuth(config, database, capturingMailer);
    await auth.api.signUpEmail({
      body: { email: "new.dj@booth.test", password: "sunrise set at the beach", name: "New DJ" },
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, "new.dj@booth.test"));
    expect(row).toMatchObject({ role: "user", blocked: false, profileCompleted: false, emailVerified: false });
    const mail = sent.find((m) => m.to === "new.dj@booth.test");
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.link?.startsWith(`${config.publicUrl}/api/auth/verify-email?token=`)).toBe(true);
  });

  it("makes ADMIN_EMAILS addresses admins", async () => {
    const auth = createAuth(config, database, capturingMailer);
    await auth.api.signUpEmail({ body: { email: "Boss@booth.test", password: "the boss plays last", name: "Boss" } });
    const [row] = await database.db.select().from(users).where(eq(users.email, "boss@booth.test"));
    expect(row.role).toBe("admin");
  });

  it("rejects very common passwords and short ones, and changes nothing", async () => {
    const auth = createAuth(config, database, capturingMailer);
    await expect(
      auth.api.signUpEmail({ body: { email: "weak@booth.test", password: "password1", name: "Weak" } }),
    ).rejects.toThrow(/too common/);
    await expect(
      auth.api.signUpEmail({ body: { email: "weak@booth.test", password: "short", name: "Weak" } }),
    ).rejects.toThrow();
    expect(await database.db.select().from(users).where(eq(users.email, "weak@booth.test"))).toHaveLength(0);
  });

  it("requires a verified email to sign in; a verified user gets a session; a blocked user never does", async () => {
    const auth = createAuth(config, database, capturingMailer);
    await expect(
      auth.api.signInEmail({ body: { email: "new.dj@booth.test", password: "sunrise set at the beach" } }),
    ).rejects.toThrow();
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, "new.dj@booth.test"));
    const ok = await auth.api.signInEmail({
      body: { email: "new.dj@booth.test", password: "sunrise set at the beach" },
    });
    expect(ok.token).toBeTruthy();
    await database.db.update(users).set({ blocked: true }).where(eq(users.email, "new.dj@booth.test"));
    await expect(
      auth.api.signInEmail({ body: { email: "new.dj@booth.test", password: "sunrise set at the beach" } }),
    ).rejects.toThrow();
  });

  it("a blocked user's existing sessions are revoked on their next request", async () => {
    const auth = createAuth(config, database, capturingMailer);
    await auth.api.signUpEmail({
      body: { email: "soon.blocked@booth.test", password: "warehouse at 4am", name: "Soon" },
    });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, "soon.blocked@booth.test"));
    const res = await auth.api.signInEmail({
      body: { email: "soon.blocked@booth.test", password: "warehouse at 4am" },
      asResponse: true,
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const signedIn = await resolveViewer(auth, database, new Headers({ cookie }));
    expect(signedIn.viewer.role).toBe("user");
    await database.db
      .update(users)
      .set({ blocked: true })
      .where(eq(users.id, signedIn.userId as string));
    const after = await resolveViewer(auth, database, new Headers({ cookie }));
    expect(after.blockedSignOut).toBe(true);
    expect(after.viewer.role).toBe("guest");
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, signedIn.userId as string)),
    ).toHaveLength(0);
  });
});

describe("account standing", () => {
  it("derives mate from a linked mate/verified profile and venue management from an active record", async () => {
    const user = await seedUser(database.db);
    expect(await getAccountStanding(database.db, user.id)).toMatchObject({
      hasMateProfile: false,
      managesVenues: false,
    });
    await seedDj(database.db, { userId: user.id, verificationStatus: "none" });
    expect((await getAccountStanding(database.db, user.id))?.hasMateProfile).toBe(false);
    await seedDj(database.db, { userId: user.id, verificationStatus: "mate" });
    expect((await getAccountStanding(database.db, user.id))?.hasMateProfile).toBe(true);
    const venue = await seedVenue(database.db);
    const { venueManagers } = await import("~server/db/schema");
    await database.db
      .insert(venueManagers)
      .values({ venueId: venue.id, userId: user.id, role: "manager", invitationStatus: "revoked" });
    expect((await getAccountStanding(database.db, user.id))?.managesVenues).toBe(false);
    await database.db
      .update(venueManagers)
      .set({ invitationStatus: "active" })
      .where(eq(venueManagers.userId, user.id));
    expect((await getAccountStanding(database.db, user.id))?.managesVenues).toBe(true);
  });
});

describe("mail delivery", () => {
  it("without SMTP_URL writes a readable quoted-printable .eml under DATA_DIR/mail within a second", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "booth-mail-"));
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: "Booth <no-reply@booth.test>", dataDir: dir });
    const started = Date.now();
    await mailer.send({
      to: "a@booth.test",
      subject: "Verify your email for Booth",
      text: `Hi — open ${config.publicUrl}/x?token=abc\n`,
      link: `${config.publicUrl}/x`,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    const files = readdirSync(path.join(dir, "mail"));
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(dir, "mail", files[0]), "utf8");
    expect(raw).toMatch(/^To: a@booth\.test$/m);
    expect(raw).toMatch(/Content-Transfer-Encoding: (7bit|quoted-printable)/);
    expect(raw).not.toMatch(/Content-Transfer-Encoding: base64/);
    expect(raw).toContain("http://localhost:4999/x?token=3Dabc");
  });

  it("with SMTP_URL delivers over SMTP to a real server on loopback", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (c: Buffer) => (data += c.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: "Booth <no-reply@booth.test>",
        dataDir,
      });
      await mailer.send({ to: "b@booth.test", subject: "Reset your Booth password", text: "Choose a new password" });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/Subject: Reset your Booth password/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
