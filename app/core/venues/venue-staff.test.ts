import { describe, expect, it } from "vitest";
import { defaultVenuePermissions } from "~/core/access/venue-permissions";
import { EMAIL_MESSAGES } from "~/core/accounts/email-address";
import {
  invitationAccountLinks,
  isInvitationTokenShape,
  permissionsFromForm,
  VENUE_INVITATION_MESSAGES,
  venueStaffIntentSchema,
} from "./venue-staff";

describe("venueStaffIntentSchema", () => {
  it("reads an invite with a lower-cased address and one of the four roles", () => {
    expect(
      venueStaffIntentSchema.parse({ intent: "invite", email: " Ana@Example.COM ", role: "booking_agent" }),
    ).toEqual({
      intent: "invite",
      email: "ana@example.com",
      role: "booking_agent",
    });
  });

  it("refuses a bad address, an unknown role and an unknown intent", () => {
    const bad = venueStaffIntentSchema.safeParse({ intent: "invite", email: "not-an-address", role: "boss" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["email", EMAIL_MESSAGES.invalid],
      ["role", "Choose a role."],
    ]);
    expect(venueStaffIntentSchema.safeParse({ intent: "block", userId: "x" }).success).toBe(false);
    expect(venueStaffIntentSchema.safeParse({ intent: "cancel-invitation", invitationId: "nope" }).success).toBe(false);
  });
});

describe("permissionsFromForm", () => {
  it("ticked boxes grant, everything else is refused", () => {
    expect(
      permissionsFromForm({ perm_can_manage_events: "on", perm_can_manage_media: "on", perm_bogus: "on" }),
    ).toEqual(defaultVenuePermissions("promoter"));
    expect(permissionsFromForm({})).toEqual(defaultVenuePermissions("nobody"));
  });
});

describe("invitation words", () => {
  it("names the invited address and accepts only token-shaped links", () => {
    expect(VENUE_INVITATION_MESSAGES.wrongEmail("ana@example.com")).toContain("sent to ana@example.com");
    expect(isInvitationTokenShape("a".repeat(43))).toBe(true);
    expect(isInvitationTokenShape("short")).toBe(false);
    expect(isInvitationTokenShape(`${"a".repeat(42)}/`)).toBe(false);
  });
});

describe("invitationAccountLinks", () => {
  it("signs a guest up with the invited address and brings them back to the invitation", () => {
    const token = "a".repeat(64);
    const links = invitationAccountLinks(token, "ana+venue@example.com");
    const signUp = new URL(links.signUp, "http://booth.invalid");
    expect(signUp.pathname).toBe("/signup");
    expect(signUp.searchParams.get("email")).toBe("ana+venue@example.com");
    expect(signUp.searchParams.get("redirectTo")).toBe(`/venue/invitations/${token}`);
    const logIn = new URL(links.logIn, "http://booth.invalid");
    expect(`${logIn.pathname}?${logIn.searchParams}`).toBe(
      `/login?redirectTo=${encodeURIComponent(`/venue/invitations/${token}`)}`,
    );
  });
});
