import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { dealCard, signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";

/**
 * The end-of-subscription options and the prolongation (deals.md §2 extend-subscription selector,
 * prolongation module, /car/{id}/prolongation/success; §3 prolongation options and request; §4;
 * §5 terms checkbox; §7 POST …/prolongation; §8; §9). These tests order prolongations of seeded
 * deals, so they run in the project "writes".
 */

/** "31.12.2026" plus days or months, as the portal counts calendar days (deals.md §9). */
function shiftDay(german: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [day, month, year] = german.split(".").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay) + days);
  return `${String(shifted.getUTCDate()).padStart(2, "0")}.${String(shifted.getUTCMonth() + 1).padStart(2, "0")}.${shifted.getUTCFullYear()}`;
}

async function minimumCommitmentEnd(page: Page, label: string): Promise<string> {
  const term = page.locator("main dt").getByText(label, { exact: true });
  return (await term.locator("xpath=following-sibling::dd[1]").innerText()).trim();
}

test("a private customer prolongs with one of the server's options and lands on the thank-you page (de-DE)", async ({ page }) => {
  await signInAs(page, "pia");
  await page.goto("/portal/de-DE/mycars/deal-pia-prolong");
  const commitmentEnd = await minimumCommitmentEnd(page, "Mindestlaufzeit bis");
  const selector = page.getByRole("region", { name: "Wie geht es weiter?" });
  await expect(selector).toContainText("Behalte dein Auto, ab 519 € im Monat.");
  await expect(selector.getByRole("link", { name: "Zu einem anderen Auto wechseln" })).toHaveAttribute("href", /modalName=swap_modal/);
  // deals.md §4: the return flow opens 45 days before the end; before, the choice names that day.
  await expect(selector.getByRole("link", { name: "Zur Rückgabe" })).toHaveCount(0);
  await selector.getByRole("link", { name: "Abo verlängern" }).click();
  await expect(page).toHaveURL(/\/de-DE\/mycars\/deal-pia-prolong\/prolongation$/);

  const module = page.getByRole("region", { name: "Abo verlängern" });
  const options = module.getByRole("group", { name: "Wie lange möchtest du verlängern?" });
  await expect(options.getByRole("radio")).toHaveCount(3);
  const twelve = options.locator("label").filter({ hasText: "12 Monate" });
  await expect(twelve).toContainText("549 € im Monat");
  await expect(twelve).toContainText("statt 599 €");
  await expect(twelve).toContainText("Du sparst 50 € im Monat");
  await expect(module.getByText("Alle Preise inkl. 19 % MwSt.")).toBeVisible();
  const next = module.getByRole("button", { name: "Weiter" });
  await expect(next).toBeDisabled();
  await options.getByRole("radio", { name: /12 Monate/ }).check();
  await next.click();

  // The module names the page (its h1, cms/page-heading.ts), the overview one level under it.
  await expect(page.getByRole("heading", { level: 1, name: "Abo verlängern" })).toHaveCount(1);
  await expect(module.getByRole("heading", { level: 2, name: "Übersicht" })).toBeVisible();
  await expectNoAxeViolations(page, "de-DE/mycars/deal-pia-prolong/prolongation (overview)");
  const start = shiftDay(commitmentEnd, { days: 1 });
  const row = (term: string) => module.locator("dt").getByText(term, { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(row("Laufzeit")).toHaveText("12 Monate");
  await expect(row("Monatliche Rate")).toHaveText("549 € im Monat");
  await expect(row("Kilometerpaket")).toHaveText("1.500 km im Monat");
  await expect(row("Beginn")).toHaveText(start);
  // deals.md §9 "end date the chosen number of months later": the start plus 12 months, the same date.
  await expect(row("Ende")).toHaveText(shiftDay(start, { months: 12 }));

  // §5: the terms checkbox is required; nothing is sent without it.
  const submit = module.getByRole("button", { name: "Verbindlich verlängern" });
  await submit.click();
  await expect(module.getByRole("alert")).toHaveText("Bitte bestätige die Bedingungen der Verlängerung.");
  // The checkbox links the conditions it accepts, in a new tab (the flow stays).
  const conditions = module.getByRole("link", { name: "Bedingungen der Verlängerung" });
  await expect(conditions).toHaveAttribute("href", "/portal/de-DE/terms");
  await expect(conditions).toHaveAttribute("target", "_blank");
  await module.getByRole("checkbox", { name: "Ich habe die Bedingungen der Verlängerung gelesen und akzeptiere sie." }).check();
  await expect(module.getByRole("alert")).toHaveCount(0);
  // A double click orders once (one Idempotency-Key, the button disabled while sending).
  await submit.dblclick();
  await expect(page).toHaveURL(/\/de-DE\/mycars\/deal-pia-prolong\/prolongation\/thank-you$/);
  await expect(page.getByRole("heading", { name: "Vielen Dank für deine Verlängerung" })).toBeVisible();

  // The follow-up deal is there, once; the original offers no second prolongation. Every page that
  // shows it tells the same story, on a desktop and on a phone.
  // Counted by car and state: the legacy test below prolongs Pia's Cupra, in parallel.
  await page.goto("/portal/de-DE/mycars");
  const followUp = await page
    .locator("article[data-deal-id]")
    .filter({ hasText: "Tesla Model Y Long Range AWD" })
    .filter({ hasText: "Abo wird vorbereitet" })
    .getAttribute("data-deal-id");
  await expectSameStory(page, [
    {
      path: portalPath("/mycars"),
      check: async (p, locale) => {
        const say = (de: string, en: string) => inLocale(locale, { de, en });
        const cards = p.locator("article[data-deal-id]");
        const preparing = say("Abo wird vorbereitet", "Subscription being prepared");
        await expect(cards.filter({ hasText: "Tesla Model Y Long Range AWD" }).filter({ hasText: preparing })).toHaveCount(1);
        await expect(cards.filter({ hasText: "Tesla Model Y Long Range AWD" })).toHaveCount(2);
        // Both cards say how they relate, with the same day.
        await expect(dealCard(p, "deal-pia-prolong")).toContainText(say(`Verlängert ab ${start}`, `Extended from ${start}`));
        await expect(cards.filter({ hasText: "Tesla Model Y Long Range AWD" }).filter({ hasText: preparing })).toContainText(
          say(`Verlängerung ab ${start}`, `Extension from ${start}`),
        );
      },
    },
    {
      // The original's page: prolonged, nothing to return, no choice left.
      path: portalPath("/mycars/deal-pia-prolong"),
      check: async (p, locale) => {
        const say = (de: string, en: string) => inLocale(locale, { de, en });
        await expect(p.getByRole("region", { name: say("Dein Abo ist verlängert", "Your subscription is extended") })).toContainText(
          say(
            `Ab ${start} fährst du den Tesla Model Y Long Range AWD im verlängerten Abo weiter – eine Rückgabe ist nicht nötig.`,
            `From ${start} you keep driving the Tesla Model Y Long Range AWD in your extended subscription – there is nothing to return.`,
          ),
        );
        await expect(p.getByRole("region", { name: say("Wie geht es weiter?", "What's next?") })).toHaveCount(0);
        await expect(p.getByRole("link", { name: say("Zur Rückgabe", "Go to the return") })).toHaveCount(0);
        await expect(p.getByText(inLocale(locale, { de: /Dein Abo endet in \d+ Tagen/, en: /Your subscription ends in \d+ days/ }))).toHaveCount(0);
      },
    },
    {
      // The follow-up's page: the car stays, so no delivery story (deals.md §4 Prolongation).
      path: portalPath(`/mycars/${followUp}`),
      check: async (p, locale) => {
        const say = (de: string, en: string) => inLocale(locale, { de, en });
        await expect(p.getByRole("heading", { name: say("Du fährst dein Auto weiter", "You keep driving your car") })).toBeVisible();
        await expect(p.getByText(say("Dein Abo wird vorbereitet", "Your subscription is being prepared"))).toHaveCount(0);
      },
    },
    {
      // The original's return page: nothing to return (it said "noch nicht planbar … wir erinnern dich").
      path: portalPath("/mycars/deal-pia-prolong/return"),
      check: async (p, locale) => {
        const say = (de: string, en: string) => inLocale(locale, { de, en });
        await expect(p.getByRole("heading", { name: say("Dein Abo ist verlängert", "Your subscription is extended") })).toBeVisible();
        await expect(p.getByText(say("Die Rückgabe ist noch nicht planbar", "The return cannot be planned yet"))).toHaveCount(0);
      },
    },
    {
      // The follow-up's damage page: the car is with the customer, so no "not delivered yet".
      path: portalPath(`/mycars/${followUp}/report-damage`),
      check: async (p, locale) => {
        const say = (de: string, en: string) => inLocale(locale, { de, en });
        await expect(p.getByRole("heading", { name: say("Du fährst dein Auto weiter", "You keep driving your car") })).toBeVisible();
        await expect(p.getByText(say("Dein Auto ist noch nicht bei dir", "Your car has not been handed over yet"))).toHaveCount(0);
      },
    },
    {
      // The account's payment methods: one entry per contract, each saying which it is (both read
      // "Fahrzeug: Tesla Model Y" before).
      path: portalPath("/myaccount"),
      check: async (p, locale) => {
        const say = (de: string, en: string) => inLocale(locale, { de, en });
        await expect(p.getByText(say(`Fahrzeug: Tesla Model Y, verlängert ab ${start}`, `Car: Tesla Model Y, extended from ${start}`))).toBeVisible();
        await expect(
          p.getByText(say(`Fahrzeug: Tesla Model Y, Verlängerung ab ${start}`, `Car: Tesla Model Y, extension from ${start}`)),
        ).toBeVisible();
      },
    },
  ]);
  await page.goto("/portal/de-DE/mycars/deal-pia-prolong/prolongation");
  await expect(page.getByRole("status").filter({ hasText: "Für dieses Abo ist derzeit keine Verlängerung möglich." })).toBeVisible();
  // One way back, the page's (review I: the notice had a second "Zurück zum Abo").
  await expect(page.locator("main").getByRole("link", { name: "Zurück zum Abo" })).toHaveCount(1);
});

test("the legacy 5 % prolongation: a failed order opens 'Verlängerung fehlgeschlagen', the retry succeeds (de-DE)", async ({ page }) => {
  await signInAs(page, "pia");
  await page.goto("/portal/de-DE/mycars/deal-pia-legacy/prolongation");
  const module = page.getByRole("region", { name: "Abo verlängern" });
  await expect(module.getByText("Als Bestandskunde erhältst du 5 % Rabatt auf deine bisherige Rate.")).toBeVisible();
  const six = module.locator("label").filter({ hasText: "6 Monate" });
  // 489 € less 5 %.
  await expect(six).toContainText("464,55 € im Monat");
  await expect(six).toContainText("statt 489 €");
  await expect(six).toContainText("Du sparst 24,45 € im Monat");
  await six.getByRole("radio").check();
  await module.getByRole("button", { name: "Weiter" }).click();
  await module.getByRole("checkbox", { name: "Ich habe die Bedingungen der Verlängerung gelesen und akzeptiere sie." }).check();

  let posts = 0;
  await page.route("**/portal/api/bff/deals/deal-pia-legacy/prolongation", (route) => {
    posts += 1;
    return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"internal_error"}' });
  });
  await module.getByRole("button", { name: "Verbindlich verlängern" }).click();
  const failed = page.getByRole("dialog", { name: "Verlängerung fehlgeschlagen" });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("Deine Verlängerung konnte nicht gespeichert werden.");
  expect(posts).toBe(1);
  await failed.getByRole("button", { name: "Schließen" }).first().click();
  await expect(failed).toHaveCount(0);
  await expect(module.getByRole("alert")).toHaveText(
    "Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisiere die Seite und versuche es erneut.",
  );
  await expect(page).toHaveURL(/\/deal-pia-legacy\/prolongation$/);

  // The BFF answers again: the retry in the modal orders.
  await page.unroute("**/portal/api/bff/deals/deal-pia-legacy/prolongation");
  await module.getByRole("button", { name: "Verbindlich verlängern" }).click();
  await expect(failed).toHaveCount(0);
  await expect(page).toHaveURL(/\/de-DE\/mycars\/deal-pia-legacy\/prolongation\/thank-you$/);
});

test("a business customer prolongs at net prices and lands on the success page (en-DE)", async ({ page }) => {
  await signInAs(page, "viktor");
  await page.goto("/portal/en-DE/mycars/deal-viktor-prolong");
  const commitmentEnd = await minimumCommitmentEnd(page, "Minimum term until");
  const selector = page.getByRole("region", { name: "What's next?" });
  await expect(selector).toContainText("Keep the car, from 540 € a month plus VAT.");
  await selector.getByRole("link", { name: "Extend subscription" }).click();

  const module = page.getByRole("region", { name: "Extend subscription" });
  const options = module.getByRole("group", { name: "How long would you like to extend?" });
  const twelve = options.locator("label").filter({ hasText: "12 months" });
  // 642.60 € and 714 € gross are 540 € and 600 € net of the 19 % VAT.
  await expect(twelve).toContainText("540 € a month");
  await expect(twelve).toContainText("instead of 600 €");
  await expect(module.getByText("All prices excl. 19 % VAT.")).toBeVisible();
  await twelve.getByRole("radio").check();
  await module.getByRole("button", { name: "Continue" }).click();
  await module.getByRole("checkbox", { name: "I have read and accept the terms of the extension." }).check();
  await module.getByRole("button", { name: "Confirm the binding extension" }).click();

  const end = shiftDay(shiftDay(commitmentEnd, { days: 1 }), { months: 12 });
  const [day, month, year] = end.split(".");
  await expect(page).toHaveURL(
    new RegExp(`/en-DE/car/deal-viktor-prolong/prolongation/success\\?endDate=${year}-${month}-${day}&price=540&kmPackage=2000&term=12$`),
  );
  const success = page.getByRole("region", { name: "Thank you for your extension" });
  await expect(success).toContainText("Your extension is ordered. We will email you the contract documents.");
  const row = (term: string) => page.locator("main dt").getByText(term, { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(row("Term")).toHaveText("12 months");
  await expect(row("Monthly rate")).toHaveText("540 € a month");
  await expect(row("Mileage package")).toHaveText("2.000 km a month");
  await expect(row("End")).toHaveText(end);
  await expect(page.getByText("All prices excl. 19 % VAT.")).toBeVisible();

  // The journey as a business customer: the list and the original's page say the car is kept
  // from the day after the commitment, in "Sie" in German; no return or choice is offered.
  const start = shiftDay(commitmentEnd, { days: 1 });
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/mycars"),
        check: async (p, locale) => {
          await expect(dealCard(p, "deal-viktor-prolong")).toContainText(
            inLocale(locale, { de: `Verlängert ab ${start}`, en: `Extended from ${start}` }),
          );
          expect(await contractOrder(p.locator("main article[data-deal-id]")), "the list: newest contract first").toEqual(NEWEST_FIRST);
        },
      },
      {
        path: portalPath("/mycars/deal-viktor-prolong"),
        check: async (p, locale) => {
          const say = (de: string, en: string) => inLocale(locale, { de, en });
          await expect(p.getByRole("region", { name: say("Ihr Abo ist verlängert", "Your subscription is extended") })).toContainText(
            inLocale(locale, {
              de: new RegExp(`Ab ${start.replace(/\./g, "\\.")} fahren Sie den .+ im verlängerten Abo weiter – eine Rückgabe ist nicht nötig\\.`),
              en: new RegExp(
                `From ${start.replace(/\./g, "\\.")} you keep driving the .+ in your extended subscription – there is nothing to return\\.`,
              ),
            }),
          );
          await expect(p.getByRole("region", { name: say("Wie geht es weiter?", "What's next?") })).toHaveCount(0);
          await expect(p.getByRole("link", { name: say("Zur Rückgabe", "Go to the return") })).toHaveCount(0);
        },
      },
      {
        // The business portal: the original prolonged, the follow-up its extension from the same day;
        // the shared return offers the car once, as the extension ending on the new end.
        path: portalPath("/b2b/details"),
        check: async (p, locale) => {
          await expect(p.locator('[data-deal-id="deal-viktor-prolong"]')).toContainText(
            inLocale(locale, { de: `Verlängert ab ${start}`, en: `Extended from ${start}` }),
          );
          await expect(p.getByText(inLocale(locale, { de: `Verlängerung ab ${start}`, en: `Extension from ${start}` }))).toHaveCount(1);
          // The same order as the list (the portal named the oldest first).
          const vehicles = p.getByRole("list", { name: inLocale(locale, { de: "Firmenfahrzeuge", en: "Company cars" }) }).locator("[data-deal-id]");
          expect(await contractOrder(vehicles), "the business portal: newest contract first").toEqual(NEWEST_FIRST);
          const shared = p.getByRole("region", { name: inLocale(locale, { de: "Gemeinsame Rückgabe", en: "Shared return" }) });
          await expect(shared.getByRole("checkbox", { name: /Ioniq 5/ })).toHaveCount(1);
          await expect(shared).toContainText(end);
        },
      },
    ],
    { audience: "b2b" },
  );
});

/** Viktor's contracts, newest first: the extension just ordered, the ordered car, the prolonged one. */
const NEWEST_FIRST = [expect.stringMatching(/^deal-(?!viktor-)/), "deal-viktor-ordered", "deal-viktor-prolong"];

async function contractOrder(items: Locator): Promise<(string | null)[]> {
  await expect(items).toHaveCount(NEWEST_FIRST.length);
  return items.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-deal-id")));
}

test("a prolongation is offered no end-of-subscription options", async ({ page }) => {
  await signInAs(page, "pia");
  await page.goto("/portal/de-DE/mycars/deal-pia-renewed");
  await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Wie geht es weiter?" })).toHaveCount(0);
  await page.goto("/portal/de-DE/mycars/deal-pia-renewed/prolongation");
  await expect(page.getByRole("status").filter({ hasText: "Für dieses Abo ist derzeit keine Verlängerung möglich." })).toBeVisible();
});
