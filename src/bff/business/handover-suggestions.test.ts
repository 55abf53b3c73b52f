import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededTestEnv, type SeededTestEnv } from "../testing/seeded-test-env";
import { getHandoverSuggestions } from "./handover-suggestions";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

describe("handover suggestions of the business handover form (deals.md §2 B2B autocompletes)", () => {
  it("offers the company's people and delivery addresses, each once, never the PO-box invoice address", async () => {
    const suggestions = await getHandoverSuggestions(env.db, "customer-bernd", "deal-bernd-ordered");
    expect(suggestions?.contacts).toEqual([
      { label: "Bernd Business, +4930609876500", firstname: "Bernd", lastname: "Business", phone_number: "+4930609876500" },
      { label: "Dana Dienst, +4915112340311", firstname: "Dana", lastname: "Dienst", phone_number: "+4915112340311" },
    ]);
    expect(suggestions?.addresses.map((address) => address.label)).toEqual([
      "Hermannstraße 214, 12049 Berlin",
      "Hermannstraße 214, Laderampe Tor 3, 12049 Berlin",
      "Lagerweg 7, 12057 Berlin",
    ]);
    expect(suggestions?.addresses[1]).toMatchObject({ street: "Hermannstraße", house_number: "214", zip: "12049", address_extra: "Laderampe Tor 3" });
    expect(JSON.stringify(suggestions)).not.toContain("Postfach");
  });

  it("suggests nothing on a private deal and answers nothing for another customer's deal", async () => {
    expect(await getHandoverSuggestions(env.db, "customer-dora", "deal-dora-soon")).toEqual({ contacts: [], addresses: [] });
    expect(await getHandoverSuggestions(env.db, "customer-anna", "deal-bernd-ordered")).toBeNull();
  });
});
