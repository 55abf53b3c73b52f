import { afterEach, describe, expect, it, vi } from "vitest";
import { runDate, runDay, runNow } from "../e2e/run-clock";

/**
 * The e2e run's one "now" (`tests/e2e/run-clock.ts`): the instant `playwright.config.ts` pins in
 * `PORTAL_NOW`, read by Berlin's calendar. The instants below are the ones that broke CI: just
 * before Berlin's midnight, which is still the previous day in UTC.
 */
describe("the e2e run's clock", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ["2026-11-30T22:59:00Z", 0, "2026-11-30", "30.11.2026"],
    ["2026-11-30T23:00:00Z", 0, "2026-12-01", "01.12.2026"],
    ["2026-11-30T23:30:00Z", -1, "2026-11-30", "30.11.2026"],
    ["2026-12-31T12:00:00Z", 1, "2027-01-01", "01.01.2027"],
    ["2026-03-29T00:30:00Z", 60, "2026-05-28", "28.05.2026"],
  ])("PORTAL_NOW %s, %i days on: %s (%s)", (pinned, days, day, date) => {
    vi.stubEnv("PORTAL_NOW", pinned);
    expect(runNow().toISOString()).toBe(new Date(pinned).toISOString());
    expect(runDay(days)).toBe(day);
    expect(runDate(days)).toBe(date);
  });
});
