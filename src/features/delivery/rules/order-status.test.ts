import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { DEAL_STATES, type DealState } from "@/features/deals/types";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { ORDER_STATUSES } from "@/features/deals/status-types";
import { hasOrderStatusToShow, isDeliveryDatePlanned, isOrderStatusVisible, isVerificationBannerShown, orderStatusSteps } from "./order-status";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });
const NOW = at("2026-06-10 12:00");
const notDelivered = { actual_handover_date: null, end_date: "2027-06-30" };

describe("orderStatusSteps (deals.md section 4)", () => {
  it("lists the spec's steps, delivery_confirmation only in the longer early-availability list", () => {
    expect(orderStatusSteps(false)).toEqual([
      "customer_verified",
      "car_arrived_at_compound",
      "car_ready_for_delivery",
      "car_in_delivery",
      "delivery_completed",
    ]);
    expect(orderStatusSteps(true)).toEqual([
      "customer_verified",
      "delivery_confirmation",
      "car_arrived_at_compound",
      "car_ready_for_delivery",
      "car_in_delivery",
      "delivery_completed",
    ]);
  });
});

describe("isOrderStatusVisible (deals.md section 4)", () => {
  it.each(DEAL_STATES.map((state) => [state, state !== "INACTIVE"] as const))("not delivered, %s → %s", (state: DealState, expected) => {
    expect(isOrderStatusVisible(makeDeal({ ...notDelivered, state }), NOW)).toBe(expected);
  });

  it.each([
    ["delivered", { actual_handover_date: "2026-06-01" }, false],
    ["end date tomorrow", { end_date: "2026-06-11" }, true],
    ["end date today", { end_date: "2026-06-10" }, false],
    ["end date yesterday", { end_date: "2026-06-09" }, false],
    ["no end date yet", { end_date: null }, true],
    // A prolongation goes on with the car already driven: nothing to deliver (r2 review, round 6).
    ["a prolongation, not handed over on record", { subscribed_as: "PROLONGATION" }, false],
    ["a same-day swap's new car", { subscribed_as: "SWAP_SAME_DAY" }, true],
  ] as const)("%s → %s", (_case, overrides, expected) => {
    expect(isOrderStatusVisible(makeDeal({ state: "CREATED", ...notDelivered, ...overrides }), NOW)).toBe(expected);
  });

  it.each([
    ["2026-03-28 23:59:59", true],
    ["2026-03-29 00:00:00", false],
  ])("end date 29 March (daylight-saving switch), at %s → %s", (time, expected) => {
    expect(isOrderStatusVisible(makeDeal({ state: "CREATED", actual_handover_date: null, end_date: "2026-03-29" }), at(time))).toBe(expected);
  });
});

describe("isVerificationBannerShown (deals.md section 4: order status order_received)", () => {
  it.each([...ORDER_STATUSES.map((status) => [status, status === "order_received"] as const), [null, false] as const])(
    "%s → %s",
    (status, expected) => {
      expect(isVerificationBannerShown(status)).toBe(expected);
    },
  );
});

describe("hasOrderStatusToShow: a planned delivery date shows the block before its first step (deals.md section 4)", () => {
  it.each([
    ["a bridged order planned for 29.01.2027, no step reached yet (deal-bruno-ordered)", null, "2027-01-29", true],
    ["a verified order with a planned date", "customer_verified", "2027-01-29", true],
    ["a received order without a planned date", "order_received", null, true],
    ["a lead before checkout: no step, no planned date", null, null, false],
  ] as const)("%s → %s", (_case, status, planned, shown) => {
    expect(hasOrderStatusToShow({ status, delivery: { planned_delivery_date: planned } })).toBe(shown);
  });

  it("Bruno's order (CREATED, bridged, no end date) passes the spec's visibility rule itself", () => {
    const bruno = makeDeal({
      state: "CREATED",
      bridging_type: "BEGINNING",
      actual_handover_date: null,
      end_date: null,
      planned_delivery_date: "2027-01-29",
    });
    expect(isOrderStatusVisible(bruno, at("2026-11-30 12:00"))).toBe(true);
  });
});

describe('isDeliveryDatePlanned ("Sobald der Liefertermin feststeht" only while it is open)', () => {
  it.each([
    ["2027-01-29", true],
    [null, false],
  ] as const)("planned %s → %s", (planned, expected) => {
    expect(isDeliveryDatePlanned({ planned_delivery_date: planned })).toBe(expected);
  });
});
