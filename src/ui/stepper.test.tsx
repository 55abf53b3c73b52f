import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stepper } from "./stepper";

describe("Stepper", () => {
  it("lists the steps in order, marks the current one and spells out each state", () => {
    render(
      <Stepper
        label="Bestellstatus"
        stateLabels={{ done: "Erledigt", current: "Aktueller Schritt", upcoming: "Ausstehend" }}
        steps={[
          { key: "a", label: "Bestätigt", state: "done", detail: "01.03.2026" },
          { key: "b", label: "Im Anlieferungszentrum", state: "current" },
          { key: "c", label: "Ausgeliefert", state: "upcoming" },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Bestellstatus" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-step"))).toEqual(["a", "b", "c"]);
    expect(items[0]).toHaveTextContent("Erledigt · 01.03.2026");
    expect(items[1]).toHaveAttribute("aria-current", "step");
    expect(items[2]).toHaveTextContent("Ausstehend");
  });
});
