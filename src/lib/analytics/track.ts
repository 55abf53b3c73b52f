/**
 * Tracking events (deals.md §7 "Tracking events: Delete Account Requested, Delete Account
 * Requested Successfull, …"; account.md §7). The code base had no tracking helper: this one pushes
 * to `window.dataLayer`, where a tag manager picks events up; without one they wait there unread.
 * Event names are the spec's, spelling included.
 */
export const TRACKING_EVENTS = {
  deleteAccountRequested: "Delete Account Requested",
  deleteAccountRequestedSuccessfully: "Delete Account Requested Successfull",
  // account.md §7 "failed login, failed account creation" (names not shown).
  loginFailed: "Login Failed",
  accountCreationFailed: "Account Creation Failed",
} as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[keyof typeof TRACKING_EVENTS];

type DataLayerEntry = { event: TrackingEvent } & Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export function track(event: TrackingEvent, properties: Record<string, string | number | boolean> = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...properties, event });
}
