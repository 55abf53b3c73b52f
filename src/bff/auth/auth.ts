import "server-only";
import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { getDb, type Db } from "../db/client";
import { authTables } from "../db/schema";
import { portalOrigin, socialProviderSettings, type SocialProviderSettings } from "@/lib/env";
import { resolveAuthSecret } from "./auth-secret";
import { createMailer, type Mailer } from "../mail/mailer";
import { signInMail, type SignInMailKind } from "../mail/mail-templates";
import { recipientByEmail } from "../mail/recipient";
import { localeOfLink } from "./link-locale";
import { cachedSessionCustomer, cachedSessionCustomerNow, forgetSessionCustomer, type SessionCustomer } from "./session-customer";
import { sessionStorageFromEnv, type SessionStorage } from "./session-storage";
import { isDueForExtension, liveSessionNow, SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./live-session";
import { andThen, type MaybePromise } from "@/lib/maybe-promise";
import { faultInjectionEnabled } from "../faults";
import { getSessionCookie } from "better-auth/cookies";
import { ensureSocialCustomer } from "./social-customer";
import { consumeDeepLinkToken, deepLinkSignIn } from "./deep-link-tokens";
import { now } from "@/lib/clock";
import { APIError } from "better-auth/api";
import { revokeUnprovenAccountAccess } from "better-auth/db";
import { SIGN_UP_PROOF_HEADER, VERIFICATION_LINK_EXPIRES_SECONDS } from "./sign-up-proof";
import { setPasswordLanding } from "./set-password-landing";
import { hashPassword, verifyPassword } from "./password-hash";
import { socialSignInErrorPath } from "@/features/auth/rules/sign-in-errors";
import { DEFAULT_LOCALE } from "@/i18n/locales";
import { BASE_PATH, paths } from "@/lib/paths";

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
  /** Where sessions and the customer cache are read from; by default Redis with `REDIS_URL`, else this process's store. */
  sessionStorage?: SessionStorage;
  /** Sends the sign-in mails; by default over `SMTP_URL`, else into the demo mailbox. */
  mailer?: Mailer;
  /** Google and Apple sign-in; by default `socialProviderSettings()` of the environment. */
  socialProviders?: readonly SocialProviderSettings[];
}

/** A magic link is valid 10 minutes (the deep-link token lifetime of account.md §9, 600000 ms). */
export const MAGIC_LINK_EXPIRES_SECONDS = 600;
/** A password-reset link is valid one hour. */
export const RESET_LINK_EXPIRES_SECONDS = 3600;

/** What ends sessions and drops cached customers: BFF services get it from the dispatcher. */
export interface SessionControl {
  /** Ends every session of the user at once, on every instance sharing the storage (and in the database). */
  endAll(userId: string): Promise<void>;
  /** Call after a change to a field of `SessionCustomer` commits: the next request reads it afresh. */
  customerChanged(userId: string): Promise<void>;
}

// On globalThis like the auth itself: Next bundles the pages and the API routes apart, so a module
// of its own per bundle would not know the auth another bundle built (a page, then a file
// download, failed with "Not an auth made by createAuth").
const storageHolder = globalThis as typeof globalThis & { __portalAuthStorage?: WeakMap<object, SessionStorage> };
const storageOfAuth = (storageHolder.__portalAuthStorage ??= new WeakMap<object, SessionStorage>());
const secretHolder = globalThis as typeof globalThis & { __portalAuthSecret?: WeakMap<object, string> };
const secretOfAuth = (secretHolder.__portalAuthSecret ??= new WeakMap<object, string>());

