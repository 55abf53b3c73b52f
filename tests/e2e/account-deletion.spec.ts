import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";
import { runDate } from "./run-clock";

/**
 * Account deletion from the account page (deals.md §2 /contact and the deletion modals, §4, §7
 * tracking, §8; account.md §2, §4): refused while a subscription runs (to /contact), requested
 * otherwise (success modal, signed out), the error modal, the "already requested" modal. A request
 * ends the customer's sessions, so this file runs in the project "writes", one test after another.
 */
test.describe.configure({ mode: "serial" });

/** The data layer's events, kept across the full page load that follows a successful request. */
async function recordTracking(page: Page) {
  await page.addInitScript(() => {
    const kept = JSON.parse(sessionStorage.getItem("e2e-data-layer") ?? "[]") as unknown[];
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      kept.push(...entries);
      sessionStorage.setItem("e2e-data-layer", JSON.stringify(kept));
      return Array.prototype.push.apply(layer, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  // The dialogs record "Modal Opened" and "Modal Closed" too; these tests look at the deletion's events.
  return async () =>
    (JSON.parse((await page.evaluate(() => sessionStorage.getItem("e2e-data-layer"))) ?? "[]") as { event: string }[]).filter((entry) =>
      entry.event.startsWith("Delete Account"),
    );
}

async function openConfirm(page: Page, locale: string, action: string, title: string) {
  await page.goto(`/portal/${locale}/myaccount`);
  await page.getByRole("link", { name: action }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/myaccount\\?modalName=confirm-delete-account$`));
  return page.getByRole("dialog", { name: title });
}

test("with running subscriptions the customer is sent to /contact, which lists them and the support hours", async ({ page }) => {
  const tracked = await recordTracking(page);
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/myaccount");
  // No confirmation that promises a deletion only to refuse it (review round 13): the action leads
  // straight to customer service.
  await page.getByRole("link", { name: "Konto löschen" }).click();
  await expect(page).toHaveURL(/\/de-DE\/contact$/);
  const preventing = page.getByRole("region", { name: "Diese Abos laufen noch" });
  await expect(preventing).toContainText("Solange diese Abos laufen, kannst du dein Konto nicht selbst löschen.");
  await expect(preventing.getByRole("link")).toHaveCount(4);
  await expect(preventing.getByRole("link", { name: "Volkswagen ID.3 Pro S 77 kWh" })).toHaveAttribute(
    "href",
    "/portal/de-DE/mycars/deal-anna-active",
  );
  await expect(preventing.getByRole("link", { name: /Skoda Enyaq/ })).toHaveCount(0); // the ended one does not prevent it
  await expect(page.getByRole("region", { name: "Unser Kundenservice" })).toContainText("täglich von 8 bis 20 Uhr für dich da");
  expect((await tracked()).map((entry) => entry.event)).toEqual(["Delete Account Requested"]);
  // Nothing was requested: she is still signed in.
  expect((await page.request.get("/portal/api/bff/deals")).status()).toBe(200);
});

test("a business customer is sent to /contact as well, in 'Sie'; a typed confirmation says why, before it is confirmed", async ({ page }) => {
  await signInAs(page, "bernd");
  await page.goto("/portal/de-DE/myaccount");
  await page.getByRole("link", { name: "Konto löschen" }).click();
  await expect(page).toHaveURL(/\/de-DE\/contact$/);
  await expect(page.getByRole("region", { name: "Diese Abos laufen noch" })).toContainText("können Sie Ihr Konto nicht selbst löschen");
  await expect(page.getByRole("region", { name: "Unser Kundenservice" })).toContainText("für Sie da");
  // The confirmation opened by its name (a typed or mailed link) tells which subscriptions keep the
  // account, and its button leads to customer service rather than promising the deletion.
  await page.goto("/portal/de-DE/myaccount?modalName=confirm-delete-account");
  const dialog = page.getByRole("dialog", { name: "Konto wirklich löschen?" });
  await expect(dialog.getByRole("note")).toContainText("können Sie Ihr Konto nicht selbst löschen. Bitte wenden Sie sich an unseren Kundenservice.");
  await expect(dialog.getByRole("list", { name: "Diese Abos laufen noch" }).getByRole("listitem")).not.toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Ja, Konto löschen" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Kundenservice kontaktieren" }).click();
  await expect(page).toHaveURL(/\/de-DE\/contact$/);
});

test("cancel closes the confirmation and keeps the account", async ({ page }) => {
  await signInAs(page, "dana");
  const dialog = await openConfirm(page, "en-US", "Delete account", "Delete your account?");
  await expect(dialog.getByRole("note")).toHaveCount(0); // nothing prevents her deletion
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/en-US\/myaccount$/);
});

test("in English, a failed request opens the error modal, whose button only closes it", async ({ page }) => {
  await signInAs(page, "dana");
  await page.route("**/portal/api/bff/deletion-request", (route) => route.fulfill({ status: 500, body: '{"error":"internal_error"}' }));
  const dialog = await openConfirm(page, "en-US", "Delete account", "Delete your account?");
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  const error = page.getByRole("dialog", { name: "Deletion failed" });
  await expect(error).toContainText("your request to delete your account didn't go through");
  await error.getByRole("button", { name: "OK" }).click();
  await expect(error).toHaveCount(0);
  await expect(page).toHaveURL(/\/en-US\/myaccount$/);
  await page.unroute("**/portal/api/bff/deletion-request");
  expect((await page.request.get("/portal/api/bff/deals")).status()).toBe(200);
});

test("without a running subscription the request is sent: the success modal (deletion within 48 hours), signed out, both events tracked", async ({
  page,
}) => {
  const tracked = await recordTracking(page);
  await signInAs(page, "dana");
  const dialog = await openConfirm(page, "de-DE", "Konto löschen", "Konto wirklich löschen?");
  await dialog.getByRole("button", { name: "Ja, Konto löschen" }).click();

  await expect(page).toHaveURL(/\/de-DE\?modalName=account-deletion-requested-successfully$/);
  const requested = page.getByRole("dialog", { name: "Löschung beantragt" });
  await expect(requested).toContainText("Das Konto wird innerhalb von 48 Stunden gelöscht.");
  expect((await tracked()).map((entry) => entry.event)).toEqual(["Delete Account Requested", "Delete Account Requested Successfull"]);
  await requested.getByRole("button", { name: "OK" }).click();
  await expect(requested).toHaveCount(0);
  // The request ended the session.
  expect((await page.request.get("/portal/api/bff/deals")).status()).toBe(401);

  // Signed in again while the deletion is pending, every page that speaks of it
  // says it was asked today: the account page (it said only "you can ask for it here") in German
  // and English, and its button opens the "already requested" modal, not a second confirmation.
  const today = runDate();
  await page.context().clearCookies();
  await signInAs(page, "dana");
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/myaccount"),
        check: async (story, locale) => {
          const say = (de: string, en: string) => inLocale(locale, { de, en });
          const section = story.locator("main").getByRole("region", { name: say("Kontoverwaltung", "Account management") });
          const status = section.getByRole("status");
          await expect(status).toHaveText(
            say(
              `Du hast die Löschung deines Kontos am ${today} beantragt. Wir löschen es innerhalb von 48 Stunden.`,
              `You requested the deletion of your account on ${today}. We'll delete it within 48 hours.`,
            ),
          );
          // The status leads the section: right under its heading, above the explanation, which no
          // longer invites a request already made.
          const explanation = story
            .locator("main")
            .getByText(
              say(
                "Nach deiner Anfrage löschen wir dein Konto innerhalb von 48 Stunden.",
                "After your request, we'll delete your account within 48 hours.",
              ),
              {
                exact: false,
              },
            );
          await expect(explanation).toBeVisible();
          const [statusBox, explanationBox] = [await status.boundingBox(), await explanation.boundingBox()];
          expect(statusBox!.y, "the pending status stands above the section's explanation").toBeLessThan(explanationBox!.y);
          await expect(story.locator("main")).not.toContainText(
            say("Du kannst die Löschung deines Kontos hier beantragen", "You can request the deletion of your account here"),
          );
          await expect(section.getByRole("link", { name: say("Konto löschen", "Delete account") })).toHaveAttribute(
            "href",
            `/portal/${locale}/myaccount?modalName=account-deletion-already-requested`,
          );
        },
      },
      {
        path: (locale) => `/portal/${locale}/myaccount?modalName=account-deletion-already-requested`,
        check: async (story, locale) => {
          const say = (de: string, en: string) => inLocale(locale, { de, en });
          await expect(story.getByRole("dialog", { name: say("Löschung bereits beantragt", "Deletion already requested") })).toContainText(
            say(
              "Du hast die Löschung deines Kontos bereits beantragt. Wir löschen es innerhalb von 48 Stunden.",
              "You've already requested the deletion of your account. We'll delete it within 48 hours.",
            ),
          );
          await expect(story.getByRole("dialog", { name: say("Konto wirklich löschen?", "Delete your account?") })).toHaveCount(0);
        },
      },
    ],
    { english: "en-US" },
  );
});

