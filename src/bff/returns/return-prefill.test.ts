import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committed } from "../testing/committed";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { getReturnChangeFee, putReturn, type ReturnInput } from "./return-service";
import { getReturnPrefill } from "./return-prefill";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

const anna = { customerId: "customer-anna", firstName: "Anna", lastName: "Aktiv", email: "anna@example.com" };

// TEST_NOW is Tuesday 10 March 2026: deal-anna-soon has its pickup booked for Saturday 14 March at
// 09:00 Berlin time (08:00 UTC); deal-anna-plan has no return booked yet.
describe("getReturnPrefill (deals.md §5 Edit-return sends the preferred date as Berlin-time ISO)", () => {
  it("starts the form from the booked date as Berlin-time ISO, not UTC", async () => {
    const prefill = await getReturnPrefill(env.db, anna, "deal-anna-soon");
    expect(prefill?.preferred_return_date).toBe("2026-03-14T09:00:00+01:00");
    expect(prefill?.return_type).toBe("PICKUP");
  });

  it("has no date for a return not booked yet, and nothing for another customer's deal", async () => {
    expect((await getReturnPrefill(env.db, anna, "deal-anna-plan"))?.preferred_return_date).toBeUndefined();
    expect(await getReturnPrefill(env.db, { ...anna, customerId: "customer-paul" }, "deal-anna-soon")).toBeNull();
  });

  it("gives back a picked date as it was sent: a booked self return on Tuesday 7 April, 10:00 summer time", async () => {
    const picked: ReturnInput = { return_type: "SELF_RETURN", preferred_return_date: "2026-04-07T10:00:00+02:00" };
    await committed(env.db, putReturn)(anna.customerId, "deal-anna-plan", picked, TEST_NOW);
    const prefill = await getReturnPrefill(env.db, anna, "deal-anna-plan");
    expect(prefill?.preferred_return_date).toBe("2026-04-07T10:00:00+02:00");
    // Sent again untouched, it is the booked return: no change, no fee.
    const again = { return_type: prefill?.return_type ?? "", preferred_return_date: prefill?.preferred_return_date ?? "" };
    expect(await getReturnChangeFee(env.db, anna.customerId, "deal-anna-plan", again, TEST_NOW)).toEqual({ amount: 0 });
  });
});

describe("getReturnPrefill of a company car (deals.md §6: the contact is the driver, or the fleet manager of a shared car)", () => {
  const bernd = { customerId: "customer-bernd", firstName: "Bernd", lastName: "Business", email: "bernd@example.com" };
  const fabian = { customerId: "customer-fabian", firstName: "Fabian", lastName: "Flotte", email: "fabian@example.com" };

  it("names the car's driver, whom a pickup meets", async () => {
    expect(await getReturnPrefill(env.db, bernd, "deal-bernd-minib2b")).toMatchObject({
      return_firstname: "Dana",
      return_lastname: "Dienst",
      return_email: "dana.dienst@muster-logistik.example",
      return_phone_number: "+4915112340311",
    });
  });

  it("names the fleet manager for a shared car without a driver", async () => {
    const prefill = await getReturnPrefill(env.db, fabian, "deal-fabian-shared");
    expect(prefill?.return_email).toBe("fabian@example.com");
    expect(prefill?.return_firstname).not.toBe("Dana");
  });
});
