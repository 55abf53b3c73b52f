import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { SharedReturnBooking, SharedReturnOptions } from "@/features/business/types";
import { deal, dealMilestone, outboxMessage } from "../db/schema";
import { openSeededTestEnv, signIn, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";

/**
 * The shared return (account.md §2 Business portal "shared return (max_subscriptions 999)", issue
 * 20): Rolf, the fleet manager of Sonnental Energie, books one return for the Enyaq (ending in 35
 * days) and the ID.3 (38 days); the EQA ends in about half a year and cannot join. Each car keeps
 * its own return rules (14 days up to its end, not before 3 days from today): the common days are
 * the 11 working-day window both share.
 */
const COMPANY = "company-b2b-sonnental";
const PATH = `/companies/${COMPANY}/shared-return`;
const CARS = ["deal-rolf-enyaq", "deal-rolf-id3"];

let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
let rolf: string;

beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
  rolf = await signIn(env.auth, "rolf.rueckgabe@demo.portal");
});
afterAll(async () => {
  await env.close();
});

async function call<T = Record<string, unknown>>(
  path: string,
  cookie: string,
  { method = "GET", body, key }: { method?: string; body?: unknown; key?: string } = {},
) {
  const headers = new Headers({ origin: TEST_ORIGIN, cookie });
  if (body !== undefined) headers.set("content-type", "application/json");
  if (key) headers.set("idempotency-key", key);
  const response = await dispatch(
    new Request(`${TEST_ORIGIN}/portal/api/bff${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  return { status: response.status, json: (await response.json()) as T };
}

const options = (query: string) => call<SharedReturnOptions>(`${PATH}?${query}`, rolf);
const returnsOf = (ids: string[]) =>
  env.db.select({ id: deal.id, returnType: deal.returnType, returnDate: deal.returnDate }).from(deal).where(inArray(deal.id, ids));
const sharedMessages = () => env.db.select().from(outboxMessage).where(eq(outboxMessage.topic, "shared-return"));

describe("the shared return's options", () => {
  it("lists the company's cars, the two ending soon plannable, the EQA not", async () => {
    const answer = await options("return_type=SELF_RETURN");
    expect(answer.status).toBe(200);
    expect(answer.json.max_subscriptions).toBe(999);
    expect(answer.json.vehicles.map((v) => [v.deal_id, v.plannable])).toEqual([
      ["deal-rolf-enyaq", true],
      ["deal-rolf-id3", true],
      ["deal-rolf-eqa", false],
    ]);
    expect(answer.json.availabilities).toEqual([]);
    expect(answer.json.pickup_address).toEqual({ street: "Karl-Liebknecht-Straße", houseNumber: "143", postalCode: "04275", city: "Leipzig" });
  });

  it("offers the days both cars share: the Enyaq's last 11 of its 14 days, none after its end", async () => {
    const enyaq = (await options("deal_ids=deal-rolf-enyaq&return_type=SELF_RETURN")).json.availabilities.map((d) => d.date);
    const id3 = (await options("deal_ids=deal-rolf-id3&return_type=SELF_RETURN")).json.availabilities.map((d) => d.date);
    const both = (await options(`deal_ids=${CARS.join(",")}&return_type=SELF_RETURN`)).json.availabilities.map((d) => d.date);
    // 2026-03-10 + 35 days = 2026-04-14 (Enyaq), + 38 = 2026-04-17 (ID.3): working days without Easter (3 and 6 April).
    expect(enyaq.at(-1)).toBe("2026-04-14");
    expect(id3.at(-1)).toBe("2026-04-17");
    expect(both).toEqual(enyaq.filter((date) => date >= "2026-04-04"));
    expect(both.every((date) => id3.includes(date))).toBe(true);
    expect(both.length).toBeGreaterThan(0);
  });

  it("prices a self return free and a pickup at 129 EUR per car net of VAT (108.40 EUR)", async () => {
    const self = await options(`deal_ids=${CARS.join(",")}&return_type=SELF_RETURN`);
    expect(self.json.total_fee).toBe(0);
    const pickup = await options(`deal_ids=${CARS.join(",")}&return_type=PICKUP`);
    expect(pickup.json.vehicles[0]!.return_fee).toBe(108.4);
    expect(pickup.json.total_fee).toBe(216.8);
    expect(pickup.json.availabilities.length).toBeGreaterThan(0);
  });

  it("ignores a car of another company in the query (it is not among the company's)", async () => {
    const answer = await options("deal_ids=deal-fabian-shared&return_type=SELF_RETURN");
    expect(answer.json.availabilities).toEqual([]);
    expect(answer.json.vehicles.map((v) => v.deal_id)).not.toContain("deal-fabian-shared");
  });
});

describe("booking the shared return", () => {
  it("refuses the EQA (409), a day not offered to every car (422), another company's car (404) and writes nothing", async () => {
    const day = (await options(`deal_ids=${CARS.join(",")}&return_type=SELF_RETURN`)).json.availabilities[0]!;
    const at = `${day.date}T${day.available_slots[0]!.value}:00+02:00`;
    const before = await returnsOf([...CARS, "deal-rolf-eqa"]);
    const eqa = await call(PATH, rolf, {
      method: "POST",
      body: { deal_ids: [...CARS, "deal-rolf-eqa"], return_type: "SELF_RETURN", preferred_return_date: at },
    });
    expect(eqa).toMatchObject({ status: 409, json: { code: "return_not_changeable" } });
    const notShared = await call(PATH, rolf, {
      method: "POST",
      body: { deal_ids: CARS, return_type: "SELF_RETURN", preferred_return_date: "2026-04-16T09:00:00+02:00" },
    });
    expect(notShared.status).toBe(422);
    expect(JSON.stringify(notShared.json)).toContain("return_date_not_offered");
    const foreign = await call(PATH, rolf, {
      method: "POST",
      body: { deal_ids: ["deal-rolf-enyaq", "deal-fabian-shared"], return_type: "SELF_RETURN", preferred_return_date: at },
    });
    expect(foreign).toMatchObject({ status: 404, json: { error: "not_found" } });
    expect(await returnsOf([...CARS, "deal-rolf-eqa"])).toEqual(before);
    expect(await sharedMessages()).toHaveLength(0);
  });

  it("refuses more cars than the company's setting allows (422)", async () => {
    await env.db.execute(`update company set shared_return_max_subscriptions = 1 where id = '${COMPANY}'`);
    try {
      const answer = await call(PATH, rolf, {
        method: "POST",
        body: { deal_ids: CARS, return_type: "SELF_RETURN", preferred_return_date: "2026-04-09T09:00:00+02:00" },
      });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.json)).toContain('"max":1');
    } finally {
      await env.db.execute(`update company set shared_return_max_subscriptions = 999 where id = '${COMPANY}'`);
    }
  });

  it("books both cars on the one day once, however often the same key is sent, with one outbox message", async () => {
    const day = (await options(`deal_ids=${CARS.join(",")}&return_type=PICKUP`)).json.availabilities.at(-1)!;
    const at = `${day.date}T${day.available_slots[0]!.value}:00+02:00`;
    const body = { deal_ids: CARS, return_type: "PICKUP", preferred_return_date: at };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call<SharedReturnBooking>(PATH, rolf, { method: "POST", body, key: "shared-once" })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.json).toMatchObject({ deal_ids: CARS, return_type: "PICKUP", total_fee: 216.8 });
    expect(await returnsOf(CARS)).toEqual(CARS.map((id) => ({ id, returnType: "PICKUP", returnDate: day.date })));
    const [stored] = await env.db.select().from(deal).where(eq(deal.id, "deal-rolf-id3"));
    // A pickup at the company's address, the booking fleet manager its contact.
    expect(stored).toMatchObject({ returnStreet: "Karl-Liebknecht-Straße", returnZip: "04275", returnFirstname: "Rolf", returnLastname: "Rückgabe" });
    const milestones = await env.db.select().from(dealMilestone).where(inArray(dealMilestone.dealId, CARS));
    expect(milestones.filter((m) => m.milestone === "return_booked")).toHaveLength(2);
    const messages = await sharedMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.payload).toMatchObject({ company_id: COMPANY, deal_ids: CARS, return_type: "PICKUP" });
  });

  it("shows the cars' booked return in the options afterwards", async () => {
    const answer = await options("return_type=SELF_RETURN");
    expect(answer.json.vehicles.filter((v) => v.return_type === "PICKUP").map((v) => v.deal_id)).toEqual(CARS);
  });
});
