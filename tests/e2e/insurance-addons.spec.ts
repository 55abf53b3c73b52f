import { expect, test, type Page } from "@playwright/test";
import { dealCard, signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";

/**
 * Insurance and add-ons (deals.md §2 INSURANCE_UPGRADE and one_time_mileage, §4 Mileage and
 * Insurance, §6 loyalty Black, §7 /api/addons, /attach, accept-deductibles-reduction, §8 toasts,
 * §9 comfort protection). The writing tests each book on a deal of their own (Vera's), so they may
 * run in parallel; they run in the project "writes". The failure tests answer the add-on calls
 * with 500 in the browser and write nothing.
 */

const contractValue = (page: Page, term: string) => page.locator("dl").locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
const fail = (page: Page, path: string) => page.route(`**/portal/api/${path}`, (route) => route.fulfill({ status: 500, body: "" }));

test("a private customer upgrades the insurance of an ordered car: an option or the comfort protection, never both (German)", async ({ page }) => {
  await signInAs(page, "vera");
  await page.goto("/portal/de-DE/mycars/deal-vera-ordered");
  await expect(contractValue(page, "Selbstbeteiligung Vollkasko")).toHaveText(/1\.000\s€/);
  await page.getByRole("link", { name: "Versicherung upgraden" }).click();
  const dialog = page.getByRole("dialog", { name: "Versicherung upgraden" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/modalName=INSURANCE_UPGRADE/);
  const confirm = dialog.getByRole("button", { name: "Bestätigen" });
  // §4: confirm is disabled while the selection is unchanged and no protection change was made.
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByRole("radio", { name: "Aktuelle Versicherung beibehalten" })).toBeChecked();
  await expect(dialog.getByRole("link", { name: "Versicherungsbedingungen" })).toHaveAttribute("href", "/portal/de-DE/damage-insurance");
  // §4: an option whose full coverage lies above the 1,000 EUR deductible is not offered.
  await expect(dialog.getByRole("radio")).toHaveCount(3);
  await expect(dialog.getByRole("radio", { name: /Basis Plus/ })).toHaveCount(0);
  // Each option is described from its deductibles in the page's words, never a message key.
  await expect(dialog).toContainText(/Selbstbeteiligung [\d.]+\s€ Vollkasko, [\d.]+\s€ Teilkasko/);
  await expect(dialog).not.toContainText("addons.");
  await expect(dialog.getByRole("checkbox", { name: /Komfort Schutz – 29\s€\/Monat/ })).not.toBeChecked();

  await dialog.getByRole("radio", { name: /Vollkasko Premium – 39\s€\/Monat/ }).check();
  await expect(confirm).toBeEnabled();
  // An option and the comfort protection both set the deductible: choosing one lets go of the other.
  await dialog.getByRole("checkbox", { name: /Komfort Schutz/ }).check();
  await expect(dialog.getByRole("radio", { name: "Aktuelle Versicherung beibehalten" })).toBeChecked();
  await dialog.getByRole("radio", { name: /Vollkasko Premium – 39\s€\/Monat/ }).check();
  await expect(dialog.getByRole("checkbox", { name: /Komfort Schutz/ })).not.toBeChecked();
  await confirm.click();
  await expect(dialog.getByText("Versicherung aktualisiert")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // The contract data shows the new deductible at once, and survives a reload.
  await expect(contractValue(page, "Selbstbeteiligung Vollkasko")).toHaveText(/300\s€/);
  await page.reload();
  await expect(contractValue(page, "Selbstbeteiligung Vollkasko")).toHaveText(/300\s€/);
  // One insurance add-on per deal (account.md §4): no further upgrade is offered, and the modal's
  // address offers nothing either: no protection over a deductible of 300 € (deals.md §4).
  await expect(page.getByRole("link", { name: "Versicherung upgraden" })).toHaveCount(0);
  await page.goto("/portal/de-DE/mycars/deal-vera-ordered?modalName=INSURANCE_UPGRADE");
  await expect(page.getByRole("dialog", { name: "Versicherung upgraden" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Versicherung upgraden" }).getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Versicherung upgraden" }).getByRole("button", { name: "Bestätigen" })).toHaveCount(0);

  // 729 € plus 39 € for Vollkasko Premium.
  // The list card and the deal page (German and English) tell the new rate and deductibles, on a
  // desktop and on a phone; the reduction to 500 € is no longer offered (the deductible is lower).
  await expectSameStory(page, [
    {
      path: portalPath("/mycars"),
      check: async (story, locale) => {
        const card = dealCard(story, "deal-vera-ordered");
        await expect(card).toContainText(inLocale(locale, { de: "768 € im Monat", en: "768 € per month" }));
        await expect(card).not.toContainText("729 €");
      },
    },
    {
      path: portalPath("/mycars/deal-vera-ordered"),
      check: async (story, locale) => {
        const say = (de: string, en: string) => inLocale(locale, { de, en });
        await expect(contractValue(story, say("Monatliche Rate", "Monthly rate"))).toHaveText(/^768\s€$/);
        await expect(contractValue(story, say("Selbstbeteiligung Vollkasko", "Excess, comprehensive cover"))).toHaveText(/^300\s€$/);
        await expect(contractValue(story, say("Selbstbeteiligung Teilkasko", "Excess, partial cover"))).toHaveText(/^150\s€$/);
        await expect(story.locator('[data-banner="deductible-reduction"]')).toHaveCount(0);
        await expect(story.getByRole("link", { name: say("Versicherung upgraden", "Upgrade insurance") })).toHaveCount(0);
      },
    },
  ]);
});

test("a private customer lowers the deductible from 1,000 to 500 EUR from the banner (German)", async ({ page }) => {
  await signInAs(page, "vera");
  await page.goto("/portal/de-DE/mycars/deal-vera-reduce");
  const banner = page.getByRole("region", { name: "Selbstbeteiligung senken" });
  await expect(banner).toContainText(
    /Für 29\s€\/Monat sinkt mit dem Komfort Schutz deine Selbstbeteiligung in der Vollkasko von 1\.000 € auf 500 €\./,
  );
  await banner.getByRole("button", { name: "Selbstbeteiligung senken" }).click();
  const dialog = page.getByRole("dialog", { name: "Selbstbeteiligung senken" });
  // The answer is lost on its way back (the server applied it): the retry sends the same
  // Idempotency-Key and gets the first answer, the success, not "nicht mehr möglich".
  const keys: string[] = [];
  await page.route("**/accept-deductibles-reduction", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await route.fetch();
    await route.abort("connectionreset");
  });
  await dialog.getByRole("button", { name: "Jetzt senken" }).click();
  const failed = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Nochmal versuchen" }) });
  await expect(failed).toBeVisible();
  await page.unroute("**/accept-deductibles-reduction");
  const retried = page.waitForRequest("**/accept-deductibles-reduction");
  await failed.getByRole("button", { name: "Nochmal versuchen" }).click();
  expect((await retried).headers()["idempotency-key"]).toBe(keys[0]);
  const success = page.getByRole("dialog", { name: "Selbstbeteiligung gesenkt" });
  await expect(success.getByText("Deine Selbstbeteiligung in der Vollkasko beträgt jetzt 500 €.")).toBeVisible();
  await success.getByRole("button", { name: "Schließen" }).first().click();
  // §7 "success dialog and reload": the offer is gone, the contract shows 500 EUR.
  await expect(page.getByRole("region", { name: "Selbstbeteiligung senken" })).toHaveCount(0);
  await expect(contractValue(page, "Selbstbeteiligung Vollkasko")).toHaveText(/500\s€/);
});

test("one-time mileage on a running subscription, in English: choose, book, then the success state", async ({ page }) => {
  await signInAs(page, "vera");
  await page.goto("/portal/en-US/mycars/deal-vera-active");
  // §4: the deductible reduction is refused once the car is handed over; no banner offers it.
  await expect(page.locator('[data-banner="deductible-reduction"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Add kilometers" }).click();
  const dialog = page.getByRole("dialog", { name: "Add kilometers" });
  await expect(dialog.getByRole("radio", { name: /^500 km extra/ })).toBeChecked();
  await dialog.getByRole("radio", { name: /^1,000 km extra/ }).check();
  await dialog.getByRole("button", { name: "Add kilometers" }).click();
  await expect(dialog.getByText("Your kilometers are booked")).toBeVisible();
  await expect(dialog.getByText("1,000 km extra: 1,000 additional kilometers are booked for this subscription.")).toBeVisible();
  // Opened again, the attached add-on shows the success state (§4).
  await page.goto("/portal/en-US/mycars/deal-vera-active?modalName=one_time_mileage");
  await expect(page.getByRole("dialog", { name: "Add kilometers" }).getByText("Your kilometers are booked")).toBeVisible();

  // The deal page's services list the 1,000 km as booked once for the whole term
  // (as the booking said, not "per month"), and a one-time price leaves the monthly rate and the
  // list card's rate alone; on a desktop and on a phone, in English and German.
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/mycars/deal-vera-active"),
        check: async (story, locale) => {
          const services = story.getByRole("region", { name: inLocale(locale, { de: "Leistungen", en: "Services" }), exact: true });
          await expect(services).toContainText(
            inLocale(locale, { de: "Zusatzkilometer: 1.000 km für die gesamte Laufzeit", en: "Extra mileage: 1,000 km for the whole term" }),
          );
          await expect(services).not.toContainText(inLocale(locale, { de: "pro Monat", en: "per month" }));
          await expect(contractValue(story, inLocale(locale, { de: "Monatliche Rate", en: "Monthly payment" }))).toHaveText(
            inLocale(locale, { de: /^549\s€$/, en: /^549\s€$/ }),
          );
        },
      },
      {
        path: portalPath("/mycars"),
        check: async (story, locale) => {
          await expect(dealCard(story, "deal-vera-active")).toContainText(inLocale(locale, { de: "549 € im Monat", en: "549 € per month" }));
        },
      },
    ],
    { english: "en-US" },
  );
});

