import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.server";

let dir = "";
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function filesMailer() {
  dir = mkdtempSync(path.join(tmpdir(), "booth-mailer-"));
  return createMailer({ smtpUrl: "", mailFrom: "Booth <no-reply@booth.test>", dataDir: dir });
}
const written = () => {
  const mailDir = path.join(dir, "mail");
  return readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), "utf8"));
};

describe("mailer recipients", () => {
  it("sends to exactly the one address given", async () => {
    const mailer = filesMailer();
    await mailer.send({ to: "ana@example.com", subject: "Hi", text: "Hello" });
    const [mail] = written();
    expect(mail).toMatch(/^To: ana@example\.com$/m);
  });

  it("refuses markup, display names and lists instead of turning them into other recipients", async () => {
    const mailer = filesMailer();
    for (const to of ["<b>x</b>@example.com", "Eve <eve@example.com>", "ana@example.com, eve@example.com"]) {
      await expect(mailer.send({ to, subject: "Hi", text: "Hello" }), to).rejects.toThrow(/not one e-mail address/);
    }
    expect(() => readdirSync(path.join(dir, "mail"))).toThrow();
  });
});