export function createAuth({
  db,
  secret,
  origin,
  sessionStorage = sessionStorageFromEnv(),
  mailer = createMailer(db),
  socialProviders = socialProviderSettings(),
}: AuthConfig) {
  // Greeted by name, in the locale of the page the link leads back to.
  const sendLink = async (to: string, kind: SignInMailKind, url: string, name?: string) => {
    const recipient = await recipientByEmail(db, to, localeOfLink(url), name);
    await mailer.send({ to, kind, ...signInMail(kind, recipient, url) });
  };
  const secure = new URL(origin).protocol === "https:";
  const auth = betterAuth({
    appName: "Kundenportal",
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema: authTables }),
    // Sessions are read from the storage (no database round trip per request) and written to the
    // database too: the row records the device's address and agent, a deletion request ends
    // sessions there in its own transaction, and a session the storage lacks (the in-process
    // store after a restart, or full) is still found there. better-auth's own revocations
    // (sign-out, `deleteUserSessions`) delete both at once; its rate limit counts there too.
    secondaryStorage: sessionStorage,
    session: { storeSessionInDatabase: true, expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // Registration goes through the auth route's sign-up guard (bot check, profile,
    // throttle); unverified customers may sign in and are asked to verify (account.md §4).
    // A registration signs in (account.md §7: "afterwards the session is fetched"): the sign-up's
    // answer carries the session cookie, with the same flags as a sign-in's. better-auth's made-up
    // success for a taken email goes with it; the guard answers that case first
    // (`auth-custom-routes.ts`, account.md §8 user_already_exists).
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_LINK_EXPIRES_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => sendLink(user.email, "reset-password", url, user.name),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_LINK_EXPIRES_SECONDS,
      autoSignInAfterVerification: true,
      // The link proves the address, never the password chosen at sign-up. Where
      // it is followed without proof of that password, the account keeps nothing from before.
      beforeEmailVerification: (user, request) => confirmOnlyProvenAccess(user, request),
      sendVerificationEmail: ({ user, url }) => sendLink(user.email, "verify-email", url, user.name),
      // The session customer carries email_verified (account.md §4): the next page reads it afresh.
      afterEmailVerification: (user) => forgetSessionCustomer(sessionStorage, user.id),
    },
    // Google and Apple (account.md §1, §4): better-auth's own providers; one configured with an
    // issuer (a local OpenID Connect stand-in) is the same provider id through the generic OIDC
    // plugin, so the routes (`/sign-in/social`, `/callback/{id}`) and the linking are the same.
    socialProviders: builtInSocialProviders(socialProviders),
    account: {
      // A customer whose email the provider has verified is the same customer: the Google persona
      // Gregor, seeded with a Google account, and a password customer who chooses Google later.
      // Never to an account whose address is unconfirmed: its password may be a
      // stranger's who registered the address first, and linking would hand the mailbox owner an
      // account that password still opens. better-auth answers `account_not_linked` instead; the
      // owner confirms the address (or signs in by magic link, which drops such a password) first.
      accountLinking: { enabled: true, trustedProviders: ["google", "apple"], requireLocalEmailVerified: true },
    },
    databaseHooks: {
      user: {
        create: {
          // A new customer from Google or Apple has no registration form: their customer record
          // (b2c, names from the provider) is made with the user, so the portal knows them at once.
          after: async (created, context) => {
            if (context?.path?.startsWith("/callback/")) await ensureSocialCustomer(db, created);
          },
        },
      },
    },
    plugins: [
      deepLinkSignIn({ consume: (token) => consumeDeepLinkToken(db, token, now().toDate()) }),
      ...standInSocialProviders(socialProviders),
      magicLink({
        expiresIn: MAGIC_LINK_EXPIRES_SECONDS,
        // Only existing customers get a link; registration is the registration form's.
        disableSignUp: true,
        sendMagicLink: ({ email, url }) => sendLink(email, "magic-link", url),
      }),
    ],
    // A Google or Apple return that cannot be matched to its start (no state, another browser's,
    // expired) has no page of its own to go back to: it ends on the sign-in page, which says so
    //, instead of better-auth's `/error` (a 404 here: the route serves it not).
    onAPIError: { errorURL: `${origin}${BASE_PATH}${socialSignInErrorPath(paths.login(DEFAULT_LOCALE))}` },
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
  storageOfAuth.set(auth, sessionStorage);
  secretOfAuth.set(auth, secret);
  return auth;

  /**
   * A sign-up's verification link followed where the password chosen at sign-up is not proven (no
   * sign-up proof of this browser, no session of the account) confirms the address only: better-auth's
   * rule for an address proven by mail (`revokeUnprovenAccountAccess`, what its magic link does)
   * drops the password and every session first, and the link ends on the set-password page, so a
   * stranger who registered the address with a password of their own is shut out for good. Where
   * the password is proven, better-auth confirms and signs in as before.
   */
  async function confirmOnlyProvenAccess(user: { id: string }, request: Request | undefined): Promise<void> {
    if (request && (await passwordProvenBy(request, user.id))) return;
    const context = await auth.$context;
    // The helper reads only `context` (its adapter); this is what it is given inside an endpoint.
    await revokeUnprovenAccountAccess({ context } as Parameters<typeof revokeUnprovenAccountAccess>[0], user.id);
    await forgetSessionCustomer(sessionStorage, user.id);
    // A reset token as better-auth's `requestPasswordReset` stores one, so `POST /reset-password` takes it.
    const token = randomBytes(18).toString("base64url");
    const expiresAt = new Date(Date.now() + RESET_LINK_EXPIRES_SECONDS * 1000);
    await context.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: user.id, expiresAt });
    throw new APIError("FOUND", undefined, { location: setPasswordLanding(origin, request?.url ?? null, token) });
  }

  async function passwordProvenBy(request: Request, userId: string): Promise<boolean> {
    if (request.headers.get(SIGN_UP_PROOF_HEADER) === userId) return true;
    const session = await auth.api.getSession({ headers: request.headers });
    return session?.user.id === userId;
  }
}