test("the add-ons are read once in 5 minutes: the one-time mileage modal opened twice, without leaving the page (account.md §7)", async ({
  page,
}) => {
  await signInAs(page, "silke");
  await page.goto("/portal/de-DE/mycars/deal-silke-active");
  const addonReads: string[] = [];
  const documentLoads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/portal/api/addons") addonReads.push(request.url());
    if (request.resourceType() === "document") documentLoads.push(request.url());
  });
  const link = page.getByRole("link", { name: "Kilometer hinzubuchen" });
  const dialog = page.getByRole("dialog", { name: "Kilometer hinzubuchen" });

  // The page behind the first modal of the page stays as it was: shown and where it was scrolled
  // to (review round 25: it went blank for half a second and then stood at its footer).
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const seen = { shortest: main.innerText.length };
    new MutationObserver(() => (seen.shortest = Math.min(seen.shortest, main.innerText.length))).observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
    });
    (window as unknown as { mainText: typeof seen }).mainText = seen;
    return { scrollY: window.scrollY, text: seen.shortest };
  });
  await link.click();
  await expect(page).toHaveURL(/\?modalName=one_time_mileage$/);
  await expect(dialog.getByRole("radio", { name: /^500 km extra/ })).toBeChecked();
  const after = await page.evaluate(() => ({
    scrollY: window.scrollY,
    text: (window as unknown as { mainText: { shortest: number } }).mainText.shortest,
  }));
  expect(after.scrollY).toBe(before.scrollY);
  expect(after.text).toBeGreaterThanOrEqual(before.text);
  // The modal reads the add-ons again once it is open (the server's copy may be a moment old).
  await expect.poll(() => addonReads.length).toBe(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/deal-silke-active$/);
  await expect(link).toBeFocused();

  await link.click();
  await expect(dialog.getByRole("radio", { name: /^500 km extra/ })).toBeChecked();
  await page.waitForLoadState("networkidle");
  expect(addonReads).toHaveLength(1);
  // The browser's Back closes it too, and the focus returns to the link (review round 25).
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/deal-silke-active$/);
  await expect(link).toBeFocused();
  // Every opening and closing was a navigation inside the page, not a document load.
  expect(documentLoads).toEqual([]);
});

