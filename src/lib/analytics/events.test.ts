import { describe, expect, it } from "vitest";
import { checkTrackingEvent, TRACKING_EVENT_NAMES, TRACKING_TEXT_MAX } from "./events";

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
});
