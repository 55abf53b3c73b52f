import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Fact } from "./fact";
import { StatusBlock } from "./status-block";

const stateLabels = { done: "Erledigt", current: "Aktuell", upcoming: "Ausstehend" };

describe("StatusBlock", () => {
  it("marks the last reached step current, keeps the dates, and lists the details under their title", () => {
    render(
      <StatusBlock
        label="Rückgabestatus"
        stateLabels={stateLabels}
        steps={[
          { key: "return_booked", label: "Rückgabe gebucht", reached: true, detail: "01.03.2026" },
          { key: "return_confirmed", label: "Rückgabe bestätigt", reached: true, detail: "02.03.2026" },
          { key: "return_completed", label: "Rückgabe abgeschlossen", reached: false },
        ]}
        detailsTitle="Details"
        details={<Fact term="Art" value="Abholung" />}
      >
        <p>Hinweis</p>
      </StatusBlock>,
    );
    const steps = within(screen.getByRole("list", { name: "Rückgabestatus" })).getAllByRole("listitem");
    expect(steps.map((step) => step.getAttribute("data-state"))).toEqual(["done", "current", "upcoming"]);
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    expect(steps[0]).toHaveTextContent("Erledigt · 01.03.2026");
    expect(screen.getByRole("heading", { level: 3, name: "Details" })).toBeInTheDocument();
    expect(screen.getByRole("term")).toHaveTextContent("Art");
    expect(screen.getByRole("definition")).toHaveTextContent("Abholung");
    expect(screen.getByText("Hinweis")).toBeInTheDocument();
  });

  it("shows every step done once the last one is reached", () => {
    render(
      <StatusBlock
        label="Bestellstatus"
        stateLabels={stateLabels}
        steps={[
          { key: "a", label: "A", reached: true },
          { key: "b", label: "B", reached: true },
        ]}
        detailsTitle="Lieferung"
        details={null}
      />,
    );
    expect(screen.queryByRole("listitem", { current: "step" })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Bestellstatus" }))
        .getAllByRole("listitem")
        .map((step) => step.getAttribute("data-state")),
    ).toEqual(["done", "done"]);
  });
});
