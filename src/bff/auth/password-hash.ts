import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { currentEnv, isUnitTestRun, type Env } from "@/lib/env";

/**
 * Password hashes: scrypt on Node's thread pool, as better-auth makes them by default, with its
 * parameters and its format (`salt:key`, hex), so every stored hash keeps verifying.
 *
 * A hash made at another cost carries its cost (`n1024:salt:key`), so it verifies wherever it is
 * read. Only the unit files (`NODE_ENV` "test", which no server runs under) hash at 1/16 of the
 * cost: their sign-in security files check passwords some 400 times, and at the real cost one of
 * them was the unit stage's longest file (181 s on CI's two cores; docs/testing.md, 2026-12-01).
 * The production builds the e2e, fault and two-instance suites run hash at the real cost.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** better-auth's parameters (`@better-auth/utils` password.node): a hash without a cost was made with them. */
export const PRODUCTION_COST: ScryptCost = { N: 16384, r: 16, p: 1 };
const UNIT_TEST_COST: ScryptCost = { ...PRODUCTION_COST, N: 1024 };
/**
 * The demo personas' password is published (README, the embedded sign-in page), so its hash keeps
 * nothing secret and its cost would only slow every sign-in: the seed hashes it at the unit files'
 * cost. The e2e suites sign personas in some 500 times (94 ms of scrypt each at the production cost
 * on this machine, 4 ms at this one). A password a customer sets is hashed at `costFor()`.
 */
export const PUBLISHED_PASSWORD_COST: ScryptCost = UNIT_TEST_COST;
const KEY_LENGTH = 64;
/** `salt:key`, or `n<N>:salt:key` at another cost; hex. */
const STORED_HASH = /^(?:n(\d+):)?([0-9a-f]+):([0-9a-f]+)$/;

export function costFor(env: Env = currentEnv()): ScryptCost {
  return isUnitTestRun(env) ? UNIT_TEST_COST : PRODUCTION_COST;
}

function derive(password: string, salt: string, { N, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: 128 * N * r * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost = costFor()): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = (await derive(password, salt, cost)).toString("hex");
  return cost.N === PRODUCTION_COST.N ? `${salt}:${key}` : `n${cost.N}:${salt}:${key}`;
}

/** False for a hash of another format too (a social account's row has none). */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const stored = STORED_HASH.exec(hash);
  if (!stored) return false;
  const [, costText, salt, key] = stored;
  const N = costText ? Number(costText) : PRODUCTION_COST.N;
  // A power of two at most the production cost: a stored row cannot make a check cost more.
  if (!Number.isInteger(Math.log2(N)) || N < 2 || N > PRODUCTION_COST.N) return false;
  const expected = Buffer.from(key!, "hex");
  const derived = await derive(password, salt!, { ...PRODUCTION_COST, N });
  return expected.length === derived.length && timingSafeEqual(expected, derived);
}
