import { expect, test, type Locator } from "@playwright/test";
import { dealCard, signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";

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

    // The list and both deals' pages name the swap's day, on a desktop and on a
    // phone: the old car's contract ends and it is picked up that day, the new one is delivered
    // that day; neither offers the end-of-subscription choice or a return to plan.
    const day = /Am (\d{2}\.\d{2}\.\d{4}) tauschen/.exec((await banner.textContent()) ?? "")?.[1];
    expect(day).toBeDefined();
    await expectSameStory(
      page,
      [
        {
          path: portalPath("/mycars"),
          check: async (story, locale) => {
            const say = (de: string, en: string) => inLocale(locale, { de, en });
            await expect(story.getByRole("region", { name: say("Dein Autowechsel steht an", "Your car swap is coming up") })).toContainText(
              say(
                `Am ${day} tauschen wir deinen Volkswagen ID.3 Pro S 77 kWh gegen deinen Skoda Enyaq 85 Sportline.`,
                `On ${day} we swap your Volkswagen ID.3 Pro S 77 kWh for your Skoda Enyaq 85 Sportline.`,
              ),
            );
            await expect(dealCard(story, "deal-sina-current")).toContainText(say(`Vertragsende ${day}`, `Contract end ${day}`));
            await expect(dealCard(story, "deal-sina-next").getByTestId("deal-status")).toHaveText(
              say("Abo wird vorbereitet", "Subscription being prepared"),
            );
          },
        },
        {
          path: portalPath("/mycars/deal-sina-current"),
          check: async (story, locale) => {
            const say = (de: string, en: string) => inLocale(locale, { de, en });
            const main = story.locator("main");
            await expect(
              fact(story.getByRole("region", { name: say("Vertrag", "Contract"), exact: true }), say("Vertragsende", "Contract end date")),
            ).toHaveText(day!);
            // Swapped out on the same day, the subscription goes on in the next car: no "ends in N days" (deals.md §4).
            await expect(main.locator('[data-banner="subscription-ends-soon"]')).toHaveCount(0);
            await expect(story.getByRole("region", { name: say("Deine Rückgabe ist geplant", "Your return is scheduled") })).toBeVisible();
            // The swap decided what follows: no other car, prolongation or return is offered.
            await expect(story.getByRole("region", { name: say("Wie geht es weiter?", "What's next?") })).toHaveCount(0);
            await expect(story.getByRole("link", { name: say("Zu einem anderen Auto wechseln", "Switch to another car") })).toHaveCount(0);
            await expect(main.locator('[data-banner="return-reminder"]')).toHaveCount(0);
          },
        },
        {
          path: portalPath("/mycars/deal-sina-next"),
          check: async (story, locale) => {
            const say = (de: string, en: string) => inLocale(locale, { de, en });
            const order = story.getByRole("region", { name: say("Bestellstatus", "Order status"), exact: true });
            await expect(fact(order, say("Geplanter Liefertermin", "Planned delivery date"))).toHaveText(day!);
            await expect(fact(order, say("Dein Wunschtermin", "Your preferred date"))).toHaveText(day!);
            await expect(story.getByRole("dialog")).toHaveCount(0);
          },
        },
      ],
      { english: "en-US" },
    );
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
