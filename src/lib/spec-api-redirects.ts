/**
 * API paths the spec names without the portal's base path, which Next would answer with its 404
 * (`basePath: "/portal"`), sent on to the endpoints that serve them under it (`next.config.ts`,
 * mirrored in deploy/nginx.conf). The spec says "rewritten" (deals.md §7); Next refuses a rewrite
 * out of the base path to a path of its own ("invalid-external-rewrite"), and the session cookie
 * is scoped to /portal (bff/auth/auth.ts), so a rewritten call would reach the endpoint without
 * it. A 308 keeps the method and the body: the client asks the endpoint itself, with its cookie,
 * and every check of the catalogue (cross-site, session, ownership, body) runs as for any call.
 * Relative imports only: `next.config.ts` loads this file.
 */
export const SPEC_API_REDIRECTS = [
  // deals.md §7: "POST /portal/api/bff/deals/{id}/mileage-report (also /api/deal/{id}/mileage-report rewritten to it)".
  { source: "/api/deal/:id/mileage-report", destination: "/portal/api/bff/deals/:id/mileage-report", basePath: false, permanent: true },
  // deals.md §7, account.md §7: "POST /api/addons", "/api/addons/attach", "/api/addons/cancel".
  { source: "/api/addons", destination: "/portal/api/addons", basePath: false, permanent: true },
  { source: "/api/addons/:action(attach|cancel)", destination: "/portal/api/addons/:action", basePath: false, permanent: true },
] as const;
