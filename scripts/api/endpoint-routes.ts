/**
 * Writes `src/api/endpoint-routes.ts` from the endpoint catalogue: each endpoint's method and path,
 * which is all the typed client needs (`npx tsx scripts/api/endpoint-routes.ts`;
 * `endpoint-routes.test.ts` fails while the file differs from what this writes).
 */
import { writeFileSync } from "node:fs";
import { endpointRoutesSource } from "../../src/api/endpoint-routes-source";

writeFileSync("src/api/endpoint-routes.ts", endpointRoutesSource());
console.log("src/api/endpoint-routes.ts written");
