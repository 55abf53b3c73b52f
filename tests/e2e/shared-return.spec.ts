import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { dealCard, signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath, type StoryPage } from "./journey";

/**
 * The shared return (account.md §2 Business portal "shared return (max_subscriptions 999)", issue
 * 20): Rolf, the fleet manager of Sonnental Energie, returns the Enyaq and the ID.3 together; the
 * EQA ends in half a year and cannot join. A driver books no shared return. The booking changes
 * Rolf's deals, so the spec runs in the project "writes", its tests one after the other.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const section = (page: Page, name: string) => page.getByRole("region", { name });
/** The value of a term of a block's facts. */
const fact = (scope: Locator, term: string) => scope.locator("dt").getByText(term, { exact: true }).locator("xpath=following-sibling::dd[1]");
const ENDPOINT = "**/portal/api/bff/companies/company-b2b-sonnental/shared-return**";

test("en-US: the options fail to load, then load on retry; the EQA cannot join; axe finds nothing", async ({ page }) => {
  await signInAs(page, "rolf");
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await page.goto("/portal/en-US/b2b/details");
  const shared = section(page, "Shared return");
  await expect(shared.getByRole("alert").filter({ hasText: "The return options could not be loaded." })).toBeVisible();
  await page.unroute(ENDPOINT);
  await shared.getByRole("button", { name: "Try again" }).click();
  await expect(shared.getByText("The return options could not be loaded.")).toHaveCount(0);
  await expect(shared.getByRole("checkbox", { name: /Skoda Enyaq/ })).toBeEnabled();
  await expect(shared.getByRole("checkbox", { name: /Volkswagen ID\.3/ })).toBeEnabled();
  await expect(shared.getByRole("checkbox", { name: /Mercedes-Benz EQA/ })).toBeDisabled();
  // The setting's technical maximum ("up to 999 cars") is no sentence for three cars.
  await expect(shared.getByText("Return several company cars on one appointment.", { exact: false })).toBeVisible();
  await expect(shared.getByText(/up to 999/)).toHaveCount(0);
  await expect(shared.getByText("The return cannot be planned yet.")).toBeVisible();
  await expect(shared.getByLabel("Return appointment")).toBeDisabled();
  await expect(shared.getByText("Choose the cars first.")).toBeVisible();
  await expectNoAxeViolations(page, "the shared return (en-US)");
});