test("a Black customer gets the comfort protection free (German)", async ({ page }) => {
  await signInAs(page, "kim");
  await page.goto("/portal/de-DE/mycars/deal-kim-ordered");
  await expect(page.getByRole("region", { name: "Selbstbeteiligung senken" })).toContainText(
    "Mit dem Komfort Schutz sinkt deine Selbstbeteiligung in der Vollkasko von 1.000 € auf 500 € – kostenlos für Loyalty-Level Black.",
  );
  await page.goto("/portal/de-DE/mycars/deal-kim-ordered?modalName=INSURANCE_UPGRADE");
  const dialog = page.getByRole("dialog", { name: "Versicherung upgraden" });
  await expect(dialog.getByRole("checkbox", { name: /Komfort Schutz – kostenlos für Loyalty-Level Black/ })).toBeVisible();
});

test("a Black customer's car on the road: a deductible of at most 500 € (English)", async ({ page }) => {
  await signInAs(page, "bianca");
  await page.goto("/portal/en-US/mycars/deal-bianca-active");
  await expect(contractValue(page, "Deductible, comprehensive coverage")).toHaveText(/500/);
  await expect(contractValue(page, "Deductible, comprehensive coverage")).not.toHaveText(/1[.,]000/);
});

test("a lead is told the deductible reduction comes later", async ({ page }) => {
  await signInAs(page, "lea");
  await page.goto("/portal/de-DE/mycars/deal-lea-lead");
  await expect(page.getByRole("region", { name: "Bald verfügbar: niedrigere Selbstbeteiligung" })).toContainText(
    "Sobald deine Bestellung abgeschlossen ist, kannst du hier deine Selbstbeteiligung in der Vollkasko von 1.000 € auf 500 € senken.",
  );
  await expect(page.getByRole("button", { name: "Selbstbeteiligung senken" })).toHaveCount(0);
});

