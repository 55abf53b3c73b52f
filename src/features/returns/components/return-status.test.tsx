import type { Locale } from "@/i18n/locales";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ReturnDetails, ReturnStatusData } from "@/features/deals/status-types";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { b2bDriver, pageContext } from "../../../../tests/helpers/module-context";
import { ReturnStatus } from "./return-status";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const all = {
    "de-DE": (await import("@/messages/de-DE.json")).default,
    "en-DE": (await import("@/messages/en-DE.json")).default,
    "en-US": (await import("@/messages/en-US.json")).default,
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: all[locale as keyof typeof all], namespace: namespace as "returnStatus" }),
  };
});

let details: ReturnDetails;
vi.mock("../../deals/api/deals.server", () => ({
  getDealReturnStatus: async (): Promise<ReturnStatusData> => ({
    status: "return_booked",
    steps: [{ key: "return_booked", reached_at: "2026-03-10T09:00:00.000Z" }],
    details,
  }),
}));
vi.mock("./pre-return-appraisal", () => ({ PreReturnAppraisal: () => null }));

const none = { preferred_return_date: null, actual_return_date: null, address: null, contact_name: null };
// deal-bernd-minib2b: handed over in Hamburg (20259), the depot of its region is Schönefeld.
const deal = makeDeal({ id: "deal-bernd-minib2b", type: "MINIB2B", state: "ACTIVE", handover_zip: "20259" });

async function factsOf(locale: Locale) {
  render(await ReturnStatus({ context: pageContext({ locale, customer: b2bDriver, deal }), title: null }));
  const list = screen.getByRole("region", { name: locale === "de-DE" ? "Rückgabestatus" : "Return status" });
  return within(list)
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe("ReturnStatus: the return details (deals.md §2 return details, fixed compound address for self return)", () => {
  it.each([
    [
      "de-DE",
      "SELF_RETURN",
      [
        "Art der Rückgabe: Selbst zurückbringen",
        "Rückgabetermin: 17.04.2026",
        "Zeitfenster: 10:00-11:00",
        "Rückgabeort: Am Flughafen 12, 12529 Schönefeld",
      ],
    ],
    [
      "en-DE",
      "SELF_RETURN",
      ["Type of return: Self return", "Return date: 17.04.2026", "Time slot: 10:00-11:00", "Return location: Am Flughafen 12, 12529 Schönefeld"],
    ],
  ] as const)("%s, a booked %s: type, day, time slot and the depot", async (locale, type, expected) => {
    details = { ...none, type, return_date: "2026-04-17", preferred_return_date: "2026-04-17T10:00:00+02:00" };
    expect(await factsOf(locale)).toEqual(expected);
  });

  it("a pickup: its time and its address, no depot", async () => {
    details = {
      ...none,
      type: "PICKUP",
      return_date: "2026-03-14",
      preferred_return_date: "2026-03-14T08:00:00.000Z",
      address: { street: "Eppendorfer Weg", house_number: "57", zip: "20259", city: "Hamburg", address_extra: null, phone_number: null },
    };
    expect(await factsOf("de-DE")).toEqual([
      "Art der Rückgabe: Abholung",
      "Rückgabetermin: 14.03.2026",
      "Abholzeit: 09:00-10:00",
      "Abholadresse: Eppendorfer Weg 57, 20259 Hamburg",
    ]);
  });
});
