// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { track, TRACKING_EVENTS } from "./track";

afterEach(() => {
  delete window.dataLayer;
});

describe("track (deals.md §7 tracking events)", () => {
  it.each([
    [TRACKING_EVENTS.deleteAccountRequested, "Delete Account Requested"],
    [TRACKING_EVENTS.deleteAccountRequestedSuccessfully, "Delete Account Requested Successfull"],
  ])("pushes %s to the data layer under the spec's name", (event, name) => {
    track(event, { audience: "b2c" });
    expect(window.dataLayer).toEqual([{ event: name, audience: "b2c" }]);
  });

  it("keeps what a tag manager put there before", () => {
    window.dataLayer = [{ event: "Delete Account Requested" }];
    track(TRACKING_EVENTS.deleteAccountRequestedSuccessfully);
    expect(window.dataLayer).toHaveLength(2);
  });
});
