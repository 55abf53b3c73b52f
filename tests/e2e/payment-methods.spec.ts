import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";

/**
 * Payment methods (account.md §2 "Change payment method", §3, §4 "Password and payment", §6, §8):
 * each deal's method, the change through the built-in hosted payment page end to end (the
 * confirmation modal first for d2c deals), the declined card's error text, the cancel path and the
 * payment-change-failed modal. Changes are stored, so this file runs in the project "writes".
 */
test.describe.configure({ mode: "serial" });

const CARD_ERROR = "Bei der Verarbeitung der Karte ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.";

function method(page: Page, car: string) {
  return page.locator("main").getByRole("listitem", { name: car });
}

test("a private customer changes the ID.3's card on the hosted page: confirmation first, a declined card, then the new card", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/myaccount");
  const id3 = method(page, "Volkswagen ID.3");
  await expect(id3).toContainText("Kreditkarte");
  await expect(id3).toContainText("endet auf 4242");
  await expect(id3).toContainText("gültig bis 08/28");
  await expect(page.locator("main")).toContainText("Die neue Zahlungsmethode muss auch der finanzierenden Leasingbank mitgeteilt werden.");
  await expect(method(page, "Skoda Enyaq")).toContainText("endet auf 1881");
  // Ended, its final invoice still to pay: a subscription's method stays editable (account.md §6 names the variant only).
  await expect(method(page, "Skoda Enyaq").getByRole("button")).toHaveCount(1);

  await id3.getByRole("button", { name: "Zahlungsmethode für Volkswagen ID.3 ändern" }).click();
  const confirm = page.getByRole("dialog", { name: "Zahlungsmethode ändern?" });
  await expect(confirm).toContainText("Du wirst zu unserem Zahlungsdienstleister weitergeleitet");
  await confirm.getByRole("button", { name: "Weiter" }).click();

  await expect(page).toHaveURL(/\/de-DE\/myaccount\/payment-session\?session=pay-/);
  await expect(page.getByRole("heading", { level: 1, name: "Sichere Zahlung" })).toBeVisible();
  await page.getByLabel("Karten- bzw. Kontoinhaber").fill("Anna Aktiv");
  await page.getByLabel("Kartennummer").fill("4000 0000 0000 0002");
  await page.getByLabel("Gültig bis (MM/JJ)").fill("12/30");
  await page.getByLabel("Prüfnummer (CVC)").fill("123");
  await page.getByRole("button", { name: "Zahlungsmethode bestätigen" }).click();
  const error = page.getByRole("dialog", { name: "Zahlungsfehler" });
  await expect(error).toContainText(CARD_ERROR);
  await page.keyboard.press("Escape");
  await expect(error).toBeHidden();

  await page.getByLabel("Kartennummer").fill("5555 5555 5555 4444");
  await page.getByRole("button", { name: "Zahlungsmethode bestätigen" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount$/);
  await expect(page.getByText("Deine neue Zahlungsmethode ist hinterlegt.")).toBeVisible();
  await page.reload();
  await expect(method(page, "Volkswagen ID.3")).toContainText("endet auf 4444");
  await expect(method(page, "Volkswagen ID.3")).toContainText("gültig bis 12/30");

  // The account page names the new card in German and English, on a desktop and
  // a phone; the declined card and the old one are not named, the other cars keep theirs.
  const methodsSay = (texts: { card: string; ending: string; expires: string }) => async (story: Page) => {
    const id3 = method(story, "Volkswagen ID.3");
    await expect(id3).toContainText(texts.card);
    await expect(id3).toContainText(`${texts.ending} 4444`);
    await expect(id3).toContainText(`${texts.expires} 12/30`);
    await expect(id3).not.toContainText("4242");
    await expect(id3).not.toContainText("0002");
    await expect(id3).not.toContainText("08/28");
    await expect(method(story, "Skoda Enyaq")).toContainText(`${texts.ending} 1881`);
    await expect(method(story, "Cupra Born")).toContainText(`${texts.ending} 3000`);
  };
  await expectSameStory(page, [
    {
      path: portalPath("/myaccount"),
      check: (story, locale) =>
        methodsSay(
          inLocale(locale, {
            de: { card: "Kreditkarte", ending: "endet auf", expires: "gültig bis" },
            en: { card: "Credit card", ending: "ending in", expires: "valid until" },
          }),
        )(story),
    },
  ]);
});

test("cancelling on the hosted page keeps the old method", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/myaccount");
  const born = method(page, "Cupra Born");
  await expect(born).toContainText("SEPA-Lastschrift");
  await born.getByLabel("Neue Zahlungsmethode").selectOption({ label: "SEPA-Lastschrift" });
  await born.getByRole("button", { name: "Zahlungsmethode für Cupra Born ändern" }).click();
  await page.getByRole("dialog", { name: "Zahlungsmethode ändern?" }).getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByLabel("IBAN")).toBeVisible();
  await expect(page.getByRole("region", { name: "SEPA-Lastschriftmandat" })).toContainText("ermächtigst du die Mein Auto-Abo GmbH");
  await page.getByRole("button", { name: "Abbrechen und zurück" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount$/);
  await expect(page.getByText("Die Zahlungsmethode wurde nicht geändert.")).toBeVisible();
  await expect(method(page, "Cupra Born")).toContainText("endet auf 3000");
});

