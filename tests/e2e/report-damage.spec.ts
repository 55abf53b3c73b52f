import { expect, test, type Locator } from "@playwright/test";
import { jpegWithSize } from "../../src/bff/files/test-images";
import { signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";

/**
 * Reporting a damage (deals.md §2 report-damage form, §3 damage submission, §4, §5, §8, §9
 * uploads): photos are uploaded one by one, the report names them. These tests add reports to
 * seeded deals, so they run after the specs that read them (project "writes").
 */

/** A real JPEG of 1200 × 900 pixels, padded to `bytes`: the upload decodes and re-encodes it. */
const jpeg = (bytes = 4_000): Buffer => Buffer.from(jpegWithSize(1200, 900, bytes));

const DESCRIPTION = "Kratzer an der Felge hinten links, etwa 30 mm lang, beim Einparken entstanden.";

async function fillDetails(form: Locator) {
  await form.getByRole("combobox", { name: "Art des Schadens oder Defekts" }).selectOption({ label: "Felge" });
  const date = form.getByRole("textbox", { name: /Wann ist es passiert/ });
  await date.fill("08.03.2026");
  // deals.md §5: the date is disabled while "unknown" is ticked, and loses its value.
  await form.getByRole("checkbox", { name: "Datum unbekannt" }).check();
  await expect(date).toBeDisabled();
  await expect(date).toHaveValue("");
  await form.getByRole("textbox", { name: /Beschreib/ }).fill(DESCRIPTION);
}

async function addPhoto(form: Locator, name = "felge.jpg", buffer = jpeg()) {
  await form.getByLabel("Fotos des Schadens").setInputFiles({ name, mimeType: "image/jpeg", buffer });
}

test("the form refuses a date after today and a postcode that is not 5 digits before anything is sent (deals.md §5)", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-active/report-damage");
  const form = page.getByRole("region", { name: "Schaden melden" });
  await form.getByRole("combobox", { name: "Art des Schadens oder Defekts" }).selectOption({ label: "Felge" });
  const tomorrow = new Date(Date.now() + 36 * 3_600_000).toLocaleDateString("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  });
  const date = form.getByRole("textbox", { name: /Wann ist es passiert/ });
  await date.fill(tomorrow);
  await date.blur();
  await expect(form.getByText("Das Datum darf nicht in der Zukunft liegen.")).toBeVisible();
  await date.fill("08.03.2026");
  await date.blur();
  await expect(form.getByText("Das Datum darf nicht in der Zukunft liegen.")).toHaveCount(0);
  await form.getByRole("textbox", { name: /Beschreib/ }).fill(DESCRIPTION);
  await addPhoto(form);
  await expect(form.getByText("felge.jpg · Hochgeladen")).toBeVisible();
  await form.getByRole("button", { name: "Weiter" }).click();
  await form.getByRole("checkbox", { name: "Das Auto steht an der Adresse aus dem Vertrag" }).uncheck();
  const zip = form.getByRole("textbox", { name: "PLZ" });
  await zip.fill("1234");
  await zip.blur();
  await expect(form.getByText("PLZ muss 5-stellig sein")).toBeVisible();
});

test("a private customer reports a damaged rim with a photo: the toast, the success modal, and the report in the list", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-active/report-damage");
  const form = page.getByRole("region", { name: "Schaden melden" });
  await expect(form.getByText("1 von 2")).toBeVisible();
  // The page's heading and the form's are two (a screen reader heard "Schaden melden" twice).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schadensmeldung");
  await fillDetails(form);
  // No "Pflichtfeld" on the photos before the customer did anything with them.
  await expect(form.getByLabel("Fotos des Schadens")).toBeEnabled();
  await expect(form.getByText("Dies ist ein Pflichtfeld.")).toHaveCount(0);
  // The rim and paint rules of §5 are the description's help.
  await expect(form).toContainText("bei Alufelgen Kratzer über 20 mm");
  const next = form.getByRole("button", { name: "Weiter" });
  // §5: an empty required field does not disable "Weiter" (only errors and uploads do); pressing it says what is missing.
  await next.click();
  await expect(form.getByLabel("Fotos des Schadens")).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld\./);
  await expect(next).toBeDisabled();
  await addPhoto(form);
  await expect(form.getByText("felge.jpg · Hochgeladen")).toBeVisible();
  await next.click();

  await expect(form.getByRole("heading", { name: "Wo steht das Auto?" })).toBeVisible();
  // The contract's address is prefilled, and the box says so (it was left unticked).
  await expect(form.getByRole("checkbox", { name: "Das Auto steht an der Adresse aus dem Vertrag" })).toBeChecked();
  // deals.md §5: the address fields are disabled while "same address" is ticked; they show the contract's.
  await expect(form.getByRole("textbox", { name: "Straße" })).toBeDisabled();
  await expect(form.getByRole("textbox", { name: "Straße" })).toHaveValue("Eppendorfer Weg");
  // Edited and locked again, the fields show the contract's address again (§5).
  const sameAddress = form.getByRole("checkbox", { name: "Das Auto steht an der Adresse aus dem Vertrag" });
  await sameAddress.uncheck();
  await form.getByRole("textbox", { name: "Straße" }).fill("Lagerweg");
  await sameAddress.check();
  await expect(form.getByRole("textbox", { name: "Straße" })).toHaveValue("Eppendorfer Weg");
  const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/active-fleet/damage-reports"));
  await form.getByRole("button", { name: "Schaden melden" }).click();
  // deals.md §7: the report carries the address shown and the country, Germany.
  expect((await sent).postDataJSON()).toMatchObject({
    street: "Eppendorfer Weg",
    house_number: "57",
    zip: "20259",
    city: "Hamburg",
    country: "Germany",
    subscription_id: "deal-anna-active",
  });
  await expect(page.locator("[data-toast]").filter({ hasText: "Danke für deine Anfrage" })).toBeVisible();
  // deals.md §4 "success … opens the success modal"; closed, its message stays where the form was.
  const success = page.getByRole("dialog", { name: "Schaden gemeldet" });
  await expect(success).toContainText("Die Meldung findest du unter „Schadensmeldungen“.");
  await success.getByRole("button", { name: "OK" }).click();
  await expect(success).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Schaden gemeldet" })).toContainText("Die Meldung findest du unter „Schadensmeldungen“.");

  // The report is there at once, newest first, titled by what was reported, with what was sent
  // (deals.md §3; not without a title and with an empty "Schäden").
  await page.goto("/portal/de-DE/mycars/deal-anna-active");
  const reports = page.getByRole("region", { name: "Schadensmeldungen" });
  const newest = reports.getByRole("listitem").first();
  await expect(newest).toContainText("Felge");
  await expect(newest.getByTestId("repair-status")).toHaveText("Gemeldet");
  await newest.getByRole("button", { name: /Details anzeigen: Meldung/ }).click();
  const details = page.getByRole("dialog");
  await expect(details.getByRole("heading", { name: "Gemeldeter Schaden" })).toBeVisible();
  for (const line of ["Art: Felge", "Datum unbekannt", "1 Foto", DESCRIPTION, "Die Einstufung durch unser Team folgt."]) {
    await expect(details).toContainText(line);
  }
  await expect(details.getByRole("heading", { name: "Schäden" })).toHaveCount(0);
  await expect(details.getByRole("link", { name: "Bericht herunterladen" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Afterwards: the deal page lists the report, titled and with its status, on
  // a desktop and on a phone.
  await expectSameStory(page, [
    {
      path: portalPath("/mycars/deal-anna-active"),
      check: async (story, locale) => {
        const reports = story.getByRole("region", { name: inLocale(locale, { de: "Schadensmeldungen", en: "Damage reports" }) });
        const first = reports.getByRole("listitem").first();
        await expect(first).toContainText(inLocale(locale, { de: "Felge", en: "Rim" }));
        await expect(first.getByTestId("repair-status")).toHaveText(inLocale(locale, { de: "Gemeldet", en: "Reported" }));
      },
    },
  ]);
});

test("'Weiter' on the empty details step shows 'Dies ist ein Pflichtfeld.' on each required field (deals.md §5)", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-active/report-damage");
  const form = page.getByRole("region", { name: "Schaden melden" });
  await expect(form.getByLabel("Fotos des Schadens")).toBeEnabled();
  const next = form.getByRole("button", { name: "Weiter" });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(form.getByRole("combobox", { name: "Art des Schadens oder Defekts" })).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld\./);
  await expect(form.getByRole("textbox", { name: /Wann ist es passiert/ })).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld\./);
  await expect(form.getByLabel("Fotos des Schadens")).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld\./);
  await expect(form.getByText("1 von 2")).toBeVisible();
  await expect(next).toBeDisabled();
});

