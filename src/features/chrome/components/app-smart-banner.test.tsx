import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { AppSmartBanner } from "./app-smart-banner.client";

// One query object per address, as Next.js gives it (a new one each render would re-run the banner's effect forever).
const navigation = vi.hoisted(() => ({ query: new URLSearchParams() }));
vi.mock("next/navigation", () => ({
  usePathname: () => "/de-DE/mycars/deal-anna-active",
  useSearchParams: () => navigation.query,
}));
afterEach(() => {
  navigation.query = new URLSearchParams();
  sessionStorage.clear();
});

const APP_LINK = "https://app.example.com/open";

describe("the app smart banner's deep link (deals.md §7: without an auth token, the plain deep link)", () => {
  it("opens the current page in the app through the plain deep link", async () => {
    renderWithIntl(<AppSmartBanner appLink={APP_LINK} hidesAt={Date.now() + 300_000} audience="b2c" />);
    const banner = await screen.findByRole("complementary");
    expect(banner.querySelector("a")).toHaveAttribute("href", `${APP_LINK}/de-DE/mycars/deal-anna-active`);
  });

  it("shows nothing with no_banner=true, nor once half the token's lifetime is over", async () => {
    navigation.query = new URLSearchParams("no_banner=true");
    const { container, unmount } = renderWithIntl(<AppSmartBanner appLink={APP_LINK} hidesAt={Date.now() + 300_000} audience="b2c" />);
    await waitFor(() => expect(container.querySelector("[data-app-banner]")).toHaveAttribute("data-app-banner", "suppressed"));
    unmount();
    navigation.query = new URLSearchParams();
    sessionStorage.clear();
    const expired = renderWithIntl(<AppSmartBanner appLink={APP_LINK} hidesAt={Date.now() - 1} audience="b2c" />);
    await waitFor(() => expect(expired.container.querySelector("[data-app-banner]")).toHaveAttribute("data-app-banner", "expired"));
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });
});
