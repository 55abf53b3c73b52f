import { fireEvent, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import type { AccountViewer } from "../rules/account-visibility";
import { AccountMenu, initialsOf } from "./account-menu";
import { AccountNavigation } from "./account-navigation";

vi.mock("next/navigation", () => ({ usePathname: () => "/de-DE/mycars" }));
// The entry gives the email check its namespace on the server; here every message is in the test provider.
vi.mock("@/i18n/feature-messages", () => ({ FeatureMessages: ({ children }: { children: ReactNode }) => children }));

/**
 * The panel is a native popover, closed until its button opens it; jsdom cannot open one, and a
 * hidden element has no accessible name, hence the lookup by the button's target.
 */
function menuPanel() {
  const panel = document.getElementById(screen.getByRole("button", { name: /Lead|Aktiv|Unbestätigt/ }).getAttribute("popovertarget") ?? "");
  expect(panel?.tagName).toBe("NAV");
  expect(panel).toHaveAttribute("aria-label", "Kontomenü");
  return panel!;
}

const subscriber: AccountViewer = { locale: "de-DE", loyaltyEnabled: true, customer: { emailVerified: true, dealVariants: ["SUBSCRIPTION"] } };
const leadOnly: AccountViewer = { locale: "de-DE", loyaltyEnabled: false, customer: { emailVerified: true, dealVariants: ["LEAD"] } };

function links(container: HTMLElement) {
  return within(container)
    .getAllByRole("link", { hidden: true })
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("the header's account menu (account.md §2 Header, §4)", () => {
  it("offers a German subscriber my cars, technical support, my profile, my drivers and loyalty, then sign out", () => {
    renderWithIntl(<AccountMenu viewer={subscriber} name="Anna Aktiv" buttonClassName="" />);
    expect(screen.getByRole("button", { name: "Anna Aktiv" })).toHaveAttribute("popovertarget", "account-menu");
    const menu = menuPanel();
    expect(menu).toHaveAttribute("popover", "auto");
    expect(menu).toHaveAttribute("id", "account-menu");
    expect(menu).not.toBeVisible();
    expect(links(menu)).toEqual([
      ["Meine Abos", "/de-DE/mycars"],
      ["Technischer Support", "/de-DE/mycars/no-deal/report-damage"],
      ["Mein Konto", "/de-DE/myaccount"],
      ["Zusätzliche Fahrer", "/de-DE/myaccount/drivers"],
      ["Treueprogramm", "/de-DE/loyalty"],
      // The menus show the same entries (referral was in the navigation only).
      ["Freunde werben", "/de-DE/referral"],
    ]);
    expect(within(menu).getByRole("button", { name: "Abmelden", hidden: true })).toBeInTheDocument();
  });

  it("offers a lead-only customer my cars and my profile", () => {
    renderWithIntl(<AccountMenu viewer={leadOnly} name="Lea Lead" buttonClassName="" />);
    expect(links(menuPanel())).toEqual([
      ["Meine Abos", "/de-DE/mycars"],
      ["Mein Konto", "/de-DE/myaccount"],
      ["Freunde werben", "/de-DE/referral"],
    ]);
  });

  it("makes an unverified customer's entries open the email-verification modal instead of navigating", async () => {
    renderWithIntl(
      <AccountMenu
        viewer={{ ...subscriber, customer: { emailVerified: false, dealVariants: ["SUBSCRIPTION"], email: "uwe@demo.portal", audience: "b2c" } }}
        name="Uwe Unbestätigt"
        buttonClassName=""
      />,
    );
    expect(within(menuPanel()).queryAllByRole("link", { hidden: true })).toHaveLength(0);
    const entries = within(menuPanel())
      .getAllByRole("button", { hidden: true })
      .filter((entry) => entry.hasAttribute("data-verify-email"));
    expect(entries).toHaveLength(6);
    fireEvent.click(entries[0]!);
    const modal = await screen.findByRole("dialog", { name: "Bitte bestätige deine E-Mail-Adresse" });
    expect(modal).toHaveTextContent("Bestätige zuerst deine E-Mail-Adresse uwe@demo.portal");
    expect(within(modal).getByRole("button", { name: "E-Mail erneut senden" })).toBeInTheDocument();
  });
});

describe("the account navigation (account.md §2, §4)", () => {
  it("lists a US subscriber's entries without drivers and loyalty, marks the current one and keeps logout apart", () => {
    renderWithIntl(<AccountNavigation viewer={{ ...subscriber, locale: "en-US" }} currentPath="/en-US/mycars/deal-1" />, "en-US");
    const nav = screen.getByRole("navigation", { name: "My account" });
    expect(links(nav)).toEqual([
      ["My subscriptions", "/en-US/mycars"],
      ["My account", "/en-US/myaccount"],
      ["Refer a friend", "/en-US/referral"],
    ]);
    expect(within(nav).getByRole("link", { name: "My subscriptions" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "My account" })).not.toHaveAttribute("data-verify-email");
    expect(within(within(nav).getByRole("list", { name: "Actions" })).getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  });

  it("lists a German subscriber's drivers and, with the flag on, loyalty", () => {
    renderWithIntl(<AccountNavigation viewer={subscriber} currentPath="/de-DE/myaccount/drivers" />);
    const nav = screen.getByRole("navigation", { name: "Mein Konto" });
    expect(links(nav).map(([label]) => label)).toEqual([
      "Meine Abos",
      "Technischer Support",
      "Mein Konto",
      "Zusätzliche Fahrer",
      "Treueprogramm",
      "Freunde werben",
    ]);
    expect(within(nav).getByRole("link", { name: "Zusätzliche Fahrer" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Mein Konto" })).not.toHaveAttribute("aria-current");
  });
});

describe("initialsOf: the account button's badge on a phone", () => {
  it.each([
    ["Viktor Verlängerung", "VV"],
    ["Anna Aktiv", "AA"],
    ["Anna Maria  von Aktiv", "AA"],
    ["Özlem", "Ö"],
    [" ", ""],
  ])("%j → %j", (name, initials) => expect(initialsOf(name)).toBe(initials));
});
