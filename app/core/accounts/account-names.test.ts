import { describe, expect, it } from "vitest";
import { completeProfileSchema, editNameSchema, signUpSchema } from "./account-schemas";

const account = { email: "noa@example.com", password: "a long enough passphrase" };

describe("a person's name is plain text, like every other name", () => {
  it("refuses markup on sign-up, complete-profile and the name editor", () => {
    for (const name of ["<b>Noa</b>", "<img src=x onerror=alert(1)>", "Noa <3"]) {
      const results = [
        signUpSchema.safeParse({ ...account, name }),
        completeProfileSchema.safeParse({ name }),
        editNameSchema.safeParse({ name }),
      ];
      for (const result of results) {
        expect(result.success, name).toBe(false);
        expect(result.error?.issues[0]?.message).toBe("Your name must be plain text (no HTML)");
      }
    }
  });

  it("keeps accepting ordinary names", () => {
    for (const name of ["Noa Fan", "Zoë O'Brien-Ngũgĩ", "DJ & MC Kofi", "Mr. 2 Tone"]) {
      expect(signUpSchema.safeParse({ ...account, name }).success, name).toBe(true);
      expect(completeProfileSchema.safeParse({ name }).success, name).toBe(true);
    }
  });
});
