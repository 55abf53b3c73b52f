import { describe, expect, it } from "vitest";
import { appBannerHidesAt, isAppBannerShown, isSuppressedByQuery } from "./app-smart-banner";

const DAY = 24 * 3600 * 1000;
const session = { createdAt: "2026-11-20T10:00:00.000Z", expiresAt: "2026-11-27T10:00:00.000Z" };
const half = Date.parse("2026-11-23T22:00:00.000Z");

describe("app smart banner (deals.md §4: hides after half of the auth token lifetime; §2 no_banner)", () => {
  it("hides halfway through a 7-day session: after 3.5 days", () => {
    expect(appBannerHidesAt(session)).toBe(half);
    expect(appBannerHidesAt(session) - Date.parse(session.createdAt)).toBe(3.5 * DAY);
  });

  it.each([
    { case: "right after sign-in", now: Date.parse(session.createdAt), suppressed: false, expected: true },
    { case: "a millisecond before half", now: half - 1, suppressed: false, expected: true },
    { case: "at half", now: half, suppressed: false, expected: false },
    { case: "after half", now: half + DAY, suppressed: false, expected: false },
    { case: "suppressed by no_banner", now: Date.parse(session.createdAt), suppressed: true, expected: false },
  ])("$case: $expected", ({ now, suppressed, expected }) => {
    expect(isAppBannerShown({ now, hidesAt: half, suppressed })).toBe(expected);
  });

  it.each([
    ["no_banner=true", true],
    ["modalName=x&no_banner=true", true],
    ["no_banner=false", false],
    ["no_banner=1", false],
    ["", false],
  ])("?%s suppresses: %s", (query, expected) => {
    expect(isSuppressedByQuery(new URLSearchParams(query))).toBe(expected);
  });
});
