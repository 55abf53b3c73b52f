import { expect, test } from "@playwright/test";
import { persona } from "./helpers";

test.describe("sign-in", () => {
  test("an account page without a session lands on the home page with login=true and the sign-in dialog", async ({ page }) => {
    await page.goto("/portal/de-DE/mycars");
    await expect(page).toHaveURL(/\/portal\/de-DE\?login=true&next=%2Fde-DE%2Fmycars$/);
    const dialog = page.getByRole("dialog", { name: "Anmelden" });
    await expect(dialog).toBeVisible();

    const anna = persona("anna");
    await dialog.getByLabel("E-Mail-Adresse").fill(anna.email);
    await dialog.getByLabel("Passwort").fill(anna.password);
    await dialog.getByRole("button", { name: "Anmelden" }).click();

    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
    await expect(page.getByRole("heading", { level: 1, name: "Alle Abos" })).toBeVisible();
  });

  test("a wrong password shows the sign-in error and keeps the visitor signed out", async ({ page }) => {
    await page.goto("/portal/de-DE/login");
    await page.getByLabel("E-Mail-Adresse").fill(persona("anna").email);
    await page.getByLabel("Passwort").fill("not-the-password-1");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Die Kombination aus E-Mail-Adresse und Passwort ist nicht korrekt. Bitte versuche es erneut.");
    await page.goto("/portal/de-DE/mycars");
    await expect(page).toHaveURL(/login=true/);
  });

  test("the form explains empty and invalid fields before anything is sent", async ({ page }) => {
    await page.goto("/portal/de-DE/login");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Dies ist ein Pflichtfeld.")).toHaveCount(2);
    await page.getByLabel("E-Mail-Adresse").fill("kein-at-zeichen");
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
  });

  test("the demo personas sign in with one click on the embedded defaults", async ({ page }) => {
    await page.goto("/portal/de-DE/login");
    await page.getByRole("tab", { name: "Demo-Zugänge" }).click();
    await page.getByRole("button", { name: `Als ${persona("paul").name} anmelden` }).click();
    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
    await expect(page.getByRole("navigation", { name: "Mein Konto" })).toBeVisible();
  });

  test("logout ends the session", async ({ page }) => {
    const anna = persona("anna");
    await page.request.post("/portal/api/auth/sign-in/email", { data: { email: anna.email, password: anna.password } });
    await page.goto("/portal/de-DE/mycars");
    await page.getByRole("navigation", { name: "Mein Konto" }).getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/login=true/);
    await page.goto("/portal/de-DE/mycars/deal-anna-active");
    await expect(page).toHaveURL(/login=true&next=%2Fde-DE%2Fmycars%2Fdeal-anna-active/);
  });
});
