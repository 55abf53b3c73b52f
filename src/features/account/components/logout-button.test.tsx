import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { transitionCarAcceptedKey } from "@/features/deal-modals/components/transition-car-accepted";
import { cameFromOwnSite, LogoutButton } from "./logout-button.client";

const navigate = vi.hoisted(() => ({ loadPortalPage: vi.fn() }));
vi.mock("@/lib/navigate", () => navigate);
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  navigate.loadPortalPage.mockReset();
});

describe("logout (account.md §2: signs the user out and clears stored keys)", () => {
  it.each([
    ["the sign-out answers", () => Promise.resolve(Response.json({ success: true }))],
    ["the sign-out fails", () => Promise.reject(new TypeError("offline"))],
  ])("when %s: clears the portal's stored keys, keeps others, and goes to the sign-out target", async (_case, answer) => {
    const fetchMock = vi.fn(answer);
    vi.stubGlobal("fetch", fetchMock);
    window.localStorage.setItem(transitionCarAcceptedKey("deal-anna"), "true");
    window.localStorage.setItem("portal.account", '{"contactId":"contact-anna"}');
    window.localStorage.setItem("another-site.key", "kept");
    render(<LogoutButton className="" label="Abmelden" busyLabel="Abmelden …" target="/de-DE/mycars" />);
    fireEvent.click(screen.getByRole("button", { name: "Abmelden" }));
    await waitFor(() => expect(navigate.loadPortalPage).toHaveBeenCalledWith("/de-DE/mycars"));
    expect(fetchMock).toHaveBeenCalledWith("/portal/api/auth/sign-out", expect.objectContaining({ method: "POST" }));
    expect(Object.keys(window.localStorage)).toEqual(["another-site.key"]);
  });
});

describe("the /logout route signs out only when opened from the portal or typed in", () => {
  it.each([
    ["", true],
    ["http://localhost:3000/portal/de-DE/mycars", true],
    ["https://elsewhere.example/page", false],
    ["http://localhost:3001/portal/de-DE", false],
    ["not a url", false],
  ])("referrer %j: %s", (referrer, signsOut) => {
    expect(cameFromOwnSite(referrer, "http://localhost:3000")).toBe(signsOut);
  });
});
