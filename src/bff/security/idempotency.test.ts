import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mileageReport } from "../db/schema";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { readAnswer, requestFor, type SecurityEnv, withSecurityEnv } from "./security-env";

/** On the creating POST of the catalogue (mileage report). */
let env: SecurityEnv;
let anna: string;
withSecurityEnv((opened) => ({ env, anna } = opened));

const reports = () => env.db.select().from(mileageReport).where(eq(mileageReport.dealId, "deal-anna-active"));
const submit = (key: string | null, currentMileage: number, cookie = anna) =>
  env
    .fetch(
      requestFor("postMileageReport", {
        cookie,
        input: { current_mileage: currentMileage },
        headers: { origin: TEST_ORIGIN, ...(key === null ? {} : { "idempotency-key": key }) },
      }),
    )
    .then(readAnswer);

describe("Idempotency-Key", () => {
  it("ten concurrent submissions with one key create one row and give the same answer", async () => {
    const before = (await reports()).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit("key-ten-at-once", 6_000)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect((await reports()).length).toBe(before + 1);
  });

  it("refuses the same key with another body with 422, writing nothing", async () => {
    const before = (await reports()).length;
    const answer = await submit("key-ten-at-once", 6_500);
    expect(answer).toMatchObject({
      status: 422,
      json: { error: "invalid_request", reason: "This Idempotency-Key was already used for another request." },
    });
    expect((await reports()).length).toBe(before);
  });

  it("keeps keys apart per customer", async () => {
    const bernd = await env.signIn("bernd.business@demo.portal");
    const answer = await env.fetch(
      requestFor("postMileageReport", {
        cookie: bernd,
        params: { id: "deal-bernd-minib2b" },
        input: { current_mileage: 6_000 },
        headers: { origin: TEST_ORIGIN, "idempotency-key": "key-ten-at-once" },
      }),
    );
    expect(answer.status).toBe(200);
  });

  it("lets a retry run when the first attempt failed (its claim rolls back with it)", async () => {
    expect((await submit("key-after-failure", 100_001)).status).toBe(422);
    expect((await submit("key-after-failure", 6_600)).status).toBe(200);
  });

  it("creates a row per submission without a key, and refuses a malformed key", async () => {
    const before = (await reports()).length;
    await submit(null, 6_700);
    await submit(null, 6_700);
    expect((await reports()).length).toBe(before + 2);
    expect((await submit("bad key with spaces", 6_800)).status).toBe(400);
  });
});