test("a failing change opens the payment-change-failed modal with the support hours", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/myaccount");
  await page.route("**/portal/api/bff/payment-methods/*", (route) => route.fulfill({ status: 500, json: { error: "internal_error" } }));
  await method(page, "Hyundai Ioniq 5").getByRole("button", { name: "Zahlungsmethode für Hyundai Ioniq 5 ändern" }).click();
  await page.getByRole("dialog", { name: "Zahlungsmethode ändern?" }).getByRole("button", { name: "Weiter" }).click();
  const failed = page.getByRole("dialog", { name: "Änderung fehlgeschlagen" });
  await expect(failed).toContainText("täglich 8 bis 20 Uhr");
  await expect(failed).toContainText("Bitte versuche es erneut");
  await expect(page).toHaveURL(/\/de-DE\/myaccount$/);
});

test("a business customer ('Sie') goes straight to the hosted page (no d2c confirmation) and changes to SEPA", async ({ page }) => {
  await signInAs(page, "bernd");
  await page.goto("/portal/de-DE/myaccount");
  await expect(page.locator("main")).toContainText(
    "Bitte beachten Sie: Die neue Zahlungsmethode muss auch der finanzierenden Leasingbank mitgeteilt werden.",
  );
  const gla = method(page, "Mercedes-Benz GLA 250 e");
  await expect(gla).toContainText("endet auf 4000");
  await gla.getByLabel("Neue Zahlungsmethode").selectOption({ label: "SEPA-Lastschrift" });
  await gla.getByRole("button", { name: "Zahlungsmethode für Mercedes-Benz GLA 250 e ändern" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount\/payment-session\?session=pay-/);
  await expect(page.locator("main")).toContainText("Hinterlegen Sie die neue Zahlungsmethode (SEPA-Lastschrift) für Mercedes-Benz GLA 250 e.");
  await page.getByLabel("Karten- bzw. Kontoinhaber").fill("Muster Logistik GmbH");
  await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  // The SEPA mandate's text stands before the confirmation, in "Sie".
  const mandate = page.getByRole("region", { name: "SEPA-Lastschriftmandat" });
  await expect(mandate).toContainText("ermächtigen Sie die Mein Auto-Abo GmbH (Gläubiger-Identifikationsnummer DE98ZZZ09999999999)");
  await expect(mandate).toContainText("innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung");
  await page.getByRole("button", { name: "Zahlungsmethode bestätigen" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount$/);
  await expect(page.getByText("Ihre neue Zahlungsmethode ist hinterlegt.")).toBeVisible();
  await expect(method(page, "Mercedes-Benz GLA 250 e")).toContainText("endet auf 3000");

  // The business customer's account page, German and English, names the new
  // direct debit of the EQA and its holder; the ordered car keeps its card.
  const methodsSay = (texts: { sepa: string; ending: string; holder: string; card: string }) => async (story: Page) => {
    const glaNow = method(story, "Mercedes-Benz GLA 250 e");
    await expect(glaNow).toContainText(texts.sepa);
    await expect(glaNow).toContainText(`${texts.ending} 3000`);
    await expect(glaNow).toContainText(`${texts.holder} Muster Logistik GmbH`);
    await expect(glaNow).not.toContainText("4000");
    await expect(method(story, "Volkswagen ID.3")).toContainText(texts.card);
    await expect(method(story, "Volkswagen ID.3")).toContainText(`${texts.ending} 5556`);
  };
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/myaccount"),
        check: (story, locale) =>
          methodsSay(
            inLocale(locale, {
              de: { sepa: "SEPA-Lastschrift", ending: "endet auf", holder: "Inhaber:", card: "Kreditkarte" },
              en: { sepa: "SEPA direct debit", ending: "ending in", holder: "Holder:", card: "Credit card" },
            }),
          )(story),
      },
    ],
    { audience: "b2b" },
  );
});

test("en-US: a US bank account is shown and changed", async ({ page }) => {
  await signInAs(page, "vera");
  await page.goto("/portal/en-US/myaccount");
  const id3 = method(page, "Volkswagen ID.3");
  await expect(id3).toContainText("US bank account");
  await expect(id3).toContainText("ending in 6789");
  // account.md §2: card, SEPA direct debit and PayPal in every locale, the US bank account besides them.
  await expect(id3.getByLabel("New payment method").getByRole("option")).toHaveText([
    "Credit card",
    "SEPA direct debit",
    "PayPal",
    "US bank account",
  ]);
  await id3.getByLabel("New payment method").selectOption({ label: "US bank account" });
  await id3.getByRole("button", { name: "Change payment method for Volkswagen ID.3" }).click();
  await page.getByRole("dialog", { name: "Change payment method?" }).getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Card or account holder").fill("Vera Versichert");
  await page.getByLabel("Routing number").fill("110000000");
  await page.getByLabel("Account number").fill("000123454321");
  await page.getByRole("button", { name: "Confirm payment method" }).click();
  await expect(page).toHaveURL(/\/en-US\/myaccount$/);
  await expect(page.getByText("Your new payment method is on file.")).toBeVisible();
  await expect(method(page, "Volkswagen ID.3")).toContainText("ending in 4321");
});
