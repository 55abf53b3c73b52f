import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/transaction";
import { idempotencyKey } from "../db/schema";
import { ValidationError } from "../domain-errors";
import { MalformedRequestError } from "./errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` of the request, if it sent one; a malformed key is a 400. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_FORMAT.test(key)) throw new MalformedRequestError("The Idempotency-Key must be 1 to 255 visible ASCII characters.");
  return key;
}

/** Same endpoint, same path and same validated input: the same request. */
export function requestHashOf(endpoint: string, params: Readonly<Record<string, string>>, input: unknown): string {
  return createHash("sha256").update(canonicalJson({ endpoint, params, input })).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

interface IdempotentCall {
  customerId: string;
  endpoint: string;
  key: string;
  requestHash: string;
}

/**
 * Runs a creating request once per key, in the request's
 * transaction (`tx`, opened by the dispatcher). The key is claimed in the same transaction as the
 * handler's write and stores its answer, so concurrent requests with one key wait for the first to
 * commit and then get its answer; if the first fails, its claim rolls back with its write and the
 * next one runs. The same key with another body is a 422.
 */
export async function runIdempotently(tx: Tx, call: IdempotentCall, run: () => Promise<unknown>): Promise<unknown> {
  const claimed = await tx
    .insert(idempotencyKey)
    .values({ id: randomUUID(), ...call, responseStatus: 0 })
    .onConflictDoNothing()
    .returning({ id: idempotencyKey.id });
  const claim = claimed[0];
  if (!claim) return replay(tx, call);
  const body = await run();
  await tx
    .update(idempotencyKey)
    .set({ responseStatus: 200, responseBody: body ?? null })
    .where(eq(idempotencyKey.id, claim.id));
  return body;
}

async function replay(tx: Tx, call: IdempotentCall): Promise<unknown> {
  const [stored] = await tx
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.customerId, call.customerId), eq(idempotencyKey.endpoint, call.endpoint), eq(idempotencyKey.key, call.key)))
    .limit(1);
  if (!stored || stored.requestHash !== call.requestHash) {
    throw new ValidationError([
      { path: "Idempotency-Key", code: "idempotency_key_reused", message: "This Idempotency-Key was already used for another request." },
    ]);
  }
  return stored.responseBody;
}