test("a car that cannot be driven: the emergency number shows, description and photos hide, and there is no way on", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-active/report-damage");
  const form = page.getByRole("region", { name: "Schaden melden" });
  await form.getByRole("combobox", { name: "Art des Schadens oder Defekts" }).selectOption({ label: "Motor" });
  await form.getByRole("checkbox", { name: "Das Auto ist nicht mehr fahrbereit" }).check();
  const note = form.getByRole("note", { name: "Bitte ruf uns sofort an – wir organisieren Hilfe." });
  await expect(note.getByRole("link", { name: "+49 89 1234 5670" })).toHaveAttribute("href", "tel:+498912345670");
  await expect(form.getByRole("textbox", { name: /Beschreib/ })).toHaveCount(0);
  await expect(form.getByLabel("Fotos des Schadens")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Weiter" })).toBeDisabled();
});

test("a photo uploaded before 'nicht fahrbereit' was ticked and unticked is still there", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-active/report-damage");
  const form = page.getByRole("region", { name: "Schaden melden" });
  await expect(form.getByLabel("Fotos des Schadens")).toBeEnabled();
  await addPhoto(form);
  await expect(form.getByRole("listitem").filter({ hasText: /Hochgeladen/ })).toHaveCount(1);
  const notDrivable = form.getByRole("checkbox", { name: "Das Auto ist nicht mehr fahrbereit" });
  await notDrivable.check();
  await expect(form.getByLabel("Fotos des Schadens")).toHaveCount(0);
  await notDrivable.uncheck();
  await expect(form.getByLabel("Fotos des Schadens")).toBeVisible();
  await expect(form.getByText("felge.jpg · Hochgeladen")).toBeVisible();
  await expect(form.getByText("Dies ist ein Pflichtfeld.")).toHaveCount(0);
});

