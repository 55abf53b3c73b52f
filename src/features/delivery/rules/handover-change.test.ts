import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import {
  carReadyOn,
  DEFAULT_HANDOVER_TIME,
  handoverAvailabilities,
  handoverChangeFee,
  type HandoverFields,
  HANDOVER_EFFORT_FEE_EUR,
  HANDOVER_SHORT_TERM_FEE_EUR,
  bookedHandoverAt,
  withBookedAppointment,
  handoverSlot,
  HANDOVER_SLOTS,
  isDealHandoverChangeable,
  handoverChangeBlock,
  handoverChangeBlockOf,
  type HandoverChangeFacts,
} from "./handover-change";

const current: HandoverFields = {
  preferred_delivery_date: "2026-07-01",
  slot: "11:00",
  street: "Hauptstraße",
  house_number: "1",
  zip: "80331",
  city: "München",
  address_extra: null,
  firstname: "Anna",
  lastname: "Muster",
  phone_number: "+4915112345678",
};

describe("handoverChangeFee (deals.md §9: free until 11 days before delivery, then 99 EUR)", () => {
  it.each([
    // case, change, today, preparation started, fee
    ["12 days before, new date", { preferred_delivery_date: "2026-07-03" }, "2026-06-19", false, 0],
    ["11 days before, new date", { preferred_delivery_date: "2026-07-03" }, "2026-06-20", false, 0],
    ["10 days before, new date", { preferred_delivery_date: "2026-07-03" }, "2026-06-21", false, HANDOVER_EFFORT_FEE_EUR],
    ["1 day before, new street", { street: "Nebenstraße" }, "2026-06-30", false, 99],
    ["10 days before, only the phone", { phone_number: "+4917000000000" }, "2026-06-21", false, 0],
    ["10 days before, nothing changed", {}, "2026-06-21", false, 0],
    ["preparation started, only the phone", { phone_number: "+4917000000000" }, "2026-06-25", true, 0],
    ["preparation started, new slot", { slot: "13:00" }, "2026-06-10", true, HANDOVER_SHORT_TERM_FEE_EUR],
    ["whitespace only", { city: " München " }, "2026-06-25", false, 0],
    ["21 days before, moved to 3 days ahead", { preferred_delivery_date: "2026-06-13" }, "2026-06-10", false, 99],
    ["21 days before, moved to 11 days ahead", { preferred_delivery_date: "2026-06-21" }, "2026-06-10", false, 0],
    ["21 days before, moved to 10 days ahead", { preferred_delivery_date: "2026-06-20" }, "2026-06-10", false, 99],
    ["21 days before, moved later", { preferred_delivery_date: "2026-07-20" }, "2026-06-10", false, 0],
  ])("%s → %i EUR", (_case, change, today, preparationStarted, fee) => {
    expect(handoverChangeFee({ current, requested: { ...current, ...change }, delivery: "2026-07-01", today, preparationStarted })).toBe(fee);
  });
});

describe("carReadyOn (issue 36 item 2: no delivery booked before a late car is there)", () => {
  it.each([
    ["planned after the wish: late", "2027-01-09", "2026-12-01", "2027-01-09"],
    ["planned as wished", "2026-12-01", "2026-12-01", null],
    ["planned before the wish: early", "2026-11-20", "2026-12-01", null],
    ["no planned date", null, "2026-12-01", null],
    ["no wish", "2027-01-09", null, null],
  ])("%s → %s", (_case, planned, preferred, expected) => {
    expect(carReadyOn({ planned_delivery_date: planned, preferred_delivery_date: preferred, delivery_delay: null })).toBe(expected);
  });

  it("still knows the day after the delivery was moved (planned and preferred both the booked day)", () => {
    const moved = { planned_delivery_date: "2027-01-12", preferred_delivery_date: "2027-01-12" };
    expect(carReadyOn({ ...moved, delivery_delay: { wished_date: "2026-12-01", car_ready_date: "2027-01-09" } })).toBe("2027-01-09");
    expect(carReadyOn({ ...moved, delivery_delay: null })).toBeNull();
  });
});

