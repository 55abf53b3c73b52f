import { expect, test, type Page } from "@playwright/test";
import { dealCard, signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";

/**
 * Deposit refund (account.md §5 "Deposit refund", §7; deals.md §7, §8 "Bank details
 * saved"): an ended deal awaiting the refund asks for bank details in a dialog; saved, the dialog
 * closes with a toast and the deal shows the IBAN masked. These tests store bank details for
 * seeded deals, so they run in the project "writes", one after the other.
 */
test.describe.configure({ mode: "serial" });

const IBAN = "DE89 3704 0044 0532 0130 00";
const MASKED = "DE89 **** **** **** **30 00";

async function refundOf(page: Page, dealId: string) {
  const answer = await page.request.get(`/portal/api/bff/deals/${dealId}`);
  return ((await answer.json()) as { deposit_refund: unknown }).deposit_refund;
}

test("in English, the dialog checks the IBAN, and a failed save shows the error toast and the request-error dialog, storing nothing", async ({
  page,
}) => {
  await signInAs(page, "anna");
  await page.goto("/portal/en-US/mycars/deal-anna-ended");
  const banner = page.getByRole("region", { name: "Your deposit is coming back" });
  await expect(banner).toContainText("we need your bank details");
  // The step reached, in English: the final invoice is out; no German document name.
  await expect(page.getByText("Your final invoice is ready. You'll find it with the return report in this subscription's documents.")).toBeVisible();
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents).toContainText("Subscription confirmation");
  await expect(documents).toContainText("Final invoice");
  await expect(page.getByText(/Abo-Bestätigung|Schlussrechnung|Übergabeprotokoll/)).toHaveCount(0);
  await banner.getByRole("link", { name: "Enter bank details" }).click();
  await expect(page).toHaveURL(/\/en-US\/mycars\/deal-anna-ended\?modalName=deposit-refund-details$/);

  const dialog = page.getByRole("dialog", { name: "Bank details for the deposit" });
  const save = dialog.getByRole("button", { name: "Save bank details" });
  // Both fields are required (account.md §5): an empty one does not disable the button (deals.md §5), pressing it says so.
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog.getByRole("alert").filter({ hasText: "This field is required." })).toHaveCount(2);
  await expect(save).toBeDisabled();
  await dialog.getByLabel("Account holder").fill("Anna Aktiv");
  const iban = dialog.getByLabel("IBAN");
  await iban.fill("DE89 3704 0044");
  // The form was tried: the IBAN's error shows as it is typed, and the button waits for a valid one.
  await expect(dialog.getByRole("alert").filter({ hasText: "IBAN" })).toHaveText(
    "Please enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00 (spaces optional).",
  );
  await expect(save).toBeDisabled();

  // Every save fails; the retry's answer waits until the dialog is seen closed, so that the dialog
  // seen afterwards is the one the failed retry opened, not the first one on its way out.
  let calls = 0;
  let answerRetry = () => {};
  const retryAnswered = new Promise<void>((resolve) => (answerRetry = resolve));
  await page.route("**/portal/api/bff/deals/deal-anna-ended/deposit-refund-details", async (route) => {
    if (++calls > 1) await retryAnswered;
    await route.fulfill({ status: 500, body: "{}" });
  });
  await iban.fill(IBAN);
  await save.click();
  await expect(page.getByRole("alert").filter({ hasText: "The bank details could not be saved." })).toBeVisible();
  const error = page.getByRole("dialog", { name: "Sorry, that did not work" });
  await expect(error).toContainText("+49 89 1234 5600");
  await error.getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => calls).toBe(2);
  await expect(error).toHaveCount(0);
  answerRetry();
  // The retry failed as well: the dialog opens again, and Escape closes it, not the form's modal
  // (pressed once the dialog holds the focus, as a person sees it open before pressing a key).
  await expect(error).toBeVisible();
  await expect.poll(() => error.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(error).toHaveCount(0);
  // What was typed is kept, and nothing was stored.
  await expect(iban).toHaveValue(IBAN);
  expect(await refundOf(page, "deal-anna-ended")).toEqual({ status: "awaiting_details", iban: null });
});

