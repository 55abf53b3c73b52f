/**
 * Fiona and Otto, additional drivers (account.md §2 Drivers): Fiona's in every status (the deleted
 * one is not listed), Otto without any; a running ID.3 each.
 */
import type { SeedCalendar } from "../calendar";
import { seedDriver, seedProfile } from "../rows/customer";
import { seedCar } from "../rows/deal";
import type { PersonaSeed } from "../types";
import { runningId3Deal, runningId3Milestones } from "./running-id3";

/** The limit of Fiona's ID.3, below the default of 100,000 km. */
export const FIONA_MAXIMUM_MILEAGE = 60_000;

export function drivers(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  return {
    profiles: {
      fiona: seedProfile("fiona", { carriedOverPoints: 3_000 }),
      otto: seedProfile("otto", { carriedOverPoints: 3_000 }),
    },
    cars: [
      // A car with a mileage limit of its own (deals.md §5 "must not exceed maximum_mileage from the
      // latest mileage (default 100000)"): every other seeded car has the default.
      { ...seedCar("car-fiona-id3", "vwId3", "WVWZZZE1ZPP000340", "DD-FF 340E", at(-100, "09:00")), maximumMileage: FIONA_MAXIMUM_MILEAGE },
      seedCar("car-otto-id3", "vwId3", "WVWZZZE1ZPP000341", "KI-OO 341E", at(-100, "09:00")),
    ],
    deals: [runningId3Deal(cal, "fiona", ["Fiona", "Fahrerin"]), runningId3Deal(cal, "otto", ["Otto", "Ohnefahrer"])],
    milestones: [...runningId3Milestones(cal, "fiona"), ...runningId3Milestones(cal, "otto")],
    drivers: [
      seedDriver(
        cal,
        "driver-fiona-lena",
        "fiona",
        ["Lena", "Fahrerin"],
        "1990-03-15",
        "2010-06-01",
        "relative_type_1",
        "active",
        false,
        at(-90, "10:00"),
      ),
      seedDriver(
        cal,
        "driver-fiona-jonas",
        "fiona",
        ["Jonas", "Fahrer"],
        day(-(21 * 365 + 60)), // 21 years and about two months, leap days included
        day(-3 * 365),
        "relative_type_2",
        "pending",
        true,
        at(-2, "10:00"),
      ),
      seedDriver(cal, "driver-fiona-karl", "fiona", ["Karl", "Senior"], "1955-08-20", "1975-09-01", "other", "inactive", true, at(-80, "10:00")),
      seedDriver(cal, "driver-fiona-mia", "fiona", ["Mia", "Abgelehnt"], "1999-01-30", "2019-02-15", "employee", "rejected", false, at(-20, "10:00")),
      seedDriver(cal, "driver-fiona-tom", "fiona", ["Tom", "Entfernt"], "1985-11-11", "2004-12-01", "other", "deleted", false, at(-70, "10:00")),
    ],
  };
}
