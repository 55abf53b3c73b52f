import { render, screen } from "@testing-library/react";
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
});
