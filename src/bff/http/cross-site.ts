import { configuredPortalOrigin } from "@/lib/env";
/**
 * Refuses state-changing requests a browser may send on behalf of another site
 * (cross-site request forgery), before anything else runs: a foreign `Origin`, `Sec-Fetch-Site:
 * cross-site` (or same-site: a sibling subdomain is another site for us), and the body types a
 * cross-site form or `fetch` can send without a CORS preflight. The session cookie is
 * SameSite=Lax already; this covers old browsers, subdomains and GET-less tricks alike.
 */

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Body types a cross-site page can send without a preflight (the CORS-safelisted ones). */
const SIMPLE_BODY_TYPES = new Set(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

/** Why the request is refused, or null. `allowedOrigins` are the portal's own (PORTAL_ORIGIN and the request's). */
export function crossSiteProblem(request: Request, allowedOrigins: readonly string[], { acceptsUpload = false } = {}): string | null {
  if (!isStateChanging(request.method)) return null;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return "Cross-site requests are not allowed.";
  const origin = request.headers.get("origin");
  if (origin !== null && !allowedOrigins.includes(origin)) return "The request comes from another origin.";
  const contentType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (contentType && SIMPLE_BODY_TYPES.has(contentType) && !(acceptsUpload && contentType === "multipart/form-data")) {
    return "This content type is not accepted; send JSON.";
  }
  return null;
}

/** The origins the portal answers as: the configured public one and the one the request reached. */
export function portalOrigins(request: Request): string[] {
  const own = new URL(request.url).origin;
  const configured = configuredPortalOrigin();
  return configured && configured !== own ? [configured, own] : [own];
}
