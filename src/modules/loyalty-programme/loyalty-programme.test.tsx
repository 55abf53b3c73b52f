import type { Locale } from "@/i18n/locales";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import { renderWithIntl } from "../../../tests/helpers/render-with-intl";
import { pageContext } from "../../../tests/helpers/module-context";
import { LoyaltyProgramme } from "./loyalty-programme";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages, namespace: namespace as "loyalty" }),
  };
});
// The programme itself is a lazy client part that reads the BFF; a visitor never gets it.
vi.mock("@/features/loyalty/components/loyalty-programme.lazy.client", () => ({
  LoyaltyProgramme: () => {
    throw new Error("a visitor must not get the programme");
  },
}));

// A server component that reads the request's messages: here its children as they are.
vi.mock("@/i18n/feature-messages", () => ({ FeatureMessages: ({ children }: { children: React.ReactNode }) => children }));
// The how-it-works modal, a lazy client part; the visitor's page places it for ?modal=how-loyalty-works.
vi.mock("@/features/loyalty/components/loyalty-how-it-works.lazy.client", () => ({
  LoyaltyHowItWorks: ({ intro }: { intro?: boolean }) => <p data-testid="how-it-works">{`intro ${String(intro)}`}</p>,
}));

const entry: ModuleEntryOf<"loyaltyProgramme"> = { id: "loyalty", type: "loyaltyProgramme", visibility: [], fields: { title: null, benefits: [] } };

async function renderFor(context = pageContext({ path: "/de-DE/loyalty" })) {
  renderWithIntl(<>{await LoyaltyProgramme({ entry, context })}</>);
  return screen.getByRole("region");
}

describe("LoyaltyProgramme for a visitor (account.md §2 Loyalty page, §6)", () => {
  it("asks to log in to see the rewards, and the sign-in comes back to /loyalty", async () => {
    const region = await renderFor();
    expect(within(region).getByText("Bitte melde dich an, um deine Prämien zu sehen.")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/de-DE/loyalty?login=true&next=%2Fde-DE%2Floyalty");
    // §2: ?modal=how-loyalty-works opens the how-it-works modal for a visitor too; it never opens by itself for one.
    expect(within(region).getByTestId("how-it-works")).toHaveTextContent("intro false");
  });

  it("says Sie to a business visitor", async () => {
    const region = await renderFor(pageContext({ path: "/de-DE/loyalty", audience: "b2b" }));
    expect(within(region).getByText("Bitte melden Sie sich an, um Ihre Prämien zu sehen.")).toBeInTheDocument();
  });
});
