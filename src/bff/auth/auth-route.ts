import "server-only";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { crossSiteProblem, portalOrigins } from "../http/cross-site";
import { jsonResponse } from "../http/json-response";
import type { Auth } from "./auth";
import { isEmailSignIn, throttleSignIn } from "./sign-in-throttle";

/**
 * better-auth behind the portal's own guards: cross-site writes are refused like in the BFF, and
 * email sign-ins are throttled per account and client address.
 */
export async function handleAuthRequest(request: Request, { auth, db, now }: { auth: Auth; db: Db; now: Dayjs }): Promise<Response> {
  const crossSite = crossSiteProblem(request, portalOrigins(request));
  if (crossSite) return jsonResponse({ error: "forbidden", reason: crossSite }, 403);
  if (isEmailSignIn(request)) return throttleSignIn(db, request, now, (forwarded) => auth.handler(forwarded));
  return auth.handler(request);
}
