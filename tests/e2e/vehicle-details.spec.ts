import { expect, test } from "@playwright/test";
import { signInAs } from "./helpers";

test.describe("vehicle details", () => {
  test("a delayed order shows the delay banner and the order status up to the current step", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-created");
    await expect(page.getByRole("region", { name: "Deine Lieferung verzögert sich" })).toContainText(/Neuer geplanter Liefertermin: \d{2}\.\d{2}\.\d{4} statt \d{2}\.\d{2}\.\d{4}\./);
    const steps = page.getByRole("list", { name: "Bestellstatus" }).getByRole("listitem");
    await expect(steps).toHaveText([/Kundendaten geprüft/, /Auto im Auslieferungszentrum/, /Auto bereit zur Auslieferung/, /Auto ist unterwegs/, /Auto übergeben/]);
    await expect(steps.nth(2)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(0)).toContainText("Erledigt");
    await expect(steps.nth(3)).toContainText("Ausstehend");
    // no car yet, so no damage reports; no return either
    await expect(page.getByRole("region", { name: "Schadensmeldungen" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Rückgabestatus" })).toHaveCount(0);
  });

  test("an order under review shows the verification banner", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-signed");
    await expect(page.getByRole("region", { name: "Wir prüfen deine Bestellung" })).toContainText("bis zu 3 Werktage");
    await expect(page.getByRole("region", { name: "Deine Lieferung verzögert sich" })).toHaveCount(0);
  });

  test("early availability lists the delivery confirmation and says how much earlier", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-verified");
    await expect(page.getByRole("list", { name: "Bestellstatus" })).toContainText("Liefertermin bestätigt");
    await expect(page.getByText("Dein Auto ist voraussichtlich bis zu 2 Wochen früher verfügbar.")).toBeVisible();
  });

  test("a booked pickup return shows the return status and details, and no order status", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-return");
    const returnBlock = page.getByRole("region", { name: "Rückgabestatus" });
    await expect(returnBlock.getByRole("listitem").filter({ hasText: "Rückgabe bestätigt" })).toHaveAttribute("aria-current", "step");
    await expect(returnBlock.getByRole("listitem").filter({ hasText: "Abholung läuft" })).toContainText("Ausstehend");
    await expect(returnBlock).toContainText("Abholung");
    await expect(page.getByRole("region", { name: "Bestellstatus" })).toHaveCount(0);
  });

  test("damage reports carry the German repair status and open a details dialog", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-active");
    const reports = page.getByRole("region", { name: "Schadensmeldungen" });
    await expect(reports.getByTestId("repair-status")).toHaveText(["In Reparatur", "Repariert"]);
    await reports.getByRole("button", { name: /Details zur Meldung vom/ }).first().click();
    const dialog = page.getByRole("dialog", { name: /Gemeldet am \d{2}\.\d{2}\.\d{4}/ });
    await expect(dialog).toContainText("Schäden");
    await expect(dialog).toContainText("In Reparatur");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Dokumente" })).toContainText("Übergabeprotokoll");
  });

  test("a business customer reads the banners in the formal 'Sie'", async ({ page }) => {
    await signInAs(page, "bernd");
    await page.goto("/portal/de-DE/mycars/deal-bernd-minib2b");
    await expect(page.getByRole("region", { name: "Planen Sie jetzt Ihre Rückgabe" })).toContainText("Legen Sie jetzt fest");
    await expect(page.getByRole("region", { name: /^Ihr Abo endet in \d+ Tagen$/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Schadensmeldungen" }).getByTestId("repair-status")).toHaveText(["Gemeldet"]);
  });

  test("the invoices page lists amounts from cents", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/myaccount/invoices");
    await expect(page.getByRole("heading", { level: 1, name: "Rechnungen" })).toBeVisible();
    const rows = page.getByRole("row");
    await expect(rows.filter({ hasText: "549,00 €" }).first()).toContainText(/RE-\d{4}-\d+/);
    await expect(rows.filter({ hasText: "Offen" })).toHaveCount(1);
  });
});
