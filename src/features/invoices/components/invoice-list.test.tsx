import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { b2bDriver, b2cCustomer, pageContext } from "../../../../tests/helpers/module-context";
import { InvoiceList } from "./invoice-list";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    getTranslations: async ({ locale, namespace }: { locale: "de-DE"; namespace: string }) =>
      createTranslator({ locale, messages, namespace: namespace as "invoices" }),
  };
});
vi.mock("@/features/deals/api/deals.server", () => ({ getCustomerInvoices: async () => [] }));

describe("the invoice list without invoices (deals.md §2)", () => {
  it.each([
    ["a private customer", b2cCustomer, "Du hast noch keine Rechnungen."],
    ["a business admin", { ...b2bDriver, role: "admin" as const }, "Sie haben noch keine Rechnungen."],
    // The company is billed for a company car, not its driver.
    ["a company car's driver", b2bDriver, "Die Rechnungen für Ihren Firmenwagen erhält Ihr Unternehmen."],
  ])("says so to %s", async (_, customer, text) => {
    render(await InvoiceList({ context: pageContext({ customer }), title: null }));
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
