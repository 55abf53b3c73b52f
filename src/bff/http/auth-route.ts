import "server-only";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { PayloadTooLargeError, readBodyText } from "./body-limit";
import { crossSiteProblem, portalOrigins } from "./cross-site";
import { jsonResponse } from "./json-response";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, type Auth } from "../auth/auth";
import { NO_TRUSTED_PROXIES, resolveClientAddress, type TrustedProxies } from "../auth/client-address";
import { isKnownDevice, knownDeviceCookie } from "../auth/known-device";
import { clearedImpersonationCookie } from "../auth/impersonation";
import { SIGN_UP_PROOF_HEADER, signUpProofOf } from "../auth/sign-up-proof";
import { canChangePassword, signInProviderOf } from "@/features/account/rules/password-change";
import { isStrongPassword } from "@/features/auth/rules/password-rule";
import { eq } from "drizzle-orm";
import { account as accountTable } from "../db/schema";
import { addressSourcesOf, PEER_ADDRESS_HEADER } from "../auth/peer-address";
import { handleCustomAuth, type CustomAuthKind } from "./auth-custom-routes";
import {
  giveBackLookups,
  normalizeAccount,
  reserveLookup,
  reservePasswordCheck,
  type PasswordCheckScope,
  type ThrottleRefusal,
} from "../auth/sign-in-throttle";
import { emailExists } from "../auth/registration";
import { changeLocaleOf, enqueuePasswordChangedNotice } from "../auth/password-changed-notice";
import { NOT_FOUND_REASON } from "./error-response";

/**
 * better-auth behind the portal's own guards:
 * - only the routes the product uses are served (`AUTH_ROUTES`); every other better-auth
 *   endpoint (`/verify-password`, `/list-sessions`, `/update-user`, …) is a 404;
 * - cross-site writes are refused like in the BFF;
 * - bodies over 8 KB are refused with 413 before they are read;
 * - every password check is counted by the throttle under the client's real address;
 * - answers are never cached and carry no session token (the HttpOnly cookie is the session).
 */
export const AUTH_BODY_LIMIT_BYTES = 8 * 1024;

type AuthRouteKind = "sign-in" | "change-password" | "reset-password" | "social-callback" | "verify-email" | "plain" | CustomAuthKind;

/** `METHOD path below AUTH_BASE_PATH` → how it is guarded. Sign-up stays closed: customers are provisioned. */
export const AUTH_ROUTES: Readonly<Record<string, AuthRouteKind>> = {
  "POST /sign-in/email": "sign-in",
  "POST /sign-out": "plain",
  "POST /change-password": "change-password",
  // better-auth's health check: what a proxy and the test servers poll before sending traffic.
  "GET /ok": "plain",
  // The sign-in flow's calls (`auth-custom-routes.ts`), each counted per client address.
  "POST /custom/checkIfEmailExists": "email-check",
  "POST /custom/magicLink": "magic-link",
  "POST /custom/registrationProfile": "registration-profile",
  // The email-verification modal's resend (account.md §4), for the signed-in customer's own address.
  "POST /custom/resendVerification": "resend-verification",
  "POST /sign-up/email": "sign-up",
  // The links of the sign-in mails (magic link, email verification, password reset) and the reset itself.
  "GET /magic-link/verify": "plain",
  "GET /verify-email": "verify-email",
  "GET /reset-password/*": "plain",
  "POST /reset-password": "reset-password",
  // Google and Apple: the start (state and PKCE in a cookie, then the provider) and the
  // provider's return; Apple's returns as a form post from its own site.
  "POST /sign-in/social": "plain",
  "GET /callback/*": "social-callback",
  "POST /callback/*": "social-callback",
};

/** account.md §7 POST /api/hasBusinessAccount: outside the auth base path, guarded alike. */
export const BUSINESS_CHECK_PATH = "/portal/api/hasBusinessAccount";

/** Control characters (NUL included) are never part of an email; PostgreSQL refuses NUL (22021). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** RFC 5321's limit on a forward path. */
const MAX_EMAIL_LENGTH = 254;

export interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  now: Dayjs;
  /** `TRUSTED_PROXIES`; none by default: the socket's address is the client's. */
  trustedProxies?: TrustedProxies;
}

