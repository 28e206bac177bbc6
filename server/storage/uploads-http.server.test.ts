import { describe, expect, it } from "vitest";
import { MAX_DJ_IMAGE_BYTES } from "~/core/djs/dj-image";
import { MAX_TRACKLIST_FILE_BYTES } from "~/core/tracklists/tracklist";
import {
  isTracklistUploadRequest,
  isUploadRequest,
  MAX_TRACKLIST_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "./uploads-http.server";

describe("isUploadRequest", () => {
  it("gives the photo limit to the editor's one Save profile POST, with or without JavaScript", () => {
    // Without JavaScript the form posts to the page URL; with it, React Router posts to the single-fetch URL.
    expect(isUploadRequest("POST", "/dj/amara-obi/edit")).toBe(true);
    expect(isUploadRequest("POST", "/dj/amara-obi/edit.data")).toBe(true);
    expect(MAX_UPLOAD_BODY_BYTES).toBeGreaterThan(MAX_DJ_IMAGE_BYTES);
  });

  it("gives the image limit to a venue's gallery and event forms, and only to their POSTs", () => {
    for (const path of [
      "/venue/manage/fabric/media",
      "/venue/manage/fabric/media.data",
      "/venue/manage/fabric/events/create",
      "/venue/manage/fabric/events/night-2030-05-03/edit.data",
    ])
      expect(isUploadRequest("POST", path), path).toBe(true);
    for (const [method, path] of [
      ["GET", "/venue/manage/fabric/media"],
      ["POST", "/venue/manage/fabric/bookings"],
      ["POST", "/venue/manage/fabric/events"],
      ["POST", "/venue/manage/a/b/media"],
    ])
      expect(isUploadRequest(method, path), `${method} ${path}`).toBe(false);
  });

  it("gives the flyer limit to the event forms, and only to their POSTs", () => {
    for (const path of [
      "/mate/events/create",
      "/mate/events/create.data",
      "/mate/events/night-2030-05-03/edit",
      "/admin/events/create",
      "/admin/events/night-2030-05-03/edit.data",
    ])
      expect(isUploadRequest("POST", path), path).toBe(true);
    for (const [method, path] of [
      ["GET", "/mate/events/create"],
      ["POST", "/mate/events"],
      ["POST", "/admin/events"],
      ["POST", "/mate/events/a/b/edit"],
    ])
      expect(isUploadRequest(method, path), `${method} ${path}`).toBe(false);
  });

  it("keeps the 1 MiB limit everywhere else", () => {
    for (const [method, path] of [
      ["GET", "/dj/amara-obi/edit"],
      ["PUT", "/dj/amara-obi/edit"],
      ["POST", "/dj/amara-obi"],
      ["POST", "/dj/amara-obi/edit/extra"],
      ["POST", "/dj/a/b/edit"],
      ["POST", "/edit-profile"],
      ["POST", "/api/auth/sign-in/email"],
    ])
      expect(isUploadRequest(method, path), `${method} ${path}`).toBe(false);
  });
});

describe("isTracklistUploadRequest", () => {
  it("gives the 20 MB history-file limit to a tracklist screen's POSTs only", () => {
    expect(isTracklistUploadRequest("POST", "/mate/events/kessel-klub-nacht-2026-12-07/tracklist")).toBe(true);
    expect(isTracklistUploadRequest("POST", "/mate/events/kessel-klub-nacht-2026-12-07/tracklist.data")).toBe(true);
    for (const path of [
      "/venue/manage/kessel-klub/events/kessel-klub-nacht-2026-12-07/tracklist",
      "/producer/dashboard/tresor-nights/events/kessel-klub-nacht-2026-12-07/tracklist.data",
      "/admin/events/kessel-klub-nacht-2026-12-07/tracklist",
    ])
      expect(isTracklistUploadRequest("POST", path), path).toBe(true);
    expect(MAX_TRACKLIST_UPLOAD_BODY_BYTES).toBeGreaterThan(MAX_TRACKLIST_FILE_BYTES);
    for (const [method, path] of [
      ["GET", "/mate/events/kessel-klub-nacht-2026-12-07/tracklist"],
      ["POST", "/mate/events/kessel-klub-nacht-2026-12-07/edit"],
      ["POST", "/mate/events/a/b/tracklist"],
      ["POST", "/mate/events/x/tracklist/extra"],
      ["POST", "/venue/manage/kessel-klub/tracklist"],
      ["POST", "/venue/manage/a/b/events/x/tracklist"],
      ["POST", "/producer/dashboard/x/tracklist"],
    ])
      expect(isTracklistUploadRequest(method, path), `${method} ${path}`).toBe(false);
    expect(isUploadRequest("POST", "/mate/events/x/tracklist")).toBe(false);
  });
});
