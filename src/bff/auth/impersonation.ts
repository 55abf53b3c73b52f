import "server-only";

/**
 * The impersonation flag (account.md §4 "The impersonation flag is cleared on social login").
 * The spec names the flag but not its holder, and the portal has no impersonation tool of its own:
 * the flag is modelled minimally as this cookie, which a support tool sets on the portal's path
 * while an agent acts as a customer. A sign-in with Google or Apple is the customer's own, so its
 * answer expires the cookie (`bff/http/auth-route.ts`, the social callback).
 */
export const IMPERSONATION_COOKIE = "portal-impersonating";

export function clearedImpersonationCookie(secure: boolean): string {
  return `${IMPERSONATION_COOKIE}=; Path=/portal; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