export async function handleAuthRequest(request: Request, deps: AuthRouteDeps): Promise<Response> {
  const kind = authRouteOf(request);
  if (!kind) return jsonResponse({ error: "not_found", reason: NOT_FOUND_REASON }, 404);
  // A provider's form post (Apple's `form_post`) is cross-site by nature; better-auth only turns it
  // into a GET of the same callback, where the state bound to this browser's cookie is checked.
  const crossSite = kind === "social-callback" ? null : crossSiteProblem(request, portalOrigins(request));
  if (crossSite) return jsonResponse({ error: "forbidden", reason: crossSite }, 403);

  let body: string;
  try {
    body = await readBodyText(request, AUTH_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return jsonResponse({ error: "payload_too_large", reason: error.message }, 413);
    throw error;
  }

  if (kind === "reset-password") {
    const refused = newPasswordProblem(body, false);
    if (refused) return refused;
  }

  const clientAddress = resolveClientAddress(addressSourcesOf(request.headers), deps.trustedProxies ?? NO_TRUSTED_PROXIES);
  const forwarded = forwardedRequest(request, body, clientAddress);
  const answer =
    kind === "sign-in"
      ? await signIn(forwarded, body, clientAddress, deps)
      : kind === "change-password"
        ? await changePassword(forwarded, body, clientAddress, deps)
        : kind === "social-callback"
          ? await socialCallback(forwarded, deps)
          : kind === "verify-email"
            ? await verifyEmail(forwarded, deps)
            : kind === "plain" || kind === "reset-password"
              ? await deps.auth.handler(forwarded)
              : await handleCustomAuth(kind, forwarded, body, clientAddress, deps);
  return withoutSessionData(answer);
}

function authRouteOf(request: Request): AuthRouteKind | null {
  const { pathname } = new URL(request.url);
  const method = request.method.toUpperCase();
  if (pathname === BUSINESS_CHECK_PATH) return method === "POST" ? "business-check" : null;
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return null;
  const route = pathname.slice(AUTH_BASE_PATH.length);
  const exact = AUTH_ROUTES[`${method} ${route}`];
  if (exact) return exact;
  // One path segment after a "/*" entry (the reset link's token).
  const parent = route.slice(0, route.lastIndexOf("/"));
  const segment = route.slice(route.lastIndexOf("/") + 1);
  return segment !== "" && parent !== "" ? (AUTH_ROUTES[`${method} ${parent}/*`] ?? null) : null;
}

/**
 * The request better-auth gets: the body already read, and the client's address in the one
 * header better-auth reads it from (`advanced.ipAddress` in `auth.ts`), so its own rate limit
 * and the sessions it records see the address the throttle counts.
 */
function forwardedRequest(request: Request, body: string, clientAddress: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete(PEER_ADDRESS_HEADER);
  headers.delete(SIGN_UP_PROOF_HEADER);
  if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  else headers.delete(CLIENT_ADDRESS_HEADER);
  return new Request(request.url, { method: request.method, headers, body: body === "" ? undefined : body });
}

async function signIn(request: Request, body: string, clientAddress: string | null, { auth, db, now }: AuthRouteDeps): Promise<Response> {
  const email = signInEmailOf(body);
  if (typeof email !== "string") return jsonResponse({ error: "invalid_request", reason: email.reason }, 400);
  const account = normalizeAccount(email);
  const { secret } = await auth.$context;
  const knownDevice = isKnownDevice({ secret, account, now, cookieHeader: request.headers.get("cookie") });
  const response = await throttled(db, { account, clientAddress, knownDevice }, now, () => auth.handler(request));
  if (response.ok) {
    const secure = auth.options.advanced?.useSecureCookies === true;
    response.headers.append("set-cookie", knownDeviceCookie({ secret, account, now, secure }));
    // The email checks that led here were this customer's, not guesses.
    await giveBackLookups(db, clientAddress, account, now);
    return response;
  }
  if (response.status === 401 && !(await emailExists(db, account))) return accountDoesNotExist(db, clientAddress, account, now);
  return response;
}

/**
 * account.md §8 `user_does_not_exist`: the sign-in says the account does not exist, as
 * the email check already tells before the password is asked; so the answer is a lookup and counts
 * against the same cap (`reserveLookup`), on top of the password check it was counted as.
 */
async function accountDoesNotExist(db: Db, clientAddress: string | null, account: string, now: Dayjs): Promise<Response> {
  const refused = await reserveLookup(db, clientAddress, now, account);
  if (refused) return tooManyAttempts(refused);
  return jsonResponse({ code: "USER_NOT_FOUND", message: "An account with this email does not currently exist." }, 401);
}

/**
 * account.md §5 "Password rules" and "Password change" on the server too, before better-auth (whose
 * own check is the length only): the new password strong and, when changed, not the current one.
 * A 422 with the code the form maps to its message; a body better-auth cannot read is left to it.
 */
function newPasswordProblem(body: string, changing: boolean): Response | null {
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof input !== "object" || input === null) return null;
  const { newPassword, currentPassword } = input as { newPassword?: unknown; currentPassword?: unknown };
  if (typeof newPassword !== "string") return null;
  if (changing && newPassword === currentPassword) {
    return jsonResponse({ code: "PASSWORD_SAME_AS_CURRENT", reason: "The new password must differ from the current one." }, 422);
  }
  if (!isStrongPassword(newPassword)) {
    return jsonResponse({ code: "PASSWORD_TOO_WEAK", reason: "A password needs at least 8 characters, a letter and a number." }, 422);
  }
  return null;
}

