import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@/i18n/locales";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import type { ResolvedSiteChrome, SiteFooterContent, SiteHeaderContent } from "../rules/chrome-content";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const chrome = vi.hoisted(() => ({ current: null as unknown as ResolvedSiteChrome }));
vi.mock("server-only", () => ({}));
vi.mock("@/features/auth/api/current-customer.server", () => ({ getCurrentCustomer: async () => null }));
vi.mock("@/features/account/api/account-viewer.server", () => ({ getAccountViewer: async () => null }));
vi.mock("@/features/account/rules/account-visibility", () => ({ isAccountPageReachable: () => true }));
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePathname: () => "/de-DE/terms",
}));
vi.mock("next/headers", () => ({ cookies: async () => new Map(), headers: async () => new Headers() }));
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages, namespace: namespace as "footer" }),
  };
});
afterEach(() => vi.clearAllMocks());

const footer = (overrides: Partial<SiteFooterContent> = {}): SiteFooterContent => ({
  id: "footer",
  variant: "full",
  columns: [{ title: "Abo", links: [{ label: "So funktioniert's", href: "/how-it-works", text: null }] }],
  legalLinks: [
    { label: "AGB", href: "/terms", text: null },
    { label: "Datenschutz", href: "/privacy", text: null },
  ],
  socialLinks: [
    { platform: "facebook", href: "https://facebook.com/x" },
    { platform: "linkedin", href: "https://linkedin.com/x" },
    { platform: "instagram", href: "https://instagram.com/x" },
    { platform: "youtube", href: "https://youtube.com/x" },
  ],
  appBadges: [
    { store: "app-store", label: "App Store", href: "https://apps.apple.com/x" },
    { store: "google-play", label: "Google Play", href: "https://play.google.com/x" },
  ],
  copyright: "© {year} Auto-Abo GmbH",
  priceFootnote: "Alle Preise inkl. MwSt.",
  newsletter: { title: "Newsletter", text: null, consent: "Ich willige ein." },
  ...overrides,
});
const header = (overrides: Partial<SiteHeaderContent> = {}): SiteHeaderContent => ({
  id: "header",
  variant: "full",
  logoText: "Mein Auto-Abo",
  logoDisabled: false,
  navigation: [{ label: "Autos", href: "/subscribe", sections: [] }],
  helpLink: { label: "Hilfe", href: "/help", text: null },
  searchEnabled: false,
  cart: { label: "Warenkorb", href: "/cart", text: null },
  cta: { label: "Jetzt Angebot sichern", href: "/subscribe", text: null },
  ribbon: null,
  ...overrides,
});
const withChrome = (parts: Partial<ResolvedSiteChrome>) => {
  chrome.current = {
    header: null,
    businessHeader: null,
    footer: null,
    businessFooter: null,
    consent: null,
    businessConsent: null,
    includes: [],
    ...parts,
  };
};

describe("the footer's variants (account.md §2 Footer)", () => {
  it("full: link columns, the four social links, app-store badges, the newsletter, copyright, price footnote and the two locales, each the page shown", async () => {
    withChrome({ footer: footer() });
    renderWithIntl(<>{await SiteFooter({ locale: "de-DE", siteChrome: Promise.resolve(chrome.current) })}</>);
    expect(screen.getByRole("navigation", { name: "Fußzeile" })).toHaveTextContent("So funktioniert's");
    expect(
      within(screen.getByRole("list", { name: "Soziale Netzwerke" }))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Facebook", "LinkedIn", "Instagram", "YouTube"]);
    expect(within(screen.getByRole("list", { name: "Unsere App" })).getAllByRole("link")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "Newsletter" })).toBeInTheDocument();
    expect(screen.getByText("Alle Preise inkl. MwSt.")).toBeInTheDocument();
    expect(screen.getByText(/^© \d{4} Auto-Abo GmbH$/)).toBeInTheDocument();
    const locales = within(screen.getByRole("navigation", { name: "Land und Sprache" })).getAllByRole("link");
    expect(locales.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")])).toEqual([
      ["Deutschland", "/de-DE/terms", "true"],
      ["United States", "/en-US/terms", null],
    ]);
  });

  it("minimal: the privacy links only", async () => {
    withChrome({ footer: footer({ variant: "minimal" }) });
    renderWithIntl(<>{await SiteFooter({ locale: "de-DE", siteChrome: Promise.resolve(chrome.current) })}</>);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["AGB", "Datenschutz"]);
    expect(screen.queryByRole("list", { name: "Soziale Netzwerke" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Newsletter" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Land und Sprache" })).not.toBeInTheDocument();
  });
});

describe("the header's lead-gen variant (account.md §2 Header)", () => {
  const render = async (content: SiteHeaderContent) => {
    withChrome({ header: content });
    const element = await SiteHeader({
      locale: "de-DE",
      siteChrome: Promise.resolve(chrome.current),
      account: <p>Konto</p>,
      accountPanel: null,
      search: () => <p>Suche</p>,
    });
    return renderWithIntl(<>{element}</>);
  };

  it("shows only the logo and one call to action", async () => {
    await render(header({ variant: "lead-gen" }));
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Zum Inhalt springen", "Mein Auto-Abo", "Jetzt Angebot sichern"]);
    expect(screen.queryByText("Konto")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("leaves the logo out when content disables it", async () => {
    await render(header({ variant: "lead-gen", logoDisabled: true }));
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Zum Inhalt springen", "Jetzt Angebot sichern"]);
  });

  it("shows the full header otherwise: navigation, help, cart and the account entry", async () => {
    await render(header());
    expect(screen.getByText("Konto")).toBeInTheDocument();
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(expect.arrayContaining(["Mein Auto-Abo", "Hilfe"]));
  });
});
