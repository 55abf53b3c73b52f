import { expect, test, type Page } from "@playwright/test";
import { PLAIN_PORT, SMTP_SINK_ORIGIN } from "../../playwright.config";
import { persona, asClient } from "./helpers";

// Its own client address: the sign-in throttles count per address.
test.use(asClient(23));

/**
 * Google and Apple sign-in (account.md §1, §2, §4, §6) against the local OpenID Connect
 * stand-in (`tests/helpers/oidc-stand-in.mjs`) the e2e server is configured with; the mobile auth
 * pages with the app's deep link (`PORTAL_APP_LINK=autoabo://portal`).
 */
const gregor = persona("gregor");

/** The stand-in's sign-in page: any email signs in as itself. */
async function signInAtStandIn(page: Page, email: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator("input[name=login]").fill(email);
  await page.locator("input[name=password]").fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

test.describe("social sign-in", () => {
  test("Gregor signs in with Google (de-DE): his customer, the impersonation flag cleared, no password to change", async ({
    page,
    context,
    baseURL,
  }) => {
    // As a support tool sets it (bff/auth/impersonation.ts): on the portal's path.
    await context.addCookies([{ name: "portal-impersonating", value: "agent-7", domain: new URL(baseURL ?? "").hostname, path: "/portal" }]);
    await page.goto("/portal/de-DE/login");
    await page.getByRole("button", { name: "Mit Google anmelden" }).click();
    await signInAtStandIn(page, gregor.email);

    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
    await expect(page.getByRole("navigation", { name: "Mein Konto" })).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("portal-impersonating");

    await page.goto("/portal/de-DE/myaccount/changepassword");
    await expect(page.getByRole("status").filter({ hasText: "Google" })).toHaveText(
      "Du meldest dich mit Google an. Dein Passwort verwaltest du dort.",
    );
    await expect(page.getByLabel("Aktuelles Passwort")).toHaveCount(0);
    const refused = await page.request.post("/portal/api/auth/change-password", {
      data: { currentPassword: "Portal-Demo-2026", newPassword: "Portal-Demo-2027", revokeOtherSessions: true },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "password_managed_by_provider" });
  });

  test("Gregor signs in with Google (en-US) and is told in English", async ({ page }) => {
    await page.goto("/portal/en-US/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await signInAtStandIn(page, gregor.email);
    await expect(page).toHaveURL(/\/portal\/en-US\/mycars$/);
    await page.goto("/portal/en-US/myaccount/changepassword");
    await expect(page.getByRole("status").filter({ hasText: "Google" })).toHaveText("You sign in with Google. Your password is managed there.");
  });

  test("a new customer signs up with Apple (its form post) and is a customer of the portal at once", async ({ page }) => {
    const email = `neu.apfel.${Date.now()}@demo.portal`;
    await page.goto("/portal/de-DE/login");
    await page.getByRole("button", { name: "Mit Apple anmelden" }).click();
    await signInAtStandIn(page, email);
    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
    await page.goto("/portal/de-DE/myaccount/changepassword");
    await expect(page.getByRole("status").filter({ hasText: "Apple" })).toHaveText("Du meldest dich mit Apple an. Dein Passwort verwaltest du dort.");
  });

  test("the embedded demo signs in with Google through its own stand-in (account.md §1), below the portal's path", async ({ page }) => {
    // A failed sign-in the app sent here says so (review G: it said nothing).
    await page.goto(`http://localhost:${PLAIN_PORT}/portal/de-DE/mobile/loginredirect`);
    await expect(page).toHaveURL(/\/portal\/de-DE\/login\?authMessage=social-sign-in-failed/);
    await expect(page.locator("main").getByRole("alert").filter({ hasText: "Es ist ein unerwarteter Fehler aufgetreten." })).toBeVisible();
    await page.goto(`http://localhost:${PLAIN_PORT}/portal/de-DE/login`);
    await page.getByRole("button", { name: "Mit Google anmelden" }).click();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${PLAIN_PORT}/portal/demo-identity/interaction/`));
    await page.locator("input[name=login]").fill(gregor.email);
    await page.locator("input[name=password]").fill("any");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await expect(page).toHaveURL(`http://localhost:${PLAIN_PORT}/portal/de-DE/mycars`);
    await page.goto(`http://localhost:${PLAIN_PORT}/portal/de-DE/myaccount/changepassword`);
    await expect(page.getByRole("status").filter({ hasText: "Google" })).toHaveText(
      "Du meldest dich mit Google an. Dein Passwort verwaltest du dort.",
    );
  });
});

test.describe("failed social sign-ins end on the sign-in page with account.md §8's message (issue 35 item 9)", () => {
  test.use(asClient(24));

  test("cancelled at the provider (en-US): back on the sign-in page, which says so", async ({ page }) => {
    await page.goto("/portal/en-US/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    await page.getByRole("link", { name: "[ Cancel ]" }).click();
    await expect(page).toHaveURL(/\/portal\/en-US\/login\?authMessage=social-sign-in-failed&error=access_denied/);
    await expect(page.locator("main").getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "An unexpected error has occurred. Please refresh the page and try again.",
    );
  });

  test("a provider's return matching no start (de-DE): the sign-in page, not a JSON 404", async ({ page }) => {
    await page.goto("/portal/api/auth/callback/google?code=stale-code&state=never-started");
    await expect(page).toHaveURL(/\/portal\/de-DE\/login\?authMessage=social-sign-in-failed&error=state_mismatch$/);
    await expect(page.locator("main").getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisiere die Seite und versuche es erneut.",
    );
  });
});

test.describe("an account registered in advance by a stranger (issue 35 item 1)", () => {
  test.use(asClient(25));

  test("Google does not link to it; the owner's confirmation link drops the stranger's password; Google links after", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = `vorab.${Date.now()}@demo.portal`;
    const strangersPassword = "Fremdes-Passwort-1";
    // The stranger's own browser: registers the address and may sign in, unconfirmed.
    const stranger = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL ?? "", "x-forwarded-for": "198.51.100.26" },
    });
    const registered = await stranger.post("/portal/api/auth/sign-up/email", {
      data: {
        email,
        password: strangersPassword,
        name: "Fremd Person",
        locale: "de-DE",
        botCheckToken: "XXXX.DUMMY.TOKEN.XXXX",
        callbackURL: "/de-DE/mycars",
        firstname: "Fremd",
        lastname: "Person",
        phone: "015112345678",
        birthday: "15.03.1990",
      },
    });
    expect(registered.status()).toBe(200);
    const strangerSignIn = () => stranger.post("/portal/api/auth/sign-in/email", { data: { email, password: strangersPassword } });
    expect((await strangerSignIn()).status()).toBe(200);

    // The owner tries Google first: refused, and told the address is registered.
    await page.goto("/portal/de-DE/login");
    await page.getByRole("button", { name: "Mit Google anmelden" }).click();
    await signInAtStandIn(page, email);
    await expect(page).toHaveURL(/\/portal\/de-DE\/login\?authMessage=social-sign-in-failed&error=account_not_linked/);
    await expect(page.locator("main").getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "Mit dieser E-Mail-Adresse ist bereits ein Konto registriert. Bitte melde dich an.",
    );

    // The confirmation mail, followed in the owner's browser: confirmed, and a password to choose.
    await expect
      .poll(async () => (await (await page.request.get(`${SMTP_SINK_ORIGIN}/messages?to=${encodeURIComponent(email)}`)).json()).length)
      .toBe(1);
    const [mail] = (await (await page.request.get(`${SMTP_SINK_ORIGIN}/messages?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
    await page.goto(mail!.links[0]!);
    await expect(page).toHaveURL(/\/portal\/de-DE\/reset-password\?token=[^&]+&next=%2Fde-DE%2Fmycars&authMessage=set-password$/);
    await expect(page.getByText("Deine E-Mail-Adresse ist bestätigt. Lege jetzt dein Passwort fest.")).toBeVisible();
    expect((await strangerSignIn()).status()).toBe(401);
    await page.getByLabel("Neues Passwort", { exact: true }).fill("Eigenes-Passwort-2");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByRole("dialog", { name: "Passwort zurückgesetzt" })).toBeVisible();

    // Now Google links to the confirmed account (the stand-in remembers the owner's sign-in there,
    // or asks again); the stranger's password still opens nothing.
    await page.goto("/portal/de-DE/login");
    await page.getByRole("button", { name: "Mit Google anmelden" }).click();
    await page.waitForURL(/\/interaction\/|\/portal\/de-DE\/mycars$/);
    if (page.url().includes("/interaction/")) await signInAtStandIn(page, email);
    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
    await expect(page.getByRole("button", { name: "Fremd Person" })).toBeVisible();
    expect((await strangerSignIn()).status()).toBe(401);
    await stranger.dispose();
  });
});

test.describe("mobile auth pages", () => {
  test("loginredirect starts the sign-in; auth hands the app a single-use token; authv2 signs the app in", async ({ page, browser }) => {
    const refused = await page.request.get("/portal/de-DE/mobile/loginredirect?method=google&deepLink=https://evil.example/", { maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_deep_link" });
    const start = await page.request.get("/portal/de-DE/mobile/loginredirect?method=google&deepLink=autoabo%3A%2F%2Fportal%2Fauth", {
      maxRedirects: 0,
    });
    expect(start.status()).toBe(302);
    expect(start.headers().location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\?/);

    // The system browser: signed in with Google, /mobile/auth answers the app's deep link with a token.
    await page.goto(start.headers().location ?? "");
    const handOver = page.waitForResponse((response) => response.url().includes("/portal/de-DE/mobile/auth?") && response.status() === 302);
    await signInAtStandIn(page, gregor.email);
    const deepLink = (await handOver).headers().location ?? "";
    expect(deepLink).toMatch(/^autoabo:\/\/portal\/auth\?token=/);
    const token = new URL(deepLink).searchParams.get("token") ?? "";
    expect(token).toMatch(/^[\w-]{43}$/);

    // The app's web view: a context of its own exchanges the token once.
    const app = await browser.newContext();
    const webView = await app.newPage();
    await webView.goto(`/portal/de-DE/mobile/authv2?token=${token}`);
    await expect(webView).toHaveURL(/\/portal\/de-DE\/mycars$/);
    await expect(webView.getByRole("navigation", { name: "Mein Konto" })).toBeVisible();
    const again = await webView.request.get(`/portal/de-DE/mobile/authv2?token=${token}`, { maxRedirects: 0 });
    expect(again.status()).toBe(401);
    expect(await again.json()).toMatchObject({ error: "invalid_deep_link_token" });
    // A person opening the used link again lands on the sign-in page, which says why (it showed English JSON).
    await app.clearCookies();
    await webView.goto(`/portal/de-DE/mobile/authv2?token=${token}`);
    await expect(webView).toHaveURL(/\/portal\/de-DE\/login\?/);
    await expect(webView.getByRole("dialog", { name: "Anmeldelink ungültig" })).toBeVisible();
    await app.close();
  });
});