async function changePassword(request: Request, body: string, clientAddress: string | null, { auth, db, now }: AuthRouteDeps): Promise<Response> {
  const session = await auth.api.getSession({ headers: request.headers });
  // Without a session better-auth refuses before looking at any password.
  if (!session) return auth.handler(request);
  // account.md §2, §6: a Google or Apple customer has no password here to change.
  const provider = signInProviderOf(await providerIdsOf(db, session.user.id));
  if (!canChangePassword(provider)) {
    return jsonResponse(
      {
        error: "password_managed_by_provider",
        reason: `This account signs in with ${provider === "google" ? "Google" : "Apple"}; its password is managed there.`,
      },
      403,
    );
  }
  const refused = newPasswordProblem(body, true);
  if (refused) return refused;
  const account = normalizeAccount(session.user.email);
  const { secret } = await auth.$context;
  const knownDevice = isKnownDevice({ secret, account, now, cookieHeader: request.headers.get("cookie") });
  const answer = await throttled(db, { account, clientAddress, knownDevice }, now, () => auth.handler(request));
  if (answer.ok) {
    // The password is changed whatever becomes of the notice: a failure to queue it is logged, not answered.
    await enqueuePasswordChangedNotice(db, session.user.email, changeLocaleOf(body), now).catch((error: unknown) =>
      console.error("The password-changed notice could not be queued:", error),
    );
  }
  return answer;
}

/**
 * The provider's return: better-auth signs the customer in (or links the account) and redirects.
 * account.md §4 "The impersonation flag is cleared on social login": a signed-in answer drops it.
 */
async function socialCallback(request: Request, { auth }: AuthRouteDeps): Promise<Response> {
  const response = mutable(await auth.handler(request));
  const signedIn = response.headers.getSetCookie().some((cookie) => cookie.includes("session_token=") && !/max-age=0/i.test(cookie));
  if (signedIn) response.headers.append("set-cookie", clearedImpersonationCookie(auth.options.advanced?.useSecureCookies === true));
  return response;
}

/**
 * The verification link: the browser's sign-up proof, once checked here, goes to
 * better-auth as the user id it names (`SIGN_UP_PROOF_HEADER`), where the verification keeps the
 * sign-up's password only for that user (`auth.ts`, `beforeEmailVerification`).
 */
async function verifyEmail(request: Request, { auth, now }: AuthRouteDeps): Promise<Response> {
  const { secret } = await auth.$context;
  const proven = signUpProofOf({ secret, now, cookieHeader: request.headers.get("cookie") });
  if (!proven) return auth.handler(request);
  const headers = new Headers(request.headers);
  headers.set(SIGN_UP_PROOF_HEADER, proven);
  return auth.handler(new Request(request.url, { method: request.method, headers }));
}

async function providerIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ providerId: accountTable.providerId }).from(accountTable).where(eq(accountTable.userId, userId));
  return rows.map((row) => row.providerId);
}

/** Runs a password check under the throttle: refused with 429, or counted unless it succeeds. */
async function throttled(db: Db, scope: PasswordCheckScope, now: Dayjs, check: () => Promise<Response>): Promise<Response> {
  const reserved = await reservePasswordCheck(db, scope, now);
  if (!reserved.ok) return tooManyAttempts(reserved.refusal);
  const response = await check();
  if (response.ok) await reserved.reservation.succeeded();
  return mutable(response);
}

function tooManyAttempts({ code, retryAfterSeconds }: ThrottleRefusal): Response {
  return jsonResponse({ code, retryAfterSeconds }, 429, { "retry-after": String(retryAfterSeconds) });
}

/** The email of a sign-in body, or why the body is refused before any password is checked. */
function signInEmailOf(body: string): string | { reason: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { reason: "The body is not valid JSON." };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { reason: "The body must be a JSON object." };
  const { email, password } = parsed as { email?: unknown; password?: unknown };
  if (typeof email !== "string" || email.trim() === "") return { reason: "email must be a non-empty string." };
  if (email.length > MAX_EMAIL_LENGTH) return { reason: `email must be at most ${MAX_EMAIL_LENGTH} characters.` };
  if (CONTROL_CHARACTERS.test(email)) return { reason: "email must not contain control characters." };
  if (typeof password !== "string") return { reason: "password must be a string." };
  return email;
}

function mutable(response: Response): Response {
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
}

/**
 * No shared cache may keep an auth answer, and JSON answers lose the session token better-auth
 * puts in them (`token`, `session.token`): the HttpOnly cookie carries the session, and a token
 * in a body is readable by any script on the page.
 */
async function withoutSessionData(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  if (!headers.get("content-type")?.includes("application/json")) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const text = await response.text();
  headers.delete("content-length");
  return new Response(stripTokens(text), { status: response.status, statusText: response.statusText, headers });
}

function stripTokens(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return text;
  const { token: _token, ...rest } = parsed as Record<string, unknown>;
  const session = rest.session;
  if (typeof session === "object" && session !== null && !Array.isArray(session)) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest.session = sessionRest;
  }
  return JSON.stringify(rest);
}