test("a photo over 6 MB stops the choice with the toast of §5; a script named .jpg is not taken", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-active/report-damage");
  const form = page.getByRole("region", { name: "Schaden melden" });
  let uploads = 0;
  page.on("request", (request) => void (request.url().endsWith("/damage-reports/images") && uploads++));
  // Usable once the form has hydrated with its photo field's code (a person sees it enabled).
  await expect(form.getByLabel("Fotos des Schadens")).toBeEnabled();
  await form.getByLabel("Fotos des Schadens").setInputFiles([
    { name: "klein.jpg", mimeType: "image/jpeg", buffer: jpeg() },
    { name: "gross.jpg", mimeType: "image/jpeg", buffer: jpeg(6_291_457) },
  ]);
  await expect(page.getByText("Einige Dateien sind zu groß. Die maximale Dateigröße beträgt 6 MB.")).toBeVisible();
  expect(uploads).toBe(0);

  await addPhoto(form, "foto.jpg", Buffer.from("<script>alert(1)</script>"));
  await expect(form.getByText(/foto\.jpg · Nicht hochgeladen/)).toBeVisible();
  await fillDetails(form);
  // No photo was taken: "Weiter" says so when pressed (§5), and stays on the step.
  await form.getByRole("button", { name: "Weiter" }).click();
  await expect(form.getByLabel("Fotos des Schadens")).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld\./);
  await expect(form.getByRole("button", { name: "Weiter" })).toBeDisabled();
});

test("in English, a failing report shows the toast and the request-error modal", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/en-US/mycars/deal-anna-active/report-damage");
  const form = page.getByRole("region", { name: "Report damage" });
  await form.getByRole("combobox", { name: "Kind of damage or defect" }).selectOption({ label: "Bumper" });
  await form.getByRole("checkbox", { name: "Date unknown" }).check();
  await form.getByRole("textbox", { name: "Describe the damage" }).fill("A dent of about 15 mm in the rear bumper, from a parking garage pillar.");
  await form.getByLabel("Photos of the damage").setInputFiles({ name: "bumper.png", mimeType: "image/png", buffer: jpeg() });
  // A PNG name on JPEG bytes: the name must match the content (§9 uploads).
  await expect(form.getByText(/bumper\.png · Not uploaded/)).toBeVisible();
  await form.getByLabel("Photos of the damage").setInputFiles({ name: "bumper.jpg", mimeType: "image/jpeg", buffer: jpeg() });
  await expect(form.getByText("bumper.jpg · Uploaded")).toBeVisible();
  await form.getByRole("button", { name: "Remove bumper.png" }).click();
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByRole("checkbox", { name: "The car is at the address in the contract" }).check();

  await page.route("**/active-fleet/damage-reports", (route) => route.fulfill({ status: 500, body: "{}" }));
  await form.getByRole("button", { name: "Report damage" }).click();
  await expect(page.getByText("Sorry, something went wrong!").first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Sorry, that did not work" })).toBeVisible();
});

