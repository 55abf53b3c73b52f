/**
 * The chat's connection notices (account.md §8 Chat errors: "offline, reconnecting and back-online
 * notices"): offline while the browser says so; reconnecting once it is back while the messages that
 * were not delivered are sent again; back online briefly after that; then nothing.
 */
export type ConnectionState = "online" | "offline" | "reconnecting" | "back-online";
export type ConnectionEvent = "went-offline" | "came-online" | "retries-settled" | "notice-elapsed";

/** How long "back online" shows. */
export const BACK_ONLINE_NOTICE_MS = 3_000;

export function nextConnectionState(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event) {
    case "went-offline":
      return "offline";
    case "came-online":
      return state === "offline" ? "reconnecting" : state;
    case "retries-settled":
      return state === "reconnecting" ? "back-online" : state;
    case "notice-elapsed":
      return state === "back-online" ? "online" : state;
  }
}
