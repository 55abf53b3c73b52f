import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { signInAs } from "./helpers";

/**
 * The business portal (account.md §2 Business portal, §5 Business, §6; deals.md §6):
 * each role of Flottenwerk sees exactly what it may, in German and English, with the failure paths.
 * The tests assign drivers and create contacts, so they run in the project "writes", one after the
 * other; what they change they put back.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const vehicles = (page: Page, name = "Firmenfahrzeuge") => page.getByRole("list", { name }).getByRole("listitem");
const vehicle = (page: Page, dealId: string) => page.locator(`[data-deal-id="${dealId}"]`);
const ANNOUNCEMENT = "Neu: Schäden und Servicetermine für Firmenfahrzeuge";

test("de-DE admin: both company cars net of VAT, the announcement, contacts managed; an incomplete contact is refused", async ({ page }) => {
  await signInAs(page, "ada");
  await page.goto("/portal/de-DE/b2b/details");
  await expect(page.getByRole("heading", { level: 1, name: "Geschäftskundenportal" })).toBeVisible();
  await expect(page.getByText(ANNOUNCEMENT)).toBeVisible();
  await expect(page.getByText("Administrator:in")).toBeVisible();
  await expect(vehicles(page)).toHaveCount(2);
  await expect(vehicle(page, "deal-fabian-shared")).toContainText("Poolfahrzeug: Ansprechperson ist die Fuhrparkleitung.");
  await expect(vehicle(page, "deal-fabian-shared")).toContainText("Fabian Flotte");
  // 595 EUR gross a month: 500 EUR net of VAT.
  await expect(vehicle(page, "deal-fabian-shared")).toContainText("500 € im Monat zzgl. MwSt.");
  await expect(vehicle(page, "deal-fabian-dirk")).toContainText("Dirk Dienstwagen");
  await expect(page.getByText("Alle Preise zzgl. 19 % MwSt.")).toBeVisible();
  await expectNoAxeViolations(page, "de-DE/b2b/details");
  // Her list holds the same two cars ("Zurück zu allen Abos" from their pages led to "Sie haben noch kein Abo").
  await page.goto("/portal/de-DE/mycars");
  await expect(page.locator("main article[data-deal-id]")).toHaveCount(2);
  await expect(page.locator('main article[data-deal-id="deal-fabian-shared"]')).toContainText("500 € im Monat zzgl. MwSt.");
  // And her account keeps the company those cars belong to (it said "keine Firmendaten", review G).
  await page.goto("/portal/de-DE/myaccount");
  await expect(page.locator("main").getByRole("region", { name: "Firma" })).toContainText("Flottenwerk Rhein GmbH");
  await page.goto("/portal/de-DE/myaccount/companydetails");
  await expect(page.getByRole("status").filter({ hasText: "keine Firmendaten" })).toHaveCount(0);
  await expect(page.getByLabel("Telefonnummer")).toBeVisible();
  await page.goto("/portal/de-DE/b2b/details");

  await page.getByRole("link", { name: "Kontakte verwalten" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kontakte" })).toBeVisible();
  const table = page.getByRole("table", { name: "Kontakte" });
  for (const column of ["Name", "Status", "Rolle", "Telefonnummer"]) await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(5);

  // Search.
  await page.getByRole("searchbox", { name: "Suche" }).fill("Frida");
  await page.getByRole("button", { name: "Suche", exact: true }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Frida Fuhrpark");

  // Create: incomplete first, then complete; the new contact is listed as invited.
  await page.getByRole("button", { name: "Kontakt erstellen" }).click();
  const dialog = page.getByRole("dialog", { name: "Kontakt erstellen" });
  await dialog.getByLabel("E-Mail").fill("nina.neu@flottenwerk.example");
  await dialog.getByLabel("Vorname").fill("Nina");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Die Angaben sind unvollständig. Bitte füllen Sie alle Felder aus.");
  // deals.md §5: a valid number for the region, no spaces or hyphens.
  await dialog.getByLabel("Telefonnummer").fill("0221-6098769");
  await dialog.getByLabel("Nachname").fill("Neu");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Bitte geben Sie eine gültige Telefonnummer ein.");
  await dialog.getByLabel("Telefonnummer").fill("+4922160987690");
  // Filled but too long, or not a name: said as such, not "unvollständig" (account.md §5 shared rules).
  await dialog.getByLabel("Nachname").fill("N".repeat(101));
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Vor- und Nachname: maximal 100 Zeichen.");
  await dialog.getByLabel("Nachname").fill("Neu3");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByRole("alert")).toContainText("bitte nur Buchstaben");
  await dialog.getByLabel("Nachname").fill("Neu");
  await expectNoAxeViolations(page, "de-DE/b2b/contacts dialog");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Der Kontakt Nina Neu wurde erstellt." })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Nina Neu" })).toContainText("Eingeladen");

  // The same email again: the BFF refuses it (409), the dialog says so.
  await page.getByRole("button", { name: "Kontakt erstellen" }).click();
  await dialog.getByLabel("E-Mail").fill("nina.neu@flottenwerk.example");
  await dialog.getByLabel("Telefonnummer").fill("+4922160987691");
  await dialog.getByLabel("Vorname").fill("Nina");
  await dialog.getByLabel("Nachname").fill("Neu");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Für diese E-Mail-Adresse gibt es bereits einen Kontakt.");
});

test("de-DE fleet manager: assigns Frida to the shared car and unassigns her; a failed assignment says so; no contact creation", async ({ page }) => {
  await signInAs(page, "fabian");
  await page.goto("/portal/de-DE/b2b/details");
  await expect(page.getByText("Fuhrparkleitung", { exact: true })).toBeVisible();
  await expect(page.getByText(ANNOUNCEMENT)).toHaveCount(0);
  const shared = vehicle(page, "deal-fabian-shared");
  const select = shared.getByLabel("Fahrer:in für Skoda Enyaq");

  // Failure path: the BFF fails once.
  await page.route("**/portal/api/bff/companies/*/vehicles/deal-fabian-shared/driver", (route) => route.fulfill({ status: 500, body: "{}" }));
  await select.selectOption({ label: "Frida Fuhrpark" });
  await shared.getByRole("button", { name: "Fahrer:in zuweisen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Das hat nicht geklappt. Bitte versuchen Sie es erneut." })).toBeVisible();
  await page.unroute("**/portal/api/bff/companies/*/vehicles/deal-fabian-shared/driver");

  await shared.getByRole("button", { name: "Fahrer:in zuweisen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Frida Fuhrpark ist jetzt Fahrer:in des Fahrzeugs." })).toBeVisible();
  await expect(shared).toContainText("Frida Fuhrpark");
  await expect(shared).not.toContainText("Poolfahrzeug");
  await shared.getByRole("button", { name: "Zuweisung aufheben" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Das Fahrzeug ist jetzt ein Poolfahrzeug." })).toBeVisible();
  await expect(shared).toContainText("Poolfahrzeug: Ansprechperson ist die Fuhrparkleitung.");

  await page.goto("/portal/de-DE/b2b/contacts");
  await expect(page.getByRole("table", { name: "Kontakte" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kontakt erstellen" })).toHaveCount(0);
});

test("de-DE admin: a driver given another role drives the car no more, and the toast says so (review round 16)", async ({ page }) => {
  await signInAs(page, "ada");
  await page.goto("/portal/de-DE/b2b/details");
  const shared = vehicle(page, "deal-fabian-shared");
  await shared.getByLabel("Fahrer:in für Skoda Enyaq").selectOption({ label: "Frida Fuhrpark" });
  await shared.getByRole("button", { name: "Fahrer:in zuweisen" }).click();
  await expect(shared).toContainText("Frida Fuhrpark");

  await page.goto("/portal/de-DE/b2b/contacts");
  await page.getByRole("combobox", { name: "Rolle von Frida Fuhrpark" }).selectOption({ label: "Fuhrparkleitung" });
  await expect(page.getByRole("status").filter({ hasText: "Die Rolle von Frida Fuhrpark ist jetzt Fuhrparkleitung." })).toContainText(
    /Dem Fahrzeug Skoda Enyaq( \([^)]+\))? ist damit keine Fahrer:in mehr zugeordnet\./,
  );
  await page.goto("/portal/de-DE/b2b/details");
  await expect(vehicle(page, "deal-fabian-shared")).toContainText("Poolfahrzeug: Ansprechperson ist die Fuhrparkleitung.");

  // Back to driver, as seeded; nothing to unassign now, so the toast says the role alone.
  await page.goto("/portal/de-DE/b2b/contacts");
  await page.getByRole("combobox", { name: "Rolle von Frida Fuhrpark" }).selectOption({ label: "Fahrer:in" });
  await expect(page.getByRole("status").filter({ hasText: "Die Rolle von Frida Fuhrpark ist jetzt Fahrer:in." })).not.toContainText("zugeordnet");
});

test("de-DE driver: only the assigned car, its damage and service pages in 'Sie'; another car and the contacts are refused", async ({ page }) => {
  await signInAs(page, "dirk");
  // His list names the car he drives, as the portal and its deal page do (it said "Sie haben noch
  // kein Abo" beside car ads), and so does the picker of the flows without a chosen car.
  await page.goto("/portal/de-DE/mycars");
  await expect(page.locator("main article[data-deal-id]")).toHaveCount(1);
  await expect(page.locator('main article[data-deal-id="deal-fabian-dirk"]')).toContainText("ID.3");
  await expect(page.getByRole("region", { name: "Beliebte Autos im Abo" })).toHaveCount(0);
  // The company's data is not a driver's to keep (account.md §2, reading in business-roles.ts).
  await page.goto("/portal/de-DE/myaccount");
  await expect(page.locator("main").getByRole("region", { name: "Zahlungsmethoden" })).toBeVisible();
  await expect(page.locator("main").getByRole("region", { name: "Firma" })).toHaveCount(0);
  await page.goto("/portal/de-DE/mycars");
  // His account navigation goes by the cars his list holds (it went by his own contracts, of which
  // he has none): technical support and my drivers, as account.md §4 ties them.
  const navigation = page.getByRole("navigation", { name: "Mein Konto" });
  await expect(navigation.getByRole("link", { name: "Zusätzliche Fahrer" })).toBeVisible();
  await navigation.getByRole("link", { name: "Technischer Support" }).click();
  await expect(page).toHaveURL(/\/mycars\/no-deal\/report-damage$/);
  await expect(page.locator("main").getByRole("link", { name: /ID\.3/ })).toHaveAttribute("href", /\/mycars\/deal-fabian-dirk\/report-damage$/);
  await page.goto("/portal/de-DE/mycars");
  await page.getByRole("navigation", { name: "Mein Konto" }).getByRole("link", { name: "Geschäftskundenportal" }).click();
  await expect(page).toHaveURL(/\/portal\/de-DE\/b2b\/details$/);
  await expect(page.getByText(ANNOUNCEMENT)).toBeVisible();
  await expect(vehicles(page)).toHaveCount(1);
  await expect(vehicle(page, "deal-fabian-dirk")).toBeVisible();
  await expect(page.getByRole("button", { name: "Fahrer:in zuweisen" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Kontakte verwalten" })).toHaveCount(0);

  await vehicle(page, "deal-fabian-dirk").getByRole("link", { name: "Schaden melden" }).click();
  await expect(page).toHaveURL(/\/de-DE\/b2b\/deal-fabian-dirk\/report-damage-page$/);
  await expect(page.getByRole("heading", { name: "Schaden melden" }).first()).toBeVisible();
  await expect(page.getByText("Dirk Dienstwagen").first()).toBeVisible();
  await expectNoAxeViolations(page, "de-DE/b2b/report-damage-page");

  await page.goto("/portal/de-DE/b2b/deal-fabian-dirk/schedule-service-page");
  await expect(page.getByRole("heading", { level: 1, name: "Servicetermin" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Service-Termin anfragen" })).toBeVisible();

  // The car's deal page reads the contract holder's deal under his own name; his menus go by the
  // cars his list holds (account.md §4), this one included, and the business portal, where his car is.
  await page.goto("/portal/de-DE/mycars/deal-fabian-dirk");
  await expect(page.getByRole("navigation", { name: "Mein Konto" }).getByRole("link")).toHaveText([
    "Meine Abos",
    "Technischer Support",
    "Mein Konto",
    "Zusätzliche Fahrer",
    "Geschäftskundenportal",
    "Treueprogramm",
    "Freunde werben",
  ]);

  // The shared car is not his: its pages are 404s, and so is the BFF's answer.
  const response = await page.goto("/portal/de-DE/b2b/deal-fabian-shared/report-damage-page");
  expect(response?.status()).toBe(404);
  const deal = await page.request.get("/portal/api/bff/deals/deal-fabian-shared");
  expect(deal.status()).toBe(404);
  const own = await page.request.get("/portal/api/bff/deals/deal-fabian-dirk");
  expect(own.status()).toBe(200);

  await page.goto("/portal/de-DE/b2b/contacts");
  await expect(page.getByText("Die Kontakte Ihres Unternehmens sehen nur Administrator:innen und die Fuhrparkleitung.")).toBeVisible();
  const contacts = await page.request.get("/portal/api/bff/companies/company-b2b-flottenwerk/contacts");
  expect(contacts.status()).toBe(403);
});

test("the portal's flow pages named without a car (account.md §2 'report-damage-page', 'schedule-service-page') pick one first: a driver his, an admin the company's (en-US)", async ({
  page,
  context,
}) => {
  await signInAs(page, "dirk");
  const response = await page.goto("/portal/de-DE/b2b/report-damage-page");
  expect(response?.status()).toBe(200);
  const picker = page.getByRole("region", { name: "Für welches Auto ist die Meldung?" });
  await expect(picker.getByText("Wählen Sie das Auto, um das es geht.")).toBeVisible();
  await expect(picker.getByRole("link")).toHaveCount(1);
  await picker.getByRole("link", { name: /ID\.3/ }).click();
  await expect(page).toHaveURL(/\/de-DE\/b2b\/deal-fabian-dirk\/report-damage-page$/);
  await expect(page.getByText("Dirk Dienstwagen").first()).toBeVisible();

  await context.clearCookies();
  await signInAs(page, "ada");
  await page.goto("/portal/en-US/b2b/schedule-service-page");
  const cars = page.getByRole("region", { name: "Which car needs a service?" }).getByRole("link");
  await expect(cars).toHaveCount(2);
  await expect(cars.nth(0)).toHaveAttribute("href", /\/en-US\/b2b\/deal-fabian-[a-z]+\/schedule-service-page$/);
  await expect(page.getByRole("link", { name: "Back to the business portal" })).toHaveAttribute("href", "/portal/en-US/b2b/details");

  // A private customer has no company car to pick: not found, as a company car's own pages.
  await context.clearCookies();
  await signInAs(page, "anna");
  expect((await page.goto("/portal/de-DE/b2b/report-damage-page"))?.status()).toBe(404);
});

test("en-US driver without a car, en-DE switched-off flows and a company without the portal", async ({ page, context }) => {
  await signInAs(page, "frida");
  await page.goto("/portal/en-US/b2b/details");
  await expect(page.getByRole("heading", { level: 1, name: "Business portal" })).toBeVisible();
  await expect(page.getByText("No company car has been assigned to you yet.")).toBeVisible();
  await expect(page.getByText("All prices plus 19% VAT.")).toBeVisible();

  await context.clearCookies();
  await signInAs(page, "viktor");
  await page.goto("/portal/en-DE/b2b/details");
  const car = vehicle(page, "deal-viktor-prolong");
  await expect(car).toBeVisible();
  await expect(car.getByRole("link", { name: "View subscription" })).toBeVisible();
  await expect(car.getByRole("link", { name: "Report damage" })).toHaveCount(0);
  await expect(car.getByRole("link", { name: "Schedule a service" })).toHaveCount(0);
  await page.goto("/portal/en-DE/b2b/deal-viktor-prolong/report-damage-page");
  await expect(page.getByText("This feature is not enabled for your company.")).toBeVisible();

  await context.clearCookies();
  await signInAs(page, "berta");
  await page.goto("/portal/de-DE/b2b/details");
  await expect(page.getByText("Das Geschäftskundenportal steht für Ihr Unternehmen nicht zur Verfügung.", { exact: false })).toBeVisible();
});

test("a private customer reads on the details and the contacts page alike that the portal is for business customers, not 'Sie' (account.md §6)", async ({
  page,
}) => {
  await signInAs(page, "anna");
  for (const path of ["/portal/de-DE/b2b/details", "/portal/de-DE/b2b/contacts"]) {
    await page.goto(path);
    await expect(page.getByText("Das Geschäftskundenportal ist für Geschäftskunden.")).toBeVisible();
    await expect(page.getByText("Das Geschäftskundenportal steht für Ihr Unternehmen nicht zur Verfügung.", { exact: false })).toHaveCount(0);
  }
  await page.goto("/portal/en-US/b2b/contacts");
  await expect(page.getByText("The business portal is for business customers.")).toBeVisible();
  await expect(page.getByText("not available for your company", { exact: false })).toHaveCount(0);
});

test("the company's handover and mileage-upgrade switches: Viktor's ordered car offers neither (de-DE, en-US), Bernd's both", async ({
  page,
  context,
}) => {
  await signInAs(page, "viktor");
  await page.goto("/portal/de-DE/mycars/deal-viktor-ordered");
  const orderStatus = page.getByRole("region", { name: "Bestellstatus" });
  await expect(orderStatus).toBeVisible();
  await expect(page.getByRole("link", { name: "Lieferung ändern" })).toHaveCount(0);
  await expect(page.locator("main").getByText("Kilometerpaket erhöhen", { exact: true })).toHaveCount(0);
  // Reached by its link anyway: the modal says why, and nothing can be sent.
  await page.goto("/portal/de-DE/mycars/deal-viktor-ordered?modalName=MULTISTEP_EDIT_HANDOVER");
  const handover = page.getByRole("dialog", { name: "Lieferung ändern" });
  await expect(handover).toContainText("Diese Funktion ist für Ihr Unternehmen nicht freigeschaltet.");
  await expect(handover.getByRole("button", { name: "Weiter" })).toHaveCount(0);
  await page.goto("/portal/en-US/mycars/deal-viktor-ordered?modalName=mileage-upgrade");
  const upgrade = page.getByRole("dialog", { name: "Upgrade mileage package" });
  await expect(upgrade).toContainText("This feature is not enabled for your company. If you need more kilometers, our customer service will help.");
  await expect(upgrade.getByRole("button", { name: "Next" })).toHaveCount(0);

  await context.clearCookies();
  await signInAs(page, "bernd");
  await page.goto("/portal/de-DE/mycars/deal-bernd-ordered");
  await expect(page.getByRole("link", { name: "Lieferung ändern" })).toBeVisible();
  await expect(page.locator("main").getByText("Kilometerpaket erhöhen", { exact: true })).toBeVisible();
});

test("without a session the business portal asks for the sign-in", async ({ page }) => {
  await page.goto("/portal/de-DE/b2b/contacts");
  await expect(page).toHaveURL(/login=true/);
});

test("the portal's test page (account.md §2 'b2b-test-page') shows an admin the company's cars, a visitor the sign-in", async ({ page }) => {
  await page.goto("/portal/de-DE/b2b/b2b-test-page");
  await expect(page).toHaveURL(/login=true/);
  await signInAs(page, "ada");
  await page.goto("/portal/de-DE/b2b/b2b-test-page");
  await expect(page.getByRole("heading", { level: 1, name: "Geschäftskundenportal" })).toBeVisible();
  await expect(vehicles(page)).toHaveCount(2);
});

test("on a phone every contact is a card of its four columns, none out of sight (account.md §2 Business portal)", async ({ page }) => {
  // Review round 22: a table scrolled sideways in its box hid the phone numbers and cut the role selects.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "ada");
  await page.goto("/portal/de-DE/b2b/contacts");
  const table = page.getByRole("table", { name: "Kontakte" });
  for (const column of ["Name", "Status", "Rolle", "Telefonnummer"]) await expect(table.getByRole("columnheader", { name: column })).toBeAttached();
  const rows = table.locator("tbody").getByRole("row");
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await page.getByRole("region", { name: "Kontaktliste" }).evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  const withinScreen = async (part: Locator) => {
    const bounds = await part.boundingBox();
    expect(bounds).not.toBeNull();
    expect(bounds!.x).toBeGreaterThanOrEqual(0);
    expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(390);
  };
  for (const row of await rows.all()) {
    const cells = row.getByRole("cell");
    await expect(cells).toHaveCount(4);
    for (const cell of await cells.all()) await withinScreen(cell);
    // Each value is named beside it, the phone number included.
    await expect(cells.nth(3)).toHaveText(/^Telefonnummer\s*\+49 \d{2,4} \d{4,}$/);
  }
  const roles = table.getByRole("combobox");
  await expect(roles.first()).toBeVisible();
  for (const select of await roles.all()) await withinScreen(select);
});

test("an ordered company car's damage and service pages say it is not handed over yet, in 'Sie' (de-DE, phone)", async ({ page }) => {
  // Review round 22: the service page of an ordered car showed only the driver's box, no heading, no form, no reason.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, "bernd");
  for (const [form, title, text] of [
    ["report-damage-page", "Schadensmeldung", "Schäden melden Sie hier, sobald wir Ihnen das Auto übergeben haben."],
    ["schedule-service-page", "Servicetermin", "Einen Service-Termin fragen Sie hier an, sobald wir Ihnen das Auto übergeben haben."],
  ] as const) {
    await page.goto(`/portal/de-DE/b2b/deal-bernd-ordered/${form}`);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main.getByRole("heading", { name: "Ihr Auto ist noch nicht bei Ihnen" })).toBeVisible();
    await expect(main.getByText(text)).toBeVisible();
    await expect(main.locator("form")).toHaveCount(0);
  }
});

test("the company's damage and service switches: Viktor's car reached from the header's technical support says why, with no form (de-DE, en-US)", async ({
  page,
}) => {
  await signInAs(page, "viktor");
  // The header's "Technischer Support" picks the car, then opens its page: it was blank but for "Zurück zum Abo".
  for (const flow of ["schedule-service", "report-damage"]) {
    await page.goto(`/portal/de-DE/mycars/deal-viktor-prolong/${flow}`);
    await expect(page.locator("main")).toContainText("Diese Funktion ist für Ihr Unternehmen nicht freigeschaltet.");
    await expect(page.getByRole("button", { name: "Weiter" })).toHaveCount(0);
  }
  await page.goto("/portal/en-US/mycars/deal-viktor-prolong/report-damage");
  await expect(page.locator("main")).toContainText("This feature is not enabled for your company.");
});
