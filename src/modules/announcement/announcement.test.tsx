import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { b2bDriver, b2cCustomer, ctaFields, pageContext } from "../../../tests/helpers/module-context";
import { Announcement } from "./announcement";

/** The account pages the viewer may reach (`accountLinkFilter`): all but the business portal here. */
vi.mock("@/features/account/public.server", () => ({
  accountLinkFilter: async () => (path: string) => !path.endsWith("/b2b/details"),
}));

/** The server component, awaited, then rendered. */
async function show(props: Parameters<typeof Announcement>[0]) {
  const element = await Announcement(props);
  return render(<>{element}</>);
}

type Fields = ModuleEntryOf<"announcement">["fields"];
const entry = (config: Partial<Fields["config"]> = {}, fields: Partial<Omit<Fields, "config">> = {}): ModuleEntryOf<"announcement"> => ({
  id: "summer-promo",
  type: "announcement",
  visibility: [],
  fields: {
    title: "Sommeraktion: 10 % Rabatt",
    description: "Nur vom 14. bis 23. Juli auf die erste Monatsrate.",
    cta: { id: "summer-promo-cta", ...ctaFields({ text: "Zur Aktion", href: "/loyalty" }) },
    ...fields,
    config: { name: "summer-2026", startDate: "2026-06-01", endDate: "2026-06-30", allowedRoles: ["b2c_customer"], type: "info", ...config },
  },
});

// NOW (tests/helpers/module-context) is 15 June 2026.
const signedIn = pageContext({ customer: b2cCustomer });

afterEach(() => vi.restoreAllMocks());

describe("Announcement", () => {
  it("shows a signed-in private customer inside its window the title, description and CTA", async () => {
    await show({ entry: entry(), context: signedIn });
    const note = screen.getByRole("complementary", { name: "Sommeraktion: 10 % Rabatt" });
    expect(note).toHaveAttribute("data-announcement", "summer-2026");
    expect(note).toHaveTextContent("Nur vom 14. bis 23. Juli auf die erste Monatsrate.");
    expect(within(note).getByRole("link", { name: "Zur Aktion" })).toHaveAttribute("href", "/de-DE/loyalty");
  });

  it("shows the title alone when content has no description and no CTA", async () => {
    await show({ entry: entry({}, { description: null, cta: null }), context: signedIn });
    const note = screen.getByRole("complementary", { name: "Sommeraktion: 10 % Rabatt" });
    expect(note).toHaveTextContent(/^Sommeraktion: 10 % Rabatt$/);
    expect(within(note).queryByRole("link")).not.toBeInTheDocument();
  });

  it("fills the page's deal into its CTA's link template", async () => {
    const cta = { id: "report-cta", ...ctaFields({ text: "Kilometerstand melden", href: "/mycars/{subscription_id}/mileage" }) };
    await show({ entry: entry({}, { cta }), context: { ...signedIn, path: "/de-DE/mycars/deal-anna", deal: makeDeal({ id: "deal-anna" }) } });
    expect(screen.getByRole("link", { name: "Kilometerstand melden" })).toHaveAttribute("href", "/de-DE/mycars/deal-anna/mileage");
  });

  it("still shows, without its CTA, where the page cannot fill the CTA's template", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const cta = { id: "report-cta", ...ctaFields({ text: "Kilometerstand melden", href: "/mycars/{subscription_id}/mileage" }) };
    await show({ entry: entry({}, { cta }), context: signedIn });
    expect(screen.getByRole("complementary", { name: "Sommeraktion: 10 % Rabatt" })).toHaveTextContent("Nur vom 14. bis 23. Juli");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("CTA report-cta not shown"));
  });

  it.each([
    ["a visitor without a session", entry(), pageContext()],
    ["a business driver when only private customers are allowed", entry(), pageContext({ customer: b2bDriver })],
    ["anyone after its window ended", entry({ startDate: "2026-05-01", endDate: "2026-06-14" }), signedIn],
    ["anyone before its window starts", entry({ startDate: "2026-06-16T00:00:00+02:00", endDate: null }), signedIn],
  ])("shows nothing to %s", async (_, announcement, context) => {
    const { container } = await show({ entry: announcement, context: context });
    expect(container).toBeEmptyDOMElement();
  });

  it("shows nothing where its action leads to a page the viewer cannot reach (the business portal their company does not show)", async () => {
    const cta = { id: "portal-cta", ...ctaFields({ text: "Zum Geschäftskundenportal", href: "/b2b/details" }) };
    const { container } = await show({ entry: entry({ allowedRoles: ["driver"] }, { cta }), context: pageContext({ customer: b2bDriver }) });
    expect(container).toBeEmptyDOMElement();
  });

  it("shows a business driver an announcement for drivers", async () => {
    await show({ entry: entry({ allowedRoles: ["driver", "fleet_manager"] }), context: pageContext({ customer: b2bDriver }) });
    expect(screen.getByRole("complementary", { name: "Sommeraktion: 10 % Rabatt" })).toBeInTheDocument();
  });

  it("marks title and description for editors and not for customers", async () => {
    const { container, unmount } = await show({ entry: entry(), context: { ...signedIn, editor: true } });
    expect(container.querySelector('[data-contentful-entry-id="summer-promo"][data-contentful-field-id="title"]')).toHaveTextContent("Sommeraktion");
    expect(container.querySelector('[data-contentful-entry-id="summer-promo"][data-contentful-field-id="description"]')).toHaveTextContent(
      "Nur vom 14.",
    );
    unmount();

    const customer = await show({ entry: entry(), context: signedIn });
    expect(customer.container.querySelector("[data-contentful-field-id], [data-contentful-entry-id]")).toBeNull();
  });
});
