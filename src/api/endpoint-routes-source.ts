import { endpoints } from "./endpoints";

/**
 * The text of `endpoint-routes.ts`: the catalogue's methods and paths, without its schemas, so
 * that a client component calling an endpoint does not bring the whole catalogue (its yup
 * schemas and the rules they import, about 20 KiB of gzip) into the page's JavaScript.
 */
export function endpointRoutesSource(): string {
  const rows = Object.entries(endpoints).map(([name, { method, path }]) => `  ${name}: { method: "${method}", path: "${path}" },`);
  return `/**
 * Generated from the endpoint catalogue (\`endpoints.ts\`) by \`npx tsx scripts/api/endpoint-routes.ts\`;
 * \`endpoint-routes.test.ts\` keeps it equal. Each endpoint's method and path: what the typed client
 * needs, without the catalogue's schemas (the header's and footer's forms are on every page).
 */
import type { EndpointName } from "./endpoints";

export interface EndpointRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
}

export const ENDPOINT_ROUTES: Readonly<Record<EndpointName, EndpointRoute>> = {
${rows.join("\n")}
};

/** Fills \`{name}\` placeholders; every placeholder must be given (encoded as a path segment). */
export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\\{(\\w+)\\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(\`Missing path parameter "\${key}" for \${template}\`);
    return encodeURIComponent(value);
  });
}
`;
}