test("no add-on can be changed within 2 months of the commitment end", async ({ page }) => {
  await signInAs(page, "vera");
  await page.goto("/portal/de-DE/mycars/deal-vera-ending");
  await expect(page.getByRole("link", { name: "Kilometer hinzubuchen" })).toHaveCount(0);
  await page.goto("/portal/de-DE/mycars/deal-vera-ending?modalName=one_time_mileage");
  await expect(page.getByRole("dialog", { name: "Kilometer hinzubuchen" })).toContainText(
    "Für dieses Abo können keine zusätzlichen Kilometer mehr gebucht werden: Die Mindestlaufzeit endet in weniger als 2 Monaten.",
  );
});

test("a business customer is addressed with 'Sie' and sees net prices", async ({ page }) => {
  await signInAs(page, "bernd");
  await page.goto("/portal/de-DE/mycars/deal-bernd-ordered");
  await expect(page.getByRole("region", { name: "Selbstbeteiligung senken" })).toContainText(
    /Für 24,37\s€\/Monat zzgl\. MwSt\. sinkt mit dem Komfort Schutz Ihre Selbstbeteiligung in der Vollkasko von 1\.000 € auf 500 €\.(?!\.)/,
  );
  await page.getByRole("link", { name: "Versicherung upgraden" }).click();
  const dialog = page.getByRole("dialog", { name: "Versicherung upgraden" });
  await expect(dialog.getByText("Wählen Sie eine andere Versicherung oder ändern Sie den Zusatzschutz, um zu bestätigen.")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /Komfort Schutz – 24,37\s€\/Monat zzgl\. MwSt\./ })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Vollkasko Plus – 15,97\s€\/Monat zzgl\. MwSt\./ })).toBeVisible();
});

