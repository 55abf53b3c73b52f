import { describe, expect, it } from "vitest";
import { asBffPath } from "./legacy-paths";

describe("old paths the spec names (deals.md §7)", () => {
  it.each([
    ["http://portal.test/api/deal/deal-anna-active/mileage-report", "/portal/api/bff/deals/deal-anna-active/mileage-report"],
    ["http://portal.test/portal/api/deal/deal-anna-active/mileage-report", "/portal/api/bff/deals/deal-anna-active/mileage-report"],
    ["http://portal.test/api/deal/D-1/mileage-report/", "/portal/api/bff/deals/D-1/mileage-report"],
    ["http://portal.test/api/deal/D-1/other", "/api/deal/D-1/other"],
    ["http://portal.test/api/deal/a/b/mileage-report", "/api/deal/a/b/mileage-report"],
  ])("%s → %s", (from, to) => {
    expect(new URL(asBffPath(new Request(from, { method: "POST", body: "{}" })).url).pathname).toBe(to);
  });
});
