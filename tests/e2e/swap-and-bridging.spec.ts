import { expect, test, type Locator } from "@playwright/test";
import { dealCard, signInAs } from "./helpers";
import { expectSameStory } from "./journey";

/** The value of a term of a block's facts or data list. */
const fact = (scope: Locator, term: string) => scope.locator("dt").getByText(term, { exact: true }).locator("xpath=following-sibling::dd[1]");

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

    // Issue 36 journeys: the list and both deals' pages name the swap's day, on a desktop and on a
    // phone: the old car's contract ends and it is picked up that day, the new one is delivered
    // that day; neither offers the end-of-subscription choice or a return to plan.
    const day = /Am (\d{2}\.\d{2}\.\d{4}) tauschen/.exec((await banner.textContent()) ?? "")?.[1];
    expect(day).toBeDefined();
    await expectSameStory(page, [
      {
        path: "/portal/de-DE/mycars",
        check: async (story) => {
          await expect(story.getByRole("region", { name: "Dein Autowechsel steht an" })).toContainText(`Am ${day} tauschen wir`);
          await expect(dealCard(story, "deal-sina-current")).toContainText(`Vertragsende ${day}`);
          await expect(dealCard(story, "deal-sina-next").getByTestId("deal-status")).toHaveText("Abo wird vorbereitet");
        },
      },
      {
        path: "/portal/de-DE/mycars/deal-sina-current",
        check: async (story) => {
          const main = story.locator("main");
          await expect(fact(story.getByRole("region", { name: "Vertrag", exact: true }), "Vertragsende")).toHaveText(day!);
          await expect(main.locator('[data-banner="subscription-ends-soon"]')).toContainText(
            `Am ${day} gibst du den Volkswagen ID.3 Pro S 77 kWh zurück.`,
          );
          await expect(story.getByRole("region", { name: "Deine Rückgabe ist geplant" })).toBeVisible();
          // The swap decided what follows: no other car, prolongation or return is offered.
          await expect(story.getByRole("region", { name: "Wie geht es weiter?" })).toHaveCount(0);
          await expect(story.getByRole("link", { name: "Zu einem anderen Auto wechseln" })).toHaveCount(0);
          await expect(main.locator('[data-banner="return-reminder"]')).toHaveCount(0);
        },
      },
      {
        path: "/portal/de-DE/mycars/deal-sina-next",
        check: async (story) => {
          const order = story.getByRole("region", { name: "Bestellstatus", exact: true });
          await expect(fact(order, "Geplanter Liefertermin")).toHaveText(day!);
          await expect(fact(order, "Dein Wunschtermin")).toHaveText(day!);
          await expect(story.getByRole("dialog")).toHaveCount(0);
        },
      },
      {
        path: "/portal/en-US/mycars",
        check: async (story) => {
          await expect(story.getByRole("region", { name: "Your car swap is coming up" })).toContainText(
            `On ${day} we swap your Volkswagen ID.3 Pro S 77 kWh for your Skoda Enyaq 85 Sportline.`,
          );
          await expect(dealCard(story, "deal-sina-current")).toContainText(`Ends on ${day}`);
        },
      },
    ]);
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

  test("a deal modal opens only with a deal id in the path (deals.md §6)", async ({ page }) => {
    await signInAs(page, "bruno");
    await page.goto("/portal/de-DE/mycars?modalName=transition_car_modal");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-deal-id]").first()).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto("/portal/de-DE/mycars/deal-bruno-ordered?modalName=transition_car_modal");
    await expect(page.getByRole("dialog", { name: "Dein Übergangsfahrzeug" })).toBeVisible();
  });

  test("the transition-car modal never opens for a deal without a bridging vehicle", async ({ page }) => {
    await signInAs(page, "sina");
    await page.goto("/portal/de-DE/mycars/deal-sina-next");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
