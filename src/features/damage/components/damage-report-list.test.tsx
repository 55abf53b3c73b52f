import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { DamageReportList, type ListedDamageReport } from "./damage-report-list.client";

const report = (change: Partial<ListedDamageReport>): ListedDamageReport => ({
  id: "damage-report-1",
  date: "2026-03-10",
  appointment_date: null,
  repair_status: "open",
  damages: [],
  reported: { defect_type: "rim", description: null, occurred_on: null, photo_count: 1 },
  repair_orders: [],
  download_url: null,
  defectLabel: "Felge",
  ...change,
});

describe("the damage report list's titles (deals.md §3: a report is never listed empty)", () => {
  it.each([
    [
      "the staff's classification first",
      report({
        damages: [{ type: { key: "t", name_de: "Kratzer" }, area: { key: "a", name_de: "Heck" }, part: { key: "p", name_de: "Stoßfänger" } }],
      }),
      "Kratzer: Stoßfänger",
    ],
    ["else the defect type the customer chose", report({}), "Felge"],
    [
      "a report sent without a defect type (§3's payload has none)",
      report({ reported: { defect_type: null, description: null, occurred_on: null, photo_count: 0 }, defectLabel: null }),
      "Schadensmeldung",
    ],
    ["a report from elsewhere, not yet classified", report({ reported: null, defectLabel: null }), "Schadensmeldung"],
  ])("%s", (_, listed, title) => {
    renderWithIntl(<DamageReportList reports={[listed]} />);
    expect(within(screen.getByRole("listitem")).getByText(title)).toBeTruthy();
  });

  it.each([
    ["en-US", "Scratch: Rear bumper", "Scratch – Rear, Rear bumper"],
    ["de-DE", "Kratzer: Stoßfänger hinten", "Kratzer – Heck, Stoßfänger hinten"],
  ] as const)("names the classification in the page's language (%s), a key the messages lack in German", async (locale, title, detail) => {
    const classified = report({
      damages: [
        {
          type: { key: "scratch", name_de: "Kratzer" },
          area: { key: "rear", name_de: "Heck" },
          part: { key: "rear_bumper", name_de: "Stoßfänger hinten" },
        },
        { type: { key: "hail", name_de: "Hagelschaden" }, area: { key: "roof", name_de: "Dach" }, part: { key: "roof", name_de: "Dach" } },
      ],
    });
    renderWithIntl(<DamageReportList reports={[classified]} />, locale);
    expect(within(screen.getByRole("listitem")).getByText(`${title}, Hagelschaden: Dach`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Details/i }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(detail)).toBeTruthy();
    expect(within(dialog).getByText("Hagelschaden – Dach, Dach")).toBeTruthy();
  });

  it("leaves the kind out of the details when none was sent", async () => {
    renderWithIntl(
      <DamageReportList
        reports={[report({ reported: { defect_type: null, description: null, occurred_on: null, photo_count: 2 }, defectLabel: null })]}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: /Details/i }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("2 Fotos")).toBeTruthy();
    expect(within(dialog).queryByText(/^Art:/)).toBeNull();
  });
});
