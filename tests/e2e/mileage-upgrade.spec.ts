import { expect, test, type Locator, type Page } from "@playwright/test";
import { dealCard, signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";

/**
 * The mileage upgrade (deals.md §2 "mileage-upgrade (two steps)", §3 mileage packages, §4 Mileage,
 * §5, §7 GET/PUT …/mileage_packages, §8 "Mileage upgrade error modal"). These tests change seeded
 * deals' packages, so they run in the project "writes".
 */

/**
 * The value of a row of the deal page's contract data; also while a modal is open over the page,
 * which hides it from the accessibility tree (what the success view's reload changed behind it).
 */
function contractValue(page: Page, label: string): Locator {
  return page
    .getByRole("term", { includeHidden: true })
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

function upgradeDialog(page: Page, name = "Kilometerpaket erhöhen"): Locator {
  return page.getByRole("dialog", { name });
}

test("a private customer raises an order's package from the deal page, step by step (de-DE)", async ({ page }) => {
  await signInAs(page, "paul");
  await page.goto("/portal/de-DE/mycars/deal-paul-created");
  await expect(contractValue(page, "Kilometerpaket")).toHaveText("1.500 km/Monat");
  await expect(contractValue(page, "Monatliche Rate")).toHaveText("729 €");

  await page.getByRole("link", { name: "Kilometerpaket erhöhen" }).click();
  await expect(page).toHaveURL(/\/de-DE\/mycars\/deal-paul-created\?modalName=mileage-upgrade$/);
  const dialog = upgradeDialog(page);
  await expect(dialog.getByText("1 von 2")).toBeVisible();
  await expect(dialog.getByText("Dein Paket heute: 1.500 km im Monat für 729 €", { exact: true })).toBeVisible();
  // §4 "never downward": only the packages above 1,500 km; §4/§5: Next stays disabled until one is chosen.
  await expect(dialog.getByRole("radio")).toHaveCount(5);
  await expect(dialog.getByRole("radio", { name: /^1\.500 km/ })).toHaveCount(0);
  const next = dialog.getByRole("button", { name: "Weiter" });
  await expect(next).toBeDisabled();
  const card = dialog.locator("label").filter({ has: page.getByRole("radio", { name: /^2\.500 km im Monat/ }) });
  await expect(card).toContainText("Neue Monatsrate779 €");
  await expect(card).toContainText("Mehr im Monat+50 €");
  await expect(card).toContainText("Einmalzahlungkeine"); // not delivered yet: nothing driven to pay for
  await dialog.getByRole("radio", { name: /^2\.500 km im Monat/ }).check();
  await expect(next).toBeEnabled();
  await next.click();

  await expect(dialog.getByText("2 von 2")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Änderung bestätigen" })).toBeVisible();
  await expect(dialog.getByText("Von 1.500 auf 2.500 km im Monat")).toBeVisible();
  await dialog.getByRole("button", { name: "Kilometerpaket verbindlich erhöhen" }).click();

  const success = dialog.getByRole("region", { name: "Kilometerpaket erhöht" });
  await expect(success).toContainText("Dein neues Paket: 2.500 km im Monat. Deine neue Monatsrate: 779 €");
  // §4 "the deal and packages reload": the contract data behind the modal shows them at once.
  await expect(contractValue(page, "Kilometerpaket")).toHaveText("2.500 km/Monat");
  await expect(contractValue(page, "Monatliche Rate")).toHaveText("779 €");
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/de-DE\/mycars\/deal-paul-created$/);

  // Stored: after a reload, and the next offers start above the new package.
  await page.reload();
  await expect(contractValue(page, "Kilometerpaket")).toHaveText("2.500 km/Monat");
  const packages = await (await page.request.get("/portal/api/bff/deals/deal-paul-created/mileage_packages")).json();
  expect(packages.available_mileage_packages.map((offer: { mileage_package: number }) => offer.mileage_package)).toEqual([3000, 4000, 5000]);

  // The list card, the deal page (German and English) tell the new package and
  // rate, on a desktop and on a phone; the old rate is gone everywhere.
  await expectSameStory(page, [
    {
      path: portalPath("/mycars"),
      check: async (story, locale) => {
        const card = dealCard(story, "deal-paul-created");
        await expect(card).toContainText(inLocale(locale, { de: "779 € im Monat", en: "779 € per month" }));
        await expect(card).not.toContainText("729 €");
      },
    },
    {
      path: portalPath("/mycars/deal-paul-created"),
      check: async (story, locale) => {
        await expect(contractValue(story, inLocale(locale, { de: "Kilometerpaket", en: "Mileage package" }))).toHaveText(
          inLocale(locale, { de: "2.500 km/Monat", en: "2.500 km/month" }),
        );
        await expect(contractValue(story, inLocale(locale, { de: "Monatliche Rate", en: "Monthly rate" }))).toHaveText("779 €");
        await expect(story.locator("main")).not.toContainText("729 €");
      },
    },
  ]);
});

test("the mileage report's recommendation opens the upgrade with the recommended package chosen (en-DE)", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/en-DE/mycars/deal-anna-active/mileage");
  const report = page.getByRole("region", { name: "Report mileage" });
  // Above any reading the mileage report spec may have sent: about 2,950 km a month on a 1,500 km package.
  await report.getByLabel("Mileage in km").fill("12015");
  await report.getByRole("button", { name: "Send mileage" }).click();

  const outcome = page.getByRole("region", { name: "You are driving more than planned" });
  const upgrade = outcome.getByRole("link", { name: "Upgrade mileage package" });
  await expect(upgrade).toHaveAttribute("href", /\?modalName=mileage-upgrade&mileagePackage=\d{4}$/);
  const recommended = Number(/mileagePackage=(\d+)/.exec((await upgrade.getAttribute("href")) ?? "")?.[1]);
  expect(recommended).toBeGreaterThan(1500);
  const km = new Intl.NumberFormat("en-DE").format(recommended);
  const current = new Intl.NumberFormat("en-DE").format(1500);
  await upgrade.click();

  const dialog = upgradeDialog(page, "Upgrade mileage package");
  await expect(dialog.getByText("1 of 2")).toBeVisible();
  const chosen = dialog.getByRole("radio", { name: new RegExp(`^${km} km a month`) });
  await expect(chosen).toBeChecked();
  // Four months driven: the difference is paid once for them (deals.md §3 is_late_change).
  await expect(dialog.getByText("Your mileage package applies to the whole term")).toBeVisible();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText(`From ${current} to ${km} km a month`)).toBeVisible();
  await dialog.getByRole("button", { name: "Upgrade the mileage package" }).click();

  const success = dialog.getByRole("region", { name: "Mileage package upgraded" });
  await expect(success).toContainText(`Your new package: ${km} km a month.`);
  await expect(success).toContainText("We will charge the one-time payment of");
  await expect(contractValue(page, "Mileage package")).toHaveText(`${new Intl.NumberFormat("de-DE").format(recommended)} km/month`);

  // The deal page's mileage block measures the reading just sent against the new
  // package, as the contract data shows it: no longer "more than your package".
  const kmDe = new Intl.NumberFormat("de-DE").format(recommended);
  await expectSameStory(page, [
    {
      path: portalPath("/mycars/deal-anna-active"),
      check: async (story, locale) => {
        await expect(contractValue(story, inLocale(locale, { de: "Kilometerpaket", en: "Mileage package" }))).toHaveText(
          inLocale(locale, { de: `${kmDe} km/Monat`, en: `${kmDe} km/month` }),
        );
        const block = story.getByRole("region", { name: inLocale(locale, { de: "Kilometerstand", en: "Mileage" }), exact: true });
        await expect(block).toContainText(inLocale(locale, { de: "12.015 km am", en: "12.015 km on" }));
        await expect(block).toContainText(
          inLocale(locale, {
            de: `Dein Kilometerpaket von ${kmDe} km pro Monat reicht aus.`,
            en: `Your mileage package of ${km} km a month is enough.`,
          }),
        );
        await expect(block).not.toContainText(inLocale(locale, { de: "mehr, als dein Kilometerpaket", en: "more than your mileage package" }));
      },
    },
  ]);
});

