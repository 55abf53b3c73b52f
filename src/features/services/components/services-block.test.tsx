import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { pageContext } from "../../../../tests/helpers/module-context";
import { ServicesBlock } from "./services-block";

const locale = vi.hoisted(() => ({ messages: "de-DE" as "de-DE" | "en-US" }));
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const all = { "de-DE": (await import("@/messages/de-DE.json")).default, "en-US": (await import("@/messages/en-US.json")).default };
  return {
    getTranslations: async ({ namespace }: { locale: string; namespace: string }) =>
      createTranslator({ locale: locale.messages, messages: all[locale.messages], namespace: namespace as "services" }),
  };
});

describe("the services module's booked add-ons (deals.md §9: minor damage cover up to 400 euros)", () => {
  it.each([
    ["de-DE", "Kleinschadenschutz bis 400 €"],
    ["en-US", "Minor damage cover up to 400 €"],
  ] as const)("%s: %s", async (pageLocale, line) => {
    locale.messages = pageLocale;
    const deal = makeDeal({ minor_damage: true, tire_and_windshield: null, young_old_driver_fee: null, addon_mileage: null });
    render(<>{await ServicesBlock({ context: pageContext({ deal, locale: pageLocale }), title: null })}</>);
    // Intl puts a no-break space between the amount and the euro sign.
    const lines = screen.getAllByRole("listitem").map((item) => item.textContent?.replace(/\u00a0/g, " "));
    expect(lines).toContain(line);
  });
});
