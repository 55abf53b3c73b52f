/**
 * Path templates of the endpoint catalogue ("/portal/api/bff/deals/{id}/return") as matchers.
 * Pure: no catalogue import, so it is tested with small tables of its own.
 */
import { hasControlCharacter } from "./input-shape";

export interface RouteSpec {
  method: string;
  path: string;
}

export interface CompiledRoute {
  name: string;
  method: string;
  pattern: RegExp;
  paramNames: string[];
  /**
   * One character per segment, "1" literal and "0" parameter. Sorting by it descending tries a
   * literal before a parameter at the first position they differ, so
   * "/deals/schedule-service/{carId}" wins over "/deals/{id}/documents".
   */
  specificity: string;
}

export type RouteMatch =
  | { kind: "matched"; name: string; params: Record<string, string> }
  | { kind: "method_not_allowed"; allowed: string[] }
  /** A parameter decodes to a control character: a crafted path, answered 400 before anything runs. */
  | { kind: "invalid_param"; param: string }
  | { kind: "not_found" };

const PARAM = /^\{(\w+)\}$/;

export function compileRoutes(specs: Iterable<readonly [string, RouteSpec]>): CompiledRoute[] {
  const routes: CompiledRoute[] = [];
  for (const [name, spec] of specs) {
    const segments = spec.path.split("/").filter(Boolean);
    const paramNames: string[] = [];
    const source = segments
      .map((segment) => {
        const param = PARAM.exec(segment)?.[1];
        if (param === undefined) return escapeRegExp(segment);
        paramNames.push(param);
        return "([^/]+)";
      })
      .join("/");
    routes.push({
      name,
      method: spec.method,
      pattern: new RegExp(`^/${source}$`),
      paramNames,
      specificity: segments.map((segment) => (PARAM.test(segment) ? "0" : "1")).join(""),
    });
  }
  return routes.sort((a, b) => (a.specificity < b.specificity ? 1 : a.specificity > b.specificity ? -1 : 0));
}

export function matchRoute(routes: readonly CompiledRoute[], method: string, pathname: string): RouteMatch {
  const allowed = new Set<string>();
  for (const route of routes) {
    const values = route.pattern.exec(pathname)?.slice(1);
    if (!values) continue;
    const params = decodeParams(route.paramNames, values);
    if (!params) continue;
    // No literal segment holds a control character, so no other route can match this path better.
    const invalid = route.paramNames.find((name) => hasControlCharacter(params[name] ?? ""));
    if (invalid !== undefined) return { kind: "invalid_param", param: invalid };
    if (route.method === method) return { kind: "matched", name: route.name, params };
    allowed.add(route.method);
  }
  return allowed.size > 0 ? { kind: "method_not_allowed", allowed: [...allowed] } : { kind: "not_found" };
}

/** Null when a segment is not valid percent-encoding: such a path names nothing. */
function decodeParams(names: readonly string[], values: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    try {
      params[name] = decodeURIComponent(values[index] ?? "");
    } catch {
      return null;
    }
  }
  return params;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
