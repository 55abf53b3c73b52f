import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deal, prolongation } from "../db/schema";
import { readAnswer, requestFor, tableChecksums, type SecurityEnv, withSecurityEnv } from "../security/security-env";
import { TEST_ORIGIN } from "../testing/seeded-test-env";

/** POST …/deals/{id}/prolongation through the dispatcher (deals.md §7): idempotent creation, ownership, refusals. */
let env: SecurityEnv;
withSecurityEnv((opened) => ({ env } = opened));

const DEAL = "deal-pia-prolong";
const body = { term: 6, amount: 579, mileage_package: 1500, dealId: DEAL };
const followUps = () => env.db.select().from(deal).where(eq(deal.previousSubscriptionId, DEAL));
const post = (cookie: string, input: unknown, key: string | null, id = DEAL) =>
  env
    .fetch(
      requestFor("postProlongation", {
        cookie,
        params: { id },
        input,
        headers: { origin: TEST_ORIGIN, ...(key === null ? {} : { "idempotency-key": key }) },
      }),
    )
    .then(readAnswer);

describe("POST …/deals/{id}/prolongation", () => {
  it("answers another customer's deal with a bare 404 and writes nothing", async () => {
    const viktor = await env.signIn("viktor.verlaengerung@demo.portal");
    const before = await tableChecksums(env.db);
    expect(await post(viktor, body, "key-foreign")).toMatchObject({ status: 404, json: { error: "not_found" } });
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("refuses an option the server does not offer with 422 and its code, writing nothing", async () => {
    const pia = await env.signIn("pia.prolong@demo.portal");
    const before = await tableChecksums(env.db);
    const answer = await post(pia, { ...body, amount: 499 }, "key-bad-option");
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ issues: [expect.objectContaining({ code: "prolongation_option_not_offered" })] });
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("creates one follow-up deal for a double click (one Idempotency-Key), both answered alike", async () => {
    const pia = await env.signIn("pia.prolong@demo.portal");
    const answers = await Promise.all([post(pia, body, "key-double-click"), post(pia, body, "key-double-click")]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.text).toBe(answers[1]!.text);
    const followUp = await followUps();
    expect(followUp).toHaveLength(1);
    // The answer is the catalogue's response type; the client hands it on as `data` (deals.md §7 "data.dealId, contactId").
    expect(answers[0]!.json).toEqual({ dealId: followUp[0]!.id, contactId: "5100000112" });
    expect(await env.db.select().from(prolongation).where(eq(prolongation.dealId, DEAL))).toHaveLength(1);
  });

  it("refuses a second prolongation of the same deal with 409, writing nothing", async () => {
    const pia = await env.signIn("pia.prolong@demo.portal");
    const before = await tableChecksums(env.db);
    expect(await post(pia, { ...body, term: 12, amount: 549 }, "key-second")).toMatchObject({
      status: 409,
      json: { code: "prolongation_not_offered" },
    });
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("tells the original and its follow-up apart in the account's payment methods (both drive the Model Y)", async () => {
    const pia = await env.signIn("pia.prolong@demo.portal");
    const [followUp] = await followUps();
    const methods = (await env.fetch(requestFor("listPaymentMethods", { cookie: pia })).then(readAnswer)).json as {
      deal_id: string;
      car_model: string;
      prolongation: unknown;
    }[];
    const startsOn = followUp!.plannedDeliveryDate!.slice(0, 10);
    expect(methods.filter((method) => method.car_model === "Tesla Model Y")).toEqual([
      expect.objectContaining({ deal_id: DEAL, prolongation: { kind: "prolonged", startsOn } }),
      expect.objectContaining({ deal_id: followUp!.id, prolongation: { kind: "prolongation", startsOn } }),
    ]);
  });
});
