import { describe, expect, it } from "vitest";
import type { Db } from "./create-db";
import { inTransaction, isRetryableConflict, TRANSACTION_ATTEMPTS } from "./transaction";

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
const wrapped = (cause: Error) => new Error("Failed query", { cause });

describe("isRetryableConflict", () => {
  it.each([
    ["a deadlock (40P01)", pgError("40P01"), true],
    ["a serialization failure (40001)", pgError("40001"), true],
    ["a deadlock wrapped by Drizzle", wrapped(pgError("40P01")), true],
    ["a unique violation (23505)", pgError("23505"), false],
    ["an injected fault (P0001)", wrapped(pgError("P0001")), false],
    ["a plain error", new Error("boom"), false],
    ["not an error", "40P01", false],
  ])("%s → %s", (_what, error, retryable) => {
    expect(isRetryableConflict(error)).toBe(retryable);
  });
});

/** A database whose transactions fail with `failures` in turn, then run the work. */
function dbFailing(failures: unknown[]) {
  let calls = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      calls += 1;
      const failure = failures.shift();
      if (failure !== undefined) throw failure;
      return work("tx");
    },
  } as unknown as Db;
  return { db, calls: () => calls };
}

describe("inTransaction", () => {
  it("runs the work again after a deadlock and a serialization failure, then answers its result", async () => {
    const { db, calls } = dbFailing([pgError("40P01"), wrapped(pgError("40001"))]);
    expect(await inTransaction(db, async (tx) => `done in ${String(tx)}`)).toBe("done in tx");
    expect(calls()).toBe(3);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts with the last conflict`, async () => {
    const { db, calls } = dbFailing(Array.from({ length: TRANSACTION_ATTEMPTS + 1 }, () => pgError("40P01")));
    await expect(inTransaction(db, async () => "never")).rejects.toMatchObject({ code: "40P01" });
    expect(calls()).toBe(TRANSACTION_ATTEMPTS);
  });

  it("throws any other error at once", async () => {
    const { db, calls } = dbFailing([pgError("23505")]);
    await expect(inTransaction(db, async () => "never")).rejects.toMatchObject({ code: "23505" });
    expect(calls()).toBe(1);
  });
});
