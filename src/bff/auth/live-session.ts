import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { andThen, type MaybePromise } from "@/lib/maybe-promise";
import { resolveAuthSecret } from "./auth-secret";
import { sessionStorageFromEnv, type SessionStorage } from "./session-storage";

/** A session the storage knows and has not revoked: enough to serve a copy made for it. */
export interface LiveSession {
  token: string;
  userId: string;
  /** When the session began and when it ends, in ms since the epoch, as stored. */
  createdAt: number;
  expiresAt: number;
}

/**
 * The session of a session cookie's value (`token.signature`, percent-encoded), checked as
 * better-auth checks a stored one (its signature, the stored session, its expiry, the user's
 * "revoked before" marker: better-auth's `findSession`) but without the rest of `getSession`: the
 * private cache's check before it serves a copy made for this session. Null when the storage does
 * not know the session (after a restart of the in-process store it is only in the database): the
 * caller then goes the whole way, which reads it there.
 */
export async function liveSessionOf(
  cookieValue: string | null | undefined,
  storage: SessionStorage,
  secret: string,
  now: number,
): Promise<LiveSession | null> {
  return liveSessionNow(cookieValue, storage, secret, now);
}

/**
 * `liveSessionOf`, answered at once when the storage answers at once (this process's store): the
 * session is looked up in the same turn of the event loop, where each `await` of an async version
 * queued the lookup behind whatever the page's rendering had queued meanwhile. With Redis it is a
 * promise as before. The checks are the same either way.
 */
export function liveSessionNow(
  cookieValue: string | null | undefined,
  storage: SessionStorage,
  secret: string,
  now: number,
): MaybePromise<LiveSession | null> {
  const token = verifiedToken(cookieValue, secret);
  if (!token) return null;
  return andThen(storage.get(token), (raw) => {
    const stored = parseStored(raw);
    if (!stored || stored.expiresAt <= now) return null;
    return andThen(storage.get(`revoked-sessions-before-${stored.userId}`), (marker) => {
      if (stored.createdAt < Number(marker ?? 0)) return null;
      return { token, userId: stored.userId, createdAt: stored.createdAt, expiresAt: stored.expiresAt };
    });
  });
}

function verifiedToken(cookieValue: string | null | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function parseStored(raw: unknown): { userId: string; createdAt: number; expiresAt: number } | null {
  if (typeof raw !== "string") return null;
  try {
    const { session } = JSON.parse(raw) as { session?: { userId?: unknown; createdAt?: unknown; expiresAt?: unknown } };
    if (!session || typeof session.userId !== "string") return null;
    const createdAt = new Date(session.createdAt as string).getTime();
    const expiresAt = new Date(session.expiresAt as string).getTime();
    return Number.isFinite(createdAt) && Number.isFinite(expiresAt) ? { userId: session.userId, createdAt, expiresAt } : null;
  } catch {
    return null;
  }
}

let secret: Promise<string> | undefined;

/** `liveSessionOf` with the app's session storage and secret (the proxy's and the dispatcher's check). */
export async function currentLiveSession(cookieValue: string | null | undefined): Promise<LiveSession | null> {
  if (!cookieValue) return null;
  if (!secret) {
    const resolving = resolveAuthSecret();
    secret = resolving;
    resolving.catch(() => {
      if (secret === resolving) secret = undefined;
    });
  }
  return liveSessionOf(cookieValue, sessionStorageFromEnv(), await secret, Date.now());
}

/** better-auth's defaults, which `createAuth` keeps: a session lives 7 days and is extended once a day. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/**
 * Whether better-auth's `getSession` would extend this session now (its rule: the session was
 * last extended `updateAge` or more ago, read from its end less its lifetime). Such a request goes
 * the whole way, so that sessions in use are extended as before; every other one needs none of it.
 */
export function isDueForExtension(session: Pick<LiveSession, "expiresAt">, now: number): boolean {
  return session.expiresAt - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now;
}
