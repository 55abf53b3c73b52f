import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/api/endpoints";
import type { Db } from "../db/client";
import { readAnswer, SERVED_ENDPOINTS, STATE_CHANGING, tableChecksums, type SecurityEnv, withSecurityEnv } from "./security-env";
import { READ_REQUESTS, READS_SENT_AS_POST, WRITING_REQUESTS, type WritingEndpoint } from "./writing-requests";

/**
 * "Every mutating request is one transaction", by construction over the catalogue: for
 * every state-changing BFF endpoint, a request that succeeds on the seeded data (`writing-requests.ts`)
 * is sent with its k-th write statement failing, for k = 1, 2, … until it succeeds. A statement
 * trigger on every table counts the request's writes in a sequence (which no rollback resets) and
 * raises at the k-th. Each failed attempt must leave every table as it was, and the uploaded files
 * too; only the attempt past the last statement writes. Were the writes separate transactions, the
 * statements before the failing one (the deal updated before its milestone, the comment before the
 * outbox message) would stay.
 */
let env: SecurityEnv;
withSecurityEnv((opened) => ({ env } = opened));

const mutating = SERVED_ENDPOINTS.filter((name) => endpoints[name].host === "bff" && STATE_CHANGING.has(endpoints[name].method));
const isRead = (name: string): boolean => (READS_SENT_AS_POST as readonly string[]).includes(name);
const writing = mutating.filter((name): name is WritingEndpoint => !isRead(name));
/** More statements than any handler writes: past it the test stops with a failure. */
const MAX_STATEMENTS = 20;
/** The uploaded files, beside the tables: a failed upload must not leave its file behind either. */
const FILES = "(uploaded files)";
let dataDir: string;

beforeAll(async () => {
  await installStatementFaults(env.db);
  // A folder of this file's own for the uploads (`uploadDir()`), read on the storage's first use.
  dataDir = await mkdtemp(join(tmpdir(), "atomic-writes-"));
  vi.stubEnv("PORTAL_DATA_DIR", dataDir);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

it("has a writing request for every state-changing endpoint, and only for those", () => {
  expect([...Object.keys(WRITING_REQUESTS), ...READS_SENT_AS_POST].sort()).toEqual([...mutating].sort());
  expect(Object.keys(READ_REQUESTS).sort()).toEqual([...READS_SENT_AS_POST].sort());
});

describe.each([...READS_SENT_AS_POST])("%s, a read sent as POST", (name) => {
  it("succeeds and writes nothing", async () => {
    const { as, prepare, request } = READ_REQUESTS[name];
    const cookie = await env.signIn(as);
    const prepared = (await prepare?.(env, cookie)) ?? {};
    const before = await stateOf(env.db);
    const answer = await readAnswer(await env.fetch(request(cookie, prepared)));
    expect(answer.status, answer.text).toBeLessThan(300);
    expect(changedSince(before, await stateOf(env.db))).toEqual([]);
  });
});

describe.each(writing)("%s", (name) => {
  it("writes all of its rows or none: a failure at any of its write statements leaves every table as it was", async () => {
    const writes = WRITING_REQUESTS[name];
    const cookie = await env.signIn(writes.as);
    // Once: each failed attempt rolls back, so what the setup made is there for the next one.
    const prepared = (await writes.prepare?.(env, cookie)) ?? {};
    const attempts: string[] = [];
    // A failed attempt changes nothing, so the state after it is the state before the next one.
    let before = await stateOf(env.db);
    for (let statement = 1; statement <= MAX_STATEMENTS; statement += 1) {
      await failAtWriteStatement(env.db, statement);
      const answer = await readAnswer(await env.fetch(writes.request(cookie, prepared))).finally(() => failAtWriteStatement(env.db, null));
      const after = await stateOf(env.db);
      const changed = changedSince(before, after);
      attempts.push(`statement ${statement}: ${answer.status} ${changed.join(", ") || "nothing written"}`);
      if (answer.status < 500) {
        expect(answer.status, `${attempts.join("\n")}\n${answer.text}`).toBeLessThan(300);
        expect(changed, "the request writes something when nothing fails").not.toEqual([]);
        if ("upload" in endpoints[name] && endpoints[name].upload) expect(changed, "an upload stores its file").toContain(FILES);
        expect(statement, "at least one write statement failed before").toBeGreaterThan(1);
        return;
      }
      expect({ status: answer.status, changed }, attempts.join("\n")).toEqual({ status: 500, changed: [] });
      before = after;
    }
    throw new Error(`${name} still failed after ${MAX_STATEMENTS} statements:\n${attempts.join("\n")}`);
  });
});

async function stateOf(db: Db): Promise<Record<string, string>> {
  return { ...(await tableChecksums(db)), [FILES]: (await storedFiles(join(dataDir, "uploads"))).join("\n") };
}

function changedSince(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((key) => after[key] !== before[key]);
}

/** Each uploaded file by its path and an md5 of its bytes: a replaced file counts as a change too. */
async function storedFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    files.sort().map(
      async (file) =>
        `${file} ${createHash("md5")
          .update(await readFile(file))
          .digest("hex")}`,
    ),
  );
}

/**
 * The fault switch: a row naming the write statement to fail (null: none), read by the trigger.
 * Only the statements of the request's transaction count: the first transaction that writes after
 * the switch is set (its id kept in a sequence, which no rollback resets). What a request does
 * after its commit (ending sessions through better-auth's own connection) is not part of it.
 */
async function installStatementFaults(db: Db): Promise<void> {
  await db.execute(sql`create sequence portal_fault_statements`);
  await db.execute(sql`create sequence portal_fault_transaction minvalue 0 start 0`);
  await db.execute(sql`create table portal_fault (fail_at integer)`);
  await db.execute(sql`insert into portal_fault values (null)`);
  await db.execute(
    sql.raw(`create function portal_fault_check() returns trigger language plpgsql as $$
      declare
        fail_at integer := (select portal_fault.fail_at from portal_fault limit 1);
        request_transaction bigint := (select last_value from portal_fault_transaction);
      begin
        if fail_at is null then return null; end if;
        if request_transaction = 0 then
          perform setval('portal_fault_transaction', txid_current());
        elsif request_transaction <> txid_current() then
          return null;
        end if;
        if nextval('portal_fault_statements') = fail_at then
          raise exception 'injected fault at write statement %', fail_at;
        end if;
        return null;
      end $$`),
  );
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'portal_fault'`,
  );
  for (const { table_name: table } of Array.isArray(tables) ? tables : (tables as { rows: { table_name: string }[] }).rows) {
    await db.execute(
      sql.raw(
        `create trigger portal_fault_check after insert or update or delete on "${table}" for each statement execute function portal_fault_check()`,
      ),
    );
  }
}

async function failAtWriteStatement(db: Db, statement: number | null): Promise<void> {
  await db.execute(sql`select setval('portal_fault_statements', 1, false)`);
  await db.execute(sql`select setval('portal_fault_transaction', 0)`);
  await db.execute(sql`update portal_fault set fail_at = ${statement}`);
}
