import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getDb, type Db } from "../db/client";
import { authTables } from "../db/schema";
import { portalOrigin } from "@/lib/env";
import { resolveAuthSecret } from "./auth-secret";
import { findSessionCustomer, type SessionCustomer } from "./session-customer";

/** better-auth answers below the app's base path (`src/app/api/auth/[...all]/route.ts`). */
export const AUTH_BASE_PATH = "/portal/api/auth";
/**
 * The client's address as the auth route resolved it (`bff/http/auth-route.ts`, from the socket and
 * `TRUSTED_PROXIES`), replacing any value a client sent: the only header better-auth reads an
 * address from, for its rate limit and the sessions it records.
 */
export const CLIENT_ADDRESS_HEADER = "x-portal-client-address";
/** The session cookie is only sent to the portal, not to other apps on the same host. */
const COOKIE_PATH = "/portal";
/** account.md §9: password minimum 8 characters. */
const MIN_PASSWORD_LENGTH = 8;
/**
 * Sign-in requests per client and minute, successful ones included (better-auth limits only in
 * production), per client address as the auth route resolved it: a flood guard. Guessing is
 * stopped by counting password checks in the database (`sign-in-throttle.ts`); this bound only has to stay above what
 * one-click persona switching and the e2e suite signing in back to back need.
 */
const SIGN_IN_ATTEMPTS_PER_MINUTE = 120;

export interface AuthConfig {
  db: Db;
  secret: string;
  /** The public origin, e.g. "http://localhost:3000" or "https://portal.example.com". */
  origin: string;
}

export function createAuth({ db, secret, origin }: AuthConfig) {
  const secure = new URL(origin).protocol === "https:";
  return betterAuth({
    appName: "Kundenportal",
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema: authTables }),
    // Customers are provisioned (seeded), never self-registered, for now.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: MIN_PASSWORD_LENGTH },
    // Browsers on the portal's origin. Scripted clients without an Origin header and without
    // cookies pass better-auth's CSRF check anyway, so curl can sign in with plain JSON.
    trustedOrigins: [origin],
    rateLimit: { customRules: { "/sign-in/*": { window: 60, max: SIGN_IN_ATTEMPTS_PER_MINUTE } } },
    telemetry: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: COOKIE_PATH },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// On globalThis for the same reason as the database: dev-server reloads keep one instance.
const holder = globalThis as typeof globalThis & { __portalBffAuth?: Promise<Auth> };

/** The app's auth, built on first use (the database opens lazily, so this is async). */
export function getAuth(): Promise<Auth> {
  if (!holder.__portalBffAuth) {
    const building = buildAuthFromEnv();
    holder.__portalBffAuth = building;
    building.catch(() => {
      if (holder.__portalBffAuth === building) holder.__portalBffAuth = undefined;
    });
  }
  return holder.__portalBffAuth;
}

async function buildAuthFromEnv(): Promise<Auth> {
  const [db, secret] = await Promise.all([getDb(), resolveAuthSecret()]);
  return createAuth({ db, secret, origin: portalOrigin() });
}

/** The customer signed in with the request's session cookie, or null. */
export async function getSessionCustomer(headers: Headers): Promise<SessionCustomer | null> {
  const [auth, db] = await Promise.all([getAuth(), getDb()]);
  return sessionCustomerOf(auth, db, headers);
}

export async function sessionCustomerOf(auth: Auth, db: Db, headers: Headers): Promise<SessionCustomer | null> {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const customer = await findSessionCustomer(db, found.user.id);
  const { createdAt, expiresAt } = found.session;
  return customer && { ...customer, session: { createdAt: new Date(createdAt).toISOString(), expiresAt: new Date(expiresAt).toISOString() } };
}
