import "server-only";
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { signInThrottle } from "../db/schema";
import { addressKey } from "./client-address";

/**
 * Every password check (sign-in, change-password) is counted before it runs:
 *
 * - per account and client address pair: 10 in 15 minutes, then that pair gets 429. This is the
 *   hard cap on guessing, and it belongs to the guesser's address only: a stranger's failures
 *   never refuse the owner signing in from another address.
 * - per client address: 50 in 15 minutes across all accounts, then 429 (one address trying
 *   many accounts).
 * - per account: 50 in 60 minutes from all addresses together, then the account refuses
 *   password checks from devices that have never signed in to it (`known-device.ts`). Windows
 *   are fixed, so any 60 minutes hold at most two of them: at most 100 failures an hour per
 *   account from devices that are not the owner's. The owner's own devices stay let through
 *   (each still under its pair cap), so many addresses together cannot lock the owner out.
 *
 * Counting reserves the attempt atomically before the password is checked: one upsert
 * increments all three counters and returns them, so parallel guesses are numbered one by one
 * and the eleventh of twenty parallel ones is refused. A refused attempt is given back at
 * once; a successful one is given back and clears its pair; a failed one stays counted.
 * Unknown emails are counted like known ones; their answer says the account does not exist
 * (account.md §8), which makes it a lookup as well (`reserveLookup`).
 *
 * The table stays bounded (200 refused sign-ins from a capped address with new
 * emails added 401 rows). An attempt a counter already refuses is refused on a read, before
 * anything is written, so a capped address adds no row however many emails it tries; and every
 * write removes up to `EXPIRED_ROWS_PER_WRITE` rows whose window has ended, more than the three
 * it may add, so the table holds little beyond the counters of the live windows.
 */
export const PAIR_FAILURE_LIMIT = 10;
export const PAIR_WINDOW_MINUTES = 15;
export const CLIENT_FAILURE_LIMIT = 50;
export const CLIENT_WINDOW_MINUTES = 15;
export const ACCOUNT_FAILURE_LIMIT = 50;
export const ACCOUNT_WINDOW_MINUTES = 60;

/**
 * Why a request is refused: codes the sign-in form maps to its texts. `TOO_MANY_LOOKUPS` is the
 * lookup cap's, which counts requests, not failed sign-ins, and says so.
 */
export type ThrottleCode = "TOO_MANY_ATTEMPTS" | "ACCOUNT_PROTECTED" | "TOO_MANY_LOOKUPS";

export interface ThrottleRefusal {
  code: ThrottleCode;
  retryAfterSeconds: number;
}

export interface PasswordCheckScope {
  /** The email the password is checked for, trimmed and lower-cased. */
  account: string;
  /** The client's address (`client-address.ts`); null when not known, then all such share one count. */
  clientAddress: string | null;
  /** Whether the device has signed in to this account before (`known-device.ts`). */
  knownDevice: boolean;
}

export interface Reservation {
  /** The check succeeded: it was no failure, and the pair starts afresh. */
  succeeded(): Promise<void>;
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; refusal: ThrottleRefusal };

interface Counter {
  key: string;
  limit: number;
  windowMinutes: number;
  code: ThrottleCode;
  /** Exceeding it does not refuse (the account cap for a known device). */
  advisory?: boolean;
}

export function normalizeAccount(email: string): string {
  return email.trim().toLowerCase();
}

