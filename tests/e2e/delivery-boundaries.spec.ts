import { expect, test } from "@playwright/test";
import { signInAs } from "./helpers";

/**
 * deals.md §9 at its boundaries, one day either side (persona Grete Grenze, 500 € a month): "Free
 * delivery changes until 11 days before delivery; a later change costs an effort fee of 99 euros",
 * and "Delay credit: 10 percent of the monthly rate from 8 days late, 20 percent from 15 days".
 */
test.describe("delivery rules at their boundaries", () => {
  test("a delivery in 11 days changes free of charge, one in 10 days costs the 99 € effort fee", async ({ page }) => {
    await signInAs(page, "grete");
    await page.goto("/portal/de-DE/mycars/deal-grete-change11");
    await expect(page.getByRole("region", { name: "Lieferung ändern: kostenlos" })).toBeVisible();
    await page.goto("/portal/de-DE/mycars/deal-grete-change10");
    await expect(page.getByRole("region", { name: "Lieferung ändern: 99 €" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Lieferung ändern: kostenlos" })).toHaveCount(0);
  });

  for (const { days, credit } of [
    { days: 7, credit: null },
    { days: 8, credit: "50" },
    { days: 14, credit: "50" },
    { days: 15, credit: "100" },
  ]) {
    test(`${days} days late: keeping the car earns ${credit ? `${credit} €` : "no credit"}`, async ({ page }) => {
      await signInAs(page, "grete");
      await page.goto(`/portal/de-DE/mycars/deal-grete-late${days}`);
      const banner = page.getByRole("region", { name: "Deine Lieferung verzögert sich" });
      await expect(banner).toContainText("Neuer geplanter Liefertermin:");
      if (credit) await expect(banner).toContainText(new RegExp(`schreiben wir dir ${credit}\\s€ gut`));
      else await expect(banner).not.toContainText("schreiben wir dir");
      await banner.getByRole("button", { name: "Optionen ansehen" }).click();
      const modal = page.getByRole("dialog", { name: "Deine Lieferung verzögert sich" });
      await expect(modal.getByRole("button", { name: "Auto behalten" })).toBeVisible();
      await expect(modal).toContainText(
        credit ? new RegExp(`Behalte dein Auto: Wir schreiben dir ${credit}\\s€ gut`) : "Behalte dein Auto und warte auf den neuen Liefertermin.",
      );
    });
  }
});