test("a business customer upgrades the insurance of an ordered car in 'Sie', net of VAT, and every page tells the new net rate (de-DE)", async ({
  page,
}) => {
  // Mareike's ordered iX1: 714 € gross is 600 € net; Vollkasko Premium 39 € (32,77 € net).
  await signInAs(page, "mareike");
  await page.goto("/portal/de-DE/mycars/deal-mareike-ordered");
  await expect(contractValue(page, "Monatliche Rate")).toHaveText(/^600\s€\s?zzgl\. MwSt\.$/);
  await page.getByRole("link", { name: "Versicherung upgraden" }).click();
  const dialog = page.getByRole("dialog", { name: "Versicherung upgraden" });
  await expect(dialog.getByText("Wählen Sie eine andere Versicherung oder ändern Sie den Zusatzschutz, um zu bestätigen.")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /Komfort Schutz – 24,37\s€\/Monat zzgl\. MwSt\./ })).toBeVisible();
  await dialog.getByRole("radio", { name: /Vollkasko Premium – 32,77\s€\/Monat zzgl\. MwSt\./ }).check();
  await dialog.getByRole("button", { name: "Bestätigen" }).click();
  await expect(dialog.getByText("Versicherung aktualisiert")).toBeVisible();
  await expect(dialog).not.toContainText(/\b(?:du|dein)\b/i);
  await page.keyboard.press("Escape");

  // 753 € gross is 632,77 € net. The business portal's company car, the list card
  // and the deal page tell the same net rate and the new deductibles, on a desktop and on a phone.
  const rate = { de: "632,77 € im Monat zzgl. MwSt.", en: "632,77 € per month plus VAT" };
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/b2b/details"),
        check: async (story, locale) => {
          const car = story.locator('li[data-deal-id="deal-mareike-ordered"]');
          await expect(car).toContainText(inLocale(locale, rate));
          await expect(car).not.toContainText("600 €");
        },
      },
      {
        path: portalPath("/mycars"),
        check: async (story, locale) => {
          const card = dealCard(story, "deal-mareike-ordered");
          await expect(card).toContainText(inLocale(locale, rate));
          await expect(card).not.toContainText("600 €");
        },
      },
      {
        path: portalPath("/mycars/deal-mareike-ordered"),
        check: async (story, locale) => {
          const say = (de: string, en: string) => inLocale(locale, { de, en });
          await expect(contractValue(story, say("Monatliche Rate", "Monthly rate"))).toHaveText(
            inLocale(locale, { de: /^632,77\s€\s?zzgl\. MwSt\.$/, en: /^632,77\s€\s?plus VAT$/ }),
          );
          await expect(contractValue(story, say("Selbstbeteiligung Vollkasko", "Excess, comprehensive cover"))).toHaveText(/^300\s€$/);
          await expect(contractValue(story, say("Selbstbeteiligung Teilkasko", "Excess, partial cover"))).toHaveText(/^150\s€$/);
          await expect(story.locator('[data-banner="deductible-reduction"]')).toHaveCount(0);
          await expect(story.getByRole("link", { name: say("Versicherung upgraden", "Upgrade insurance") })).toHaveCount(0);
        },
      },
    ],
    { audience: "b2b" },
  );
});

test("a business customer books one-time kilometres in 'Sie', net of VAT, and the rate stays (de-DE)", async ({ page }) => {
  // Mareike's Enyaq: 595 € gross (500 € net); 1,000 km extra cost 179 € gross, 150,42 € net, once.
  await signInAs(page, "mareike");
  await page.goto("/portal/de-DE/mycars/deal-mareike-active");
  await page.getByRole("link", { name: "Kilometer hinzubuchen" }).click();
  const dialog = page.getByRole("dialog", { name: "Kilometer hinzubuchen" });
  await expect(dialog.getByText("Wählen Sie Ihr Kilometerpaket")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /^500 km extra – 83,19\s€ einmalig zzgl\. MwSt\./ })).toBeChecked();
  await dialog.getByRole("radio", { name: /^1\.000 km extra – 150,42\s€ einmalig zzgl\. MwSt\./ }).check();
  await dialog.getByRole("button", { name: "Kilometer hinzubuchen" }).click();
  await expect(dialog.getByText("Ihre Kilometer sind gebucht")).toBeVisible();
  await expect(dialog.getByText("1.000 km extra: 1.000 zusätzliche Kilometer sind für dieses Abo gebucht.")).toBeVisible();

  await expectSameStory(
    page,
    [
      {
        path: portalPath("/mycars/deal-mareike-active"),
        check: async (story, locale) => {
          const services = story.getByRole("region", { name: inLocale(locale, { de: "Leistungen", en: "Services" }), exact: true });
          await expect(services).toContainText(
            inLocale(locale, { de: "Zusatzkilometer: 1.000 km für die gesamte Laufzeit", en: "Extra mileage: 1.000 km for the whole term" }),
          );
          await expect(contractValue(story, inLocale(locale, { de: "Monatliche Rate", en: "Monthly rate" }))).toHaveText(
            inLocale(locale, { de: /^500\s€\s?zzgl\. MwSt\.$/, en: /^500\s€\s?plus VAT$/ }),
          );
        },
      },
      {
        path: portalPath("/mycars"),
        check: async (story, locale) => {
          await expect(dealCard(story, "deal-mareike-active")).toContainText(
            inLocale(locale, { de: "500 € im Monat zzgl. MwSt.", en: "500 € per month plus VAT" }),
          );
        },
      },
      {
        path: portalPath("/b2b/details"),
        check: async (story, locale) => {
          await expect(story.locator('li[data-deal-id="deal-mareike-active"]')).toContainText(
            inLocale(locale, { de: "500 € im Monat zzgl. MwSt.", en: "500 € per month plus VAT" }),
          );
        },
      },
    ],
    { audience: "b2b" },
  );
});

