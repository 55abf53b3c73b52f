import { expect, test } from "@playwright/test";
import { signInAs } from "./helpers";

/**
 * deals.md §4 and §9 at their boundaries, one day either side (persona Rudi Rand): the return "can be
 * planned … from 45 days before the return date", and a "return date change is free up to 5 days
 * before the planned return" (Anna's pickup in 4 days costs the effort fee: `return.spec.ts`). And
 * (persona Toni Tage) the "Subscription ends in N days" banner for a return date "14 to 121 days
 * away", and the pre-return appraisal, "unavailable when … the return is under 8 working days away".
 */
test.describe("return rules at their boundaries", () => {
  test("a subscription ending in 45 days has its return planned, one ending in 46 days not yet", async ({ page }) => {
    await signInAs(page, "rudi");
    await page.goto("/portal/de-DE/mycars/deal-rudi-window45");
    await expect(page.getByRole("region", { name: "Plane jetzt deine Rückgabe" })).toBeVisible();
    await page.goto("/portal/de-DE/mycars/deal-rudi-window45/return");
    await expect(page.getByRole("region", { name: "Rückgabe planen" })).toBeVisible();

    await page.goto("/portal/de-DE/mycars/deal-rudi-window46");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Plane jetzt deine Rückgabe" })).toHaveCount(0);
    await page.goto("/portal/de-DE/mycars/deal-rudi-window46/return");
    await expect(page.getByRole("heading", { name: "Die Rückgabe ist noch nicht planbar" })).toBeVisible();
    await expect(page.getByText("Die Rückgabe lässt sich ab 45 Tagen vor dem Ende des Abos planen.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Rückgabe planen" })).toHaveCount(0);
  });

  test("a pickup booked in exactly 5 days moves to another date free of charge", async ({ page }) => {
    await signInAs(page, "rudi");
    await page.goto("/portal/de-DE/mycars/deal-rudi-pickup5/return");
    const form = page.getByRole("region", { name: "Rückgabe ändern" });
    await expect(form.getByRole("combobox", { name: "Wie möchtest du dein Auto zurückgeben?" })).toHaveValue("PICKUP");
    await form.getByRole("button", { name: "Weiter" }).click();
    await form.getByRole("button", { name: "Weiter" }).click();
    const date = form.getByRole("combobox", { name: "Wunschtermin" });
    const booked = await date.inputValue();
    const other = (await date.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).find(
      (value) => value !== "" && value !== booked,
    );
    expect(other, "another date to move the pickup to").toBeTruthy();
    await date.selectOption(other!);
    await expect(form).toContainText(/Gebühr für diese Änderung\s*kostenlos/);
  });

  test("the 'Dein Abo endet in N Tagen' banner shows for a return date 14 to 121 days away, not 13 or 122", async ({ page }) => {
    await signInAs(page, "toni");
    for (const [days, shown] of [
      [13, false],
      [14, true],
      [121, true],
      [122, false],
    ] as const) {
      await page.goto(`/portal/de-DE/mycars/deal-toni-ends${days}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const banner = page.locator("[data-banner='subscription-ends-soon']");
      if (shown) await expect(banner, `${days} days`).toContainText(`Dein Abo endet in ${days} Tagen`);
      else await expect(banner, `${days} days`).toHaveCount(0);
    }
  });

  test("a pickup 8 working days ahead can still have its pre-return appraisal, one 7 working days ahead not", async ({ page }) => {
    await signInAs(page, "toni");
    await page.goto("/portal/de-DE/mycars/deal-toni-appraisal8");
    const offer = page.locator("[data-banner='pre-return-appraisal']");
    await expect(offer).toContainText("Vorab-Begutachtung vor der Rückgabe");
    await expect(offer.getByRole("button", { name: "Termin buchen" })).toBeVisible();
    await page.goto("/portal/de-DE/mycars/deal-toni-appraisal7");
    await expect(page.getByRole("region", { name: "Rückgabestatus", exact: true })).toBeVisible();
    await expect(page.locator("[data-banner='pre-return-appraisal']")).toHaveCount(0);
  });
});