test("a private customer gives the bank details: toast 'Bankdaten gespeichert', the dialog closes, the deal shows the IBAN masked", async ({
  page,
}) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-ended");
  const banner = page.getByRole("region", { name: "Deine Kaution bekommst du zurück" });
  await banner.getByRole("link", { name: "Bankdaten angeben" }).click();
  const dialog = page.getByRole("dialog", { name: "Bankdaten für die Kaution" });
  await expect(dialog.getByText("So, wie der Name bei deiner Bank geführt wird.")).toBeVisible();
  await dialog.getByLabel("Kontoinhaber:in").fill("Anna Aktiv");
  await dialog.getByLabel("IBAN").fill(IBAN);
  await dialog.getByRole("button", { name: "Bankdaten speichern" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Bankdaten gespeichert" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/de-DE\/mycars\/deal-anna-ended$/);
  await expect(banner).toHaveCount(0);
  const received = page.getByRole("region", { name: "Bankdaten erhalten" });
  await expect(received).toHaveText(/Wir überweisen deine Kaution auf das Konto mit der IBAN DE89 \*{4} \*{4} \*{4} \*{2}30 00\./);
  // The IBAN is never shown back in full, and the state survives a reload.
  await expect(page.getByText("DE89 3704 0044 0532 0130 00")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Bankdaten erhalten" })).toContainText(MASKED);
  expect(await refundOf(page, "deal-anna-ended")).toEqual({ status: "details_received", iban: MASKED });

  // Every page that shows the deal tells the step reached, on a desktop and on a phone: the details
  // are in, and the final invoice is out already, so nothing says it is still to come.
  await expectSameStory(page, [
    {
      path: portalPath("/mycars/deal-anna-ended"),
      check: async (p, locale) => {
        const say = (de: string, en: string) => inLocale(locale, { de, en });
        await expect(p.getByRole("region", { name: say("Bankdaten erhalten", "Bank details received") })).toContainText(MASKED);
        await expect(p.getByRole("region", { name: say("Deine Kaution bekommst du zurück", "Your deposit is coming back") })).toHaveCount(0);
        await expect(
          p.getByText(
            say(
              "Deine Schlussrechnung ist da. Du findest sie mit dem Rückgabeprotokoll bei den Dokumenten dieses Abos.",
              "Your final invoice is ready. You will find it with the return report in this subscription's documents.",
            ),
          ),
        ).toBeVisible();
        await expect(p.getByText(say("drei bis vier Wochen", "three to four weeks"), { exact: false })).toHaveCount(0);
        await expect(p.getByRole("region", { name: say("Dokumente", "Documents") })).toContainText(say("Schlussrechnung", "Final invoice"));
      },
    },
    {
      path: portalPath("/mycars"),
      check: async (p, locale) => await expect(dealCard(p, "deal-anna-ended")).toContainText(inLocale(locale, { de: "Beendet", en: "Ended" })),
    },
  ]);
});

test("a business customer is asked formally and saves the company's bank details", async ({ page }) => {
  await signInAs(page, "berta");
  await page.goto("/portal/de-DE/mycars/deal-berta-ended");
  const banner = page.getByRole("region", { name: "Ihre Kaution erhalten Sie zurück" });
  await expect(banner).toContainText("benötigen wir Ihre Bankdaten");
  await banner.getByRole("link", { name: "Bankdaten angeben" }).click();
  const dialog = page.getByRole("dialog", { name: "Bankdaten für die Kaution" });
  await expect(dialog.getByText("So, wie der Name bei Ihrer Bank geführt wird.")).toBeVisible();
  await dialog.getByLabel("Kontoinhaber:in").fill("Bilanz Beratung GmbH");
  await dialog.getByLabel("IBAN").fill("DE89370400440532013000");
  await dialog.getByRole("button", { name: "Bankdaten speichern" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Bankdaten gespeichert" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Bankdaten erhalten" })).toContainText(
    `Wir überweisen Ihre Kaution auf das Konto mit der IBAN ${MASKED}.`,
  );

  // The deal page tells the step reached in 'Sie', on a desktop and on a phone:
  // the details are in, the final invoice is out and lies where the page says, with the return report.
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/mycars/deal-berta-ended"),
        check: async (p, locale) => {
          const say = (de: string, en: string) => inLocale(locale, { de, en });
          await expect(p.getByRole("region", { name: say("Bankdaten erhalten", "Bank details received") })).toContainText(MASKED);
          await expect(p.getByRole("region", { name: say("Ihre Kaution erhalten Sie zurück", "Your deposit is coming back") })).toHaveCount(0);
          await expect(
            p.getByText(
              say(
                "Ihre Schlussrechnung ist da. Sie finden sie mit dem Rückgabeprotokoll bei den Dokumenten dieses Abos.",
                "Your final invoice is ready. You will find it with the return report in this subscription's documents.",
              ),
            ),
          ).toBeVisible();
          await expect(p.getByText(say("drei bis vier Wochen", "three to four weeks"), { exact: false })).toHaveCount(0);
          const documents = p.getByRole("region", { name: say("Dokumente", "Documents") });
          await expect(documents).toContainText(say("Schlussrechnung", "Final invoice"));
          await expect(documents).toContainText(say("Rückgabeprotokoll", "Return report"));
        },
      },
      {
        path: portalPath("/mycars"),
        check: async (p, locale) => await expect(dealCard(p, "deal-berta-ended")).toContainText(inLocale(locale, { de: "Beendet", en: "Ended" })),
      },
    ],
    { audience: "b2b" },
  );
});