test("a business customer without a running subscription asks in 'Sie': requested, signed out, and every page says when", async ({ page }) => {
  await signInAs(page, "doris");
  const dialog = await openConfirm(page, "de-DE", "Konto löschen", "Konto wirklich löschen?");
  await expect(dialog).toContainText("Möchten Sie Ihr Konto wirklich löschen?");
  await expect(dialog.getByRole("note")).toHaveCount(0); // nothing prevents her deletion
  await dialog.getByRole("button", { name: "Ja, Konto löschen" }).click();
  await expect(page).toHaveURL(/\/de-DE\?modalName=account-deletion-requested-successfully$/);
  const requested = page.getByRole("dialog", { name: "Löschung beantragt" });
  await expect(requested).toContainText("Das Konto wird innerhalb von 48 Stunden gelöscht.");
  await requested.getByRole("button", { name: "OK" }).click();
  expect((await page.request.get("/portal/api/bff/deals")).status()).toBe(401);

  // Signed in again, the account page and its modal say in 'Sie' that she asked today.
  const today = runDate();
  await page.context().clearCookies();
  await signInAs(page, "doris");
  await expectSameStory(
    page,
    [
      {
        path: portalPath("/myaccount"),
        check: async (story, locale) => {
          const say = (de: string, en: string) => inLocale(locale, { de, en });
          const section = story.locator("main").getByRole("region", { name: say("Kontoverwaltung", "Account management") });
          await expect(section.getByRole("status")).toHaveText(
            say(
              `Sie haben die Löschung Ihres Kontos am ${today} beantragt. Wir löschen es innerhalb von 48 Stunden.`,
              `You requested the deletion of your account on ${today}. We'll delete it within 48 hours.`,
            ),
          );
          await expect(story.locator("main")).toContainText(
            say(
              "Nach Ihrer Anfrage löschen wir Ihr Konto innerhalb von 48 Stunden.",
              "After your request, we'll delete your account within 48 hours.",
            ),
          );
          await expect(section.getByRole("link", { name: say("Konto löschen", "Delete account") })).toHaveAttribute(
            "href",
            `/portal/${locale}/myaccount?modalName=account-deletion-already-requested`,
          );
        },
      },
      {
        path: (locale) => `/portal/${locale}/myaccount?modalName=account-deletion-already-requested`,
        check: async (story, locale) => {
          const say = (de: string, en: string) => inLocale(locale, { de, en });
          const already = story.getByRole("dialog", { name: say("Löschung bereits beantragt", "Deletion already requested") });
          await expect(already).toContainText(
            say(
              "Sie haben die Löschung Ihres Kontos bereits beantragt. Wir löschen es innerhalb von 48 Stunden.",
              "You've already requested the deletion of your account. We'll delete it within 48 hours.",
            ),
          );
          // The formal check reads the page's main part; the modal lies outside it.
          await expect(already).not.toContainText(/\b(?:du|dein|deines)\b/i);
        },
      },
    ],
    { english: "en-US", audience: "b2b" },
  );
});

