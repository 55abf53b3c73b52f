import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import type { DamageReport } from "@/features/damage/types";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { listDamageReports } from "./damage-service";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

const day = (offset: number) => TEST_NOW.add(offset, "day").format("YYYY-MM-DD");
const at = (offset: number, time: string) => dayjs.tz(`${day(offset)} ${time}`, TIME_ZONE).toISOString();
const reportUrl = (dealId: string, reportId: string) => `/portal/api/bff/deals/${dealId}/damage-reports/${reportId}/file`;

describe("listDamageReports", () => {
  it("lists a deal's reports newest first, with damages named in German and repair orders", async () => {
    const expected: DamageReport[] = [
      {
        id: "damage-report-anna-1",
        date: day(-9),
        appointment_date: at(-1, "08:30"),
        repair_status: "in_progress",
        damages: [
          {
            type: { key: "scratch", name_de: "Kratzer" },
            area: { key: "rear", name_de: "Heck" },
            part: { key: "rear_bumper", name_de: "Stoßfänger hinten" },
          },
        ],
        reported: null,
        repair_orders: [],
        download_url: reportUrl("deal-anna-active", "damage-report-anna-1"),
      },
      {
        id: "damage-report-anna-2",
        date: day(-70),
        appointment_date: at(-56, "09:00"),
        repair_status: "conducted",
        damages: [
          {
            type: { key: "stone_chip", name_de: "Steinschlag" },
            area: { key: "front", name_de: "Front" },
            part: { key: "windshield", name_de: "Windschutzscheibe" },
          },
          {
            type: { key: "dent", name_de: "Delle" },
            area: { key: "left_side", name_de: "Linke Seite" },
            part: { key: "front_left_door", name_de: "Tür vorne links" },
          },
        ],
        reported: null,
        repair_orders: [{ date: day(-63) }],
        download_url: reportUrl("deal-anna-active", "damage-report-anna-2"),
      },
    ];
    expect(await listDamageReports(env.db, "customer-anna", "deal-anna-active")).toEqual(expected);
  });

  it("lists a business deal's open report without appointment or repair order", async () => {
    const expected: DamageReport[] = [
      {
        id: "damage-report-bernd-1",
        date: day(-3),
        appointment_date: null,
        repair_status: "open",
        damages: [
          {
            type: { key: "dent", name_de: "Delle" },
            area: { key: "right_side", name_de: "Rechte Seite" },
            part: { key: "rear_right_door", name_de: "Tür hinten rechts" },
          },
        ],
        reported: null,
        repair_orders: [],
        download_url: reportUrl("deal-bernd-minib2b", "damage-report-bernd-1"),
      },
    ];
    expect(await listDamageReports(env.db, "customer-bernd", "deal-bernd-minib2b")).toEqual(expected);
  });

  it("is an empty list for an own deal without reports", async () => {
    expect(await listDamageReports(env.db, "customer-anna", "deal-anna-return")).toEqual([]);
  });

  it("is null for another customer's deal and for an unknown id", async () => {
    expect(await listDamageReports(env.db, "customer-bernd", "deal-anna-active")).toBeNull();
    expect(await listDamageReports(env.db, "customer-anna", "deal-does-not-exist")).toBeNull();
  });

  it("answers plain JSON values (no Date objects leak to the wire)", async () => {
    const reports = await listDamageReports(env.db, "customer-anna", "deal-anna-active");
    expect(JSON.parse(JSON.stringify(reports))).toEqual(reports);
  });
});
