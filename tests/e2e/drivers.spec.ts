import { expect, test, type Page } from "@playwright/test";
import { jpegWithSize, pngWithSize } from "../../src/bff/files/test-images";
import { expectNoAxeViolations } from "./accessibility";
import { signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";
import { runNow } from "./run-clock";

/**
 * Additional drivers (account.md §2 Drivers, §4, §5 Driver, §7, §8): the list with its
 * statuses, the add form with the licence uploads, the removal rules and the error modals. The
 * menu entry belongs to the German market with a subscription (account.md §4); the pages open for
 * every signed-in customer (§2), and say so when there is no subscription. These tests add and
 * remove drivers of seeded customers, so they run in the project "writes", one after the other;
 * what they add they remove again.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

/** A real JPEG and a real PNG (the upload decodes and re-encodes photos). */
const JPEG = Buffer.from(jpegWithSize(800, 600, 2048));
const PNG = Buffer.from(pngWithSize(10, 10));

/**
 * A date `years` (and `extraDays`) before today as TT.MM.JJJJ, today by Berlin's calendar as the
 * portal counts ages: between midnight in Berlin and midnight UTC the machine's date is a day behind.
 */
function dateYearsAgo(years: number, extraDays = 0): string {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(runNow()).split("-").map(Number);
  const date = new Date(Date.UTC(year! - years, month! - 1, day! + extraDays));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

const driverItem = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test("de-DE: the list shows every status but the deleted driver; a pending one cannot be removed, a rejected one goes at once", async ({ page }) => {
  await signInAs(page, "fiona");
  await page.goto("/portal/de-DE/myaccount/drivers");
  await expect(page.getByRole("heading", { level: 1, name: "Zusätzliche Fahrer" })).toBeVisible();
  const list = page.getByRole("list", { name: "Zusätzliche Fahrer" });
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await expect(driverItem(page, "Lena Fahrerin")).toContainText("Aktiv");
  await expect(driverItem(page, "Karl Senior")).toContainText("Inaktiv");
  await expect(driverItem(page, "Mia Abgelehnt")).toContainText("Abgelehnt");
  await expect(driverItem(page, "Jonas Fahrer")).toContainText("In Prüfung");
  // Jonas (21) pays the young driver's fee the add form announced; Lena (born 1990, licence 2010) does not.
  await expect(driverItem(page, "Jonas Fahrer")).toContainText("Zusatzgebühr 19\u00a0€ im Monat");
  await expect(driverItem(page, "Lena Fahrerin")).not.toContainText("Zusatzgebühr");
  await expect(page.getByText("Tom Entfernt")).toHaveCount(0);
  await expectNoAxeViolations(page, "de-DE/myaccount/drivers");

  // Pending: no remove button, a note instead (account.md §4).
  await expect(driverItem(page, "Jonas Fahrer").getByRole("button")).toHaveCount(0);
  await expect(driverItem(page, "Jonas Fahrer")).toContainText("Fahrer in Prüfung kannst du erst nach der Prüfung entfernen.");

  // Rejected: removed directly, no confirmation.
  await page.getByRole("button", { name: "Mia Abgelehnt entfernen" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Mia Abgelehnt wurde entfernt." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Zusätzliche Fahrer" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("Mia Abgelehnt")).toHaveCount(0);
});

test("de-DE: an inactive driver is removed after a confirmation; a failed removal opens the error modal with a retry", async ({ page }) => {
  await signInAs(page, "fiona");
  await page.goto("/portal/de-DE/myaccount/drivers");
  await page.getByRole("button", { name: "Karl Senior entfernen" }).click();
  const confirm = page.getByRole("dialog", { name: "Fahrer entfernen?" });
  await expect(confirm).toContainText("Möchtest du Karl Senior wirklich entfernen?");
  await confirm.getByRole("button", { name: "Abbrechen" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(driverItem(page, "Karl Senior")).toBeVisible();

  let failures = 0;
  await page.route("**/portal/api/bff/drivers/driver-fiona-karl", (route) => (failures++, route.fulfill({ status: 500, body: "{}" })));
  await page.getByRole("button", { name: "Karl Senior entfernen" }).click();
  await confirm.getByRole("button", { name: "Ja, entfernen" }).click();
  const error = page.getByRole("dialog", { name: "Das hat nicht geklappt" });
  await expect(error).toContainText("Entfernen fehlgeschlagen! Bitte versuche es erneut.");
  expect(failures).toBe(1);
  await page.unroute("**/portal/api/bff/drivers/driver-fiona-karl");
  await error.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Karl Senior wurde entfernt." })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Karl Senior")).toHaveCount(0);
});

test("de-DE: adding a driver checks the fields, refuses a too large file, uploads both sides and lists the new driver after a reload", async ({
  page,
}) => {
  await signInAs(page, "otto");
  await page.goto("/portal/de-DE/myaccount/drivers");
  await expect(page.getByText("Du hast noch keine zusätzlichen Fahrer hinzugefügt.")).toBeVisible();
  await page.getByRole("link", { name: "Fahrer hinzufügen" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount\/drivers\/add$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fahrer hinzufügen" })).toBeVisible();

  // Nothing shows before a touch; a submit shows every message.
  await expect(page.locator("main form").getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Fahrer hinzufügen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Dies ist ein Pflichtfeld." }).first()).toBeVisible();
  await expect(page.getByLabel("Beziehung zum Fahrer")).toBeFocused();

  // Under 17: the §5 message, on change after the touch.
  const birth = page.getByLabel("Geburtsdatum");
  await birth.fill(dateYearsAgo(17, 1));
  await expect(page.getByRole("alert").filter({ hasText: "Du musst mindestens 17 Jahre alt sein." })).toBeVisible();
  await birth.fill("31.02.1990");
  await expect(page.getByRole("alert").filter({ hasText: "Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein." })).toBeVisible();

  // A young driver: the extra-fee banner (19 EUR a month) from the birth date alone, before the
  // licence date is typed, and still with an old licence; an adult with an old licence: none; a
  // licence held 2 years less a day: the banner again, exactly 2 years: none (account.md §5, §9).
  const banner = page.getByRole("note", { name: "Zusatzgebühr für diesen Fahrer" });
  const issued = page.getByLabel("Ausstellungsdatum des Führerscheins");
  await birth.fill(dateYearsAgo(22));
  await expect(banner).toContainText("19");
  // Under 23 with a licence under 2 years: not the fee but the refusal of §8, at the licence date
  // before sending (it came only as the error modal, and the banner vanished).
  const refusal = page
    .getByRole("alert")
    .filter({ hasText: "Dieses Fahrzeug ist für Fahrer unter 23 Jahren, die ihren Führerschein seit weniger als 2 Jahren haben" });
  await issued.fill(dateYearsAgo(1));
  await issued.blur();
  await expect(refusal).toBeVisible();
  await expect(banner).toHaveCount(0);
  await issued.fill(dateYearsAgo(4));
  await expect(refusal).toHaveCount(0);
  await expect(banner).toContainText("19");
  await birth.fill("09.07.1984");
  await issued.fill("01.08.2003");
  await expect(banner).toHaveCount(0);
  await issued.fill(dateYearsAgo(2, 1));
  await expect(banner).toContainText("19");
  await issued.fill(dateYearsAgo(2));
  await expect(banner).toHaveCount(0);
  await issued.fill("01.08.2003");

  // Over 10 MB: refused before any upload.
  const front = page.getByLabel("Führerschein Vorderseite");
  await front.setInputFiles({ name: "gross.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10_485_761) });
  await expect(page.getByRole("alert").filter({ hasText: "Diese Datei ist zu groß (Maximalgröße 10 MB)." })).toBeVisible();

  await page.getByLabel("Beziehung zum Fahrer").selectOption({ label: "Familienmitglied" });
  // A name takes letters, space, comma, period, apostrophe and hyphen (account.md §5), worded as at registration.
  await page.locator("main").getByLabel("Vorname").fill("Gret4");
  await expect(
    page.getByRole("alert").filter({ hasText: "Bitte nur Buchstaben, Leerzeichen, Komma, Punkt, Apostroph und Bindestrich verwenden." }),
  ).toBeVisible();
  await page.locator("main").getByLabel("Vorname").fill("Greta");
  await page.locator("main").getByLabel("Nachname").fill("Gast");
  await front.setInputFiles({ name: "vorne.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await expect(page.getByText("vorne.jpg hochgeladen")).toBeVisible();
  await page.getByLabel("Führerschein Rückseite").setInputFiles({ name: "hinten.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("hinten.png hochgeladen")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Führerschein Rückseite" })).toHaveAttribute("value", "1");
  await page.getByLabel("Postleitzahl").fill("2410");
  await page.getByLabel("Postleitzahl").blur();
  await expect(page.getByRole("alert").filter({ hasText: "ungültige PLZ" })).toBeVisible();
  // Shared form rules "mainland only" (account.md §5): Sylt has no road link.
  await page.getByLabel("Postleitzahl").fill("25999");
  await page.getByLabel("Postleitzahl").blur();
  await expect(page.getByRole("alert").filter({ hasText: "nur Orte auf dem Festland" })).toBeVisible();
  await page.getByLabel("Postleitzahl").fill("24103");
  await expect(page.getByRole("link", { name: "Bedingungen für zusätzliche Fahrer" })).toHaveAttribute("href", "/portal/de-DE/terms");
  await page.getByLabel("Ich akzeptiere die Bedingungen für zusätzliche Fahrer.").check();
  await page.getByLabel("Ich bestätige, dass meine Angaben vollständig und richtig sind.").check();
  await expect(page.locator("main form").getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page, "de-DE/myaccount/drivers/add");

  await page.getByRole("button", { name: "Fahrer hinzufügen" }).click();
  const added = page.getByRole("dialog", { name: "Fahrer hinzugefügt" });
  await expect(added).toContainText("Greta Gast darf ab sofort alle Autos deiner Abos fahren.");
  await added.getByRole("link", { name: "Zu den Fahrern" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount\/drivers$/);
  await page.reload();
  await expect(driverItem(page, "Greta Gast")).toContainText("Aktiv");

  // The new driver, as entered, wherever the drivers show: the list in German and
  // in English, with the account navigation leading to it; the empty-list text is gone.
  const listSays = (texts: { title: string; status: string; relation: string; born: string; empty: string; nav: string }) => async (story: Page) => {
    const list = story.getByRole("list", { name: texts.title });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    const greta = list.getByRole("listitem").filter({ hasText: "Greta Gast" });
    await expect(greta).toContainText(texts.status);
    await expect(greta).toContainText(texts.relation);
    await expect(greta).toContainText(texts.born);
    await expect(story.getByText(texts.empty)).toHaveCount(0);
    await expect(story.getByRole("navigation", { name: texts.nav }).getByRole("link", { name: texts.title })).toHaveAttribute("aria-current", "page");
  };
  await expectSameStory(page, [
    {
      path: portalPath("/myaccount/drivers"),
      check: (story, locale) =>
        listSays(
          inLocale(locale, {
            de: {
              title: "Zusätzliche Fahrer",
              status: "Aktiv",
              relation: "Familienmitglied",
              born: "09.07.1984",
              empty: "Du hast noch keine zusätzlichen Fahrer hinzugefügt.",
              nav: "Mein Konto",
            },
            en: {
              title: "Additional drivers",
              status: "Active",
              relation: "Family member",
              born: "09.07.1984",
              empty: "You have not added any additional drivers yet.",
              nav: "My account",
            },
          }),
        )(story),
    },
  ]);

  // And away again, after the confirmation: the list is empty as before.
  await page.goto("/portal/de-DE/myaccount/drivers");
  await page.getByRole("button", { name: "Greta Gast entfernen" }).click();
  await page.getByRole("dialog", { name: "Fahrer entfernen?" }).getByRole("button", { name: "Ja, entfernen" }).click();
  await expect(page.getByText("Du hast noch keine zusätzlichen Fahrer hinzugefügt.")).toBeVisible();

  // Removed everywhere, not only on the page that removed her.
  await expectSameStory(page, [
    {
      path: portalPath("/myaccount/drivers"),
      check: async (story, locale) => {
        await expect(
          story.getByText(
            inLocale(locale, { de: "Du hast noch keine zusätzlichen Fahrer hinzugefügt.", en: "You have not added any additional drivers yet." }),
          ),
        ).toBeVisible();
        await expect(story.getByText("Greta Gast")).toHaveCount(0);
      },
    },
  ]);
});

test("en-DE: a request sent while a scan uploads waits for it; a refused or failed one opens the driver-error modal with the §8 text; nothing is added", async ({
  page,
}) => {
  await signInAs(page, "otto");
  await page.goto("/portal/en-DE/myaccount/drivers/add");
  await page.getByLabel("Relationship to the driver").selectOption({ label: "Other" });
  await page.locator("main").getByLabel("First name").fill("Hugo");
  await page.locator("main").getByLabel("Last name").fill("Hilfe");
  await page.getByLabel("Date of birth").fill("01.02.1980");
  await page.getByLabel("Driving licence issue date").fill("01.03.2000");
  await page.getByLabel("Driving licence front").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await expect(page.getByText("front.jpg uploaded")).toBeVisible();
  await page.getByLabel("Postcode").fill("24103");
  await page.getByLabel("I accept the terms for additional drivers.").check();
  await page.getByLabel("I confirm that my details are complete and correct.").check();

  await page.route("**/portal/api/bff/drivers", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ error: "conflict", code: "driver_already_exists" }) })
      : route.continue(),
  );
  // Sent while the back scan still travels: the request waits for it, then goes (it did nothing).
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route("**/portal/api/bff/uploads/dl/**", async (route) => (await uploadHeld, route.continue()));
  const posted = page.waitForRequest((request) => request.url().endsWith("/portal/api/bff/drivers") && request.method() === "POST");
  await page.getByLabel("Driving licence back").setInputFiles({ name: "back.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await page.getByRole("button", { name: "Add driver" }).click();
  await expect(page.getByRole("button", { name: "Sending …" })).toBeDisabled();
  releaseUpload();
  await posted;
  await page.unroute("**/portal/api/bff/uploads/dl/**");
  const error = page.getByRole("dialog", { name: "The driver could not be added" });
  await expect(error).toContainText("This driver has already been added as a second driver.");
  await error.getByRole("button", { name: "Close", exact: true }).first().click();

  await page.unroute("**/portal/api/bff/drivers");
  await page.route("**/portal/api/bff/drivers", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await page.getByRole("button", { name: "Add driver" }).click();
  await expect(error).toContainText("An unexpected error has occurred. Please contact customer service at +49 89 1234 5600.");
  await page.keyboard.press("Escape");
  await page.unroute("**/portal/api/bff/drivers");

  await page.goto("/portal/en-DE/myaccount/drivers");
  await expect(page.getByText("You have not added any additional drivers yet.")).toBeVisible();
});

test("B2B: the drivers pages address the business customer with 'Sie'", async ({ page }) => {
  await signInAs(page, "bernd");
  await page.goto("/portal/de-DE/myaccount/drivers");
  await expect(page.getByText("Sie haben noch keine zusätzlichen Fahrer hinzugefügt.")).toBeVisible();
  await expect(page.getByText("Zusätzliche Fahrer dürfen alle Autos Ihrer Abos fahren.", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "Fahrer hinzufügen" }).click();
  await page.getByLabel("Geburtsdatum").fill(dateYearsAgo(16));
  await page.getByLabel("Geburtsdatum").blur();
  await expect(page.getByRole("alert").filter({ hasText: "Sie müssen mindestens 17 Jahre alt sein." })).toBeVisible();
  // A senior driver's fee, net of VAT as every business price (account.md §6, §9: 19 EUR gross).
  await page.getByLabel("Geburtsdatum").fill(dateYearsAgo(66));
  await expect(page.getByRole("note", { name: "Zusatzgebühr für diesen Fahrer" })).toContainText(
    "berechnen wir 15,97\u00a0€ im Monat zzgl. MwSt. zusätzlich.",
  );
  await page.getByLabel("Geburtsdatum").fill(dateYearsAgo(16));
  await page.getByRole("button", { name: "Fahrer hinzufügen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Bitte akzeptieren Sie die Bedingungen." })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Bitte bestätigen Sie, dass Ihre Angaben vollständig und richtig sind." })).toBeVisible();

  // Then a valid driver is added, and every page that lists the drivers tells it (the journey
  // as a business customer): the list in English and in German, "Sie" on the German page.
  await page.getByLabel("Beziehung zum Fahrer").selectOption({ label: "Mitarbeiter:in" });
  await page.locator("main").getByLabel("Vorname").fill("Ella");
  await page.locator("main").getByLabel("Nachname").fill("Einsatz");
  await page.getByLabel("Geburtsdatum").fill("09.07.1984");
  await page.getByLabel("Ausstellungsdatum des Führerscheins").fill("01.08.2003");
  await page.getByLabel("Führerschein Vorderseite").setInputFiles({ name: "vorne.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await expect(page.getByText("vorne.jpg hochgeladen")).toBeVisible();
  await page.getByLabel("Führerschein Rückseite").setInputFiles({ name: "hinten.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("hinten.png hochgeladen")).toBeVisible();
  await page.getByLabel("Postleitzahl").fill("12049");
  await page.getByLabel("Ich akzeptiere die Bedingungen für zusätzliche Fahrer.").check();
  await page.getByLabel("Ich bestätige, dass meine Angaben vollständig und richtig sind.").check();
  await page.getByRole("button", { name: "Fahrer hinzufügen" }).click();
  await expect(page.getByRole("dialog", { name: "Fahrer hinzugefügt" })).toContainText("Ella Einsatz darf ab sofort alle Autos Ihrer Abos fahren.");
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/myaccount/drivers"),
        check: async (story, locale) => {
          const say = (de: string, en: string) => inLocale(locale, { de, en });
          const list = story.getByRole("list", { name: say("Zusätzliche Fahrer", "Additional drivers") });
          const ella = list.getByRole("listitem").filter({ hasText: "Ella Einsatz" });
          await expect(ella).toContainText(say("Aktiv", "Active"));
          await expect(ella).toContainText(say("Mitarbeiter:in", "Employee"));
          await expect(ella).toContainText("09.07.1984");
          await expect(
            story.getByText(say("Sie haben noch keine zusätzlichen Fahrer hinzugefügt.", "You have not added any additional drivers yet.")),
          ).toHaveCount(0);
        },
      },
    ],
    { audience: "b2b" },
  );
});

test("every signed-in customer reaches the drivers pages: Fiona's drivers in en-US without the menu entry; Nora, without a subscription, is told so", async ({
  page,
  context,
}) => {
  // account.md §2 lists the routes without a condition; §4 limits only the menu entry (German locale, a SUBSCRIPTION deal).
  await signInAs(page, "fiona");
  const list = await page.goto("/portal/en-US/myaccount/drivers");
  expect(list?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Additional drivers" })).toBeVisible();
  await expect(driverItem(page, "Lena Fahrerin")).toContainText("Active");
  await expect(page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Additional drivers" })).toHaveCount(0);
  const add = await page.goto("/portal/en-US/myaccount/drivers/add");
  expect(add?.status()).toBe(200);
  await expect(page.getByLabel("Date of birth")).toBeVisible();

  await context.clearCookies();
  await signInAs(page, "nora");
  for (const path of ["/portal/de-DE/myaccount/drivers", "/portal/de-DE/myaccount/drivers/add"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByText("Page not found")).toHaveCount(0);
    await expect(page.getByText("Seite nicht gefunden")).toHaveCount(0);
    await expect(page.getByText("Du hast noch kein Abo: Sobald du eines hast, kannst du hier Fahrer hinzufügen.", { exact: false })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Autos entdecken" })).toHaveAttribute("href", "/portal/de-DE/subscribe");
    await expect(page.getByLabel("Geburtsdatum")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Fahrer hinzufügen" })).toHaveCount(0);
  }
  await expect(page.getByRole("navigation", { name: "Mein Konto" }).getByRole("link", { name: "Zusätzliche Fahrer" })).toHaveCount(0);
  await expectNoAxeViolations(page, "de-DE/myaccount/drivers/add without a subscription");
});
