import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PLAIN_PORT } from "../../playwright.config";
import { persona, signInAs, asClient } from "./helpers";
import { mailsTo } from "./mail-sink";

/**
 * The sign-in mails, sent by the e2e server over SMTP to a real SMTP server
 * (tests/helpers/smtp-sink.mjs), and followed from there: the magic link, the verification link
 * after registration and from the unverified customer's modal, the password reset; the message
 * dialogs; used and forged links; job-auto; the demo mailbox of the embedded default. Each test
 * stands at a client address of its own (X-Forwarded-For behind the e2e server's trusted loopback
 * proxy), so its lookups do not eat into other specs' budget (`LOOKUP_LIMIT`). The mails
 * greet the customer by name in their locale and carry a text part besides the HTML.
 */

/** The next mail to arrive for `email` after `before` ones, and its one link. */
async function nextMail(request: APIRequestContext, email: string, before: number, subject: string) {
  await expect.poll(async () => (await mailsTo(request, email)).length, { message: `a mail to ${email}` }).toBeGreaterThan(before);
  const mail = (await mailsTo(request, email))[before]!;
  expect(mail.subject).toBe(subject);
  expect(mail.links).toHaveLength(1);
  return mail.links[0]!;
}

async function checkEmail(page: Page, email: string, de: boolean) {
  const main = page.locator("main");
  await main.getByLabel(de ? "E-Mail-Adresse" : "Email address").fill(email);
  await main.getByRole("button", { name: de ? "Weiter" : "Continue" }).click();
}

