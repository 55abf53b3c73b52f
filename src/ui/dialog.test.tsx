import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog.client";

describe("Dialog", () => {
  it("opens from its trigger, names itself by its title and closes with Escape", () => {
    render(
      <Dialog title="Anmelden" closeLabel="Schließen" trigger={<button type="button">Öffnen</button>}>
        <p>Inhalt</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Öffnen" }));
    const dialog = screen.getByRole("dialog", { name: "Anmelden" });
    expect(dialog).toHaveTextContent("Inhalt");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
