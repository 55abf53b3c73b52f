import { expect, test, type Locator, type Page } from "@playwright/test";
import { persona, signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";
import { mailsTo } from "./mail-sink";

/**
 * deals.md §2 return module (MULTISTEP_EDIT_RETURN), §3 return data and available dates, §4
 * Return, §5, §7, §8 toasts and the request-error modal, §9 fees. These tests book returns, so
 * they run after the specs that read the seeded deals (playwright.config.ts, project "writes").
 */
test.describe.configure({ mode: "serial" });

const next = (dialog: Locator, name = "Weiter") => dialog.getByRole("button", { name }).click();

async function openFromBanner(page: Page, bannerTitle: string): Promise<Locator> {
  await page.getByRole("region", { name: bannerTitle }).getByRole("link", { name: "Rückgabe planen" }).click();
  await expect(page).toHaveURL(/modalName=MULTISTEP_EDIT_RETURN/);
  return page.getByRole("dialog", { name: "Rückgabe planen" });
}

test("a private customer books a pickup from the reminder banner: reason, address, date, contact, overview with the fees", async ({ page }) => {
  // An uncaught error was thrown as the modal opened.
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-plan");
  const dialog = await openFromBanner(page, "Plane jetzt deine Rückgabe");
  const caption = dialog.getByText(/^Schritt \d/);

  // The count was "1 von 4", then "3 von 6". Until the type is chosen it counts the steps the
  // return can have; only the customer's own answer makes it smaller (account.md §4 "{n} von {total}").
  await expect(caption).toHaveText("Schritt 1 von 6");
  await dialog.getByRole("textbox", { name: "Warum gibst du dein Auto zurück? (optional)" }).fill("Ich ziehe ins Ausland.");
  await next(dialog);
  await expect(caption).toHaveText("Schritt 2 von 6");
  await dialog.getByRole("combobox", { name: "Wie möchtest du dein Auto zurückgeben?" }).selectOption({ label: "Wir holen es bei dir ab" });
  await expect(caption).toHaveText("Schritt 2 von 6");
  // The pickup's fee shows where the pickup is chosen, not only on the last step.
  await expect(dialog).toContainText(/Rückgabegebühr\s*129\s€/);
  await next(dialog);
  await expect(caption).toHaveText("Schritt 3 von 6");
  // The address comes from the delivery (prefill); a postcode on an island is refused on the field.
  const zip = dialog.getByRole("textbox", { name: "PLZ" });
  await expect(dialog.getByRole("textbox", { name: "Straße" })).toHaveValue("Eppendorfer Weg");
  await zip.fill("2025");
  await next(dialog);
  await expect(dialog.getByText("PLZ muss 5-stellig sein")).toBeVisible();
  // Empty, it is said as the street's and the city's are (deals.md §5 "wird benötigt").
  await zip.fill("");
  await expect(dialog.getByText("PLZ wird benötigt")).toBeVisible();
  await zip.fill("20259");
  await next(dialog);
  const date = dialog.getByRole("combobox", { name: "Wunschtermin" });
  await expect(date.locator("option")).not.toHaveCount(0);
  const second = await date.locator("option").nth(1).getAttribute("value");
  await date.selectOption(second ?? "");
  await dialog.getByRole("combobox", { name: "Uhrzeit" }).selectOption({ label: "13:00-14:00" });
  // A first booking is no change: no change fee beside the date (§9 prices a date change only).
  await expect(dialog).not.toContainText("Gebühr für diese Änderung");
  await next(dialog);
  await expect(dialog.getByRole("textbox", { name: "Telefonnummer" })).toHaveValue("+4915112345601");
  await next(dialog);

  await expect(dialog.getByRole("definition").filter({ hasText: "Eppendorfer Weg" })).toBeVisible();
  // The overview names each row without the step's "(optional)".
  await expect(dialog.getByRole("term").filter({ hasText: "Warum gibst du dein Auto zurück?" })).toHaveText("Warum gibst du dein Auto zurück?");
  await expect(dialog.getByRole("definition").filter({ hasText: "13:00" })).toBeVisible();
  await expect(dialog).toContainText(/Rückgabegebühr\s*129\s€/);
  await expect(dialog).not.toContainText("Gebühr für diese Änderung");
  // The reason goes on its own once the booking is accepted (deals.md §7 non-retention-comment, private only).
  const comment = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/deals/deal-anna-plan/non-retention-comment"),
  );
  await dialog.getByRole("button", { name: "Rückgabe verbindlich buchen" }).click();

  await expect(page.getByText("Ihr Rückgabetermin ist bestätigt")).toBeVisible();
  expect((await comment).request().postDataJSON()).toEqual({ comment: "Ich ziehe ins Ausland." });
  expect((await comment).ok()).toBe(true);
  await expect(dialog.getByText("Deine Rückgabe ist gebucht")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/modalName/);
  // The return is scheduled now (§4): the reminder goes, the return status shows the booking.
  await expect(page.getByRole("region", { name: "Plane jetzt deine Rückgabe" })).toHaveCount(0);
  await page.reload();
  await expect(page.locator("[data-banner='return-reminder']")).toHaveCount(0);
  // The end-of-subscription choice no longer offers "Zur Rückgabe"; it, its intro and the banner name
  // the booked day as the subscription's end (review round 22: the intro named the contract's end).
  const selector = page.getByRole("region", { name: "Wie geht es weiter?" });
  await expect(selector.getByRole("link", { name: "Zur Rückgabe" })).toHaveCount(0);
  // Booked, the return is changed under its status, once per page (review: offered twice).
  await expect(selector.getByRole("link", { name: "Rückgabe ändern" })).toHaveCount(0);
  const booked = /Deine Rückgabe ist für den (\d\d\.\d\d\.\d{4}) gebucht\./.exec((await selector.textContent()) ?? "")?.[1];
  expect(booked).toBeDefined();
  // The selector names the contract's end as the card and the contract table do ("Vertragsende"),
  // the booked return on its own line; the banner counts to the return as the return's.
  const contractEnd = await page
    .getByRole("region", { name: "Vertrag", exact: true })
    .locator("dt")
    .getByText("Vertragsende", { exact: true })
    .locator("xpath=following-sibling::dd[1]")
    .textContent();
  await expect(selector).toContainText(`Dein Abo endet am ${contractEnd}.`);
  const banner = page.locator("[data-banner='subscription-ends-soon']");
  await expect(banner).toContainText(`Am ${booked} gibst du`);
  await expect(page.getByRole("region", { name: /^Deine Rückgabe ist in \d+ Tagen$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Rückgabe ändern" })).toHaveCount(1);
  expect(pageErrors.map((error) => error.message)).toEqual([]);

  // Afterwards: on a desktop and on a phone, no page offers "Zur Rückgabe" for
  // this car, and the pages that name its return name the booked day.
  await expectSameStory(page, [
    {
      path: portalPath("/mycars"),
      check: async (story, locale) => {
        await expect(story.getByRole("link", { name: inLocale(locale, { de: "Zur Rückgabe", en: "Go to the return" }) })).toHaveCount(0);
      },
    },
    {
      path: portalPath("/mycars/deal-anna-plan"),
      check: async (story, locale) => {
        await expect(story.getByRole("link", { name: inLocale(locale, { de: "Zur Rückgabe", en: "Go to the return" }) })).toHaveCount(0);
        await expect(story.locator("[data-banner='subscription-ends-soon']")).toContainText(
          inLocale(locale, { de: `Am ${booked} gibst du`, en: `On ${booked} you return` }),
        );
        await expect(story.getByRole("region", { name: inLocale(locale, { de: "Wie geht es weiter?", en: "What's next?" }) })).toContainText(
          inLocale(locale, { de: `Deine Rückgabe ist für den ${booked} gebucht.`, en: `Your return is booked for ${booked}.` }),
        );
      },
    },
    {
      // Booked, the return is changed, not planned again: its modal and its page say so (deals.md §4).
      path: portalPath("/mycars/deal-anna-plan?modalName=MULTISTEP_EDIT_RETURN"),
      check: async (story, locale) => {
        const change = story.getByRole("dialog", { name: inLocale(locale, { de: "Rückgabe ändern", en: "Change the return" }) });
        await expect(change.getByText(inLocale(locale, { de: /^Schritt 1 von/, en: /^Step 1 of/ }))).toBeVisible();
        await expect(story.getByRole("dialog", { name: inLocale(locale, { de: "Rückgabe planen", en: "Plan the return" }) })).toHaveCount(0);
      },
    },
    {
      path: portalPath("/mycars/deal-anna-plan/return"),
      check: async (story, locale) => {
        await expect(story.getByRole("region", { name: inLocale(locale, { de: "Rückgabe ändern", en: "Change the return" }) })).toBeVisible();
      },
    },
  ]);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

test("a business customer books a self return in 'Sie': no reason step, the depot address, free of charge", async ({ page }) => {
  await signInAs(page, "bernd");
  await page.goto("/portal/de-DE/mycars/deal-bernd-minib2b");
  const dialog = await openFromBanner(page, "Planen Sie jetzt Ihre Rückgabe");

  await expect(dialog.getByText("1 von 3")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Wie möchten Sie das Auto zurückgeben?" }).selectOption({ label: "Sie bringen es zu uns" });
  await expect(dialog.getByText("Am Flughafen 12")).toBeVisible();
  await expect(dialog.getByText("12529 Schönefeld")).toBeVisible();
  await next(dialog);
  await expect(dialog.getByRole("combobox", { name: "Wunschtermin" })).toBeVisible();
  await next(dialog);
  await expect(dialog).toContainText("Ihre Angaben");
  // The overview before the binding booking says where the car goes (it named only the date).
  await expect(dialog.getByText("Am Flughafen 12")).toBeVisible();
  await expect(dialog).toContainText(/Rückgabegebühr\s*kostenlos/);
  await dialog.getByRole("button", { name: "Rückgabe verbindlich buchen" }).click();
  await expect(page.getByText("Ihr Rückgabetermin ist bestätigt")).toBeVisible();
  await expect(dialog.getByText("Ihre Rückgabe ist gebucht")).toBeVisible();
  await expect(dialog).not.toContainText(/\b(du|dein|deine)\b/i);

  // The deal page then tells the booking: its return status from "Rückgabe gebucht", and where the car goes.
  await page.goto("/portal/de-DE/mycars/deal-bernd-minib2b");
  const status = page.getByRole("region", { name: "Rückgabestatus", exact: true });
  await expect(status.getByRole("listitem").filter({ hasText: "Rückgabe gebucht" })).toHaveAttribute("aria-current", "step");
  await expect(status).toContainText("Am Flughafen 12");

  // The confirmation arrives through the outbox, in "Sie", with the appointment as an .ics.
  const { email } = persona("bernd");
  const confirmation = async () =>
    (await mailsTo(page.request, email)).find((mail) => /^Ihre Rückgabe am \d\d\.\d\d\.\d{4} ist gebucht$/.test(mail.subject));
  await expect.poll(confirmation, { message: "the return's confirmation mail", timeout: 20_000 }).toBeDefined();
  const mail = (await confirmation())!;
  expect(mail.text).toMatch(/^Guten Tag Bernd Business,\r?\n/);
  expect(mail.text).toContain("Bitte bringen Sie das Fahrzeug zum Termin an unseren Standort");
  expect(mail.text).not.toMatch(/\b(du|dein|deine|dir)\b/);
  expect(mail.html).toContain("Guten Tag Bernd Business,");
  expect(mail.attachments).toHaveLength(1);
  const [ics] = mail.attachments;
  expect(ics!.filename).toMatch(/^termin-\d{4}-\d\d-\d\d\.ics$/);
  expect(ics!.contentType).toBe("text/calendar");
  const calendar = ics!.content.replace(/\r\n[ \t]/g, "");
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(calendar).toContain("\r\nLOCATION:Am Flughafen 12\\, 12529 Schönefeld\r\n");
});

test("in English, a late change of a booked pickup costs the effort fee; a failed change shows the toast and the request-error modal", async ({
  page,
}) => {
  await signInAs(page, "anna");
  await page.goto("/portal/en-US/mycars/deal-anna-soon/return");
  // A booked return is changed, not planned again, and a note says it is in progress (deals.md §4).
  await expect(page.getByRole("region", { name: "Your return is in progress" })).toContainText("Your return is booked.");
  const form = page.getByRole("region", { name: "Change the return" });
  // A return type is set: no reason step (§4).
  await expect(form.getByText("1 of 5")).toBeVisible();
  await expect(form.getByRole("combobox", { name: "How would you like to return the car?" })).toHaveValue("PICKUP");
  await next(form, "Next");
  await next(form, "Next");
  const date = form.getByRole("combobox", { name: "Preferred date" });
  await expect(date.locator("option")).not.toHaveCount(0);
  const last = await date.locator("option").last().getAttribute("value");
  await date.selectOption(last ?? "");
  // The fee of the change shows beside the date that causes it.
  await expect(form).toContainText(/Fee for this change\s*99\s€/);
  await next(form, "Next");
  await next(form, "Next");
  // Booked for 4 days from now: inside the 5 days, another date costs the 99 EUR effort fee (§9).
  await expect(form).toContainText(/Fee for this change\s*99\s€/);

  await page.route("**/deals/deal-anna-soon/return", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  await form.getByRole("button", { name: "Book the change" }).click();
  await expect(page.getByText("The change failed").first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Sorry, that did not work" })).toBeVisible();
});

test("a late change of a booked pickup goes through: the mail names the 99 € fee agreed to, the deal page the new day (review round 16)", async ({
  page,
}) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-soon/return");
  const form = page.getByRole("region", { name: "Rückgabe ändern" });
  await expect(form.getByText("1 von 5")).toBeVisible();
  // The page's own heading names the return, not its planning: the form says whether it is planned or changed.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rückgabe");
  await next(form);
  await next(form);
  const date = form.getByRole("combobox", { name: "Wunschtermin" });
  await expect(date.locator("option")).not.toHaveCount(0);
  await date.selectOption((await date.locator("option").last().getAttribute("value")) ?? "");
  await next(form);
  await next(form);
  await expect(form).toContainText(/Gebühr für diese Änderung\s*99\s€/);
  await form.getByRole("button", { name: "Änderung verbindlich buchen" }).click();
  await expect(page.getByText("Ihr Rückgabetermin ist bestätigt")).toBeVisible();
  await expect(page.getByRole("region", { name: "Deine Rückgabe ist geändert" })).toBeVisible();

  // The fee is billed (the outbox's `return-booking` carries it to the operations side) and the
  // confirmation tells the customer what she agreed to.
  const confirmation = async () =>
    (await mailsTo(page.request, persona("anna").email)).find(
      (mail) => /^Deine Rückgabe am \d\d\.\d\d\.\d{4} ist gebucht$/.test(mail.subject) && mail.text.includes("Gebühr für diese Änderung"),
    );
  await expect.poll(confirmation, { message: "the change's confirmation mail", timeout: 20_000 }).toBeDefined();
  const mail = (await confirmation())!;
  expect(mail.text).toMatch(/Gebühr für diese Änderung:\r?\n\s+99\s€/);
  const day = /(\d\d\.\d\d\.\d{4})/.exec(mail.subject)![1]!;
  await page.goto("/portal/de-DE/mycars/deal-anna-soon");
  await expect(page.getByRole("region", { name: "Rückgabestatus", exact: true })).toContainText(day);
});
