import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { StatusBadge } from "./status-badge";

describe("StatusBadge", () => {
  it.each([
    [makeDeal({ state: "SIGNED" }), "Bestellung wird geprüft", "orange"],
    [makeDeal({ state: "CREATED" }), "Abo wird vorbereitet", "orange"],
    [makeDeal({ state: "EXTERNALLY_VERIFIED" }), "Abo wird vorbereitet", "orange"],
    [makeDeal({ state: "ACTIVE" }), "Abo aktiv", "green"],
    [makeDeal({ state: "ACTIVE", return_type: "PICKUP", days_left_to_schedule_return: 30 }), "Abo aktiv", "orange"],
    [makeDeal({ state: "INACTIVE" }), "Beendet", "grey"],
    [makeDeal({ state: "ENDED" }), "Beendet", "grey"],
  ])("shows %#: %s in %s", (deal, label, tone) => {
    renderWithIntl(<StatusBadge deal={deal} />);
    const badge = screen.getByTestId("deal-status");
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute("data-tone", tone);
  });

  it("speaks English on en-US", () => {
    renderWithIntl(<StatusBadge deal={makeDeal({ state: "ACTIVE" })} />, "en-US");
    expect(screen.getByTestId("deal-status")).toHaveTextContent("Subscription active");
  });
});
