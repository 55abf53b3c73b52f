import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { findDeal } from "../deals/deals-service";
import { findCustomerCompany, findFleetManager } from "./company-service";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

const COMPANY = "company-muster-logistik";

describe("business reads (deals.md §3 B2B, §6)", () => {
  it("gives the business customer their company with its separate invoice address", async () => {
    expect(await findCustomerCompany(env.db, "customer-bernd")).toEqual({
      id: COMPANY,
      name: "Muster Logistik GmbH",
      phone: "+4930609876500",
      address: { street: "Hermannstraße", houseNumber: "214", postalCode: "12049", city: "Berlin" },
      invoiceAddress: { street: "Postfach", houseNumber: "440123", postalCode: "10001", city: "Berlin" },
    });
    expect(await findCustomerCompany(env.db, "customer-bernd", COMPANY)).not.toBeNull();
  });

  it("gives nobody else's company: not to a private customer, not by another id", async () => {
    expect(await findCustomerCompany(env.db, "customer-anna")).toBeNull();
    expect(await findCustomerCompany(env.db, "customer-anna", COMPANY)).toBeNull();
    expect(await findCustomerCompany(env.db, "customer-bernd", "company-other")).toBeNull();
  });

  it("names the company's fleet manager, the contact of shared vehicles", async () => {
    expect(await findFleetManager(env.db, COMPANY, "customer-bernd")).toEqual({
      name: "Bernd Business",
      email: "bernd.business@demo.portal",
      phoneNumber: "+4930609876500",
    });
  });

  it("carries the company car's driver on the deal; private deals have none", async () => {
    expect((await findDeal(env.db, "customer-bernd", "deal-bernd-minib2b", TEST_NOW))?.driver).toEqual({
      name: "Dana Dienst",
      email: "dana.dienst@muster-logistik.example",
      phoneNumber: "+4915112340311",
    });
    expect((await findDeal(env.db, "customer-anna", "deal-anna-active", TEST_NOW))?.driver).toBeNull();
  });
});
