import { expect, test, type Browser, type Page } from "@playwright/test";
import { CONSENT_COOKIES } from "./consent-cookie";
import { asClient, persona, signInAs } from "./helpers";
import { mailsTo } from "./mail-sink";
import { expectSameStory, inLocale, portalPath, type StoryLocale } from "./journey";

/**
 * My account (account.md §2 Account navigation and Account data page, §5 Account forms and
 * Password change, §6, §8 Account): the sections, the edit-account and edit-company forms with their
 * error texts and persistence, the password change ending the other sessions, the unauthenticated
 * redirect. The forms store what they save and a password change ends sessions, so this file runs
 * in the project "writes", one test after another.
 */
test.describe.configure({ mode: "serial" });

// The form of the page (the footer's newsletter form has name and email fields too).
const field = (page: Page, name: string) => page.locator("main").getByRole("textbox", { name, exact: true });

test("an unauthenticated visitor is sent home with login=true and next", async ({ page }) => {
  await page.goto("/portal/de-DE/myaccount/contactdetails");
  await expect(page).toHaveURL(/\/portal\/de-DE\?login=true&next=%2Fde-DE%2Fmyaccount%2Fcontactdetails$/);
});

test("the account page shows payment, account management, email and contact; no company for a private customer (en-US)", async ({ page }) => {
  await signInAs(page, "konrad");
  await page.goto("/portal/en-US/myaccount");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { name: "Payment methods" })).toBeVisible();
  await expect(main).toContainText("There is no payment method on file for your subscriptions.");
  await expect(main.getByRole("heading", { name: "Email and password" })).toBeVisible();
  await expect(main).toContainText("konrad.konto@demo.portal");
  await expect(main.getByRole("link", { name: "Change password" })).toHaveAttribute("href", "/portal/en-US/myaccount/changepassword");
  await expect(main.getByRole("heading", { name: "Contact details" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Company" })).toHaveCount(0);
  // account.md §2 sections: "account management" holds the deletion; §3 Profile: no mobile phone given, none listed.
  await expect(main.getByRole("heading", { level: 2, name: "Account management" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Delete account" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Contact details" })).not.toContainText("Mobile number");
  // Deleting the account stood above the contact details; it comes last.
  const order = await main
    .getByRole("heading", { level: 2 })
    .or(main.getByRole("link", { name: "Delete account" }))
    .allTextContents();
  expect(order.indexOf("Delete account")).toBeGreaterThan(order.indexOf("Contact details"));
  // account.md §2: the back button defaults to /mycars.
  await main.getByRole("link", { name: "Back to all subscriptions" }).click();
  await expect(page).toHaveURL(/\/portal\/en-US\/mycars$/);
  // The company form is a business contract's (§2): opened directly, it says why there is none, and leads back to my account.
  await page.goto("/portal/en-US/myaccount/companydetails");
  await expect(page.getByRole("status").filter({ hasText: "No company details are stored for your account" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Back to my account" })).toHaveAttribute("href", "/portal/en-US/myaccount");
});

test("a mobile phone given is listed beside the phone, and the form keeps it optional (account.md §3 Profile)", async ({ page }) => {
  await signInAs(page, "mareike");
  await page.goto("/portal/de-DE/myaccount");
  await expect(page.locator("main").getByRole("region", { name: "Kontaktdaten" })).toContainText(/Mobilnummer\s*\+49 160 90987690/);
  await page.goto("/portal/de-DE/myaccount/contactdetails");
  await expect(field(page, "Mobilnummer (optional)")).toHaveValue("+4916090987690");
  await expect(field(page, "Mobilnummer (optional)")).not.toHaveAttribute("required");
  await expect(field(page, "Telefonnummer")).toHaveAttribute("required", "");
});

test("the contact form: required fields, zip and phone rules, the server error, then the birth date stored once", async ({ page }) => {
  await signInAs(page, "konrad");
  await page.goto("/portal/de-DE/myaccount");
  await page.locator("main").getByRole("link", { name: "Kontaktdaten bearbeiten" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount\/contactdetails$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kontaktdaten bearbeiten" })).toBeVisible();
  // account.md §2: the edit forms return to my account, their back button too.
  await expect(page.locator("main").getByRole("link", { name: "Zurück zu Mein Konto" })).toHaveAttribute("href", "/portal/de-DE/myaccount");

  // Names are stored: read only. The birth date is empty: editable.
  await expect(field(page, "Vorname")).toHaveAttribute("readonly", "");
  await expect(field(page, "Geburtsdatum (TT.MM.JJJJ)")).not.toHaveAttribute("readonly", "");
  // Each says which it is, and a locked one does not look like a field to type in (the review found them alike).
  await expect(field(page, "Vorname")).toHaveAccessibleDescription(/^Gespeichert und nicht mehr änderbar/);
  await expect(field(page, "Geburtsdatum (TT.MM.JJJJ)")).toHaveAccessibleDescription(
    /^Dieses Feld kann nach dem Speichern nicht mehr geändert werden/,
  );
  await expect(field(page, "Vorname")).toHaveCSS("border-top-style", "dashed");
  await expect(field(page, "Ort")).toHaveCSS("border-top-style", "solid");

  await field(page, "PLZ").fill("2035");
  await field(page, "Telefonnummer").fill("4915112345620");
  await field(page, "Ort").fill("");
  // Pressed straight from the city, the field above the button: its message appeared as it lost the
  // focus, moved the button, and the press was lost (only that message showed; black-box review).
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Dies ist ein Pflichtfeld.")).toHaveCount(2); // Ort and the birth date
  // It said only "ungültige PLZ", lowercase.
  await expect(page.getByText("Das ist eine ungültige PLZ. Bitte gib eine Postleitzahl mit 5 Ziffern ein.")).toBeVisible();
  await expect(page.getByText("Bitte gib eine Telefonnummer mit Länder- oder Vorwahl ein (nur Ziffern und +).")).toBeVisible();
  await expect(field(page, "Geburtsdatum (TT.MM.JJJJ)")).toBeFocused();
  // Registration's minimum age (account.md §5): a birth date locked once stored took any past day.
  await field(page, "Geburtsdatum (TT.MM.JJJJ)").fill("01.06.2020");
  await expect(page.getByText("Du musst mindestens 20 Jahre alt sein.")).toBeVisible();

  await field(page, "Geburtsdatum (TT.MM.JJJJ)").fill("14.03.1988");
  await expect(page.getByText("Du musst mindestens 20 Jahre alt sein.")).toHaveCount(0);
  await field(page, "Ort").fill("Hamburg");
  await field(page, "PLZ").fill("20095");
  await field(page, "Telefonnummer").fill("040123456");

  // The server fails once: the configured error, nothing leaves the page.
  await page.route("**/portal/api/bff/profile", (route) => route.fulfill({ status: 500, json: { error: "internal_error" } }), { times: 1 });
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Deine Daten konnten nicht gespeichert werden." })).toBeVisible();
  await expect(field(page, "PLZ")).toHaveValue("20095");

  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount$/);
  // Saving said nothing.
  await expect(page.getByText("Deine Daten wurden gespeichert.")).toBeVisible();
  await page.reload();
  const contact = page.locator("main").getByRole("region", { name: "Kontaktdaten" });
  await expect(contact).toContainText("14.03.1988");
  await expect(contact).toContainText("+49 40 123456");
  await expect(contact).toContainText("Neuer Wall 19, 20095 Hamburg");

  await page.goto("/portal/de-DE/myaccount/contactdetails");
  await expect(field(page, "Geburtsdatum (TT.MM.JJJJ)")).toHaveAttribute("readonly", "");
  await expect(field(page, "Geburtsdatum (TT.MM.JJJJ)")).toHaveValue("14.03.1988");

  // Every page that shows the contact data tells the new story, in both markets'
  // languages; the old postcode and phone are gone.
  const contactSays = (name: string, notSet: string) => async (story: Page) => {
    const region = story.locator("main").getByRole("region", { name });
    await expect(region).toContainText("14.03.1988");
    await expect(region).toContainText("+49 40 123456");
    await expect(region).toContainText("Neuer Wall 19, 20095 Hamburg");
    await expect(region).not.toContainText("20354");
    await expect(region).not.toContainText("+49 1511 2345620");
    await expect(region).not.toContainText(notSet);
  };
  await expectSameStory(page, [
    {
      path: portalPath("/myaccount"),
      check: (story, locale) =>
        inLocale(locale, { de: contactSays("Kontaktdaten", "nicht angegeben"), en: contactSays("Contact details", "not given") })(story),
    },
    {
      path: portalPath("/myaccount/contactdetails"),
      check: async (story, locale) => {
        const say = (de: string, en: string) => inLocale(locale, { de, en });
        await expect(field(story, say("Geburtsdatum (TT.MM.JJJJ)", "Date of birth (DD.MM.YYYY)"))).toHaveValue("14.03.1988");
        await expect(field(story, say("Geburtsdatum (TT.MM.JJJJ)", "Date of birth (DD.MM.YYYY)"))).toHaveAttribute("readonly", "");
        await expect(field(story, say("Telefonnummer", "Phone number"))).toHaveValue("040123456");
        await expect(field(story, say("PLZ", "Postcode"))).toHaveValue("20095");
        await expect(field(story, say("Ort", "City"))).toHaveValue("Hamburg");
      },
    },
  ]);
});

test("en-US: the contact form takes a phone with a US area code (2125550123), not one without it; de-DE still asks for the country or trunk code (account.md §5)", async ({
  page,
}) => {
  await signInAs(page, "konrad");
  await page.goto("/portal/en-US/myaccount/contactdetails");
  const phone = field(page, "Phone number");
  const stored = await phone.inputValue();
  const invalid = page.getByText("Please enter a phone number with a country or area code (digits and + only).");
  await phone.fill("5550123");
  await phone.press("Tab");
  await expect(invalid).toBeVisible();
  await phone.fill("2125550123");
  await phone.press("Tab");
  await expect(invalid).toHaveCount(0);
  // The birth date once, should this test run without the one before.
  const birthday = field(page, "Date of birth (DD.MM.YYYY)");
  if ((await birthday.getAttribute("readonly")) === null && (await birthday.inputValue()) === "") await birthday.fill("14.03.1988");
  await page.locator("main").getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/en-US\/myaccount$/);
  await expect(page.getByText("Your details have been saved.")).toBeVisible();
  await page.goto("/portal/en-US/myaccount/contactdetails");
  await expect(phone).toHaveValue("2125550123");

  // The German page reads the same number as one without a trunk or country code.
  await page.goto("/portal/de-DE/myaccount/contactdetails");
  await field(page, "Telefonnummer").fill("2125550123");
  await field(page, "Telefonnummer").press("Tab");
  await expect(page.getByText("Bitte gib eine Telefonnummer mit Länder- oder Vorwahl ein (nur Ziffern und +).")).toBeVisible();
  // Put back what was stored.
  await field(page, "Telefonnummer").fill(stored);
  await page.locator("main").getByRole("button", { name: "Speichern" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount$/);
});

test("a business customer edits the company in 'Sie': the name stays, the phone is saved", async ({ page }) => {
  await signInAs(page, "bernd");
  await page.goto("/portal/de-DE/myaccount");
  const company = page.locator("main").getByRole("region", { name: "Firma" });
  await expect(company).toContainText("Muster Logistik GmbH");
  // Written as the deal page writes it (the wire's "Hermannstraße, 214" was shown as it came).
  await expect(company).toContainText("Hermannstraße 214, 12049 Berlin");
  await company.getByRole("link", { name: "Firmendaten bearbeiten" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount\/companydetails$/);

  await expect(field(page, "Firmenname")).toHaveAttribute("readonly", "");
  await expect(page.getByText("Wenden Sie sich bei Fehlern an den Kundenservice.")).toBeVisible();
  await field(page, "PLZ").fill("1204");
  await field(page, "Telefonnummer").fill("");
  await field(page, "Telefonnummer").press("Tab");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Das ist eine ungültige PLZ. Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein.")).toBeVisible();
  await expect(page.getByText("Dies ist ein Pflichtfeld.")).toBeVisible();
  await expect(page.getByText("Bitte geben Sie eine Telefonnummer mit Länder- oder Vorwahl ein (nur Ziffern und +).")).toHaveCount(0);

  await field(page, "PLZ").fill("12049");
  await field(page, "Telefonnummer").fill("+4930555000");
  // account.md §7 "address, name, other fields", §3 address "street, housenumber": sent beside its parts.
  const patch = page.waitForRequest((request) => request.method() === "PATCH" && request.url().includes("/api/checkout/company/"));
  await page.getByRole("button", { name: "Speichern" }).click();
  expect((await patch).postDataJSON()).toMatchObject({
    phone: "+4930555000",
    street: "Hermannstraße",
    housenumber: "214",
    address: "Hermannstraße, 214",
    zip: "12049",
    city: "Berlin",
  });
  await expect(page).toHaveURL(/\/de-DE\/myaccount$/);
  await expect(page.getByText("Ihre Daten wurden gespeichert.")).toBeVisible();
  await page.reload();
  await expect(page.locator("main").getByRole("region", { name: "Firma" })).toContainText("+49 30 555000");

  // The company's phone is the same wherever the company shows: the account page
  // (German and English) and the deal page's driver-and-company block; the old number is gone.
  const companySays = (region: (story: Page) => ReturnType<Page["locator"]>) => async (story: Page) => {
    await expect(region(story)).toContainText("Muster Logistik GmbH");
    await expect(region(story)).toContainText("+49 30 555000");
    await expect(region(story)).not.toContainText("+49 30 609876500");
  };
  const regionNamed = (de: string, en: string) => (story: Page, locale: StoryLocale) =>
    story.locator("main").getByRole("region", { name: inLocale(locale, { de, en }) });
  await expectSameStory(
    page,
    [
      { path: portalPath("/myaccount"), check: (story, locale) => companySays((p) => regionNamed("Firma", "Company")(p, locale))(story) },
      {
        path: portalPath("/mycars/deal-bernd-minib2b"),
        check: (story, locale) => companySays((p) => regionNamed("Fahrer und Unternehmen", "Driver and company")(p, locale))(story),
      },
      {
        path: portalPath("/mycars/deal-bernd-ordered"),
        check: (story, locale) => companySays((p) => regionNamed("Fahrer und Unternehmen", "Driver and company")(p, locale))(story),
      },
    ],
    { audience: "b2b" },
  );
});

test("the password change: the form's rules, 'Passwort geändert', other sessions end, the new password signs in", async ({ page, browser }) => {
  const { email, password } = persona("petra");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, "petra");
  await signInAs(page, "petra");
  await page.goto("/portal/de-DE/myaccount/changepassword");
  await expect(page.getByRole("heading", { level: 1, name: "Passwort ändern" })).toBeVisible();
  const current = page.getByLabel("Aktuelles Passwort");
  const next = page.getByLabel("Neues Passwort", { exact: true });
  const confirmed = page.getByLabel("Neues Passwort wiederholen");
  const submit = page.locator("main").getByRole("button", { name: "Passwort ändern" });

  await submit.click();
  await expect(page.getByText("Dies ist ein Pflichtfeld.")).toHaveCount(3);
  await current.fill(password);
  await next.fill(password);
  await confirmed.fill(password);
  await expect(page.getByText("Du kannst leider nicht dein aktuelles Passwort verwenden.")).toBeVisible();
  await next.fill("kurz1");
  await confirmed.fill("kurz1");
  await expect(page.getByText("Das Passwort entspricht nicht den Anforderungen.")).toBeVisible();
  await next.fill("Neues-Passwort-2027");
  await confirmed.fill("Neues-Passwort-2028");
  await expect(page.getByText("Die von dir angegebenen Passwörter stimmen nicht überein.")).toBeVisible();
  await confirmed.fill("Neues-Passwort-2027");

  await current.fill("Falsch-2026-x");
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "Das aktuelle Passwort ist nicht korrekt." })).toBeVisible();

  await current.fill(password);
  const sent = page.waitForRequest((request) => request.url().endsWith("/portal/api/auth/change-password") && request.method() === "POST");
  await submit.click();
  // account.md §7 "Change password: current, new, locale": the page's locale goes along, and the notice is written in it.
  expect((await sent).postDataJSON()).toMatchObject({ currentPassword: password, newPassword: "Neues-Passwort-2027", locale: "de-DE" });
  const changed = page.getByRole("dialog", { name: "Passwort geändert" });
  await expect(changed).toContainText("Auf anderen Geräten wurdest du abgemeldet.");
  await expect
    .poll(async () => (await mailsTo(page.request, email)).find((mail) => mail.subject === "Dein Passwort wurde geändert")?.text ?? "", {
      timeout: 20_000,
    })
    .toMatch(/das Passwort deines Kundenkontos wurde am .+ um \d\d:\d\d Uhr geändert\.[\s\S]*Warst du das nicht\?/);
  // This session stays, the other one ended.
  expect((await page.request.get("/portal/api/bff/payment-methods")).status()).toBe(200);
  expect((await otherPage.request.get("/portal/api/bff/payment-methods")).status()).toBe(401);
  await other.close();
  await changed.getByRole("button", { name: "Zum Konto" }).click();
  await expect(page).toHaveURL(/\/de-DE\/myaccount$/);

  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const oldAttempt = await fresh.request.post("/portal/api/auth/sign-in/email", { data: { email, password } });
  expect(oldAttempt.status()).toBe(401);
  const newAttempt = await fresh.request.post("/portal/api/auth/sign-in/email", { data: { email, password: "Neues-Passwort-2027" } });
  expect(newAttempt.status()).toBe(200);
  await fresh.close();

  // The sign-in pages tell the same, in German and English, on a desktop and a
  // phone: the old password is refused with the sign-in error, the new one signs her in.
  await expectSignInTakesOnly(browser, { email, old: password, new: "Neues-Passwort-2027", client: 27 });
});

test("a business customer changes the password in 'Sie': 'Passwort geändert', other sessions end, only the new password signs in", async ({
  page,
  browser,
}) => {
  const { email, password } = persona("sven");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, "sven");
  await signInAs(page, "sven");
  await page.goto("/portal/de-DE/myaccount/changepassword");
  const current = page.getByLabel("Aktuelles Passwort");
  const next = page.getByLabel("Neues Passwort", { exact: true });
  const confirmed = page.getByLabel("Neues Passwort wiederholen");
  await current.fill(password);
  await next.fill(password);
  await confirmed.fill(password);
  await expect(page.getByText("Sie können leider nicht Ihr aktuelles Passwort verwenden.")).toBeVisible();
  await next.fill("Sicheres-Passwort-2027");
  await confirmed.fill("Sicheres-Passwort-2028");
  await expect(page.getByText("Die von Ihnen angegebenen Passwörter stimmen nicht überein.")).toBeVisible();
  await confirmed.fill("Sicheres-Passwort-2027");
  await page.locator("main").getByRole("button", { name: "Passwort ändern" }).click();
  const changed = page.getByRole("dialog", { name: "Passwort geändert" });
  await expect(changed).toContainText("Ihr Passwort wurde geändert. Auf anderen Geräten wurden Sie abgemeldet.");
  expect((await page.request.get("/portal/api/bff/payment-methods")).status()).toBe(200);
  expect((await otherPage.request.get("/portal/api/bff/payment-methods")).status()).toBe(401);
  await other.close();

  await expectSignInTakesOnly(browser, { email, old: password, new: "Sicheres-Passwort-2027", client: 28, audience: "b2b" });
});

/**
 * The journey after a password change: on the sign-in page, in German and English, on a
 * desktop and a phone, the old password is refused with the sign-in error and the new one signs the
 * customer in. A visitor's context with its own client address (the sign-in throttles count per
 * address). A business customer's email is sent on from the sign-in to the business login
 * (account.md §4), which starts at the password and refuses in "Sie"; the list it leads to must say
 * "Sie" too (`audience`).
 */
async function expectSignInTakesOnly(
  browser: Browser,
  { email, old, new: fresh, client, audience = "b2c" }: { email: string; old: string; new: string; client: number; audience?: "b2c" | "b2b" },
) {
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...asClient(client) });
  const visitorPage = await visitor.newPage();
  await visitor.addCookies(CONSENT_COOKIES);
  const signInSays =
    (labels: { email: string; next: string; password: string; submit: string; refused: string; account: string }) => async (story: Page) => {
      const main = story.locator("main");
      if (audience === "b2c") {
        await main.getByLabel(labels.email).fill(email);
        await main.getByRole("button", { name: labels.next }).click();
      }
      await main.getByLabel(labels.password).fill(old);
      await main.getByRole("button", { name: labels.submit, exact: true }).click();
      await expect(main.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(labels.refused);
      await main.getByLabel(labels.password).fill(fresh);
      await main.getByRole("button", { name: labels.submit, exact: true }).click();
      await expect(story).toHaveURL(/\/mycars$/);
      await expect(story.getByRole("navigation", { name: labels.account })).toBeVisible();
      // Signed out again for the next visit, the consent choice kept.
      await visitor.clearCookies();
      await visitor.addCookies(CONSENT_COOKIES);
    };
  await expectSameStory(
    visitorPage,
    [
      {
        path: portalPath(audience === "b2b" ? `/business/login?email=${encodeURIComponent(email)}` : "/login"),
        check: (story, locale) =>
          signInSays(
            inLocale(locale, {
              de: {
                email: "E-Mail-Adresse",
                next: "Weiter",
                password: "Passwort",
                submit: "Anmelden",
                refused: `Die Kombination aus E-Mail-Adresse und Passwort ist nicht korrekt. Bitte ${audience === "b2b" ? "versuchen Sie" : "versuche"} es erneut.`,
                account: "Mein Konto",
              },
              en: {
                email: "Email address",
                next: "Continue",
                password: "Password",
                submit: "Sign in",
                refused: "The email/password combination is incorrect, try again",
                account: "My account",
              },
            }),
          )(story),
      },
    ],
    { english: "en-US", audience },
  );
  await visitor.close();
}
