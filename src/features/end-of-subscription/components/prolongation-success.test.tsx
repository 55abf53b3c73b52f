import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { pageContext } from "../../../../tests/helpers/module-context";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { ProlongationSuccess } from "./prolongation-success";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    getTranslations: async ({ namespace }: { locale: string; namespace: string }) =>
      createTranslator({ locale: "de-DE", messages, namespace: namespace as "prolongation" }),
  };
});

const query = { endDate: "2027-12-31", price: "540", kmPackage: "2000", term: "12" };
const prolonged = makeDeal({ state: "ACTIVE", subscribed_to: "PROLONGATION", followup_subscription_id: "deal-next" });

/** deals.md §1: business wording in "Sie", private in "du"; the page is the business one, a private customer may still open it. */
describe("the prolongation success page speaks to its reader", () => {
  it.each([
    ["b2b", "Vielen Dank für Ihre Verlängerung", "Ihre Verlängerung ist bestellt."],
    ["b2c", "Vielen Dank für deine Verlängerung", "Deine Verlängerung ist bestellt."],
  ] as const)("%s: %s", async (audience, title, text) => {
    render(<>{await ProlongationSuccess({ context: pageContext({ audience, query, deal: prolonged }), title: null })}</>);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
  });
});

describe("the prolongation success page belongs to a prolongation", () => {
  it.each([
    ["a deal that was not prolonged", makeDeal({ state: "ACTIVE" })],
    ["no deal", null],
  ])("%s: the query's values are not announced as an order", async (_, deal) => {
    render(<>{await ProlongationSuccess({ context: pageContext({ audience: "b2b", query, deal }), title: null })}</>);
    expect(screen.queryByText("Ihre Verlängerung ist bestellt.", { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText(/keine Verlängerung/)).toBeInTheDocument();
  });
});
