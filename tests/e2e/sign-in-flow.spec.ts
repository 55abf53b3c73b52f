import { expect, test } from "@playwright/test";
import { persona, asClient } from "./helpers";

// Its own client address: the sign-in throttles count per address.
test.use(asClient(22));

/**
 * The sign-in and registration screens of account.md §2/§4 in the browser, against the
 * embedded BFF. Registration writes a new account, so every run uses an email of its own.
 */
test.describe("sign-in flow", () => {
  test("de-DE: email check → password → back to the email; wrong password; magic link and forgot password screens", async ({ page }) => {
    await page.goto("/portal/de-DE/login");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { name: "Anmelden oder registrieren" })).toBeVisible();
    await main.getByLabel("E-Mail-Adresse").fill("Anna.Aktiv@demo.portal");
    await main.getByRole("button", { name: "Weiter" }).click();
    await expect(main.getByRole("heading", { name: "Willkommen zurück" })).toBeVisible();
    await expect(main.getByText("Anmeldung als anna.aktiv@demo.portal")).toBeVisible();

    await main.getByLabel("Passwort").fill("falsch-12345");
    await main.getByRole("button", { name: "Anmelden", exact: true }).click();
    const wrong = "Die Kombination aus E-Mail-Adresse und Passwort ist nicht korrekt. Bitte versuche es erneut.";
    await expect(main.getByRole("alert").filter({ hasText: wrong })).toBeVisible();

    // Changing screen clears the server error.
    await main.getByRole("button", { name: "Mit Link per E-Mail anmelden" }).click();
    await expect(main.getByRole("heading", { name: "Anmeldelink per E-Mail" })).toBeVisible();
    await expect(main.getByRole("alert").filter({ hasText: wrong })).toHaveCount(0);
    await main.getByRole("button", { name: "Link senden" }).click();
    await expect(main.getByRole("heading", { name: "Prüfe dein Postfach" })).toBeVisible();
    await main.getByRole("button", { name: "Link erneut senden" }).click();
    await expect(page.getByText("Wir haben dir den Link erneut gesendet.")).toBeVisible();
    await main.getByRole("button", { name: "Link erneut senden" }).click();
    await expect(main.getByText("Du hast den Link mehrmals angefordert. Prüfe auch deinen Spam-Ordner.")).toBeVisible();
    await expect(main.getByRole("button", { name: "Link erneut senden" })).toHaveCount(0);
    await main.getByRole("button", { name: "Zurück" }).click();
    await expect(main.getByRole("heading", { name: "Anmelden oder registrieren" })).toBeVisible();

    await main.getByLabel("E-Mail-Adresse").fill(persona("anna").email);
    await main.getByRole("button", { name: "Weiter" }).click();
    await main.getByRole("button", { name: "Passwort vergessen?" }).click();
    await expect(main.getByRole("heading", { name: "Passwort vergessen" })).toBeVisible();
    await main.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
    await expect(main.getByRole("heading", { name: "E-Mail zum Zurücksetzen gesendet" })).toBeVisible();
    await main.getByRole("button", { name: "Zurück" }).click();
    await main.getByLabel("E-Mail-Adresse").fill(persona("anna").email);
    await main.getByRole("button", { name: "Weiter" }).click();
    await main.getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
    await expect(main.getByRole("heading", { name: "Anmelden oder registrieren" })).toBeVisible();
  });

  test("en-US: an unknown email registers and lands on next signed in, unverified", async ({ page }) => {
    const email = `e2e.${Date.now()}@demo.portal`;
    await page.goto("/portal/en-US/login?next=/en-US/myaccount");
    const main = page.locator("main");
    await main.getByLabel("Email address").fill(email);
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(main.getByRole("heading", { name: "Create an account" })).toBeVisible();
    // The page's heading said "Sign in" on the registration tab.
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Register");
    // Registration names the terms and the privacy notice, each opening in a new tab.
    await expect(main.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/portal/en-US/terms");
    await expect(main.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/portal/en-US/privacy");
    await expect(main.getByRole("link", { name: "privacy notice" })).toHaveAttribute("target", "_blank");
    await main.getByRole("button", { name: "Register", exact: true }).click();
    await expect(main.getByText("This field is required.")).toHaveCount(5);
    // A phone too short was "required"; it is there, only not valid.
    await main.getByLabel("Phone number").fill("12345");
    await expect(main.getByText("Please enter a valid phone number.")).toBeVisible();
    await expect(main.getByText("This field is required.")).toHaveCount(4);
    await main.getByLabel("Password", { exact: true }).fill("abcdefgh");
    await expect(main.getByText("The password needs at least 8 characters, a letter and a number.")).toBeVisible();
    await main.getByLabel("Password", { exact: true }).fill("Sicher-2026!");
    await expect(main.getByText("Password strength: strong")).toBeVisible();
    await main.getByLabel("First name").fill("Erika");
    await main.getByLabel("Last name").fill("Müller-Lüdenscheidt");
    // account.md §5: a phone of the page's region, the US's on an en-US page.
    await main.getByLabel("Phone number").fill("3125550199");
    await main.getByLabel("Date of birth (DD.MM.YYYY)").fill("01.01.2015");
    await expect(main.getByText("You must be at least 20 years old.")).toBeVisible();
    await main.getByLabel("Date of birth (DD.MM.YYYY)").fill("01.01.1990");
    await main.getByRole("button", { name: "Register", exact: true }).click();
    // account.md §7: the registration signed in, so the page is `next` itself (no password asked
    // again), with the "email verification" message dialog (account.md §2).
    await expect(page).toHaveURL(/\/portal\/en-US\/myaccount\?authMessage=verification-sent$/);
    const sent = page.getByRole("dialog", { name: "Please confirm your email address" });
    await expect(sent).toContainText("You're signed in. We've sent a confirmation link to your email address");
    await sent.getByRole("button", { name: "Got it" }).click();
    await expect(page).toHaveURL(/\/portal\/en-US\/myaccount$/);
    // The header's account entry is the new customer's; unverified, its entries open the
    // verification modal instead of navigating (account.md §4).
    await page.getByRole("banner").getByRole("button", { name: "Erika Müller-Lüdenscheidt" }).click();
    const menu = page.getByRole("navigation", { name: "Account menu" });
    await expect(menu.getByRole("button", { name: "My account" })).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(0);

    // The same email again: the email check sends it to the password screen now.
    await page.context().clearCookies();
    await page.goto("/portal/en-US/login");
    await main.getByLabel("Email address").fill(email);
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(main.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  });

  test("de-DE: a business account is prompted to use the business login, which signs in; the API refuses bad input with a reason", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/portal/de-DE/login");
    const main = page.locator("main");
    await main.getByLabel("E-Mail-Adresse").fill(persona("bernd").email);
    await main.getByRole("button", { name: "Weiter" }).click();
    // The link led to "/business/login", a 404; now the business login of this
    // portal, at the password for the email already checked, signs in to the same session.
    await main.getByRole("link", { name: "Zum Geschäftskunden-Login" }).click();
    await expect(page).toHaveURL(/\/portal\/de-DE\/business\/login\?/);
    await expect(main.getByRole("heading", { level: 1, name: "Geschäftskunden-Login" })).toBeVisible();
    await expect(main.getByText("Anmeldung als bernd.business@demo.portal")).toBeVisible();
    await main.getByLabel("Passwort").fill(persona("bernd").password);
    await main.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
    await page.context().clearCookies();
    // Typed there: one lookup, and an unknown address is told how business accounts come about.
    await page.goto("/portal/de-DE/business/login");
    await main.getByLabel("E-Mail-Adresse").fill(`e2e.${Date.now()}@firma.de`);
    await main.getByRole("button", { name: "Weiter" }).click();
    await expect(main.getByText(/Geschäftskundenkonten legt Ihr Unternehmen für Sie an/)).toBeVisible();
    await expect(main.getByRole("tab", { name: "Registrieren" })).toHaveCount(0);
    await main.getByLabel("E-Mail-Adresse").fill(persona("berta").email);
    await main.getByRole("button", { name: "Weiter" }).click();
    await expect(main.getByLabel("Passwort")).toBeVisible();
    const bad = await request.post("/portal/api/auth/custom/checkIfEmailExists", { data: { email: "kein-at" } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_request", reason: expect.any(String) });
  });

  test("en-US: an email registered since the check: the account exists, registration says to sign in and the failed creation is tracked", async ({
    page,
  }) => {
    // The email check answered before someone registered the address (here: it says "unknown"
    // for Anna's); the sign-up itself is the real one and refuses the taken address.
    await page.route("**/portal/api/auth/custom/checkIfEmailExists", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: false }) }),
    );
    await page.goto("/portal/en-US/login");
    const main = page.locator("main");
    await main.getByLabel("Email address").fill(persona("anna").email);
    await main.getByRole("button", { name: "Continue" }).click();
    await expect(main.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await main.getByLabel("Password", { exact: true }).fill("Sicher-2026!");
    await main.getByLabel("First name").fill("Anna");
    await main.getByLabel("Last name").fill("Aktiv");
    await main.getByLabel("Phone number").fill("3125550199");
    await main.getByLabel("Date of birth (DD.MM.YYYY)").fill("01.01.1990");
    await main.getByRole("button", { name: "Register", exact: true }).click();
    await expect(main.getByRole("alert").filter({ hasText: "An account is already registered with this email. Please sign in." })).toBeVisible();
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event))).toContain("Account Creation Failed");
  });

  test("de-DE: an address without a real domain passes the form's check, and the registration refuses its domain", async ({ page }) => {
    // The form accepts what HTML accepts (`name@host`); the server wants a domain with a top level.
    await page.goto("/portal/de-DE/login");
    const main = page.locator("main");
    await main.getByLabel("E-Mail-Adresse").fill(`e2e.${Date.now()}@intranet`);
    await main.getByRole("button", { name: "Weiter" }).click();
    await expect(main.getByRole("heading", { name: "Konto erstellen" })).toBeVisible();
    await expect(main.getByText(/^Mit der Registrierung akzeptierst du unsere AGB\./)).toBeVisible();
    await expect(main.getByRole("link", { name: "Datenschutzhinweisen" })).toHaveAttribute("href", "/portal/de-DE/privacy");
    await main.getByLabel("Passwort", { exact: true }).fill("Sicher-2026!");
    await main.getByLabel("Vorname").fill("Ina");
    await main.getByLabel("Nachname").fill("Intranet");
    await main.getByLabel("Telefonnummer").fill("015112345678");
    await main.getByLabel("Geburtsdatum (TT.MM.JJJJ)").fill("01.01.1990");
    await main.getByRole("button", { name: "Registrieren", exact: true }).click();
    const refused = "Mit E-Mail-Adressen dieser Domain ist keine Registrierung möglich. Bitte verwende eine andere E-Mail-Adresse.";
    await expect(main.getByRole("alert").filter({ hasText: refused })).toBeVisible();
  });
});
