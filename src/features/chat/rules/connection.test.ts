import { describe, expect, it } from "vitest";
import { nextConnectionState, type ConnectionEvent, type ConnectionState } from "./connection";

describe("nextConnectionState (account.md §8: offline, reconnecting, back online)", () => {
  it.each<[ConnectionState, ConnectionEvent, ConnectionState]>([
    ["online", "went-offline", "offline"],
    ["offline", "came-online", "reconnecting"],
    ["reconnecting", "retries-settled", "back-online"],
    ["back-online", "notice-elapsed", "online"],
    ["reconnecting", "went-offline", "offline"],
    ["back-online", "went-offline", "offline"],
    ["online", "came-online", "online"],
    ["online", "retries-settled", "online"],
    ["offline", "retries-settled", "offline"],
    ["reconnecting", "notice-elapsed", "reconnecting"],
  ])("%s + %s → %s", (state, event, next) => {
    expect(nextConnectionState(state, event)).toBe(next);
  });
});