function builtInSocialProviders(providers: readonly SocialProviderSettings[]) {
  const real = (id: SocialProviderSettings["id"]) => providers.find((provider) => provider.id === id && provider.issuer === null);
  const google = real("google");
  const apple = real("apple");
  return {
    ...(google ? { google: { clientId: google.clientId, clientSecret: google.clientSecret, prompt: "select_account" as const } } : {}),
    ...(apple ? { apple: { clientId: apple.clientId, clientSecret: apple.clientSecret } } : {}),
  };
}

/** A provider pointed at an issuer of its own (tests): discovered from it, Apple's form_post kept. */
function standInSocialProviders(providers: readonly SocialProviderSettings[]) {
  const config = providers.flatMap(({ id, clientId, clientSecret, issuer }) =>
    issuer
      ? [
          {
            providerId: id,
            name: id === "google" ? "Google" : "Apple",
            clientId,
            clientSecret,
            discoveryUrl: `${issuer}/.well-known/openid-configuration`,
            scopes: ["openid", "email", "profile"],
            requireIdTokenVerification: true,
            // Apple answers with a form post to the callback, as the real one does.
            ...(id === "apple" ? { responseMode: "form_post" as const } : {}),
          },
        ]
      : [],
  );
  return config.length > 0 ? [genericOAuth({ config })] : [];
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

/** The auth and the database once both are open (neither is replaced once it is). */
let opened: { auth: Auth; db: Db } | undefined;

/**
 * The customer signed in with the request's session cookie, or null. Once the auth and the
 * database are open the lookup starts at once, without awaiting them again; not while faults may
 * be injected, where opening the database is what fails.
 */
export async function getSessionCustomer(headers: Headers): Promise<SessionCustomer | null> {
  if (!opened || faultInjectionEnabled()) {
    const [auth, db] = await Promise.all([getAuth(), getDb()]);
    opened = { auth, db };
  }
  return sessionCustomerNow(opened.auth, opened.db, headers);
}

/**
 * The signed-in customer of a request (about 2 ms, where better-auth's whole
 * `getSession` cost far more per page). A session the storage knows alive — its signed cookie, the
 * stored session, its end and the user's revocation marker, checked on every request, so a
 * sign-out or revocation takes effect at once — is answered from there with the cached customer;
 * one the storage lacks (the in-process store after a restart) or one due for its daily extension
 * goes through `getSession`, which reads the database and extends it.
 */
export async function sessionCustomerOf(auth: Auth, db: Db, headers: Headers): Promise<SessionCustomer | null> {
  return sessionCustomerNow(auth, db, headers);
}

/**
 * `sessionCustomerOf`, answered in the same turn of the event loop when the session storage is
 * this process's and holds the session and the customer (`liveSessionNow`): a page's rendering
 * no longer queues the lookup's every step behind its own work. With Redis, a promise as before.
 */
function sessionCustomerNow(auth: Auth, db: Db, headers: Headers): MaybePromise<SessionCustomer | null> {
  const storage = sessionStorageOf(auth);
  const secret = secretOfAuth.get(auth);
  const cookie = getSessionCookie(headers);
  // No session cookie, no session: getSession answers null too, after the work of an API call
  // (a visitor's every rendered page paid it).
  if (!cookie) return null;
  const at = Date.now();
  const live = secret ? liveSessionNow(cookie, storage, secret, at) : null;
  return andThen(live, (session) => {
    if (!session || isDueForExtension(session, at)) return sessionCustomerOfGetSession(auth, db, headers);
    return andThen(
      cachedSessionCustomerNow(storage, db, session.userId),
      (customer) =>
        customer && {
          ...customer,
          session: { createdAt: new Date(session.createdAt).toISOString(), expiresAt: new Date(session.expiresAt).toISOString() },
        },
    );
  });
}

/** The whole way: better-auth's `getSession`, which reads the database and extends the session when due. */
async function sessionCustomerOfGetSession(auth: Auth, db: Db, headers: Headers): Promise<SessionCustomer | null> {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const customer = await cachedSessionCustomer(sessionStorageOf(auth), db, found.user.id);
  const { createdAt, expiresAt } = found.session;
  return customer && { ...customer, session: { createdAt: new Date(createdAt).toISOString(), expiresAt: new Date(expiresAt).toISOString() } };
}

/** The storage this auth reads sessions from (and the customer cache lives in). */
export function sessionStorageOf(auth: Auth): SessionStorage {
  const storage = storageOfAuth.get(auth);
  if (!storage) throw new Error("Not an auth made by createAuth");
  return storage;
}

export function sessionControlOf(auth: Auth): SessionControl {
  const storage = sessionStorageOf(auth);
  return {
    async endAll(userId) {
      // better-auth deletes the rows, the stored sessions and marks every older one revoked.
      const context = await auth.$context;
      await context.internalAdapter.deleteUserSessions(userId);
      await forgetSessionCustomer(storage, userId);
    },
    customerChanged: (userId) => forgetSessionCustomer(storage, userId),
  };
}

/** The app's session control (`getAuth`'s storage). */
export async function getSessionControl(): Promise<SessionControl> {
  return sessionControlOf(await getAuth());
}