test("too late within 3 months of the end, and not available for an ended subscription (de-DE)", async ({ page }) => {
  await signInAs(page, "anna");
  // The Ioniq ends in 40 days: no action on the page, and the modal says why instead of the form.
  await page.goto("/portal/de-DE/mycars/deal-anna-plan");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Kilometerpaket erhöhen" })).toHaveCount(0);
  await page.goto("/portal/de-DE/mycars/deal-anna-plan?modalName=mileage-upgrade");
  const dialog = upgradeDialog(page);
  await expect(dialog.getByRole("heading", { name: "Erhöhung nicht mehr möglich" })).toBeVisible();
  await expect(dialog).toContainText("Dein Kilometerpaket lässt sich nur bis 3 Monate vor Vertragsende erhöhen.");
  await expect(dialog.getByRole("radio")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Weiter" })).toHaveCount(0);
  // The BFF refuses it as well, and changes nothing.
  const refused = await page.request.put("/portal/api/bff/deals/deal-anna-plan/mileage_packages", { data: { mileage_package: 2000 } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: "mileage_upgrade_too_late" });

  await page.goto("/portal/de-DE/mycars/deal-anna-ended?modalName=mileage-upgrade");
  await expect(dialog.getByRole("heading", { name: "Keine Erhöhung möglich" })).toBeVisible();
  await expect(dialog.getByRole("radio")).toHaveCount(0);
});

test("a business customer raises the ordered car's package in 'Sie', net of VAT (de-DE)", async ({ page }) => {
  await signInAs(page, "bernd");
  await page.goto("/portal/de-DE/mycars/deal-bernd-ordered");
  await page.getByRole("link", { name: "Kilometerpaket erhöhen" }).click();
  const dialog = upgradeDialog(page);
  // The stored rate is 499 € gross: 419,33 € net, as the list, the deal page and the business portal say.
  await expect(dialog.getByText("Ihr Paket heute: 1.500 km im Monat für 419,33 € zzgl. MwSt.", { exact: true })).toBeVisible();
  const card = dialog.locator("label").filter({ has: page.getByRole("radio", { name: /^2\.000 km im Monat/ }) });
  await expect(card).toContainText("Neue Monatsrate440,33 € zzgl. MwSt.");
  await expect(card).toContainText("Mehr im Monat+21 € zzgl. MwSt.");
  await card.getByRole("radio").check();
  await dialog.getByRole("button", { name: "Weiter" }).click();
  await dialog.getByRole("button", { name: "Kilometerpaket verbindlich erhöhen" }).click();
  await expect(dialog.getByRole("region", { name: "Kilometerpaket erhöht" })).toContainText(
    "Ihr neues Paket: 2.000 km im Monat. Ihre neue Monatsrate: 440,33 € zzgl. MwSt.",
  );
  await expect(contractValue(page, "Kilometerpaket")).toHaveText("2.000 km/Monat");

  // The business portal's company car, the list card and the deal page tell the
  // new net rate the upgrade quoted, on a desktop and on a phone; the old 419,33 € is gone.
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/b2b/details"),
        check: async (story, locale) => {
          const car = story.locator('li[data-deal-id="deal-bernd-ordered"]');
          await expect(car).toContainText(inLocale(locale, { de: "440,33 € im Monat zzgl. MwSt.", en: "440,33 € per month plus VAT" }));
          await expect(car).not.toContainText("419,33 €");
        },
      },
      {
        path: portalPath("/mycars"),
        check: async (story, locale) => {
          const card = dealCard(story, "deal-bernd-ordered");
          await expect(card).toContainText(inLocale(locale, { de: "440,33 € im Monat zzgl. MwSt.", en: "440,33 € per month plus VAT" }));
          await expect(card).not.toContainText("419,33 €");
        },
      },
      {
        path: portalPath("/mycars/deal-bernd-ordered"),
        check: async (story, locale) => {
          await expect(contractValue(story, inLocale(locale, { de: "Kilometerpaket", en: "Mileage package" }))).toHaveText(
            inLocale(locale, { de: "2.000 km/Monat", en: "2.000 km/month" }),
          );
          await expect(contractValue(story, inLocale(locale, { de: "Monatliche Rate", en: "Monthly rate" }))).toHaveText(
            inLocale(locale, { de: /^440,33\s€\s?zzgl\. MwSt\.$/, en: /^440,33\s€\s?plus VAT$/ }),
          );
        },
      },
    ],
    { audience: "b2b" },
  );
});

