import { describe, expect, it } from "vitest";
import { vehicleContact } from "./vehicle-contact";

const driver = { name: "Dana Dienst", email: "dana@example.com", phoneNumber: "+4915112340311" };
const fleetManager = { name: "Bernd Business", email: "bernd@example.com", phoneNumber: null };

describe("vehicleContact (deals.md §6: the driver, or the fleet manager of a shared vehicle)", () => {
  it.each([
    { case: "a driver is named", deal: { driver }, manager: fleetManager, expected: { person: driver, role: "driver" } },
    { case: "a driver and no fleet manager", deal: { driver }, manager: null, expected: { person: driver, role: "driver" } },
    { case: "a shared vehicle", deal: { driver: null }, manager: fleetManager, expected: { person: fleetManager, role: "fleet_manager" } },
    { case: "neither is known", deal: { driver: null }, manager: null, expected: null },
  ])("$case", ({ deal, manager, expected }) => {
    expect(vehicleContact(deal, manager)).toEqual(expected);
  });
});
