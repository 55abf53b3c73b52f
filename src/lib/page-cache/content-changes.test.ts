import { describe, expect, it } from "vitest";
import { lastChangeOf, markContentChanged } from "./content-changes.server";

describe("content changes (without REDIS_URL: this process only)", () => {
  it("answers the newest change among the tags asked for, never going back in time", async () => {
    const tag = `cms:page:de-DE:test-${Date.now()}`;
    expect(lastChangeOf([tag])).toBe(0);
    await markContentChanged([tag, "cms:test-other"], 2_000);
    await markContentChanged([tag], 1_000);
    expect(lastChangeOf([tag])).toBe(2_000);
    await markContentChanged(["cms:test-later"], 3_000);
    expect(lastChangeOf([tag, "cms:test-later"])).toBe(3_000);
    expect(lastChangeOf(["cms:test-never"])).toBe(0);
  });
});