test("de-DE: a pickup of two cars on one day, net of VAT; the failed booking's retry books them once", async ({ page }) => {
  await signInAs(page, "rolf");
  await page.goto("/portal/de-DE/b2b/details");
  const shared = section(page, "Gemeinsame Rückgabe");
  await shared.getByRole("checkbox", { name: /Skoda Enyaq/ }).check();
  await shared.getByRole("checkbox", { name: /Volkswagen ID\.3/ }).check();
  await shared.getByRole("radio", { name: "Abholung an Ihrer Firmenadresse" }).check();
  await expect(shared.getByText("Wir holen die Fahrzeuge ab: Karl-Liebknecht-Straße 143, 04275 Leipzig.")).toBeVisible();
  const date = shared.getByLabel("Rückgabetermin");
  await expect(date).toBeEnabled();
  const firstChoice = date.locator("option").nth(1);
  const chosenLabel = (await firstChoice.textContent()) ?? "";
  await date.selectOption({ index: 1 });
  await expect(shared.getByText("2 Fahrzeuge · Kosten: 216,80 € zzgl. MwSt.")).toBeVisible();

  let posts = 0;
  await page.route(ENDPOINT, (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts += 1;
    return route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
  });
  await shared.getByRole("button", { name: "Rückgabe für 2 Fahrzeuge buchen" }).click();
  const dialog = page.getByRole("dialog", { name: "Das hat leider nicht geklappt" });
  await expect(dialog).toBeVisible();
  expect(posts).toBe(1);
  await page.unroute(ENDPOINT);
  await expect(dialog).toContainText("Bitte versuchen Sie es noch einmal");
  await dialog.getByRole("button", { name: "Nochmal versuchen" }).click();
  const day = chosenLabel.split(",")[0]!;
  await expect(page.getByText(`Die Rückgabe von 2 Fahrzeugen ist für den ${day} gebucht.`)).toBeVisible();
  await expect(shared.getByText(`Abholung an Ihrer Firmenadresse gebucht für den ${day}`)).toHaveCount(2);
  await expect(shared.getByRole("checkbox", { name: /Skoda Enyaq/ })).not.toBeChecked();

  // The deal page shows the booked return as every return does.
  await page.goto("/portal/de-DE/mycars/deal-rolf-id3");
  await expect(page.locator("main").getByText(day).first()).toBeVisible();

  // The business portal (German and English), the list and both cars' pages say
  // the return is booked, a pickup on the same day, on a desktop and on a phone; the EQA is not.
  const carPage = (dealId: string, car: string): StoryPage => ({
    path: portalPath(`/mycars/${dealId}`),
    check: async (story, locale) => {
      const say = (de: string, en: string) => inLocale(locale, { de, en });
      const status = story.getByRole("region", { name: say("Rückgabestatus", "Return status"), exact: true });
      await expect(fact(status, say("Rückgabetermin", "Return date"))).toHaveText(day);
      await expect(fact(status, say("Art der Rückgabe", "Type of return"))).toHaveText(say("Abholung", "Pickup"));
      await expect(story.locator('[data-banner="subscription-ends-soon"]')).toContainText(
        say(`Am ${day} geben Sie den ${car} zurück.`, `On ${day} you return the ${car}.`),
      );
      // Booked, the banner counts the days to the return as the return's, not as the contract's end.
      await expect(
        story.getByRole("region", { name: inLocale(locale, { de: /^Ihre Rückgabe ist in \d+ Tagen$/, en: /^Your return is in \d+ days$/ }) }),
      ).toBeVisible();
      await expect(story.locator('[data-banner="return-reminder"]')).toHaveCount(0);
      await expect(story.getByTestId("deal-status").first()).toHaveAttribute("data-tone", "orange");
    },
  });
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/b2b/details"),
        check: async (story, locale) => {
          const booked = section(story, inLocale(locale, { de: "Gemeinsame Rückgabe", en: "Shared return" }));
          await expect(
            booked.getByText(
              inLocale(locale, {
                de: `Abholung an Ihrer Firmenadresse gebucht für den ${day}`,
                en: `Pickup at your company address booked for ${day}`,
              }),
            ),
          ).toHaveCount(2);
          await expect(booked.getByText(inLocale(locale, { de: /gebucht für den/, en: /booked for/ }))).toHaveCount(2);
        },
      },
      {
        path: portalPath("/mycars"),
        check: async (story) => {
          await expect(dealCard(story, "deal-rolf-enyaq").getByTestId("deal-status")).toHaveAttribute("data-tone", "orange");
          await expect(dealCard(story, "deal-rolf-id3").getByTestId("deal-status")).toHaveAttribute("data-tone", "orange");
          await expect(dealCard(story, "deal-rolf-eqa").getByTestId("deal-status")).toHaveAttribute("data-tone", "green");
        },
      },
      carPage("deal-rolf-enyaq", "Skoda Enyaq 85 Sportline"),
      carPage("deal-rolf-id3", "Volkswagen ID.3 Pro S 77 kWh"),
    ],
    { english: "en-US", audience: "b2b" },
  );
});

test("a driver books no shared return; a fleet manager of a company whose cars end in months sees them not plannable", async ({ page }) => {
  await signInAs(page, "dirk");
  await page.goto("/portal/de-DE/b2b/details");
  await expect(page.getByRole("heading", { level: 1, name: "Geschäftskundenportal" })).toBeVisible();
  await expect(section(page, "Gemeinsame Rückgabe")).toHaveCount(0);
  const answer = await page.request.get("/portal/api/bff/companies/company-b2b-flottenwerk/shared-return");
  expect(answer.status()).toBe(403);

  await page.context().clearCookies();
  await signInAs(page, "fabian");
  await page.goto("/portal/de-DE/b2b/details");
  const shared = section(page, "Gemeinsame Rückgabe");
  await expect(shared.getByRole("checkbox")).toHaveCount(2);
  for (const box of await shared.getByRole("checkbox").all()) await expect(box).toBeDisabled();
});
