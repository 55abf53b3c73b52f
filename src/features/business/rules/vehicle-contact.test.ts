import { describe, expect, it } from "vitest";
import { fleetManagerOf, vehicleContact } from "./vehicle-contact";

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

describe("fleetManagerOf (deals.md §6: the fleet manager a shared vehicle names)", () => {
  const bernd = { ...fleetManager, customerId: "customer-bernd" };
  const zora = { name: "Zora Zweite", email: "zora@example.com", phoneNumber: "+4930123", customerId: "customer-zora" };
  const contactOnly = { name: "Alf Anders", email: "alf@example.com", phoneNumber: null, customerId: null };
  it.each([
    { case: "the holder is a fleet manager", managers: [bernd, zora], holder: "customer-zora", expected: zora },
    { case: "the holder is not one: the first by name", managers: [bernd, zora], holder: "customer-dana", expected: bernd },
    { case: "a contact without an account is still named", managers: [contactOnly], holder: "customer-dana", expected: contactOnly },
    { case: "the company has none", managers: [], holder: "customer-bernd", expected: null },
  ])("$case", ({ managers, holder, expected }) => {
    expect(fleetManagerOf(managers, holder)).toEqual(expected && { name: expected.name, email: expected.email, phoneNumber: expected.phoneNumber });
  });
});
