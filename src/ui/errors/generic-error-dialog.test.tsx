import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../../tests/helpers/render-with-intl";
import { GenericErrorDialog } from "./generic-error-dialog.client";

describe("GenericErrorDialog", () => {
  it("asks to refresh the page and offers the reload and the way back to the subscriptions", () => {
    renderWithIntl(<GenericErrorDialog />);
    const dialog = screen.getByRole("dialog", { name: "Ein unerwarteter Fehler ist aufgetreten" });
    expect(dialog).toHaveAccessibleDescription("Bitte die Seite neu laden und es erneut versuchen.");
    expect(screen.getByRole("button", { name: "Seite neu laden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zu meinen Abos" })).toHaveAttribute("href", "/portal/de-DE/mycars");
  });

  it("speaks English on the English portal", () => {
    renderWithIntl(<GenericErrorDialog />, "en-US");
    expect(screen.getByRole("dialog", { name: "An unexpected error has occurred" })).toHaveAccessibleDescription(
      "Please refresh the page and try again.",
    );
    expect(screen.getByRole("link", { name: "Go to my subscriptions" })).toHaveAttribute("href", "/portal/en-US/mycars");
  });
});
