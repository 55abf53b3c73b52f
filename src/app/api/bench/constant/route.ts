import { benchRoutesEnabled } from "@/lib/env";
/**
 * The benchmark's yardstick for BFF answers (`npm run bench`): constant JSON from a route handler
 * of the same build. It exists only when the server runs with PORTAL_BENCH=1.
 */
const BODY = JSON.stringify({ id: "deal-bench", state: "ACTIVE", amount: 549 });

export function GET(): Response {
  if (!benchRoutesEnabled()) return Response.json({ error: "not_found" }, { status: 404 });
  return new Response(BODY, { headers: { "content-type": "application/json", "cache-control": "no-store" } });
}
