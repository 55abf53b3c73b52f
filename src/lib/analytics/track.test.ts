// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE } from "./consent";
import { TRACKING_COLLECTOR_PATH } from "./events";
import { beforeLeavingPage, chooseConsent, currentConsent, track, TRACKING_EVENTS } from "./track";

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));

function clearConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  chooseConsent("necessary"); // drops whatever an earlier test left waiting
  clearConsent();
  fetchMock.mockClear();
});

afterEach(() => {
  delete window.dataLayer;
  clearConsent();
  vi.unstubAllGlobals();
});

describe("track (deals.md §7 tracking events) behind the consent gate", () => {
  it.each([
    [TRACKING_EVENTS.deleteAccountRequested, "Delete Account Requested"],
    [TRACKING_EVENTS.deleteAccountRequestedSuccessfully, "Delete Account Requested Successfull"],
  ])("with consent pushes %s to the data layer under the spec's name and posts it to the collector", (event, name) => {
    chooseConsent("all");
    track(event);
    expect(window.dataLayer).toEqual([{ event: name }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(TRACKING_COLLECTOR_PATH);
    expect(init).toMatchObject({ method: "POST", keepalive: false, headers: { "content-type": "application/json" } });
    expect(JSON.parse(String(init.body))).toMatchObject({ name, properties: {}, page: "/" });
  });

  it("posts with keepalive once the page is being left (a full navigation follows, or pagehide)", () => {
    chooseConsent("all");
    beforeLeavingPage();
    track(TRACKING_EVENTS.deleteAccountRequestedSuccessfully);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ keepalive: true });
  });

  it("keeps what a tag manager put there before", () => {
    chooseConsent("all");
    window.dataLayer = [{ event: "Delete Account Requested" }];
    track(TRACKING_EVENTS.deleteAccountRequestedSuccessfully);
    expect(window.dataLayer).toHaveLength(2);
  });

  it("before a choice neither the data layer nor the network sees an event; accepting sends what waited", () => {
    track(TRACKING_EVENTS.loginFailed, { status: 401 });
    expect(window.dataLayer).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentConsent()).toBeNull();
    chooseConsent("all");
    expect(currentConsent()).toBe("all");
    expect(window.dataLayer).toEqual([{ event: "Login Failed", status: 401 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("only necessary: what waited is dropped and nothing is sent later", () => {
    track(TRACKING_EVENTS.accountCreationFailed, { status: 422 });
    chooseConsent("necessary");
    track(TRACKING_EVENTS.accountCreationFailed, { status: 422 });
    expect(window.dataLayer).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=necessary`);
  });
});
