import "server-only";
import { BASE_PATH } from "@/lib/paths";

/** `/api/deal/{id}/mileage-report` (deals.md §7), with or without the base path, and its BFF path. */
const LEGACY_MILEAGE_REPORT = /^(?:\/portal)?\/api\/deal\/([^/]+)\/mileage-report\/?$/;

/**
 * The request with an old path the spec names rewritten to its BFF path; the body, method and
 * headers unchanged. A path it does not name stays as it is (and the dispatcher answers 404).
 */
export function asBffPath(request: Request): Request {
  const url = new URL(request.url);
  const id = LEGACY_MILEAGE_REPORT.exec(url.pathname)?.[1];
  if (id === undefined) return request;
  url.pathname = `${BASE_PATH}/api/bff/deals/${id}/mileage-report`;
  return new Request(url, request);
}