test("an already requested deletion opens the 'already requested' modal instead", async ({ page }) => {
  await signInAs(page, "alma");
  await page.goto("/portal/de-DE/myaccount");
  // The page says so before the button is pressed (Alma asked yesterday).
  await expect(page.getByRole("status").filter({ hasText: "Löschung" })).toHaveText(
    `Du hast die Löschung deines Kontos am ${runDate(-1)} beantragt. Wir löschen es innerhalb von 48 Stunden.`,
  );
  await page.getByRole("link", { name: "Konto löschen" }).click();
  const dialog = page.getByRole("dialog", { name: "Löschung bereits beantragt" });
  await expect(dialog).toContainText("Du hast die Löschung deines Kontos bereits beantragt. Wir löschen es innerhalb von 48 Stunden.");
  await expect(page.getByRole("dialog", { name: "Konto wirklich löschen?" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toHaveCount(0);
});

test("a typed or mailed ?modalName= opens a deletion modal only in the state it speaks of (account.md §2, §4)", async ({ page }) => {
  await signInAs(page, "alma");
  // She asked already: no second confirmation, and no success story.
  await page.goto("/portal/de-DE/myaccount?modalName=confirm-delete-account");
  await expect(page.getByRole("link", { name: "Konto löschen" })).toBeVisible();
  await page.waitForLoadState("networkidle"); // hydrated: a dialog would be open by now
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto("/portal/de-DE/myaccount?modalName=account-deletion-already-requested");
  await expect(page.getByRole("dialog", { name: "Löschung bereits beantragt" })).toBeVisible();
});

test("a customer who asked for nothing is not told a deletion was requested", async ({ page }) => {
  await signInAs(page, "anna");
  for (const path of [
    "/portal/de-DE/myaccount?modalName=account-deletion-already-requested",
    "/portal/de-DE?modalName=account-deletion-requested-successfully",
  ]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    await page.waitForLoadState("networkidle"); // hydrated: a dialog would be open by now
    await expect(page.getByRole("dialog"), path).toHaveCount(0);
  }
  // Still signed in, nothing requested.
  expect((await page.request.get("/portal/api/bff/deals")).status()).toBe(200);
});
