import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { liveSessionNow } from "./live-session";
import { createMemorySessionStorage, type SessionStorage } from "./session-storage";

const SECRET = "test-secret-0123456789-abcdefghijklmnop";
const NOW = Date.parse("2026-11-29T10:00:00Z");
const CREATED = NOW - 3_600_000;
const EXPIRES = NOW + 6 * 24 * 3_600_000;

function signedCookie(token: string): string {
  return encodeURIComponent(`${token}.${createHmac("sha256", SECRET).update(token).digest("base64")}`);
}

function storageWith(entries: Record<string, string>): SessionStorage {
  const storage = createMemorySessionStorage();
  for (const [key, value] of Object.entries(entries)) void storage.set(key, value);
  return storage;
}

const stored = JSON.stringify({
  session: { userId: "user-1", createdAt: new Date(CREATED).toISOString(), expiresAt: new Date(EXPIRES).toISOString() },
});
const expected = { token: "token-1", userId: "user-1", createdAt: CREATED, expiresAt: EXPIRES };

/** The same entries behind a storage that answers with promises, as Redis does. */
function asynchronous(storage: SessionStorage): SessionStorage {
  return { ...storage, get: async (key) => storage.get(key) };
}

describe("liveSessionNow", () => {
  it("answers in the same turn when the storage answers at once (the in-process store)", () => {
    const answer = liveSessionNow(signedCookie("token-1"), storageWith({ "token-1": stored }), SECRET, NOW);
    expect(answer).not.toBeInstanceOf(Promise);
    expect(answer).toEqual(expected);
  });

  it("refuses at once a session revoked after it began, one that ended, one not stored and a forged cookie", () => {
    const revoked = storageWith({ "token-1": stored, "revoked-sessions-before-user-1": String(CREATED + 1) });
    expect(liveSessionNow(signedCookie("token-1"), revoked, SECRET, NOW)).toBeNull();
    expect(liveSessionNow(signedCookie("token-1"), storageWith({ "token-1": stored }), SECRET, EXPIRES)).toBeNull();
    expect(liveSessionNow(signedCookie("token-2"), storageWith({ "token-1": stored }), SECRET, NOW)).toBeNull();
    expect(liveSessionNow(encodeURIComponent("token-1.forged"), storageWith({ "token-1": stored }), SECRET, NOW)).toBeNull();
  });

  it("keeps a session begun after the revocation marker", () => {
    const later = storageWith({ "token-1": stored, "revoked-sessions-before-user-1": String(CREATED - 1) });
    expect(liveSessionNow(signedCookie("token-1"), later, SECRET, NOW)).toEqual(expected);
  });

  it("answers with a promise, and the same checks, when the storage does (Redis)", async () => {
    const answer = liveSessionNow(signedCookie("token-1"), asynchronous(storageWith({ "token-1": stored })), SECRET, NOW);
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toEqual(expected);
    const revoked = asynchronous(storageWith({ "token-1": stored, "revoked-sessions-before-user-1": String(CREATED + 1) }));
    expect(await liveSessionNow(signedCookie("token-1"), revoked, SECRET, NOW)).toBeNull();
  });
});