test("a business customer reports from the deal page's modal, addressed as 'Sie'", async ({ page }) => {
  await signInAs(page, "bernd");
  await page.goto("/portal/de-DE/mycars/deal-bernd-minib2b");
  await page.getByRole("link", { name: "Schaden melden" }).click();
  await expect(page).toHaveURL(/modalName=REPORT_DAMAGE_MODAL/);
  const dialog = page.getByRole("dialog", { name: "Schaden melden" });
  // The dialog's title names the form once.
  await expect(dialog.getByRole("heading", { name: "Schaden melden" })).toHaveCount(1);
  await fillDetails(dialog);
  await expect(dialog.getByRole("textbox", { name: "Beschreiben Sie den Schaden" })).toBeVisible();
  await addPhoto(dialog);
  await expect(dialog.getByText("felge.jpg · Hochgeladen")).toBeVisible();
  await dialog.getByRole("button", { name: "Weiter" }).click();
  // Another place than the contract's address (which the fields start from, ticked as the same).
  await expect(dialog.getByRole("textbox", { name: "Straße" })).toHaveValue("Hermannstraße");
  await dialog.getByRole("checkbox", { name: "Das Auto steht an der Adresse aus dem Vertrag" }).uncheck();
  await dialog.getByRole("textbox", { name: "Straße" }).fill("Sonnenallee");
  await dialog.getByRole("textbox", { name: "Hausnummer" }).fill("221");
  await dialog.getByRole("textbox", { name: "PLZ" }).fill("12059");
  await dialog.getByRole("textbox", { name: "Ort" }).fill("Berlin");
  await dialog.getByRole("button", { name: "Schaden melden" }).click();
  const toast = dialog.locator("[data-toast]").filter({ hasText: "Danke für Ihre Anfrage" });
  await expect(toast).toBeVisible();
  // The toast took its place in the dialog instead of covering it (on a phone too).
  await page.setViewportSize({ width: 390, height: 844 });
  // The message names what happened; the toast says thanks (it said the same twice).
  const message = dialog.getByRole("region", { name: "Schaden gemeldet" });
  const [toastBox, messageBox] = [await toast.boundingBox(), await message.boundingBox()];
  expect(toastBox && messageBox && toastBox.y + toastBox.height <= messageBox.y).toBe(true);
  await expect(dialog).not.toContainText(/\b(du|dein|deine|dich|dir)\b/i);
  // It ends with an OK, as the report page's success modal does (review: only the X closed it).
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/modalName/);

  // The journey as a business customer: the deal page lists the report first, titled and
  // reported, in "Sie" on the German page.
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/mycars/deal-bernd-minib2b"),
        check: async (story, locale) => {
          const reports = story.getByRole("region", { name: inLocale(locale, { de: "Schadensmeldungen", en: "Damage reports" }) });
          const first = reports.getByRole("listitem").first();
          await expect(first).toContainText(inLocale(locale, { de: "Felge", en: "Rim" }));
          await expect(first.getByTestId("repair-status")).toHaveText(inLocale(locale, { de: "Gemeldet", en: "Reported" }));
        },
      },
    ],
    { audience: "b2b" },
  );
});

test("a car not handed over yet: the damage page says when and how a damage is reported instead of an empty page", async ({ page }) => {
  await signInAs(page, "paul");
  await page.goto("/portal/de-DE/mycars/deal-paul-created/report-damage");
  const note = page.getByRole("region", { name: "Dein Auto ist noch nicht bei dir" });
  await expect(note).toContainText("Schäden meldest du hier, sobald wir dir das Auto übergeben haben.");
  await expect(page.getByRole("link", { name: "Zurück zum Abo" })).toBeVisible();
});
