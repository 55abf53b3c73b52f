import { benchRoutesEnabled } from "@/lib/env";
import { takeServerTimings } from "@/lib/server-timing";

/**
 * The benchmark's server time split: the totals since the last call, then new
 * ones. It exists only when the server runs with PORTAL_BENCH=1.
 */
export function GET(): Response {
  if (!benchRoutesEnabled()) return Response.json({ error: "not_found" }, { status: 404 });
  return Response.json(takeServerTimings(), { headers: { "cache-control": "no-store" } });
}