describe("handoverAvailabilities", () => {
  const now = dayjs.tz("2026-06-10 12:00", TIME_ZONE); // a Wednesday
  it.each([
    ["a mainland postcode", "80331", "2026-06-15"],
    ["no postcode yet", null, "2026-06-15"],
    ["Sylt (island without road link)", "25980", null],
    ["Norderney", "26548", null],
    ["four digits", "8033", null],
  ])("%s → first date %s", (_case, postcode, first) => {
    const dates = handoverAvailabilities(postcode, now);
    expect(dates[0]?.date ?? null).toBe(first);
  });

  it.each([
    ["a late car: from the day it is there", "2027-01-08", "2027-01-08"],
    ["a late car on a Saturday: the next working day", "2027-01-09", "2027-01-11"],
    ["a car ready before the lead time ends: the lead time", "2026-06-11", "2026-06-15"],
    ["on time or early: the lead time", null, "2026-06-15"],
  ])("%s (ready %s) → first date %s", (_case, ready, first) => {
    expect(handoverAvailabilities("80331", now, ready)[0]?.date).toBe(first);
  });

  it("offers 11:00 on every date (the default preferred time, §5) and no weekend", () => {
    const dates = handoverAvailabilities("80331", now);
    expect(dates.length).toBeGreaterThan(30);
    for (const date of dates) {
      expect(date.available_slots.map((slot) => slot.value)).toContain(DEFAULT_HANDOVER_TIME);
      expect([0, 6]).not.toContain(dayjs(date.date).day());
    }
    expect(dates[0]!.available_slots.map((slot) => slot.value)).toEqual(["08:00", "09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00"]);
  });
});

describe("the booked appointment stays offered (deals.md §9 'the phone number is always free to change')", () => {
  const weekdays = [
    { date: "2026-12-07", available_slots: [{ value: "11:00", formatted_time: "11:00-12:00" }] },
    { date: "2026-12-08", available_slots: [{ value: "11:00", formatted_time: "11:00-12:00" }] },
  ];
  const today = "2026-11-29";

  it.each([
    [
      "a booked Saturday is kept among the dates, in order",
      { day: "2026-12-05", slot: "11:00", formattedTime: "11:00-13:00" },
      ["2026-12-05", "2026-12-07", "2026-12-08"],
    ],
    ["a booked offered day changes nothing", { day: "2026-12-07", slot: "11:00", formattedTime: null }, ["2026-12-07", "2026-12-08"]],
    ["a booked day in the past is not offered again", { day: "2026-11-28", slot: "11:00", formattedTime: null }, ["2026-12-07", "2026-12-08"]],
    ["nothing booked", null, ["2026-12-07", "2026-12-08"]],
  ] as const)("%s", (_, booked, days) => {
    expect(withBookedAppointment(weekdays, booked, today).map((date) => date.date)).toEqual(days);
  });

  it("keeps the booked slot, written as the delivery windows write it; a refused postcode (no dates) stays without any", () => {
    const kept = withBookedAppointment(weekdays, { day: "2026-12-05", slot: "14:00", formattedTime: "14:00 - 16:00" }, today);
    expect(kept[0]).toEqual({ date: "2026-12-05", available_slots: [{ value: "14:00", formatted_time: "14:00-15:00" }] });
    expect(withBookedAppointment([], { day: "2026-12-05", slot: "11:00", formattedTime: null }, today)).toEqual([]);
  });

  it("the form starts from the planned day at the booked time", () => {
    expect(
      bookedHandoverAt({
        planned_delivery_date: "2026-12-12",
        preferred_delivery_date: "2026-12-05",
        preferred_handover_date: "2026-12-05T14:00:00+01:00",
      }),
    ).toBe("2026-12-12T14:00:00+01:00");
    expect(bookedHandoverAt({ planned_delivery_date: null, preferred_delivery_date: "2026-12-05", preferred_handover_date: null })).toBe(
      "2026-12-05T11:00:00+01:00",
    );
  });
});

