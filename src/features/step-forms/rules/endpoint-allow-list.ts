import { ENDPOINT_ROUTES } from "@/api/endpoint-routes";
import type { HttpMethod } from "@/api/endpoints";
import { templateParameters } from "./url-template";

/**
 * The catalogue's endpoints under the BFF's own prefix, from its generated route table: the browser
 * checks preflight answers with it, and the catalogue itself brings every request schema and yup
 *. Every path under this prefix is served by the BFF (`step-form-rules.test.ts`).
 */
const BFF_ROUTES = Object.values(ENDPOINT_ROUTES).filter((route) => route.path.startsWith("/portal/api/bff/"));

/**
 * A step form posts only to an allowed endpoint (ARCHITECTURE.md "checked against an
 * allow-list"): a path of the portal's own BFF that the endpoint catalogue serves with that
 * method, or an https URL on a host named in configuration (`PORTAL_FORM_HOSTS`). An entry that
 * points elsewhere fails content validation and is never posted to.
 */
export function isAllowedFormEndpoint(template: string, method: HttpMethod, allowedHosts: readonly string[]): boolean {
  try {
    templateParameters(template);
  } catch {
    return false;
  }
  if (template.startsWith("https://")) {
    let host: string;
    try {
      host = new URL(template.replace(/\{[^{}]*\}/g, "x")).host;
    } catch {
      return false;
    }
    return allowedHosts.includes(host);
  }
  if (!template.startsWith("/portal/api/bff/") || /[?#]|\/\.\.?(\/|$)/.test(template)) return false;
  const shape = pathShape(template);
  return BFF_ROUTES.some((endpoint) => endpoint.method === method && pathShape(endpoint.path) === shape);
}

/** A path with every placeholder as `{}`: `/deals/{subscription_id}` and `/deals/{id}` are the same shape. */
function pathShape(path: string): string {
  return path.replace(/\{[^{}]*\}/g, "{}");
}

/**
 * The same allow-list for an address with its values filled in (a preflight's answer): a path of
 * this BFF that a catalogue endpoint serves with that method, no query, no dot segments.
 */
export function isAllowedFormPath(path: string, method: HttpMethod): boolean {
  if (!path.startsWith("/portal/api/bff/") || /[?#{}]|\/\.\.?(\/|$)|%2e|%2f/i.test(path)) return false;
  return BFF_ROUTES.some((endpoint) => endpoint.method === method && pathPattern(endpoint.path).test(path));
}

function pathPattern(template: string): RegExp {
  const escaped = template.split(/\{[^{}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join("[^/]+")}$`);
}
