/**
 * Tracking in the browser (deals.md §7 "Tracking events: …"; account.md §7): `track` takes an event
 * of the catalogue (`events.ts`) with its typed properties and passes it through the consent gate
 * (`tracker.ts`). With the visitor's consent to "all" (`consent.ts`, the banner of the site chrome)
 * each event is pushed to `window.dataLayer`, where a tag manager would pick it up, and posted to the
 * portal's own collector (`POST /portal/api/bff/tracking-events`). Before a choice events wait in
 * memory; "only necessary" drops them.
 */
import { consentCookie, consentFromCookies, type ConsentChoice } from "./consent";
import { TRACKING_COLLECTOR_PATH, trackedPage, type TrackedEvent, type TrackingEventName, type TrackingProperties } from "./events";
import { createTracker, type Tracker } from "./tracker";

/** Names for the callers that predate the catalogue; the names are the catalogue's. */
export const TRACKING_EVENTS = {
  deleteAccountRequested: "Delete Account Requested",
  deleteAccountRequestedSuccessfully: "Delete Account Requested Successfull",
  loginFailed: "Login Failed",
  accountCreationFailed: "Account Creation Failed",
} as const satisfies Record<string, TrackingEventName>;
export type TrackingEvent = TrackingEventName;

type DataLayerEntry = { event: TrackingEventName } & Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Event fired on `window` to open the consent banner again (the footer's "Cookie settings"). */
export const OPEN_CONSENT_EVENT = "portal:open-consent";

/**
 * Whether the page is being left: set by `pagehide`, or by a caller about to navigate away with a
 * full load (`beforeLeavingPage`). Only then is an event posted with `keepalive`, which outlives
 * the page (`sendBeacon` sends only CORS-safelisted types, which the BFF's cross-site check
 * refuses). Not always: every page's keepalive bodies in flight share a 64 KB budget, and clients
 * driving the browser over DevTools never see a keepalive request finish.
 */
let leavingPage = false;

/** Marks the page as being left: the events tracked from now on are posted with `keepalive`. */
export function beforeLeavingPage(): void {
  leavingPage = true;
}

/** A JSON POST to the collector, `keepalive` while the page is being left or hidden. */
function sendToCollector(event: TrackedEvent): void {
  void fetch(TRACKING_COLLECTOR_PATH, {
    method: "POST",
    keepalive: leavingPage || document.visibilityState === "hidden",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
  })
    // Read to its end: an answer nobody reads stays open in the browser's network log.
    .then((answer) => answer.text())
    .catch(() => undefined);
}

function deliver(event: TrackedEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ...(event.properties as Record<string, string | number | boolean>), event: event.name });
  sendToCollector(event);
}

const holder = globalThis as typeof globalThis & { __portalTracker?: Tracker };

function tracker(): Tracker {
  if (!holder.__portalTracker) window.addEventListener("pagehide", beforeLeavingPage);
  holder.__portalTracker ??= createTracker({
    consent: () => consentFromCookies(document.cookie),
    deliver,
    now: () => new Date(),
    page: () => trackedPage(window.location.pathname),
  });
  return holder.__portalTracker;
}

type PropertiesArgument<N extends TrackingEventName> =
  Record<string, never> extends TrackingProperties<N> ? [properties?: TrackingProperties<N>] : [properties: TrackingProperties<N>];

export function track<N extends TrackingEventName>(name: N, ...[properties]: PropertiesArgument<N>): void {
  if (typeof window === "undefined") return;
  tracker().track(name, properties ?? ({} as TrackingProperties<N>));
}

/** The visitor's current choice (null before one), read from the cookie. */
export function currentConsent(): ConsentChoice | null {
  return typeof document === "undefined" ? null : consentFromCookies(document.cookie);
}

/** Stores the visitor's choice for 12 months and delivers or drops what waited for it. */
export function chooseConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, { secure: window.location.protocol === "https:" });
  tracker().consentGiven(choice);
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
