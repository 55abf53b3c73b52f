import { describe, expect, it } from "vitest";
import type { ConsentChoice } from "./consent";
import type { TrackedEvent } from "./events";
import { createTracker, TRACKING_QUEUE_MAX } from "./tracker";

function setUp(initial: ConsentChoice | null) {
  let choice = initial;
  const delivered: TrackedEvent[] = [];
  const tracker = createTracker({
    consent: () => choice,
    deliver: (event) => delivered.push(event),
    now: () => new Date("2026-11-26T10:00:00Z"),
    page: () => "/portal/de-DE/subscribe",
  });
  const choose = (next: ConsentChoice) => {
    choice = next;
    tracker.consentGiven(next);
  };
  return { tracker, delivered, choose };
}

describe("the consent gate (issue 19: nothing sent before consent)", () => {
  it("sends nothing before a choice, and what waited once the visitor accepts all", () => {
    const { tracker, delivered, choose } = setUp(null);
    tracker.track("Login Failed", { status: 401 });
    tracker.track("Text Block Shown", { entryId: "tb-1" });
    expect(delivered).toEqual([]);
    expect(tracker.waiting()).toBe(2);
    choose("all");
    expect(delivered.map((event) => event.name)).toEqual(["Login Failed", "Text Block Shown"]);
    expect(delivered[0]).toEqual({
      name: "Login Failed",
      properties: { status: 401 },
      page: "/portal/de-DE/subscribe",
      occurredAt: "2026-11-26T10:00:00.000Z",
    });
    tracker.track("Modal Opened", { title: "Hilfe" });
    expect(delivered).toHaveLength(3);
    expect(tracker.waiting()).toBe(0);
  });

  it("drops what waited when the visitor allows only the necessary, and sends nothing after", () => {
    const { tracker, delivered, choose } = setUp(null);
    tracker.track("Login Failed", { status: 401 });
    choose("necessary");
    tracker.track("Delete Account Requested", {});
    expect(delivered).toEqual([]);
    expect(tracker.waiting()).toBe(0);
  });

  it("delivers at once with a stored consent to all, never with only necessary", () => {
    const accepted = setUp("all");
    accepted.tracker.track("Select Option Clicked", { option: "swap", dealId: "d-1" });
    expect(accepted.delivered).toHaveLength(1);
    const refused = setUp("necessary");
    refused.tracker.track("Select Option Clicked", { option: "swap", dealId: "d-1" });
    expect(refused.delivered).toHaveLength(0);
    expect(refused.tracker.waiting()).toBe(0);
  });

  it(`keeps at most ${TRACKING_QUEUE_MAX} waiting events, the newest`, () => {
    const { tracker, delivered, choose } = setUp(null);
    for (let index = 0; index < TRACKING_QUEUE_MAX + 5; index += 1) tracker.track("Product Card Viewed", { card: `car-${index}`, kind: "car" });
    expect(tracker.waiting()).toBe(TRACKING_QUEUE_MAX);
    choose("all");
    expect(delivered[0]?.properties).toEqual({ card: "car-5", kind: "car" });
  });
});
