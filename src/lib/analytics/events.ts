/**
 * The tracking event catalogue: every event the portal
 * records, under the spec's name (spelling included: deals.md §7 "Delete Account Requested
 * Successfull"), with the properties it carries and their types. The browser's `track` takes only
 * these names with these properties (typecheck), and the BFF's collector refuses anything else
 * (`checkTrackingEvent`, used by the endpoint's schema), so one list rules both ends.
 */
import { BASE_PATH } from "@/lib/paths";

/** The collector of the endpoint catalogue (`postTrackingEvent`), served by this app's BFF. */
export const TRACKING_COLLECTOR_PATH = `${BASE_PATH}/api/bff/tracking-events`;

type PropertyType = "string" | "number" | "boolean";
interface PropertySpec {
  readonly type: PropertyType;
  readonly optional?: true;
}

const text = { type: "string" } as const;
const optionalText = { type: "string", optional: true } as const;
const count = { type: "number" } as const;
const optionalCount = { type: "number", optional: true } as const;

export const TRACKING_EVENT_CATALOGUE = {
  // account.md §7 "failed login, failed account creation" (names not shown): the answer's status.
  "Login Failed": { status: count },
  "Account Creation Failed": { status: count },
  // deals.md §7; account.md §4 Account deletion.
  "Delete Account Requested": {},
  "Delete Account Requested Successfull": {},
  // deals.md §7: the end-of-subscription selector "Wie geht es weiter?" (prolong, buy, swap, return).
  "Select Option Clicked": { option: text, dealId: text },
  // deals.md §7 "modal opened and closed": the dialog's title and, when opened by address, its `modalName`.
  "Modal Opened": { title: text, modalName: optionalText },
  "Modal Closed": { title: text, modalName: optionalText },
  // deals.md §7 "text block shown": the content entry of the `textblock` module.
  "Text Block Shown": { entryId: text },
  // account.md §9 "product list view event debounced 1 s; card visibility threshold 0.8".
  "Product List Viewed": { filters: text, resultCount: count },
  "Product Card Viewed": { card: text, kind: text, position: optionalCount },
} as const satisfies Record<string, Record<string, PropertySpec>>;

export type TrackingEventName = keyof typeof TRACKING_EVENT_CATALOGUE;
export const TRACKING_EVENT_NAMES = Object.keys(TRACKING_EVENT_CATALOGUE) as TrackingEventName[];

type ValueOf<S> = S extends { type: "string" } ? string : S extends { type: "number" } ? number : boolean;
type Specs<N extends TrackingEventName> = (typeof TRACKING_EVENT_CATALOGUE)[N];
type RequiredKeys<N extends TrackingEventName> = { [K in keyof Specs<N>]: Specs<N>[K] extends { optional: true } ? never : K }[keyof Specs<N>];
type OptionalKeys<N extends TrackingEventName> = Exclude<keyof Specs<N>, RequiredKeys<N>>;

/** The typed properties of one event: `{ status: number }` for "Login Failed". */
export type TrackingProperties<N extends TrackingEventName> = { [K in RequiredKeys<N>]: ValueOf<Specs<N>[K]> } & {
  [K in OptionalKeys<N>]?: ValueOf<Specs<N>[K]>;
};

/** A recorded event as the browser sends it to the collector. */
export interface TrackedEvent<N extends TrackingEventName = TrackingEventName> {
  name: N;
  properties: TrackingProperties<N>;
  /** The page's path when it happened (no query: it may carry tokens). */
  page: string;
  /** When it happened (ISO date-time; queued events are sent later). */
  occurredAt: string;
}

/** The longest text property the collector takes; longer ones are refused, not cut. */
export const TRACKING_TEXT_MAX = 200;

/** A page's path as the collector takes it: plain path characters only (no query, no percent-encoding). */
export const TRACKING_PAGE_PATTERN = /^\/[\w\-./~]{0,299}$/;
/** When an event happened: an ISO date-time in UTC, as `Date.prototype.toISOString` writes it. */
export const TRACKING_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The path of a page as the collector takes it: other characters (percent-escapes of umlauts) become "_". */
export function trackedPage(pathname: string): string {
  return pathname.replace(/[^\w\-./~]/g, "_").slice(0, 300);
}

export function isTrackingEventName(name: unknown): name is TrackingEventName {
  return typeof name === "string" && Object.hasOwn(TRACKING_EVENT_CATALOGUE, name);
}

/** Why these properties do not fit the event's entry of the catalogue, or null when they do. */
export function checkTrackingEvent(name: unknown, properties: unknown): string | null {
  if (!isTrackingEventName(name)) return "Unknown tracking event.";
  if (typeof properties !== "object" || properties === null || Array.isArray(properties)) return "properties must be an object.";
  const specs: Record<string, PropertySpec> = TRACKING_EVENT_CATALOGUE[name];
  const values = properties as Record<string, unknown>;
  for (const key of Object.keys(values)) {
    if (!Object.hasOwn(specs, key)) return `${name} has no property ${key}.`;
  }
  for (const [key, spec] of Object.entries(specs)) {
    const value = values[key];
    if (value === undefined) {
      if (spec.optional) continue;
      return `${name} needs ${key}.`;
    }
    if (typeof value !== spec.type) return `${key} must be a ${spec.type}.`;
    if (typeof value === "string" && value.length > TRACKING_TEXT_MAX) return `${key} is longer than ${TRACKING_TEXT_MAX} characters.`;
    if (typeof value === "number" && !Number.isFinite(value)) return `${key} must be a finite number.`;
  }
  return null;
}
