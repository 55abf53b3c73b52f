/**
 * The endpoint catalogue: every call of deals.md section 7 and account.md section 7, once.
 * The browser client (`api/client.ts`), the BFF dispatcher (`app/api/bff/[...path]`) and
 * the security suites iterate over this object; an endpoint marked `planned` answers 501
 * from the embedded BFF until its issue lands.
 *
 * Paths are templates: `{name}` is filled from `params`. `host` says who serves the call:
 * `bff` is served by this app (its BFF under `/portal/api/bff/*`, and the add-on calls under
 * `/portal/api/addons*`, through the same dispatcher); the others are upstream services of
 * production (checkout, portal API, automation, voucher) that the embedded defaults do not serve yet.
 */
import { dealsEndpoints } from "./endpoints/deals";
import { returnsEndpoints } from "./endpoints/returns";
import { deliveryEndpoints } from "./endpoints/delivery";
import { endOfSubscriptionEndpoints } from "./endpoints/end-of-subscription";
import { mileageEndpoints } from "./endpoints/mileage";
import { insuranceEndpoints } from "./endpoints/insurance";
import { damageAndServiceEndpoints } from "./endpoints/damage-and-service";
import { accountEndpoints } from "./endpoints/account";
import { businessEndpoints } from "./endpoints/business";
import { authEndpoints } from "./endpoints/auth";
import { publicEndpoints } from "./endpoints/public";
import { loyaltyEndpoints } from "./endpoints/loyalty";
import type { Endpoint } from "./endpoints/define";

export type { Endpoint, EndpointHost, EndpointScope, HttpMethod } from "./endpoints/define";

/** The catalogue: one part per domain (`endpoints/<domain>.ts`), merged. */
export const endpoints = {
  ...dealsEndpoints,
  ...returnsEndpoints,
  ...deliveryEndpoints,
  ...endOfSubscriptionEndpoints,
  ...mileageEndpoints,
  ...insuranceEndpoints,
  ...damageAndServiceEndpoints,
  ...accountEndpoints,
  ...businessEndpoints,
  ...authEndpoints,
  ...publicEndpoints,
  ...loyaltyEndpoints,
} as const satisfies Record<string, Endpoint<unknown, unknown>>;

export type EndpointName = keyof typeof endpoints;
export type ResponseOf<N extends EndpointName> = NonNullable<(typeof endpoints)[N]["response"]>;

// One home for filling a path: the typed client reads routes without the catalogue (`endpoint-routes.ts`).
export { buildPath } from "./endpoint-routes";
