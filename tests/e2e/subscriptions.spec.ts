import { expect, test } from "@playwright/test";
import { dealCard, signInAs } from "./helpers";

test.describe("subscriptions", () => {
  test("Anna sees her subscriptions with the status labels and colours of deals.md section 4, and opens one", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars");
    await expect(page.getByRole("heading", { level: 1, name: "Alle Abos" })).toBeVisible();

    const expectations = [
      ["deal-anna-active", "Abo aktiv", "green"],
      ["deal-anna-return", "Abo aktiv", "orange"],
      ["deal-anna-soon", "Abo aktiv", "orange"],
      ["deal-anna-plan", "Abo aktiv", "green"],
      ["deal-anna-ended", "Beendet", "grey"],
    ] as const;
    for (const [dealId, label, tone] of expectations) {
      const status = dealCard(page, dealId).getByTestId("deal-status");
      await expect(status).toHaveText(label);
      await expect(status).toHaveAttribute("data-tone", tone);
      // An orange "Abo aktiv" says in words why it is orange: its booked return (not by colour alone).
      const returnLine = dealCard(page, dealId).getByText(/^Rückgabe gebucht für den \d\d\.\d\d\.\d{4}$/);
      await expect(returnLine).toHaveCount(tone === "orange" ? 1 : 0);
    }
    await expect(page.locator("article[data-deal-id]")).toHaveCount(5);

    const active = dealCard(page, "deal-anna-active");
    const carName = await active.getByRole("heading", { level: 2 }).innerText();
    await active.getByRole("link", { name: /Details anzeigen/ }).click();

    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars\/deal-anna-active$/);
    await expect(page.getByRole("heading", { level: 1, name: carName })).toBeVisible();
    await expect(page.getByTestId("deal-status")).toHaveText("Abo aktiv");
    const contract = page.getByRole("region", { name: "Vertrag" });
    await expect(contract.getByText("Monatliche Rate")).toBeVisible();
    await expect(
      contract
        .getByRole("definition")
        .filter({ hasText: /^\d{1,3}(\.\d{3})*(,\d{1,2})?\s€$/ })
        .first(),
    ).toBeVisible();
    // deductibles arrive in cents: 100000 is 1.000 €
    await expect(contract.getByRole("definition").filter({ hasText: "1.000 €" })).toBeVisible();
    await expect(contract.getByText(/^\d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mein Konto" }).getByRole("link", { name: "Meine Abos" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Paul's orders in preparation read 'Bestellung wird geprüft' and 'Abo wird vorbereitet', in orange", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars");
    for (const [dealId, label] of [
      ["deal-paul-signed", "Bestellung wird geprüft"],
      ["deal-paul-created", "Abo wird vorbereitet"],
      ["deal-paul-verified", "Abo wird vorbereitet"],
    ] as const) {
      await expect(dealCard(page, dealId).getByTestId("deal-status")).toHaveText(label);
      await expect(dealCard(page, dealId).getByTestId("deal-status")).toHaveAttribute("data-tone", "orange");
    }
    // An order still being checked has no car in preparation yet; a confirmed one has (review round 12).
    for (const [dealId, preparing] of [
      ["deal-paul-signed", 0],
      ["deal-paul-created", 1],
    ] as const) {
      await page.goto(`/portal/de-DE/mycars/${dealId}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Dein Abo wird vorbereitet" })).toHaveCount(preparing);
    }
  });

  test("the deal page shows only the content blocks whose visibility rules hold", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-return");
    await expect(page.getByRole("heading", { name: "Deine Rückgabe ist geplant" })).toBeVisible();
    await page.goto("/portal/de-DE/mycars/deal-anna-active");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Deine Rückgabe ist geplant" })).toHaveCount(0);
  });

  test("the list and the status labels speak English on en-US", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/en-US/mycars");
    await expect(page.getByRole("heading", { level: 1, name: "All subscriptions" })).toBeVisible();
    await expect(dealCard(page, "deal-anna-active").getByTestId("deal-status")).toHaveText("Subscription active");
    await expect(dealCard(page, "deal-anna-ended").getByRole("link", { name: /Show details/ })).toBeVisible();
  });

  test("another customer's deal id shows the 404 page", async ({ page }) => {
    await signInAs(page, "anna");
    const response = await page.goto("/portal/de-DE/mycars/deal-bernd-minib2b");
    expect(response?.status()).toBe(404);
    // deals.md §7 "404 to /404".
    await expect(page).toHaveURL(/\/portal\/de-DE\/404$/);
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Muster Logistik")).toHaveCount(0);
  });

  test("an unknown page slug shows the 404 page", async ({ page }) => {
    const response = await page.goto("/portal/de-DE/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  });

  test("a lead with a checkout hash links back into the checkout", async ({ page }) => {
    await signInAs(page, "lea");
    await page.goto("/portal/de-DE/mycars");
    const link = dealCard(page, "deal-lea-lead").getByRole("link", { name: "Bestellung fortsetzen" });
    await expect(link).toHaveAttribute("href", /^\/de-DE\/checkout\/thank_you\/[^/]+\/deal-lea-lead\/[^/?]+\?linksrc=action-item$/);
    // The expected handover comes from the shop's checkout (deals.md §7), asked with Lea's cookies;
    // the stand-in answers 15 January 2027, not the deal's own lead date.
    await expect(dealCard(page, "deal-lea-lead")).toContainText("Voraussichtliche Übergabe 15.01.2027");
    // Its details too, as every card's (deals.md §2 "a 'show details' action per card").
    await expect(dealCard(page, "deal-lea-lead").getByRole("link", { name: "Details anzeigen" })).toHaveAttribute(
      "href",
      "/portal/de-DE/mycars/deal-lea-lead",
    );
    // The deal page tells the same: the checkout's expected handover and the way back into it.
    const href = await link.getAttribute("href");
    await page.goto("/portal/de-DE/mycars/deal-lea-lead");
    const head = page.locator("section[aria-labelledby='vehicle-details-title']");
    await expect(head).toContainText("Voraussichtliche Übergabe 15.01.2027");
    await expect(head.getByRole("link", { name: "Bestellung fortsetzen" })).toHaveAttribute("href", href!);
    // The order is not finished: no car is being prepared yet.
    await expect(page.getByRole("heading", { name: "Deine Bestellung ist noch nicht abgeschlossen" })).toBeVisible();
    await expect(page.getByText("Dein Abo wird vorbereitet")).toHaveCount(0);
    // A mailed upgrade link says when the package can be changed, not that the subscription ended (deals.md §4).
    await page.goto("/portal/de-DE/mycars/deal-lea-lead?modalName=mileage-upgrade");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Du kannst dein Kilometerpaket ändern, sobald deine Bestellung abgeschlossen ist.");
    await expect(dialog).not.toContainText("beendet oder storniert");
  });

  test("a cancelled order's sub-pages say it never started, in German and English", async ({ page }) => {
    await signInAs(page, "emil");
    for (const [locale, sub, text] of [
      ["de-DE", "return", "Dieses Abo hat nie begonnen, es gibt also kein Auto zurückzugeben."],
      ["de-DE", "report-damage", "Dieses Abo hat nie begonnen, es gibt also keinen Schaden zu melden."],
      ["de-DE", "schedule-service", "Dieses Abo hat nie begonnen, es gibt also keinen Service zu buchen."],
      ["en-US", "return", "This subscription never started, so there is no car to return."],
      ["en-US", "report-damage", "This subscription never started, so there is no damage to report."],
    ] as const) {
      await page.goto(`/portal/${locale}/mycars/deal-emil-canceled/${sub}`);
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test("a bridged order names its planned delivery on the list and the deal page", async ({ page }) => {
    await signInAs(page, "bruno");
    await page.goto("/portal/de-DE/mycars");
    await expect(page.getByText(/wird voraussichtlich am \d{2}\.\d{2}\.\d{4} geliefert\. Bis dahin fährst du ein Übergangsfahrzeug\./)).toBeVisible();
    await page.goto("/portal/de-DE/mycars/deal-bruno-ordered");
    // The transition-car modal opens once on this deal (deals.md §4); it is closed first.
    await expect(page.getByRole("dialog", { name: "Dein Übergangsfahrzeug" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Bestellstatus" })).toContainText(/Geplanter Liefertermin\s*\d{2}\.\d{2}\.\d{4}/);
    await expect(page.getByText("Sobald der Liefertermin feststeht")).toHaveCount(0);
  });

  test("a customer without a deal sees the empty state", async ({ page }) => {
    await signInAs(page, "nora");
    await page.goto("/portal/de-DE/mycars");
    await expect(page.getByText("Du hast noch kein Abo.")).toBeVisible();
    await expect(page.locator("article[data-deal-id]")).toHaveCount(0);
  });

  test("a business customer sees prices net of VAT", async ({ page }) => {
    await signInAs(page, "bernd");
    await page.goto("/portal/de-DE/mycars");
    const card = dealCard(page, "deal-bernd-minib2b");
    await expect(card.getByText(/im Monat zzgl\. MwSt\./)).toBeVisible();
    await card.getByRole("link", { name: /Details anzeigen/ }).click();
    const rate = page.getByRole("region", { name: "Vertrag" }).getByRole("definition").first();
    await expect(rate).toContainText("zzgl. MwSt.");
  });

  test("/portal redirects to the German home page", async ({ page }) => {
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/portal\/de-DE$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  });
});