function countersOf({ account, clientAddress, knownDevice }: PasswordCheckScope): Counter[] {
  const address = clientAddress === null ? "unknown" : addressKey(clientAddress);
  const counters: Counter[] = [
    {
      key: `account:${account}`,
      limit: ACCOUNT_FAILURE_LIMIT,
      windowMinutes: ACCOUNT_WINDOW_MINUTES,
      code: "ACCOUNT_PROTECTED",
      advisory: knownDevice,
    },
    { key: `address:${address}`, limit: CLIENT_FAILURE_LIMIT, windowMinutes: CLIENT_WINDOW_MINUTES, code: "TOO_MANY_ATTEMPTS" },
    { key: `pair:${address}|${account}`, limit: PAIR_FAILURE_LIMIT, windowMinutes: PAIR_WINDOW_MINUTES, code: "TOO_MANY_ATTEMPTS" },
  ];
  // Rows are locked in key order by every statement, so concurrent reservations never deadlock.
  return counters.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** Counts the attempt, or refuses it (and counts nothing) when a counter is over its limit. */
export async function reservePasswordCheck(db: Db, scope: PasswordCheckScope, now: Dayjs): Promise<ReserveResult> {
  const counters = countersOf(scope);
  const capped = await refusalBeforeCounting(db, counters, now);
  if (capped) return { ok: false, refusal: capped };
  await removeExpiredRows(db, now);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(signInThrottle)
    .values(counters.map(({ key, windowMinutes }) => ({ key, attempts: 1, windowEndsAt: now.add(windowMinutes, "minute").toDate() })))
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        attempts: sql`case when ${signInThrottle.windowEndsAt} <= ${at} then 1 else ${signInThrottle.attempts} + 1 end`,
        windowEndsAt: sql`case when ${signInThrottle.windowEndsAt} <= ${at} then excluded.window_ends_at else ${signInThrottle.windowEndsAt} end`,
      },
    })
    .returning();
  const refusal = refusalOf(counters, new Map(rows.map((row) => [row.key, row])), now);
  if (refusal) {
    await giveBack(db, rows);
    return { ok: false, refusal };
  }

  const pair = counters.find((counter) => counter.key.startsWith("pair:"))!;
  return {
    ok: true,
    reservation: {
      succeeded: async () => {
        await giveBack(
          db,
          rows.filter((row) => row.key !== pair.key),
        );
        await db.delete(signInThrottle).where(eq(signInThrottle.key, pair.key));
      },
    },
  };
}

/** A counter's count with this attempt in it, and the end of the window it is counted in. */
interface Count {
  attempts: number;
  windowEndsAt: Date;
}

/**
 * Why the attempt is refused, given each counter's count with the attempt in it; null when every
 * counter that refuses is within its limit. The pair's and the address's refusal say "wait"; the
 * account's says more (see its code), so "wait" is shown when both apply.
 */
function refusalOf(counters: readonly Counter[], counts: ReadonlyMap<string, Count>, now: Dayjs): ThrottleRefusal | null {
  const exceeded = counters.filter((counter) => !counter.advisory && (counts.get(counter.key)?.attempts ?? 0) > counter.limit);
  if (exceeded.length === 0) return null;
  const shown = exceeded.find((counter) => counter.code === "TOO_MANY_ATTEMPTS") ?? exceeded[0]!;
  const endsAt = Math.max(...exceeded.map((counter) => counts.get(counter.key)?.windowEndsAt.getTime() ?? 0));
  return { code: shown.code, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.valueOf()) / 1000)) };
}

/**
 * The refusal a counter already at its limit gives, read before anything is written: the counters' rows of live windows, as if this attempt were counted. Parallel attempts
 * may all read a count below the limit; the counting upsert after it still numbers them one by one.
 */
async function refusalBeforeCounting(db: Db, counters: readonly Counter[], now: Dayjs): Promise<ThrottleRefusal | null> {
  const rows = await db
    .select({ key: signInThrottle.key, attempts: signInThrottle.attempts, windowEndsAt: signInThrottle.windowEndsAt })
    .from(signInThrottle)
    .where(
      and(
        inArray(
          signInThrottle.key,
          counters.map((counter) => counter.key),
        ),
        gt(signInThrottle.windowEndsAt, now.toDate()),
      ),
    );
  return refusalOf(counters, new Map(rows.map((row) => [row.key, { attempts: row.attempts + 1, windowEndsAt: row.windowEndsAt }])), now);
}

/** Expired rows one write removes: bounded work per request, and more than the three rows a write adds. */
export const EXPIRED_ROWS_PER_WRITE = 50;

/**
 * Removes up to `EXPIRED_ROWS_PER_WRITE` rows whose window has ended, oldest first (by the index
 * on `window_ends_at`). Rows another statement holds are skipped, not waited for: this statement
 * never waits for a lock, so it cannot deadlock with a reservation locking its rows in key order.
 */
async function removeExpiredRows(db: Db, now: Dayjs): Promise<void> {
  const expired = db
    .select({ key: signInThrottle.key })
    .from(signInThrottle)
    .where(lte(signInThrottle.windowEndsAt, now.toDate()))
    .orderBy(asc(signInThrottle.windowEndsAt))
    .limit(EXPIRED_ROWS_PER_WRITE)
    .for("update", { skipLocked: true });
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, expired));
}

/**
 * Takes one attempt off each row, if its window is still the one it was counted in. One row per
 * statement: a statement never holds two row locks, so it cannot deadlock with a reservation.
 */
