import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs.client";

describe("Tabs", () => {
  it("shows the first panel and switches with the arrow keys", async () => {
    render(
      <Tabs
        label="Anmeldung"
        items={[
          { value: "a", label: "Anmelden", content: <p>Formular</p> },
          { value: "b", label: "Demo-Zugänge", content: <p>Personas</p> },
        ]}
      />,
    );
    expect(screen.getByRole("tablist", { name: "Anmeldung" })).toBeInTheDocument();
    expect(screen.getByText("Formular")).toBeVisible();
    const first = screen.getByRole("tab", { name: "Anmelden" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    // Radix moves focus on the next tick; the focused tab becomes the selected one.
    await waitFor(() => expect(screen.getByRole("tab", { name: "Demo-Zugänge" })).toHaveAttribute("aria-selected", "true"));
    expect(screen.getByText("Personas")).toBeVisible();
  });
});
