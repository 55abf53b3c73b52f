import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE } from "@/lib/analytics/consent";
import { track } from "@/lib/analytics/track";
import type { ConsentBannerContent } from "../rules/consent-content";
import { ConsentBanner, ConsentSettingsButton } from "./consent-banner.client";

const content: ConsentBannerContent = {
  id: "consent-banner",
  title: "Cookies und Tracking",
  text: "Vor deiner Wahl wird nichts erfasst.",
  acceptAllLabel: "Alle akzeptieren",
  necessaryOnlyLabel: "Nur notwendige",
  privacyLabel: "Datenschutzerklärung",
  privacyLink: "/privacy",
  cookieSettingsLabel: "Cookie-Einstellungen",
};
const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  delete window.dataLayer;
  vi.unstubAllGlobals();
});

const renderBanner = () =>
  render(
    <>
      <ConsentBanner content={content} privacyHref="/de-DE/privacy" />
      <ConsentSettingsButton label={content.cookieSettingsLabel} />
    </>,
  );

describe("the consent banner (issue 19)", () => {
  it("is in the server's HTML for everyone, undecided, its buttons waiting for hydration", () => {
    const html = renderToString(<ConsentBanner content={content} privacyHref="/de-DE/privacy" />);
    expect(html).toMatch(/<section[^>]*data-undecided=""/);
    expect(html).toContain("Vor deiner Wahl wird nichts erfasst.");
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });

  it("once hydrated, leaves a visitor who has chosen", () => {
    document.cookie = `${CONSENT_COOKIE}=necessary; Path=/`;
    renderBanner();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("asks a first visitor in a labelled region; accepting sends what waited and keeps the banner away", () => {
    track("Text Block Shown", { entryId: "tb-1" });
    renderBanner();
    const banner = screen.getByRole("region", { name: "Cookies und Tracking" });
    expect(banner).toHaveTextContent("Vor deiner Wahl wird nichts erfasst.");
    expect(screen.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/de-DE/privacy");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Alle akzeptieren" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=all`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([{ event: "Text Block Shown", entryId: "tb-1" }]);
  });

  it("only necessary: drops what waited; Cookie-Einstellungen opens it again with focus on it", () => {
    track("Text Block Shown", { entryId: "tb-2" });
    renderBanner();
    fireEvent.click(screen.getByRole("button", { name: "Nur notwendige" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => fireEvent.click(screen.getByRole("button", { name: "Cookie-Einstellungen" })));
    expect(screen.getByRole("region", { name: "Cookies und Tracking" })).toHaveFocus();
  });

  it("stays closed for a visitor who chose before", () => {
    document.cookie = `${CONSENT_COOKIE}=necessary; Path=/`;
    renderBanner();
    expect(screen.queryByRole("region")).toBeNull();
  });
});