async function giveBack(db: Db, rows: readonly { key: string; windowEndsAt: Date }[]): Promise<void> {
  for (const row of rows) {
    await db
      .update(signInThrottle)
      .set({ attempts: sql`${signInThrottle.attempts} - 1` })
      .where(and(eq(signInThrottle.key, row.key), eq(signInThrottle.windowEndsAt, row.windowEndsAt), gt(signInThrottle.attempts, 0)));
  }
}

/**
 * Account lookups (the email check, the business check, magic-link and reset sends,
 * registrations, and a sign-in's answer that the account does not exist) per client address: 100
 * in 15 minutes, then 429. The email check must tell whether an account exists (account.md §4: it
 * decides between the password and the registration screen), so it cannot answer alike for known
 * and unknown emails; this bound is what keeps it from being an enumeration oracle: one address
 * learns about at most 100 emails in 15 minutes. Not fewer: one address is often many people (a
 * carrier's or an office's NAT, a test run), and at 30 a few of them trying the magic link and the
 * reset were refused the spec's own screens.
 *
 * A successful sign-in gives back the lookups its address made for that account: an office behind one NAT signs in all day, while an address that guesses emails it cannot
 * sign in to keeps every lookup counted. Each admitted lookup of an email is also counted under
 * its `lookup-of:` pair, which is what the sign-in gives back. A capped address is refused on a
 * read, before anything is written.
 */
export const LOOKUP_LIMIT = 100;
export const LOOKUP_WINDOW_MINUTES = 15;

const lookupKey = (clientAddress: string | null) => `lookup:${clientAddress === null ? "unknown" : addressKey(clientAddress)}`;
const lookupOfKey = (clientAddress: string | null, account: string) =>
  `lookup-of:${clientAddress === null ? "unknown" : addressKey(clientAddress)}|${normalizeAccount(account)}`;

export async function reserveLookup(
  db: Db,
  clientAddress: string | null,
  now: Dayjs,
  account: string | null = null,
): Promise<ThrottleRefusal | null> {
  const key = lookupKey(clientAddress);
  const [live] = await db
    .select({ attempts: signInThrottle.attempts, windowEndsAt: signInThrottle.windowEndsAt })
    .from(signInThrottle)
    .where(and(eq(signInThrottle.key, key), gt(signInThrottle.windowEndsAt, now.toDate())));
  if (live && live.attempts >= LOOKUP_LIMIT) return lookupRefusal(live.windowEndsAt, now);
  await removeExpiredRows(db, now);
  const [row] = await countOne(db, key, now);
  if (row && row.attempts > LOOKUP_LIMIT) {
    // Parallel lookups all read a count below the cap; the upsert numbered them one by one.
    await giveBack(db, [row]);
    return lookupRefusal(row.windowEndsAt, now);
  }
  if (account !== null) await countOne(db, lookupOfKey(clientAddress, account), now);
  return null;
}

/** A successful sign-in of `account` from this address: its lookups of that account are given back. */
export async function giveBackLookups(db: Db, clientAddress: string | null, account: string, now: Dayjs): Promise<void> {
  const [counted] = await db
    .delete(signInThrottle)
    .where(and(eq(signInThrottle.key, lookupOfKey(clientAddress, account)), gt(signInThrottle.windowEndsAt, now.toDate())))
    .returning({ attempts: signInThrottle.attempts });
  if (!counted) return;
  await db
    .update(signInThrottle)
    .set({ attempts: sql`greatest(${signInThrottle.attempts} - ${counted.attempts}, 0)` })
    .where(and(eq(signInThrottle.key, lookupKey(clientAddress)), gt(signInThrottle.windowEndsAt, now.toDate())));
}

function lookupRefusal(windowEndsAt: Date, now: Dayjs): ThrottleRefusal {
  return { code: "TOO_MANY_LOOKUPS", retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt.getTime() - now.valueOf()) / 1000)) };
}

/** Counts one under `key` in its live window (a new window of LOOKUP_WINDOW_MINUTES when the last one ended). */
function countOne(db: Db, key: string, now: Dayjs) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .insert(signInThrottle)
    .values({ key, attempts: 1, windowEndsAt: now.add(LOOKUP_WINDOW_MINUTES, "minute").toDate() })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        attempts: sql`case when ${signInThrottle.windowEndsAt} <= ${at} then 1 else ${signInThrottle.attempts} + 1 end`,
        windowEndsAt: sql`case when ${signInThrottle.windowEndsAt} <= ${at} then excluded.window_ends_at else ${signInThrottle.windowEndsAt} end`,
      },
    })
    .returning();
}
