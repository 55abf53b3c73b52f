import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../../tests/helpers/render-with-intl";
import { DataLoadErrorDialog } from "./data-load-error-dialog.client";

describe("DataLoadErrorDialog", () => {
  it("explains the failure and offers a retry and the way back to the subscriptions", () => {
    renderWithIntl(<DataLoadErrorDialog />);
    const dialog = screen.getByRole("dialog", { name: "Daten konnten nicht geladen werden" });
    expect(dialog).toHaveAccessibleDescription("Beim Laden ist ein Fehler aufgetreten. Bitte noch einmal versuchen.");
    expect(screen.getByRole("button", { name: "Nochmal versuchen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zu meinen Abos" })).toHaveAttribute("href", "/portal/de-DE/mycars");
  });
});
