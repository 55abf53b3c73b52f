import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { mileageStanding } from "./mileage-standing";

const handoverDate = dayjs.tz("2026-01-10 11:00", TIME_ZONE);
const reportedAt = handoverDate.add(4, "month");
const base = { handoverMileage: 10, handoverDate, term: 12, mileagePackage: 1500, addonMileage: 0 };

describe("mileageStanding (the deal page's mileage block, issue 36 journeys)", () => {
  it("without a report: the handover's reading, and no estimate", () => {
    expect(mileageStanding({ ...base, report: null })).toEqual({ mileage: 10, reported_at: null, estimate: null });
  });

  it("after a report: the reading, its day, and the report's usage against the package", () => {
    expect(mileageStanding({ ...base, report: { mileage: 10 + 6_800, reportedAt } })).toEqual({
      mileage: 6_810,
      reported_at: reportedAt.toISOString(),
      estimate: { monthly_mileage_usage: 1_700, monthly_mileage_excess: 200, mileage_package: 1500 },
    });
  });

  it("measures the report against the package the deal has now: a raised package covers it", () => {
    const standing = mileageStanding({ ...base, mileagePackage: 2000, report: { mileage: 10 + 6_800, reportedAt } });
    expect(standing.estimate).toEqual({ monthly_mileage_usage: 1_700, monthly_mileage_excess: -300, mileage_package: 2000 });
  });

  it("counts kilometres booked once over the whole term (1,200 km over 12 months: 100 a month)", () => {
    const standing = mileageStanding({ ...base, addonMileage: 1_200, report: { mileage: 10 + 6_800, reportedAt } });
    expect(standing.estimate?.monthly_mileage_excess).toBe(100);
  });

  it("a report without handover data carries no estimate", () => {
    expect(mileageStanding({ ...base, handoverMileage: null, report: { mileage: 500, reportedAt } })).toEqual({
      mileage: 500,
      reported_at: reportedAt.toISOString(),
      estimate: null,
    });
  });
});
