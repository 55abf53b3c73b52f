import { dispatchBff } from "@/bff/http/dispatch";
import { asBffPath } from "@/bff/http/legacy-paths";

/**
 * deals.md §7: "POST /portal/api/bff/deals/{id}/mileage-report (also /api/deal/{id}/mileage-report
 * rewritten to it)": the old path, answered by the same endpoint of the catalogue, with all of its
 * checks (session, ownership, cross-site, body).
 */
function handle(request: Request): Promise<Response> {
  return dispatchBff(asBffPath(request));
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
