import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loyaltyRedemption } from "../db/schema";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { readAnswer, requestFor, type SecurityEnv, withSecurityEnv } from "./security-env";

/**
 * Ten parallel loyalty redemptions of one customer, each with its own Idempotency-Key, once
 * answered 9 × 500 on PostgreSQL (a deadlock between the key's claim, which locks the customer row
 * for its foreign key, and the redemption's lock of that row). Each is now a success or a clean
 * refusal, and every success is one redemption row. Run on PostgreSQL by `npm run test:bff` with
 * DATABASE_URL (PGlite runs one transaction at a time).
 */
let env: SecurityEnv;
let anna: string;
withSecurityEnv((opened) => ({ env, anna } = opened));

it("ten parallel redemptions: each 200 or 409, never a 5xx; one row per 200", async () => {
  const rows = () => env.db.select().from(loyaltyRedemption).where(eq(loyaltyRedemption.customerId, "customer-anna"));
  const before = (await rows()).length;
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, index) =>
      readAnswer(
        await env.fetch(
          requestFor("postRedeemLoyaltyBenefit", {
            cookie: anna,
            headers: { origin: TEST_ORIGIN, "idempotency-key": `parallel-redemption-${index}` },
          }),
        ),
      ),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status !== 200 && status !== 409),
    JSON.stringify(answers.map((answer) => answer.text)),
  ).toEqual([]);
  expect(statuses).toContain(200);
  expect((await rows()).length - before).toBe(statuses.filter((status) => status === 200).length);
});