test.describe("sign-in mails over SMTP", () => {
  // Each test follows a whole flow through several mails and full page loads.
  test.describe.configure({ timeout: 90_000 });
  test.describe(() => {
    test.use(asClient(16));
    test("de-DE: magic link from the mail signs in; the used link says so; a failed login is tracked", async ({ page, request }) => {
      const { email } = persona("nora");
      const before = (await mailsTo(request, email)).length;
      await page.goto("/portal/de-DE/login");
      const main = page.locator("main");
      await checkEmail(page, email, true);
      await main.getByLabel("Passwort").fill("falsch-12345");
      await main.getByRole("button", { name: "Anmelden", exact: true }).click();
      const wrong = "Die Kombination aus E-Mail-Adresse und Passwort ist nicht korrekt. Bitte versuche es erneut.";
      await expect(main.getByRole("alert").filter({ hasText: wrong })).toBeVisible();
      // account.md §7: a tracking event for the failed login.
      expect(await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event))).toContain("Login Failed");
      await main.getByRole("button", { name: "Mit Link per E-Mail anmelden" }).click();
      await main.getByRole("button", { name: "Link senden" }).click();
      await expect(main.getByRole("heading", { name: "Prüfe dein Postfach" })).toBeVisible();

      const link = await nextMail(request, email, before, "Dein Anmeldelink");
      expect(link).toMatch(/\/portal\/api\/auth\/magic-link\/verify\?token=/);
      // Greeted by first name with "du", signed by the portal, in a text part and the HTML.
      const mail = (await mailsTo(request, email))[before]!;
      expect(mail.hasTextPart).toBe(true);
      expect(mail.text).toMatch(/^Hallo Nora,\r?\n\r?\nhier ist dein Link für die Anmeldung im Kundenportal\./);
      expect(mail.text).toMatch(/Viele Grüße\r?\nDein Team vom Kundenportal/);
      expect(mail.html).toContain("Hallo Nora,");
      await page.goto(link);
      await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
      await expect(page.getByRole("button", { name: "Nora Neu" })).toBeVisible();

      // A link works once: used again (signed out), it lands on the sign-in page with a message.
      await page.context().clearCookies();
      await page.goto(link);
      await expect(page).toHaveURL(/\/portal\/de-DE\/login\?/);
      const dialog = page.getByRole("dialog", { name: "Anmeldelink ungültig" });
      await expect(dialog).toContainText("Dieser Anmeldelink wurde schon verwendet oder ist abgelaufen.");
      await dialog.getByRole("button", { name: "Verstanden" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).not.toHaveURL(/authMessage/);
      await expect(page.locator("main").getByRole("heading", { name: "Anmelden oder registrieren" })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use(asClient(17));
    test("en-US: registration signs in on next and mails the verification link; it confirms; a forged one fails; the reset mail sets a new password", async ({
      page,
      request,
    }) => {
      const email = `e2e.mail.${Date.now()}@demo.portal`;
      await page.goto("/portal/en-US/login?next=/en-US/mycars");
      const main = page.locator("main");
      await checkEmail(page, email, false);
      await expect(main.getByRole("heading", { name: "Create an account" })).toBeVisible();
      await main.getByLabel("Password", { exact: true }).fill("Erste-Wahl-2026");
      await main.getByLabel("First name").fill("Mara");
      await main.getByLabel("Last name").fill("Mailbach");
      await main.getByLabel("Phone number").fill("3125550199");
      await main.getByLabel("Date of birth (DD.MM.YYYY)").fill("02.03.1990");
      await main.getByRole("button", { name: "Register", exact: true }).click();
      // The registration signed in (account.md §7): `next`, with the message dialog "email
      // verification" (account.md §2), and the header's account entry is the new customer's.
      await expect(page).toHaveURL(/\/portal\/en-US\/mycars\?authMessage=verification-sent$/);
      const sent = page.getByRole("dialog", { name: "Please confirm your email address" });
      await expect(sent).toContainText("We've sent a confirmation link to your email address");
      await sent.getByRole("button", { name: "Got it" }).click();
      await expect(page).toHaveURL(/\/portal\/en-US\/mycars$/);
      await expect(page.getByRole("banner").getByRole("button", { name: "Mara Mailbach" })).toBeVisible();

      const verify = await nextMail(request, email, 0, "Please confirm your email address");
      // In the locale of the page the customer registered on, greeted by name.
      expect((await mailsTo(request, email))[0]!.text).toMatch(/^Hi Mara\b.*,\r?\n\r?\nWelcome to the customer portal!/);
      await page.goto(verify);
      await expect(page).toHaveURL(/\/portal\/en-US\/mycars\?authMessage=email-verified$/);
      const verified = page.getByRole("dialog", { name: "Email address confirmed" });
      await expect(verified).toContainText("Your email address is confirmed.");
      await verified.getByRole("button", { name: "Got it" }).click();
      await expect(page).toHaveURL(/\/portal\/en-US\/mycars$/);
      // Verified: the account menu navigates.
      await page.getByRole("button", { name: "Mara Mailbach" }).click();
      await expect(page.getByRole("link", { name: "My account" }).first()).toBeVisible();

      // A wrong code in the link: the landing page says the link failed.
      await page.goto(verify.replace(/token=[^&]+/, "token=forged-code"));
      await expect(page.getByRole("dialog", { name: "Confirmation link invalid" })).toBeVisible();

      // Password reset: the mailed link, a new password; the old one no longer signs in.
      await page.context().clearCookies();
      await page.goto("/portal/en-US/login");
      await checkEmail(page, email, false);
      await main.getByRole("button", { name: "Forgot password?" }).click();
      await main.getByRole("button", { name: "Send reset link" }).click();
      await expect(main.getByRole("heading", { name: "Reset email sent" })).toBeVisible();
      const reset = await nextMail(request, email, 1, "Reset your password");
      await page.goto(reset);
      await expect(page).toHaveURL(/\/portal\/en-US\/reset-password\?/);
      await main.getByLabel("New password", { exact: true }).fill("Zweite-Wahl-2027");
      await main.getByRole("button", { name: "Save password" }).click();
      const done = page.getByRole("dialog", { name: "Password reset successful" });
      await expect(done).toContainText("Your password has been changed.");
      const old = await page.request.post("/portal/api/auth/sign-in/email", { data: { email, password: "Erste-Wahl-2026" } });
      expect(old.status()).toBe(401);
      const renewed = await page.request.post("/portal/api/auth/sign-in/email", { data: { email, password: "Zweite-Wahl-2027" } });
      expect(renewed.status()).toBe(200);
      // The reset link works once.
      await page.context().clearCookies();
      await page.goto(reset);
      await expect(
        page.locator("main").getByRole("alert").filter({ hasText: "This link is invalid or has expired. Please request a new one." }),
      ).toBeVisible();
      // It leads on to the sign-in, where a new link is asked for.
      await page.locator("main").getByRole("button", { name: "To sign in: request a new link" }).click();
      await expect(page).toHaveURL(/\/portal\/en-US\?login=true/);
    });
  });

  test.describe(() => {
    test.use(asClient(18));
    test("de-DE: an unverified customer's menu opens the verification modal; its resend mails a link that confirms the address", async ({
      page,
      request,
    }) => {
      const { email } = persona("ulla");
      const before = (await mailsTo(request, email)).length;
      await signInAs(page, "ulla");
      await page.goto("/portal/de-DE/mycars");
      await page.getByRole("button", { name: "Ulla Unbestätigt" }).click();
      const menu = page.getByRole("navigation", { name: "Kontomenü" });
      await expect(menu.getByRole("link")).toHaveCount(0);
      await menu.getByRole("button", { name: "Mein Konto" }).click();
      await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
      const modal = page.getByRole("dialog", { name: "Bitte bestätige deine E-Mail-Adresse" });
      await expect(modal).toContainText(`Bestätige zuerst deine E-Mail-Adresse ${email}`);
      await modal.getByRole("button", { name: "E-Mail erneut senden" }).click();
      await expect(modal.getByRole("status")).toHaveText("Wir haben dir die E-Mail erneut gesendet.");

      const link = await nextMail(request, email, before, "Bitte bestätige deine E-Mail-Adresse");
      await page.goto(link);
      await expect(page).toHaveURL(/\/portal\/de-DE\/myaccount\?authMessage=email-verified$/);
      const verified = page.getByRole("dialog", { name: "E-Mail-Adresse bestätigt" });
      await expect(verified).toContainText("Vielen Dank! Deine E-Mail-Adresse ist bestätigt.");
      await verified.getByRole("button", { name: "Verstanden" }).click();
      await page.getByRole("button", { name: "Ulla Unbestätigt" }).click();
      await menu.getByRole("link", { name: "Meine Abos" }).click();
      await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
    });
  });

  test.describe(() => {
    test.use(asClient(19));
    test("job-auto: mode=jobauto shows the banner and lets a job-auto customer in; anyone else gets the failed-auth modal (de-DE, en-US)", async ({
      page,
    }) => {
      const jana = persona("jana");
      await page.goto("/portal/de-DE/login?mode=jobauto");
      const main = page.locator("main");
      await expect(main.getByRole("region", { name: "Anmeldung für Job-Auto" })).toContainText(
        "Melde dich mit dem Konto an, über das dein Arbeitgeber dir dein Job-Auto bereitstellt.",
      );
      await checkEmail(page, jana.email, true);
      await main.getByLabel("Passwort").fill(jana.password);
      await main.getByRole("button", { name: "Anmelden", exact: true }).click();
      await expect(page).toHaveURL(/\/portal\/de-DE\/mycars\?mode=jobauto$/);
      await expect(page.getByRole("button", { name: "Jana Jobauto" })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await page.context().clearCookies();
      await signInAs(page, "nora");
      await page.goto("/portal/en-US/mycars?mode=jobauto");
      const failed = page.getByRole("dialog", { name: "No job-auto for this account" });
      await expect(failed).toContainText("Your account doesn't belong to an employer's job-auto program.");
      await failed.getByRole("link", { name: "Subscribe to a car now" }).click();
      await expect(page).toHaveURL(/\/portal\/en-US\/subscribe$/);
    });
  });

  test("the demo mailbox lists the embedded default's mails with their links; with SMTP_URL it does not exist", async ({ page, request }) => {
    const plain = `http://localhost:${PLAIN_PORT}`;
    expect((await request.get("/portal/de-DE/demo-mailbox")).status()).toBe(404);

    const { email } = persona("paul");
    const sent = await request.post(`${plain}/portal/api/auth/custom/magicLink`, {
      headers: { origin: plain, "x-forwarded-for": "198.51.100.20" },
      data: { email, nextUrl: "/de-DE/mycars", origin: plain, isApp: false, withResetLink: false, locale: "de-DE" },
    });
    expect(sent.status()).toBe(200);
    await page.goto(`${plain}/portal/de-DE/demo-mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { name: "Demo-Postfach", level: 1 })).toBeVisible();
    const mail = page.getByRole("article", { name: "Dein Anmeldelink" }).first();
    await expect(mail).toContainText(`An: ${email}`);
    await mail.getByRole("link").click();
    await expect(page).toHaveURL(`${plain}/portal/de-DE/mycars`);
    await expect(page.getByRole("button", { name: "Paul Plan" })).toBeVisible();

    // A booked change's confirmation lands here too, with its .ics to download
    // (Paul moves his delivery on this server's own database, which no other spec reads).
    const deal = `${plain}/portal/api/bff/deals/deal-paul-verified`;
    const headers = { origin: plain, referer: `${plain}/portal/de-DE/mycars/deal-paul-verified` };
    const metadata = (await (await page.request.get(`${deal}/handover-metadata?customer_postcode=50933`)).json()) as {
      availabilities: { date: string }[];
    };
    const day = metadata.availabilities[0]!.date;
    const moved = await page.request.put(`${deal}/handover`, {
      headers,
      data: { preferred_delivery_date: day, slot: "11:00", street: "Neue Straße", house_number: "9", zip: "50933", city: "Köln" },
    });
    expect(moved.status()).toBe(422);
    const booked = await page.request.put(`${deal}/handover`, {
      headers,
      data: {
        preferred_delivery_date: day,
        slot: "11:00",
        street: "Neue Straße",
        house_number: "9",
        zip: "50933",
        city: "Köln",
        firstname: "Paul",
        lastname: "Plan",
        phone_number: "015112345678",
      },
    });
    expect(booked.status()).toBe(200);
    const [year, month, date] = day.split("-");
    const confirmation = page.getByRole("article", { name: `Deine Fahrzeugübergabe am ${date}.${month}.${year} ist gebucht` });
    await expect(async () => {
      await page.goto(`${plain}/portal/de-DE/demo-mailbox?to=${encodeURIComponent(email)}`);
      await expect(confirmation).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(confirmation).toContainText("Hallo Paul,");
    await expect(confirmation).toContainText("Neue Straße 9");
    const file = confirmation.getByRole("list", { name: "Anhänge" }).getByRole("link", { name: `termin-${day}.ics` });
    await expect(file).toHaveAttribute("download", `termin-${day}.ics`);
    expect(await file.getAttribute("href")).toMatch(/^data:text\/calendar; charset=utf-8; method=PUBLISH;base64,/);
  });
});
