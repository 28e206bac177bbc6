import { describe, expect, it } from "vitest";
import {
  type DjProfileFormSource,
  djProfileFormSchema,
  djProfileFormValues,
  djProfileSavedNotice,
} from "./dj-profile-form";
import { SOCIAL_PLATFORMS } from "./social-links";

const errorsOf = (input: Record<string, string>) => {
  const result = djProfileFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("djProfileFormSchema", () => {
  it("turns form strings into the profile's values", () => {
    const parsed = djProfileFormSchema.parse({
      displayName: "  Nadia Voss ",
      realName: "",
      genres: "Techno, Industrial, techno ,, Techno",
      roles: "",
      featuredVideos: "https://youtu.be/a\n\nhttps://youtu.be/b\n",
      themeId: "",
      bookingEnabled: "on",
      instagramUrl: "https://www.instagram.com/nadia",
      whatsapp: "+49 151 2345 6789",
    });
    expect(parsed).toMatchObject({
      displayName: "Nadia Voss",
      realName: null,
      genres: ["Techno", "Industrial", "techno"],
      roles: ["DJ"],
      featuredVideos: ["https://youtu.be/a", "https://youtu.be/b"],
      themeId: null,
      imagePosition: "center",
      bookingEnabled: true,
      instagramUrl: "https://www.instagram.com/nadia",
      soundcloudUrl: null,
      whatsapp: "+4915123456789",
    });
  });

  it("gives a field error per bad field", () => {
    const errors = errorsOf({
      displayName: " ",
      instagramUrl: "https://soundcloud.com/x",
      featuredTrack: "ftp://x.example/a",
      themeId: "nope",
      imagePosition: "diagonal",
      whatsapp: "abc",
    });
    expect(Object.keys(errors).sort()).toEqual(
      ["displayName", "featuredTrack", "imagePosition", "instagramUrl", "themeId", "whatsapp"].sort(),
    );
    expect(errors.displayName).toBe("Enter your DJ name.");
  });

  it("keeps the calendar's time zone, empty meaning the location's, and refuses one that is no zone", () => {
    expect(djProfileFormSchema.parse({ displayName: "A", timeZone: "America/Chicago" }).timeZone).toBe(
      "America/Chicago",
    );
    expect(djProfileFormSchema.parse({ displayName: "A", timeZone: "" }).timeZone).toBeNull();
    expect(errorsOf({ displayName: "A", timeZone: "Mars/Olympus" }).timeZone).toBe("Choose a time zone from the list.");
  });

  it("limits list sizes and ignores fields owners may not change", () => {
    expect(errorsOf({ displayName: "A", genres: "a,b,c,d,e,f,g,h,i" }).genres).toBe("Add at most 8 genres.");
    const parsed = djProfileFormSchema.parse({
      displayName: "A",
      slug: "x",
      verificationStatus: "verified",
      active: "false",
    } as Record<string, string>);
    expect(parsed).not.toHaveProperty("slug");
    expect(parsed).not.toHaveProperty("verificationStatus");
    expect(parsed).not.toHaveProperty("active");
  });
});

describe("djProfileFormValues", () => {
  const stored: DjProfileFormSource = {
    displayName: "Nadia Voss",
    realName: null,
    bio: "<p>Hi</p>",
    location: "Berlin",
    agency: null,
    genres: ["Techno", "Industrial"],
    roles: ["DJ", "Producer"],
    featuredTrack: null,
    featuredVideos: ["https://youtu.be/a", "https://youtu.be/b"],
    themeId: null,
    imagePosition: "top",
    bookingEnabled: true,
    bookingDepositCents: 15050,
    whatsapp: null,
    ...(Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p.key, null])) as Record<string, null>),
    instagramUrl: "https://www.instagram.com/nadia",
  } as DjProfileFormSource;

  it("gives the stored profile back in the form's string shape", () => {
    const values = djProfileFormValues(stored);
    expect(values).toMatchObject({
      displayName: "Nadia Voss",
      realName: "",
      genres: "Techno, Industrial",
      roles: "DJ, Producer",
      featuredVideos: "https://youtu.be/a\nhttps://youtu.be/b",
      themeId: "",
      imagePosition: "top",
      bookingEnabled: "on",
      bookingDeposit: "150.50",
      instagramUrl: "https://www.instagram.com/nadia",
      soundcloudUrl: "",
    });
    expect(djProfileFormValues({ ...stored, bookingDepositCents: null }).bookingDeposit).toBe("");
    expect(djProfileFormValues({ ...stored, bookingEnabled: false }).bookingEnabled).toBe("");
  });

  it("parses back to what is stored (the form round-trips)", () => {
    expect(djProfileFormSchema.parse(djProfileFormValues(stored))).toMatchObject({
      genres: stored.genres,
      roles: stored.roles,
      featuredVideos: stored.featuredVideos,
      bookingEnabled: true,
      bookingDeposit: 15050,
      instagramUrl: stored.instagramUrl,
    });
  });

  it("names the photo in the saved notice only when one was saved", () => {
    expect(djProfileSavedNotice(true)).toBe("Profile and photo saved. The changes are live.");
    expect(djProfileSavedNotice(false)).toBe("Profile saved. The changes are live.");
  });
});
