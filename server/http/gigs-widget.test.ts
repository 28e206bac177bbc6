import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildGigsWidget } from "./gigs-widget.server";

/** The budget for the widget (decision 061): what a host page downloads, gzip. */
const GZIP_BUDGET = 6 * 1024;

describe("the gig widget's bytes", () => {
  it(`stays within ${GZIP_BUDGET} bytes gzip, as one module with no import`, () => {
    const widget = buildGigsWidget("Booth");
    expect(widget.gzip.byteLength).toBeLessThanOrEqual(GZIP_BUDGET);
    expect(widget.br.byteLength).toBeLessThan(widget.gzip.byteLength);
    expect(gunzipSync(widget.gzip).toString("utf8")).toBe(widget.body);
    expect(widget.body).not.toMatch(/^\s*import\s/m);
    expect(widget.body).not.toMatch(/innerHTML|insertAdjacentHTML|outerHTML/);
    console.info(`gig widget: ${widget.body.length} B, ${widget.gzip.byteLength} B gzip, ${widget.br.byteLength} B br`);
  });

  it("names the site in its link back", () => {
    expect(buildGigsWidget('Club "Nord"').body).toContain('const BRAND = "Club \\"Nord\\"";');
  });
});