describe("handoverSlot: one window per delivery slot (deals.md §3 slot (value, formatted_time), §5 default 11:00)", () => {
  it.each([
    ["08:00", "08:00-09:00"],
    ["11:00", "11:00-12:00"],
    ["13:00", "13:00-14:00"],
    ["16:00", "16:00-17:00"],
  ])("the slot %s reads %s, as the change form offers it", (value, window) => {
    expect(handoverSlot(value)).toEqual({ value, formatted_time: window });
    const offered = handoverAvailabilities("30159", dayjs.tz("2026-11-02 09:00", TIME_ZONE))[0]!.available_slots;
    expect(offered.find((slot) => slot.value === value)?.formatted_time).toBe(window);
  });

  it("the default 11:00 is a slot; a time no slot starts at (12:00, 17:00) is none", () => {
    expect(HANDOVER_SLOTS.map((slot) => slot.value)).toContain(DEFAULT_HANDOVER_TIME);
    expect(handoverSlot(DEFAULT_HANDOVER_TIME)?.formatted_time).toBe("11:00-12:00");
    expect(handoverSlot("12:00")).toBeNull();
    expect(handoverSlot("17:00")).toBeNull();
  });

  it("a booked 11:00 is offered with the window the definition gives, whatever label it was stored with", () => {
    const dates = [{ date: "2026-12-07", available_slots: [handoverSlot("14:00")!] }];
    const kept = withBookedAppointment(dates, { day: "2026-12-07", slot: "11:00", formattedTime: "11:00-13:00" }, "2026-11-29");
    expect(kept[0]!.available_slots).toEqual([handoverSlot("11:00"), handoverSlot("14:00")]);
  });
});

describe("whether the handover can be changed (deals.md §3 address_changeable, §4 change the delivery date only when address_changeable)", () => {
  const changeable: HandoverChangeFacts = { state: "CREATED", addressChangeable: true, delivered: false };

  it.each([
    ["a deal in preparation, stated changeable", changeable, true],
    ["stated not changeable (deal-dora-late15)", { ...changeable, addressChangeable: false }, false],
    ["the car delivered", { ...changeable, delivered: true }, false],
    ["an active deal", { ...changeable, state: "ACTIVE" }, false],
    ["an ended deal", { ...changeable, state: "ENDED" }, false],
  ] as const)("isDealHandoverChangeable: %s → %s", (_, facts, expected) => {
    expect(isDealHandoverChangeable(facts)).toBe(expected);
  });

  it.each([
    [true, true, null],
    [false, true, "not_changeable"],
    [true, false, "switched_off"],
    [false, false, "switched_off"],
  ] as const)("handoverChangeBlock(deal changeable %s, company offers %s) → %s", (dealChangeable, offered, block) => {
    expect(handoverChangeBlock(dealChangeable, offered)).toBe(block);
  });

  it.each([
    ["a private deal not changeable shows the notice", { handover_changeable: false }, { audience: "b2c" }, "not_changeable"],
    ["a private deal changeable shows the steps", { handover_changeable: true }, { audience: "b2c" }, null],
    ["a deal read without the field keeps the steps", {}, { audience: "b2c" }, null],
    [
      "a company that switched the change off names itself first",
      { handover_changeable: false },
      {
        audience: "b2b",
        businessSettings: {
          sharedReturnMaxSubscriptions: 999,
          handover: false,
          mileageUpgrade: true,
          reportDamage: true,
          scheduleService: true,
          showForFinnUsers: true,
        },
      },
      "switched_off",
    ],
  ] as const)("handoverChangeBlockOf: %s", (_, deal, context, block) => {
    expect(handoverChangeBlockOf(deal, context)).toBe(block);
  });
});