test("a failing save opens the error modal; its retry saves once the BFF answers again (de-DE)", async ({ page }) => {
  await signInAs(page, "bruno");
  let failing = true;
  await page.route("**/portal/api/bff/deals/deal-bruno-ordered/mileage_packages", async (route) => {
    if (route.request().method() === "PUT" && failing) await route.fulfill({ status: 500, json: { error: "internal_error" } });
    else await route.continue();
  });
  await page.goto("/portal/de-DE/mycars/deal-bruno-ordered?modalName=mileage-upgrade");
  const dialog = upgradeDialog(page);
  await dialog.getByRole("radio", { name: /^2\.500 km im Monat/ }).check();
  await dialog.getByRole("button", { name: "Weiter" }).click();
  await dialog.getByRole("button", { name: "Kilometerpaket verbindlich erhöhen" }).click();

  // §8 "Mileage upgrade error modal: saving failed, try again or contact support".
  const error = page.getByRole("dialog", { name: "Speichern fehlgeschlagen" });
  await expect(error).toContainText("Das Speichern hat nicht geklappt. Bitte versuche es erneut oder kontaktiere unseren Kundenservice.");
  await expect(error.getByRole("link", { name: "Kundenservice anrufen" })).toBeVisible();
  const before = await (await page.request.get("/portal/api/bff/deals/deal-bruno-ordered/mileage_packages")).json();
  expect(before.mileage_package).toBe(2000);

  failing = false;
  await error.getByRole("button", { name: "Nochmal versuchen" }).click();
  await expect(error).toBeHidden();
  await expect(dialog.getByRole("region", { name: "Kilometerpaket erhöht" })).toContainText("Dein neues Paket: 2.500 km im Monat.");
  await expect(contractValue(page, "Kilometerpaket")).toHaveText("2.500 km/Monat");
});
