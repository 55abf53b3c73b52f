import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InteractiveWhenHydrated } from "./interactive-when-hydrated.client";

const form = (
  <InteractiveWhenHydrated>
    <label>
      E-Mail-Adresse
      <input type="email" />
    </label>
    <button type="submit">Weiter</button>
    <button type="button">Abbrechen</button>
  </InteractiveWhenHydrated>
);

describe("InteractiveWhenHydrated", () => {
  it("keeps the server's HTML inert: a click before hydration would do nothing or submit natively", () => {
    const html = renderToString(form);
    expect(html).toMatch(/<fieldset[^>]* disabled=""[^>]* aria-busy="true"/);
  });

  it("enables the controls once React runs in the browser", () => {
    render(form);
    expect(screen.getByRole("group")).not.toBeDisabled();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeEnabled();
    expect(screen.getByLabelText("E-Mail-Adresse")).toBeEnabled();
  });

  it("keeps the focus in the field when the submit button is pressed, not when another button is", () => {
    render(form);
    // fireEvent returns false when a handler prevented the default (the focus moving to the button).
    expect(fireEvent.mouseDown(screen.getByRole("button", { name: "Weiter" }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole("button", { name: "Weiter" }), { button: 2 })).toBe(true);
    expect(fireEvent.mouseDown(screen.getByRole("button", { name: "Abbrechen" }))).toBe(true);
    expect(fireEvent.mouseDown(screen.getByLabelText("E-Mail-Adresse"))).toBe(true);
  });
});