test.describe("failing add-on calls", () => {
  test("the insurance upgrade shows the toasts of §8 and keeps the deal as it was", async ({ page }) => {
    await signInAs(page, "kim");
    await fail(page, "addons/attach");
    await page.goto("/portal/de-DE/mycars/deal-kim-ordered?modalName=INSURANCE_UPGRADE");
    const dialog = page.getByRole("dialog", { name: "Versicherung upgraden" });
    await dialog.getByRole("radio", { name: /Vollkasko Plus/ }).check();
    await dialog.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page.getByText("Fehler beim Aktualisieren der Versicherung")).toBeVisible();
    await expect(dialog.getByText("Es ist ein Fehler aufgetreten. Bitte versuche es erneut.")).toBeVisible();
    await dialog.getByRole("checkbox", { name: /Komfort Schutz/ }).check();
    await dialog.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page.getByText("Fehler beim Aktualisieren der Zusatzschutzoptionen")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(contractValue(page, "Selbstbeteiligung Vollkasko")).toHaveText(/1\.000\s€/);
  });

  test("one-time mileage shows the unexpected-error toast and reads the add-ons again", async ({ page }) => {
    await signInAs(page, "anna");
    await fail(page, "addons/attach");
    await page.goto("/portal/de-DE/mycars/deal-anna-active?modalName=one_time_mileage");
    const dialog = page.getByRole("dialog", { name: "Kilometer hinzubuchen" });
    const reread = page.waitForRequest((request) => request.url().endsWith("/portal/api/addons") && request.method() === "POST");
    await dialog.getByRole("button", { name: "Kilometer hinzubuchen" }).click();
    await expect(page.getByText("Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisiere die Seite und versuche es erneut.")).toBeVisible();
    await reread;
    // Still bookable: nothing was attached.
    await expect(dialog.getByRole("button", { name: "Kilometer hinzubuchen" })).toBeEnabled();
  });

  test("the deductible reduction says it did not work, with a retry and the support line", async ({ page }) => {
    await signInAs(page, "kim");
    await fail(page, "bff/deals/*/accept-deductibles-reduction");
    await page.goto("/portal/de-DE/mycars/deal-kim-ordered");
    await page.getByRole("button", { name: "Selbstbeteiligung senken" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Jetzt senken" }).click();
    const dialog = page.getByRole("dialog", { name: "Das hat leider nicht geklappt" });
    await expect(dialog).toContainText(
      "Die Senkung deiner Selbstbeteiligung hat nicht geklappt. Bitte versuche es erneut oder wende dich an den Kundenservice",
    );
    await expect(dialog.getByRole("link", { name: "Kundenservice anrufen" })).toHaveAttribute("href", /^tel:/);
    await dialog.getByRole("button", { name: "Nochmal versuchen" }).click();
    await expect(page.getByRole("dialog", { name: "Das hat leider nicht geklappt" })).toBeVisible();
  });
});
