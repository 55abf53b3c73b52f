import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TrackModal } from "./track-modal.client";

const tracked = vi.hoisted(() => ({ events: [] as [string, unknown][] }));
vi.mock("@/lib/analytics/track", () => ({
  track: (name: string, properties: unknown) => tracked.events.push([name, properties]),
  beforeLeavingPage: () => undefined,
}));
afterEach(() => (tracked.events.length = 0));

describe("TrackModal (deals.md §7: modal opened and closed)", () => {
  it("records the opening and, on unmount, the close", () => {
    const { unmount } = render(<TrackModal title="Konto wirklich löschen?" />);
    unmount();
    expect(tracked.events).toEqual([
      ["Modal Opened", { title: "Konto wirklich löschen?" }],
      ["Modal Closed", { title: "Konto wirklich löschen?" }],
    ]);
  });

  it("a page left while it is open records the close once (the confirmed deletion loads the home page)", () => {
    const { unmount } = render(<TrackModal title="Konto wirklich löschen?" />);
    window.dispatchEvent(new Event("pagehide"));
    unmount();
    expect(tracked.events.map(([name]) => name)).toEqual(["Modal Opened", "Modal Closed"]);
  });
});
