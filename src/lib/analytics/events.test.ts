import { describe, expect, it } from "vitest";
import { checkTrackingEvent, trackedPage, TRACKING_EVENT_NAMES, TRACKING_PAGE_PATTERN, TRACKING_TEXT_MAX, TRACKING_TIME_PATTERN } from "./events";

describe("the tracking event catalogue (issue 19; deals.md §7, account.md §7, §9)", () => {
  it("names every event of the spec, spelling included", () => {
    expect(TRACKING_EVENT_NAMES).toEqual([
      "Login Failed",
      "Account Creation Failed",
      "Delete Account Requested",
      "Delete Account Requested Successfull",
      "Select Option Clicked",
      "Modal Opened",
      "Modal Closed",
      "Text Block Shown",
      "Product List Viewed",
      "Product Card Viewed",
    ]);
  });

  it.each([
    ["Login Failed", { status: 401 }],
    ["Account Creation Failed", { status: 422 }],
    ["Delete Account Requested", {}],
    ["Delete Account Requested Successfull", {}],
    ["Select Option Clicked", { option: "prolong", dealId: "deal-1" }],
    ["Modal Opened", { title: "Konto wirklich löschen?", modalName: "confirm-delete-account" }],
    ["Modal Closed", { title: "Fahrzeug tauschen" }],
    ["Text Block Shown", { entryId: "textblock-faq" }],
    ["Product List Viewed", { filters: "fuel=electric", resultCount: 12 }],
    ["Product Card Viewed", { card: "car-1", kind: "car", position: 3 }],
    ["Product Card Viewed", { card: "bmw-i4", kind: "group" }],
  ])("takes %s with %j", (name, properties) => {
    expect(checkTrackingEvent(name, properties)).toBeNull();
  });

  it.each([
    ["an unknown name", "Page Viewed", {}, "Unknown tracking event."],
    ["a name in another spelling", "Delete Account Requested Successful", {}, "Unknown tracking event."],
    ["a name that is not text", 7, {}, "Unknown tracking event."],
    ["a prototype key as name", "constructor", {}, "Unknown tracking event."],
    ["properties that are no object", "Login Failed", [401], "properties must be an object."],
    ["null properties", "Login Failed", null, "properties must be an object."],
    ["a missing property", "Login Failed", {}, "Login Failed needs status."],
    ["a property of another type", "Login Failed", { status: "401" }, "status must be a number."],
    ["a property the event has not", "Delete Account Requested", { email: "anna@example.com" }, "Delete Account Requested has no property email."],
    ["an overlong text", "Text Block Shown", { entryId: "x".repeat(TRACKING_TEXT_MAX + 1) }, "entryId is longer than 200 characters."],
    ["an infinite number", "Product List Viewed", { filters: "", resultCount: Infinity }, "resultCount must be a finite number."],
  ])("refuses %s", (_, name, properties, reason) => {
    expect(checkTrackingEvent(name, properties)).toBe(reason);
  });

  it.each([
    ["/portal/de-DE/subscribe/bmw-i4", true],
    ["/portal/de-DE/mycars/deal-anna-return", true],
    ["/portal/de-DE/suche?x=1", false],
    ["/portal/de-DE/%2F..", false],
    ["/portal/de-DE/\u0000", false],
    ["portal/de-DE", false],
  ])("takes %j as a page: %s", (page, taken) => {
    expect(TRACKING_PAGE_PATTERN.test(page)).toBe(taken);
  });

  it("writes a page with other characters so that the collector takes it", () => {
    expect(trackedPage("/portal/de-DE/gr%C3%BC%C3%9Fe")).toBe("/portal/de-DE/gr_C3_BC_C3_9Fe");
    expect(TRACKING_PAGE_PATTERN.test(trackedPage("/portal/de-DE/gr%C3%BC%C3%9Fe"))).toBe(true);
  });

  it.each([
    ["2026-11-26T10:00:00.000Z", true],
    ["2026-11-26T10:00:00Z", true],
    ["2026-11-26", false],
    ["yesterday", false],
    ["2026-11-26T10:00:00.000Z%00", false],
  ])("takes %j as the time of an event: %s", (time, taken) => {
    expect(TRACKING_TIME_PATTERN.test(time)).toBe(taken);
  });
});
