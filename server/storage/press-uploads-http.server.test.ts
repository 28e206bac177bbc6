import { describe, expect, it } from "vitest";
import { MAX_PRESS_PHOTO_BYTES, MAX_RIDER_BYTES } from "~/core/press/press-kit";
import { MAX_PRESS_PHOTO_BODY_BYTES, MAX_RIDER_BODY_BYTES, pressUploadOf } from "./press-uploads-http.server";
import { isUploadRequest } from "./uploads-http.server";

describe("pressUploadOf", () => {
  it("gives each press upload path its own limit, with room for the form around the file", () => {
    expect(pressUploadOf("POST", "/mate/press-kit/photos")).toBe("photo");
    expect(pressUploadOf("POST", "/mate/press-kit/photos.data")).toBe("photo");
    expect(pressUploadOf("POST", "/mate/press-kit/riders")).toBe("rider");
    expect(pressUploadOf("POST", "/mate/press-kit/riders.data")).toBe("rider");
    expect(MAX_PRESS_PHOTO_BODY_BYTES).toBeGreaterThan(MAX_PRESS_PHOTO_BYTES);
    expect(MAX_RIDER_BODY_BYTES).toBeGreaterThan(MAX_RIDER_BYTES);
    expect(MAX_RIDER_BODY_BYTES).toBeLessThan(MAX_PRESS_PHOTO_BYTES);
  });

  it("leaves the editor's own actions, other methods and look-alike paths at the default", () => {
    for (const [method, path] of [
      ["POST", "/mate/press-kit"],
      ["POST", "/mate/press-kit.data"],
      ["GET", "/mate/press-kit/photos"],
      ["POST", "/mate/press-kit/photos/extra"],
      ["POST", "/x/mate/press-kit/riders"],
      ["POST", "/dj/kessel/press"],
    ])
      expect(pressUploadOf(method, path), `${method} ${path}`).toBeNull();
    expect(isUploadRequest("POST", "/mate/press-kit/photos")).toBe(false);
  });
});
