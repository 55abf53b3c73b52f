import type { Locale } from "@/i18n/locales";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { b2cCustomer, pageContext } from "../../../../tests/helpers/module-context";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { CarPicker } from "./car-picker";

vi.mock("server-only", () => ({}));
vi.mock("@/ui/dialog.lazy.client", async () => import("@/ui/dialog.client"));
vi.mock("@/ui/errors/retry-or-leave.lazy.client", async () => import("@/ui/errors/retry-or-leave.client"));
vi.mock("../api/deals.server", () => ({ getListedDeals: vi.fn(async () => Promise.reject(new Error("deals down"))) }));
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages, namespace: namespace as "carPicker" }),
  };
});

describe("the no-deal car picker (deals.md §8: the no-deal error modal)", () => {
  it("offers 'Nochmal versuchen' and 'Abbrechen' to /de-DE/mycars when the customer's deals cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const context = pageContext({ customer: b2cCustomer, path: "/de-DE/mycars/no-deal/report-damage" });
    renderWithIntl(<>{await CarPicker({ context, title: null })}</>);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "Nochmal versuchen" })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Abbrechen" })).toHaveAttribute("href", "/portal/de-DE/mycars");
  });
});
