import { expect, test } from "@playwright/test";
import { dealCard, signInAs } from "./helpers";

test.describe("swap and bridging (deals.md §2 and §4)", () => {
  test("a same-day swap shows the swap banner with both cars on the subscription list", async ({ page }) => {
    await signInAs(page, "sina");
    await page.goto("/portal/de-DE/mycars");
    const banner = page.getByRole("region", { name: "Dein Autowechsel steht an" });
    await expect(banner).toContainText(
      /Am \d{2}\.\d{2}\.\d{4} tauschen wir deinen Volkswagen ID\.3 Pro S 77 kWh gegen deinen Skoda Enyaq 85 Sportline\./,
    );
    await expect(dealCard(page, "deal-sina-current").getByTestId("deal-status")).toHaveText("Abo aktiv");
    await expect(dealCard(page, "deal-sina-next").getByTestId("deal-status")).toHaveText("Abo wird vorbereitet");
    await expect(page.getByRole("region", { name: "Dein Übergangsfahrzeug" })).toHaveCount(0);
  });

  test("a bridged order shows the bridging banner, and the transition-car modal once until accepted", async ({ page }) => {
    await signInAs(page, "bruno");
    await page.goto("/portal/en-US/mycars");
    await expect(page.getByRole("region", { name: "Your transition car" })).toContainText("BMW iX1");
    await expect(page.getByRole("region", { name: "Your car swap is coming up" })).toHaveCount(0);

    await page.goto("/portal/de-DE/mycars/deal-bruno-ordered");
    const modal = page.getByRole("dialog", { name: "Dein Übergangsfahrzeug" });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Verstanden" }).click();
    await expect(modal).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Dein Übergangsfahrzeug" })).toHaveCount(0);
  });

  test("the transition-car modal never opens for a deal without a bridging vehicle", async ({ page }) => {
    await signInAs(page, "sina");
    await page.goto("/portal/de-DE/mycars/deal-sina-next");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
