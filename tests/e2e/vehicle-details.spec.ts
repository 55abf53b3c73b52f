import { readFile } from "node:fs/promises";
import { expect, test, type Locator } from "@playwright/test";
import { signInAs } from "./helpers";

/** The value of a data-list row, found by its term. */
function dataRow(list: Locator, term: string) {
  return list
    .locator("div")
    .filter({ has: list.page().locator("dt").getByText(term, { exact: true }) })
    .locator("dd");
}

test.describe("vehicle details", () => {
  test("a delayed order shows the delay banner and the order status up to the current step", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-created");
    await expect(page.getByRole("region", { name: "Deine Lieferung verzögert sich" })).toContainText(
      /Neuer geplanter Liefertermin: \d{2}\.\d{2}\.\d{4} statt \d{2}\.\d{2}\.\d{4}\./,
    );
    const steps = page.getByRole("list", { name: "Bestellstatus" }).getByRole("listitem");
    await expect(steps).toHaveText([
      /Kundendaten geprüft/,
      /Auto im Auslieferungszentrum/,
      /Auto bereit zur Auslieferung/,
      /Auto ist unterwegs/,
      /Auto übergeben/,
    ]);
    await expect(steps.nth(2)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(0)).toContainText("Erledigt");
    await expect(steps.nth(3)).toContainText("Ausstehend");
    // no car yet, so no damage reports; no return either
    await expect(page.getByRole("region", { name: "Schadensmeldungen" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Rückgabestatus" })).toHaveCount(0);
  });

  test("an order under review shows the verification banner", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-signed");
    await expect(page.getByRole("region", { name: "Wir prüfen deine Bestellung" })).toContainText("bis zu 3 Werktage");
    await expect(page.getByRole("region", { name: "Deine Lieferung verzögert sich" })).toHaveCount(0);
  });

  test("early availability lists the delivery confirmation and says how much earlier", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-verified");
    await expect(page.getByRole("list", { name: "Bestellstatus" })).toContainText("Liefertermin bestätigt");
    await expect(page.getByText("Dein Auto ist voraussichtlich bis zu 2 Wochen früher verfügbar.")).toBeVisible();
  });

  test("an estimate without a number of weeks is early availability of 3 weeks (deals.md §4), in German and in English", async ({ page }) => {
    await signInAs(page, "kim");
    await page.goto("/portal/de-DE/mycars/deal-kim-ordered");
    await expect(page.getByRole("list", { name: "Bestellstatus" })).toContainText("Liefertermin bestätigt");
    await expect(page.getByText("Dein Auto ist voraussichtlich bis zu 3 Wochen früher verfügbar.")).toBeVisible();
    await page.goto("/portal/en-US/mycars/deal-kim-ordered");
    await expect(page.getByRole("list", { name: "Order status" })).toContainText("Delivery date confirmed");
    await expect(page.getByText("Your car is expected to be available up to 3 weeks earlier.")).toBeVisible();
  });

  test("the auto-renewal notice before and after the renewal (deals.md §4), in German and in English", async ({ page, context }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-active");
    const before = page.locator("[data-banner='auto-renewal']");
    await expect(before).toContainText("Dein Abo verlängert sich automatisch");
    await expect(before).toContainText(/Du kannst dein Auto ohne weitere Schritte bis zum \d{2}\.\d{2}\.\d{4} fahren\./);
    await context.clearCookies();
    // Rita's ID.3 ran its 12 months and renewed itself for six more: the contract runs to the renewal's end.
    await signInAs(page, "rita");
    await page.goto("/portal/de-DE/mycars/deal-rita-active");
    const after = page.locator("[data-banner='auto-renewal-done']");
    await expect(after).toContainText("Dein Abo wurde automatisch verlängert");
    const until = (await after.textContent())?.match(/bis zum (\d{2}\.\d{2}\.\d{4}) fahren/)?.[1] ?? "no date";
    // The contract's end is the renewal's: no "ends soon" banner beside it.
    await expect(page.getByRole("definition").filter({ hasText: until }).first()).toBeVisible();
    await expect(page.locator("[data-banner='subscription-ends-soon']")).toHaveCount(0);
    await page.goto("/portal/en-US/mycars/deal-rita-active");
    await expect(page.locator("[data-banner='auto-renewal-done']")).toContainText("Your subscription was renewed automatically");
    await expect(page.locator("[data-banner='auto-renewal-done']")).toContainText(
      `You can keep driving your car until ${until} without doing anything.`,
    );
  });

  test("a booked pickup return shows the return status and details, and no order status", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-return");
    const returnBlock = page.getByRole("region", { name: "Rückgabestatus" });
    await expect(returnBlock.getByRole("listitem").filter({ hasText: "Rückgabe bestätigt" })).toHaveAttribute("aria-current", "step");
    await expect(returnBlock.getByRole("listitem").filter({ hasText: "Abholung läuft" })).toContainText("Ausstehend");
    await expect(returnBlock).toContainText("Abholung");
    await expect(page.getByRole("region", { name: "Bestellstatus" })).toHaveCount(0);
  });

  test("damage reports carry the German repair status and open a details dialog", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-active");
    const reports = page.getByRole("region", { name: "Schadensmeldungen" });
    await expect(reports.getByTestId("repair-status")).toHaveText(["In Reparatur", "Repariert"]);
    await reports
      .getByRole("button", { name: /Details anzeigen: Meldung vom/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: /Gemeldet am \d{2}\.\d{2}\.\d{4}/ });
    await expect(dialog).toContainText("Schäden");
    await expect(dialog).toContainText("In Reparatur");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Dokumente" })).toContainText("Übergabeprotokoll");
  });

  test("a business customer reads the banners in the formal 'Sie'", async ({ page }) => {
    await signInAs(page, "bernd");
    await page.goto("/portal/de-DE/mycars/deal-bernd-minib2b");
    await expect(page.getByRole("region", { name: "Planen Sie jetzt Ihre Rückgabe" })).toContainText("Legen Sie jetzt fest");
    await expect(page.getByRole("region", { name: /^Ihr Abo endet in \d+ Tagen$/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Schadensmeldungen" }).getByTestId("repair-status")).toHaveText(["Gemeldet"]);
    // A net price ends the banner's sentence with its own "zzgl. MwSt.": no second full stop after it.
    await page.goto("/portal/de-DE/mycars/deal-bernd-ordered");
    await expect(page.getByRole("region", { name: "Selbstbeteiligung senken" })).toContainText(
      /Für 24,37\s€\/Monat zzgl\. MwSt\. sinkt mit dem Komfort Schutz Ihre Selbstbeteiligung in der Vollkasko von 1\.000 € auf 500 €\./,
    );
  });

  test("the invoices page lists amounts from cents", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/myaccount/invoices");
    await expect(page.getByRole("heading", { level: 1, name: "Rechnungen" })).toBeVisible();
    const rows = page.getByRole("row");
    await expect(rows.filter({ hasText: "549,00 €" }).first()).toContainText(/RE-\d{4}-\d+/);
    await expect(rows.filter({ hasText: "Offen" })).toHaveCount(1);
    await expect(page.getByRole("columnheader", { name: "Betrag", exact: true })).toBeVisible();
  });

  test("a business customer's invoices say that their billed amounts include VAT (deals.md §6: prices net elsewhere)", async ({ page }) => {
    await signInAs(page, "bernd");
    await page.goto("/portal/de-DE/myaccount/invoices");
    await expect(page.getByRole("columnheader", { name: "Betrag inkl. MwSt." })).toBeVisible();
    const note = page.getByRole("cell").getByText("inkl. MwSt.", { exact: true });
    await expect(note.first()).toBeHidden();
    // A phone's cards have no column header: the amount says it (it stood unlabelled beside net prices).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(note.first()).toBeVisible();
  });

  test("a business customer sees the car's driver and the company, and the driver row", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 }); // the aside sits beside the main column from lg (1440)
    await signInAs(page, "bernd");
    await page.goto("/portal/de-DE/mycars/deal-bernd-minib2b");
    // The B2B aside (deals.md §2): deal actions, driver and company, beside the main column.
    const sidebar = page.getByRole("complementary", { name: "Zusatzinformationen" });
    await expect(sidebar.getByRole("region", { name: "Aktionen" }).getByRole("list")).toHaveAttribute("data-columns", "1");
    await expect(sidebar.getByRole("region", { name: "Aktionen" }).getByRole("link")).toHaveText([
      "Kilometerstand melden",
      "Rechnungen ansehen",
      "Fahrzeug tauschen",
      "Rückgabe planen",
    ]);
    await expect(page.getByRole("region", { name: "Aktionen" })).toHaveCount(1);
    const mainBox = await page.getByRole("region", { name: "Vertrag", exact: true }).boundingBox();
    const sideBox = await sidebar.boundingBox();
    expect(sideBox!.x).toBeGreaterThan(mainBox!.x + mainBox!.width - 1);
    // Beside the aside, at 1440 px too, the car's name reads in two lines at most (it took four beside its picture).
    for (const width of [1600, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      const lines = await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
        const style = getComputedStyle(heading);
        return Math.round(heading.getBoundingClientRect().height / parseFloat(style.lineHeight));
      });
      expect(lines, `lines of the car's name at ${width} px`).toBeLessThanOrEqual(2);
    }
    const aside = sidebar.getByRole("region", { name: "Fahrer und Unternehmen" });
    await expect(aside.getByRole("heading", { name: "Fahrer:in" })).toBeVisible();
    await expect(aside.getByRole("link", { name: "dana.dienst@muster-logistik.example" })).toHaveAttribute(
      "href",
      "mailto:dana.dienst@muster-logistik.example",
    );
    await expect(aside).toContainText("Muster Logistik GmbH");
    await expect(aside).toContainText("Hermannstraße 214, 12049 Berlin");
    await expect(aside).toContainText("Postfach 440123, 10001 Berlin");
    await expect(dataRow(page.getByRole("region", { name: "Fahrzeug", exact: true }), "Fahrer:in")).toHaveText("Dana Dienst");
    // The customer-specific deductible is the one that applies, in the table and the services alike.
    await expect(dataRow(page.getByRole("region", { name: "Vertrag", exact: true }), "Selbstbeteiligung Vollkasko")).toHaveText(/^500\s€$/);
    await expect(page.getByRole("region", { name: "Leistungen" })).toContainText("Selbstbeteiligung Vollkasko 500 €");

    // The swap action opens the swap modal, which leads on to the car search with what the follow-up deal needs (deals.md §2).
    await sidebar.getByRole("link", { name: "Fahrzeug tauschen" }).click();
    await expect(page).toHaveURL(/\/de-DE\/subscribe\?previous_subscription_id=deal-bernd-minib2b&.*company_id=company-muster-logistik/);
    await expect(page.getByText("Ihr Autowechsel")).toBeVisible();

    // Another customer's deal is a 404, told in the formal "Sie".
    await page.goto("/portal/de-DE/mycars/deal-anna-active");
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Diese Seite gibt es nicht oder sie gehört nicht zu Ihrem Konto.")).toBeVisible();
  });

  test("on a phone, a business car's aside follows the car and its banners: actions and order status come before the documents", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "bernd");
    await page.goto("/portal/de-DE/mycars/deal-bernd-ordered");
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const car = await top(page.getByRole("heading", { level: 1 }));
    const sidebar = page.getByRole("complementary", { name: "Zusatzinformationen" });
    const actions = await top(sidebar.getByRole("region", { name: "Aktionen" }));
    const orderStatus = await top(sidebar.getByRole("region", { name: "Bestellstatus" }));
    const documents = await top(page.getByRole("region", { name: "Dokumente" }));
    expect(car).toBeLessThan(actions);
    expect(actions).toBeLessThan(orderStatus);
    expect(orderStatus).toBeLessThan(documents);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a private customer sees no driver row and no company block", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-active");
    await expect(page.getByRole("region", { name: "Leistungen" })).toContainText("Wartung und Verschleiß");
    await expect(page.getByRole("region", { name: "Fahrer und Unternehmen" })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Zusatzinformationen" })).toHaveCount(0);
    await expect(page.locator("main dt").getByText("Fahrer:in", { exact: true })).toHaveCount(0);
  });

  test("the action grid shows the actions the deal allows, three to a row, and they lead somewhere (and back: the focus returns)", async ({
    page,
  }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-active");
    const grid = page.getByRole("region", { name: "Aktionen" });
    await expect(grid.getByRole("list")).toHaveAttribute("data-columns", "3");
    await expect(grid.getByRole("link")).toHaveText(["Kilometerstand melden", "Kilometerpaket erhöhen", "Rechnungen ansehen"]);
    // The mileage upgrade (deals.md §2, §4) opens its modal on this page.
    await expect(grid.getByRole("link", { name: "Kilometerpaket erhöhen" })).toHaveAttribute(
      "href",
      "/portal/de-DE/mycars/deal-anna-active?modalName=mileage-upgrade",
    );
    // Closed, the modal gives the focus back to the link that opened it (keyboard users go on from there).
    const upgrade = grid.getByRole("link", { name: "Kilometerpaket erhöhen" });
    await upgrade.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/mycars\/deal-anna-active$/);
    await expect(upgrade).toBeFocused();
    await grid.getByRole("link", { name: "Rechnungen ansehen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rechnungen" })).toBeVisible();

    // An ended deal: nothing to report any more, the invoices stay.
    await page.goto("/portal/de-DE/mycars/deal-anna-ended");
    await expect(page.getByRole("region", { name: "Aktionen" }).getByRole("link")).toHaveText(["Rechnungen ansehen"]);
  });

  test("a category subscription shows its term, free swaps, the car's term and dates", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-verified");
    const category = page.getByRole("region", { name: "Kategorie-Abo" });
    // deals.md §1, §9: 36 months, up to 3 free swaps to the same category, each car 12 or 24 months.
    await expect(category).toContainText("Dein Abo gilt 36 Monate für eine Fahrzeugkategorie");
    await expect(category).toContainText("bis zu 3-mal kostenlos zu einem anderen Auto derselben Kategorie wechseln");
    await expect(category.locator("dd")).toHaveText(["36 Monate", "bis zu 3", "12 Monate", /^\d{2}\.\d{2}\.\d{4}$/, /^\d{2}\.\d{2}\.\d{4}$/]);
    const [start, end] = (await category.locator("dd").allInnerTexts()).slice(3);
    const [sd, sm, sy] = start!.split(".").map(Number) as [number, number, number];
    const last = new Date(Date.UTC(sy + 3, sm - 1, sd - 1));
    expect(end).toBe(`${String(last.getUTCDate()).padStart(2, "0")}.${String(last.getUTCMonth() + 1).padStart(2, "0")}.${last.getUTCFullYear()}`);
  });

  test("someone else can take the car over: the power of attorney downloads filled in", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-created");
    await page.getByRole("region", { name: "Bestellstatus" }).getByRole("button", { name: "Du bist verhindert?" }).click();
    const dialog = page.getByRole("dialog", { name: "Vollmacht für die Übergabe" });
    await expect(dialog.getByRole("listitem")).toHaveCount(3);
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Vollmacht herunterladen (PDF)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Vollmacht-deal-paul-created.pdf");
    const bytes = await readFile((await download.path())!);
    expect(bytes.toString("latin1")).toContain("Paul Plan");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("a pre-return appraisal is booked for an offered day and slot, and stays booked", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-return");
    const banner = page.getByRole("region", { name: "Vorab-Begutachtung vor der Rückgabe" });
    await banner.getByRole("button", { name: "Termin buchen" }).click();
    const dialog = page.getByRole("dialog", { name: "Vorab-Begutachtung vor der Rückgabe" });
    const date = dialog.getByLabel("Datum");
    const firstDay = (await date.locator("option").first().textContent())!;
    await expect(date.locator("option:checked")).toHaveText(firstDay); // the first option by default
    await dialog.getByRole("button", { name: "Termin verbindlich buchen" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Bitte wähle ein Zeitfenster.");

    await dialog.getByLabel("12:00-15:30 Uhr").check();
    await dialog.getByRole("button", { name: "Termin verbindlich buchen" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Dein Termin zur Vorab-Begutachtung ist gebucht." })).toBeVisible();
    const booked = page.getByRole("region", { name: "Vorab-Begutachtung gebucht" });
    await expect(booked).toContainText(`Dein Termin: ${firstDay}, 12:00-15:30 Uhr`);

    await page.reload();
    await expect(page.getByRole("region", { name: "Vorab-Begutachtung gebucht" })).toContainText(firstDay);
    await expect(page.getByRole("button", { name: "Termin buchen" })).toHaveCount(0);
  });

  test("the return page shows the form while the window is open, and only outside it says the return cannot be planned yet (deals.md §4)", async ({
    page,
  }) => {
    await signInAs(page, "anna");
    const notice = page.getByText("Die Rückgabe ist noch nicht planbar", { exact: false });
    await page.goto("/portal/de-DE/mycars/deal-anna-plan/return");
    await expect(page.getByText(/Schritt 1/).first()).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.goto("/portal/de-DE/mycars/deal-anna-active/return");
    await expect(notice).toBeVisible();
    await expect(page.getByText("Die Rückgabe lässt sich ab 45 Tagen vor dem Ende des Abos planen.")).toBeVisible();
    await expect(page.getByText(/Schritt 1/)).toHaveCount(0);
    // An ended subscription has no return left to plan: never "not yet … we will remind you".
    await page.goto("/portal/de-DE/mycars/deal-anna-ended/return");
    await expect(page.getByRole("heading", { name: "Dein Abo ist beendet" })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText(/Schritt 1/)).toHaveCount(0);
  });

  test("a return or damage modal opened by a typed link where it has no form says why, as its page does (deals.md §2, §4)", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-active?modalName=MULTISTEP_EDIT_RETURN");
    const ret = page.getByRole("dialog", { name: "Rückgabe planen" });
    await expect(ret).toContainText("Die Rückgabe lässt sich ab 45 Tagen vor dem Ende des Abos planen.");
    await expect(ret.getByText(/Schritt 1/)).toHaveCount(0);
    // Nothing on the page opened it: closed, the focus goes to the page's main region, not the body.
    await page.keyboard.press("Escape");
    await expect(ret).toHaveCount(0);
    await expect(page.locator("main#main")).toBeFocused();
    await page.goto("/portal/de-DE/mycars/deal-anna-ended?modalName=REPORT_DAMAGE_MODAL");
    const damage = page.getByRole("dialog", { name: "Schaden melden" });
    await expect(damage.getByRole("heading", { name: "Dein Abo ist beendet" })).toBeVisible();
    await expect(damage.getByRole("button", { name: "Weiter" })).toHaveCount(0);
  });

  test("?modalName=edit_return_delivery on a car on the road opens its return, not the delivery (deals.md §2)", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-plan?modalName=edit_return_delivery");
    const dialog = page.getByRole("dialog", { name: "Rückgabe planen" });
    await expect(dialog.getByText(/Schritt 1/).first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Lieferung ändern" })).toHaveCount(0);
    await expect(page.getByText("Deine Lieferung kannst du hier nicht ändern.")).toHaveCount(0);
  });

  test("?modalName=edit_return_delivery on an order opens its delivery change (deals.md §2)", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-verified?modalName=edit_return_delivery");
    await expect(page.getByRole("dialog", { name: "Lieferung ändern" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Rückgabe planen" })).toHaveCount(0);
  });
});
