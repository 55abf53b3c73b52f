import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { SignIn } from "./sign-in-form.client";
import { TRACKING_COLLECTOR_PATH } from "@/lib/analytics/events";
import { now } from "@/lib/clock";
import { REFERRAL_CODE_COOKIE } from "@/lib/referral-code-cookie";

const loadPortalPage = vi.hoisted(() => vi.fn());
vi.mock("@/lib/navigate", () => ({ loadPortalPage }));
const pathname = vi.hoisted(() => ({ current: "/de-DE/login" }));
vi.mock("next/navigation", () => ({ usePathname: () => pathname.current }));

type Answer = [number, unknown];
/** Answers per path (the last path segment), in order; the last one repeats. */
function stubApi(answers: Record<string, Answer[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = url.split("/").pop()!;
    // The tracking collector is not the sign-in's API (a test below gives consent, so events are posted).
    if (url === TRACKING_COLLECTOR_PATH) return new Response("{}", { status: 200 });
    calls.push({ path: url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const list = answers[key] ?? [[404, {}]];
    const [status, body] = list.length > 1 ? list.shift()! : list[0]!;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

beforeEach(() => {
  pathname.current = "/de-DE/login";
});
afterEach(() => {
  vi.unstubAllGlobals();
  loadPortalPage.mockReset();
  document.cookie = "portal-cookie-consent=; Path=/; Max-Age=0";
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const known = { checkIfEmailExists: [[200, { success: true }]], hasBusinessAccount: [[200, { accountExists: false }]] } satisfies Record<
  string,
  Answer[]
>;

async function toLogin(email = "Anna.Aktiv@demo.portal") {
  fill("E-Mail-Adresse", email);
  click("Weiter");
  await screen.findByRole("heading", { name: "Willkommen zurück" });
}

describe("SignIn flow (account.md §2, §4)", () => {
  it("validates the email on change, shows errors after submit, and sends nothing while invalid", async () => {
    const calls = stubApi({});
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    expect(screen.getByRole("heading", { name: "Anmelden oder registrieren" })).toBeInTheDocument();
    click("Weiter");
    expect(await screen.findByText("Dies ist ein Pflichtfeld.")).toBeInTheDocument();
    fill("E-Mail-Adresse", "anna");
    expect(await screen.findByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeInTheDocument();
    expect(screen.getByLabelText("E-Mail-Adresse")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("checks the email lowercased, then signs in with the password and loads next", async () => {
    const calls = stubApi({ ...known, email: [[200, {}]] });
    renderWithIntl(<SignIn next="/de-DE/mycars/deal-1" audience="b2c" personas={[]} />);
    await toLogin();
    expect(calls[0]).toEqual({ path: "/portal/api/auth/custom/checkIfEmailExists", body: { email: "anna.aktiv@demo.portal" } });
    fill("Passwort", "Portal-Demo-2026");
    click("Anmelden");
    await waitFor(() => expect(loadPortalPage).toHaveBeenCalledWith("/de-DE/mycars/deal-1"));
    expect(calls.at(-1)).toEqual({ path: "/portal/api/auth/sign-in/email", body: { email: "anna.aktiv@demo.portal", password: "Portal-Demo-2026" } });
  });

  it("the page's heading follows the tab: 'Registrieren' on registration (issue 37 item 8)", async () => {
    stubApi({ checkIfEmailExists: [[200, { success: false }]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} pageTitle="Anmelden" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Anmelden");
    fill("E-Mail-Adresse", "neu@demo.portal");
    click("Weiter");
    await screen.findByRole("heading", { name: "Konto erstellen" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Registrieren");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Anmelden" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Anmelden"));
  });

  it("an unknown email leads to registration; 'already have an account' goes back", async () => {
    stubApi({ checkIfEmailExists: [[200, { success: false }]], hasBusinessAccount: [[200, { accountExists: false }]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    fill("E-Mail-Adresse", "neu@demo.portal");
    click("Weiter");
    expect(await screen.findByRole("heading", { name: "Konto erstellen" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Registrieren" })).toHaveAttribute("aria-selected", "true");
    click("Du hast schon ein Konto? Anmelden");
    expect(await screen.findByRole("heading", { name: "Anmelden oder registrieren" })).toBeInTheDocument();
  });

  it("a business account is prompted to use the business login, a page of this portal that keeps the email and next", async () => {
    stubApi({ checkIfEmailExists: [[200, { success: true }]], hasBusinessAccount: [[200, { accountExists: true }]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    expect(screen.getByText("Gib deine E-Mail-Adresse ein. Wir prüfen, ob du schon ein Konto hast.")).toBeInTheDocument();
    fill("E-Mail-Adresse", "bernd.business@demo.portal");
    click("Weiter");
    // Known as a business account, the screen says "Sie" above the hint, as the hint does.
    expect(await screen.findByText("Geben Sie Ihre E-Mail-Adresse ein. Wir prüfen, ob Sie schon ein Konto haben.")).toBeInTheDocument();
    // It linked to "/business/login", a 404 outside the portal.
    expect(await screen.findByRole("link", { name: "Zum Geschäftskunden-Login" })).toHaveAttribute(
      "href",
      "/portal/de-DE/business/login?email=bernd.business%40demo.portal&next=%2Fde-DE%2Fmycars",
    );
    expect(screen.getByRole("heading", { name: "Anmelden oder registrieren" })).toBeInTheDocument();
  });

  it("one lookup per sign-in: the business check follows only an existing account (issue 37 item 9)", async () => {
    const calls = stubApi({ checkIfEmailExists: [[200, { success: false }]], hasBusinessAccount: [[200, { accountExists: false }]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    fill("E-Mail-Adresse", "neu@demo.portal");
    click("Weiter");
    await screen.findByRole("heading", { name: "Konto erstellen" });
    expect(calls.map((call) => call.path)).toEqual(["/portal/api/auth/custom/checkIfEmailExists"]);
  });

  describe("the business login (account.md §4, issue 37 item 1)", () => {
    it("starts at the password for the email handed over, signs in to the same session, in 'Sie', without registration", async () => {
      const calls = stubApi({ email: [[200, {}]] });
      renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2b" personas={[]} variant="business" initialEmail="bernd.business@demo.portal" />);
      expect(screen.getByRole("heading", { name: "Willkommen zurück" })).toBeInTheDocument();
      expect(screen.queryByRole("tab", { name: "Registrieren" })).toBeNull();
      fill("Passwort", "Portal-Demo-2026");
      click("Anmelden");
      await waitFor(() => expect(loadPortalPage).toHaveBeenCalledWith("/de-DE/mycars"));
      expect(calls).toEqual([
        { path: "/portal/api/auth/sign-in/email", body: { email: "bernd.business@demo.portal", password: "Portal-Demo-2026" } },
      ]);
    });

    it("checks a typed email with one lookup; an unknown one is told that the company sets up business accounts", async () => {
      const calls = stubApi({
        checkIfEmailExists: [
          [200, { success: false }],
          [200, { success: true }],
        ],
      });
      renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2b" personas={[]} variant="business" />);
      expect(screen.getByRole("heading", { name: "Anmelden" })).toBeInTheDocument();
      fill("E-Mail-Adresse", "neu@firma.de");
      click("Weiter");
      expect(await screen.findByText(/Zu dieser E-Mail-Adresse gibt es kein Geschäftskundenkonto/)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Zur Anmeldung für Privatkunden" })).toHaveAttribute(
        "href",
        "/portal/de-DE/login?next=%2Fde-DE%2Fmycars",
      );
      fill("E-Mail-Adresse", "berta.bilanz@demo.portal");
      click("Weiter");
      expect(await screen.findByRole("heading", { name: "Willkommen zurück" })).toBeInTheDocument();
      expect(calls.map((call) => call.path)).toEqual(["/portal/api/auth/custom/checkIfEmailExists", "/portal/api/auth/custom/checkIfEmailExists"]);
    });
  });

  it.each([
    ["de-DE", 401, {}, "Die Kombination aus E-Mail-Adresse und Passwort ist nicht korrekt. Bitte versuche es erneut."],
    ["de-DE", 500, {}, "Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisiere die Seite und versuche es erneut."],
    ["en-US", 401, {}, "The email/password combination is incorrect, try again"],
    ["en-US", 429, { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 900 }, "Too many failed sign-in attempts. Please try again in 15 minutes."],
    ["en-US", 429, { message: "Too many requests." }, "Too many attempts. Please wait a moment and try again."],
    // account.md §8 user_does_not_exist: its own message in English, the email/password one in German.
    ["en-US", 401, { code: "USER_NOT_FOUND" }, "An account with this email does not currently exist. Please register."],
    ["de-DE", 401, { code: "USER_NOT_FOUND" }, "Die Kombination aus E-Mail-Adresse und Passwort ist nicht korrekt. Bitte versuche es erneut."],
    // The lookup cap counts requests, not failed sign-ins.
    [
      "de-DE",
      429,
      { code: "TOO_MANY_LOOKUPS", retryAfterSeconds: 900 },
      "Von deinem Netzwerk kamen in kurzer Zeit sehr viele Anfragen. Bitte versuche es in 15 Minuten erneut.",
    ],
  ] as const)("%s: a %i answer shows its message; editing the email clears it", async (locale, status, body, message) => {
    const tracked: unknown[] = [];
    window.dataLayer = tracked as never;
    // Events reach the data layer only with the visitor's consent.
    document.cookie = "portal-cookie-consent=all; Path=/";
    stubApi({ ...known, email: [[status, body]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />, locale);
    const de = locale === "de-DE";
    fill(de ? "E-Mail-Adresse" : "Email address", "anna.aktiv@demo.portal");
    click(de ? "Weiter" : "Continue");
    await screen.findByRole("heading", { name: de ? "Willkommen zurück" : "Welcome back" });
    fill(de ? "Passwort" : "Password", "falsch-1234");
    click(de ? "Anmelden" : "Sign in");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(tracked).toContainEqual(expect.objectContaining({ event: "Login Failed" }));
    click(de ? "E-Mail-Adresse ändern" : "Change email address");
    await screen.findByRole("heading", { name: de ? "Anmelden oder registrieren" : "Sign in or register" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(loadPortalPage).not.toHaveBeenCalled();
  });

  it.each([
    ["de-DE", "Passwort", "Anmelden", "Anmeldelink per E-Mail senden", "Lass dir einen Anmeldelink per E-Mail senden", "Prüfe dein Postfach"],
    ["en-US", "Password", "Sign in", "Email me a sign-in link", "Have a sign-in link sent by email", "Check your inbox"],
  ] as const)(
    "%s: while the account is protected (ACCOUNT_PROTECTED) the message offers the magic link, which is sent at once (issue 35 item 9)",
    async (locale, passwordLabel, submit, offer, text, sentHeading) => {
      const calls = stubApi({
        ...known,
        email: [[429, { code: "ACCOUNT_PROTECTED", retryAfterSeconds: 3600 }]],
        magicLink: [[200, { status: true }]],
      });
      renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />, locale);
      fill(locale === "de-DE" ? "E-Mail-Adresse" : "Email address", "emil.ende@demo.portal");
      click(locale === "de-DE" ? "Weiter" : "Continue");
      await screen.findByRole("heading", { name: locale === "de-DE" ? "Willkommen zurück" : "Welcome back" });
      fill(passwordLabel, "Portal-Demo-2026");
      click(submit);
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
      click(offer);
      await screen.findByRole("heading", { name: sentHeading });
      expect(calls.at(-1)).toMatchObject({
        path: "/portal/api/auth/custom/magicLink",
        body: { email: "emil.ende@demo.portal", withResetLink: false },
      });
      expect(loadPortalPage).not.toHaveBeenCalled();
    },
  );

  it("no other refusal offers it", async () => {
    stubApi({ ...known, email: [[429, { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 900 }]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    await toLogin();
    fill("Passwort", "falsch-1234");
    click("Anmelden");
    await screen.findByRole("alert");
    expect(screen.queryByRole("button", { name: "Anmeldelink per E-Mail senden" })).toBeNull();
  });

  it("magic link: sends, resends with a toast-worthy answer, and hides the submit after 3 sends; back returns", async () => {
    const calls = stubApi({ ...known, magicLink: [[200, { status: true }]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    await toLogin();
    click("Mit Link per E-Mail anmelden");
    await screen.findByRole("heading", { name: "Anmeldelink per E-Mail" });
    click("Link senden");
    await screen.findByRole("heading", { name: "Prüfe dein Postfach" });
    expect(screen.getByText("Wir haben einen Anmeldelink an anna.aktiv@demo.portal gesendet.")).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ email: "anna.aktiv@demo.portal", nextUrl: "/de-DE/mycars", isApp: false, withResetLink: false });
    await act(async () => click("Link erneut senden"));
    await act(async () => click("Link erneut senden"));
    expect(await screen.findByText("Du hast den Link mehrmals angefordert. Prüfe auch deinen Spam-Ordner.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Link erneut senden" })).toBeNull();
    expect(calls.filter((call) => call.path.endsWith("magicLink"))).toHaveLength(3);
    click("Zurück");
    expect(await screen.findByRole("heading", { name: "Anmelden oder registrieren" })).toBeInTheDocument();
  });

  it("forgot password sends a reset link (withResetLink) and shows the success screen; checkout subtitles under /cart", async () => {
    pathname.current = "/de-DE/cart/checkout";
    const calls = stubApi({ ...known, magicLink: [[200, { status: true }]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2b" personas={[]} />);
    expect(screen.getByText("Melden Sie sich an, um Ihre Bestellung abzuschließen.")).toBeInTheDocument();
    await toLogin();
    click("Passwort vergessen?");
    await screen.findByRole("heading", { name: "Passwort vergessen" });
    click("Link zum Zurücksetzen senden");
    await screen.findByRole("heading", { name: "E-Mail zum Zurücksetzen gesendet" });
    expect(calls.at(-1)?.body).toMatchObject({ withResetLink: true });
  });

  it("registration validates every field with the spec's rules and registers with the bot-check token, signed in on next", async () => {
    const calls = stubApi({
      checkIfEmailExists: [[200, { success: false }]],
      hasBusinessAccount: [[200, { accountExists: false }]],
      email: [[200, { profileStored: true }]],
    });
    renderWithIntl(<SignIn next="/de-DE/myaccount" audience="b2c" personas={[]} />);
    fill("E-Mail-Adresse", "neu@demo.portal");
    click("Weiter");
    await screen.findByRole("heading", { name: "Konto erstellen" });
    click("Registrieren");
    expect(await screen.findAllByText("Dies ist ein Pflichtfeld.")).toHaveLength(5);
    fill("Passwort", "abcdefgh");
    expect(
      await screen.findByText("Das Passwort muss mindestens 8 Zeichen lang sein und einen Buchstaben und eine Zahl enthalten."),
    ).toBeInTheDocument();
    expect(screen.getByText("Passwortstärke: schwach")).toBeInTheDocument();
    fill("Passwort", "Sicher-2026");
    expect(await screen.findByText("Passwortstärke: stark")).toBeInTheDocument();
    fill("Vorname", "R2D2");
    expect(await screen.findByText("Bitte nur Buchstaben, Leerzeichen, Komma, Punkt, Apostroph und Bindestrich verwenden.")).toBeInTheDocument();
    fill("Vorname", "Zoë");
    fill("Nachname", "O'Neill");
    fill("Telefonnummer", "12345");
    expect(await screen.findByText("Bitte gib eine gültige Telefonnummer ein.")).toBeInTheDocument();
    fill("Telefonnummer", "00000000");
    expect(await screen.findByText("Bitte gib eine gültige Telefonnummer ein.")).toBeInTheDocument();
    fill("Telefonnummer", "015112345678");
    expect(screen.getByLabelText("Geburtsdatum (TT.MM.JJJJ)")).toHaveAttribute("placeholder", "TT.MM.JJJJ");
    fill("Geburtsdatum (TT.MM.JJJJ)", "31.02.1990");
    expect(await screen.findByText("Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.")).toBeInTheDocument();
    fill("Geburtsdatum (TT.MM.JJJJ)", "15.03.1990");
    click("Registrieren");
    // account.md §7: the registration signed in; the page leaves for next, where the "email
    // verification" dialog (§2) opens. No password screen in between.
    await waitFor(() => expect(loadPortalPage).toHaveBeenCalledWith("/de-DE/myaccount?authMessage=verification-sent"));
    expect(screen.queryByRole("heading", { name: "Willkommen zurück" })).toBeNull();
    expect(calls.at(-1)).toMatchObject({
      path: "/portal/api/auth/sign-up/email",
      body: {
        email: "neu@demo.portal",
        password: "Sicher-2026",
        firstname: "Zoë",
        lastname: "O'Neill",
        botCheckToken: "XXXX.DUMMY.TOKEN.XXXX",
        // account.md §7: the profile's "birthday as timestamp" (the typed day at UTC's midnight).
        birthday: Date.UTC(1990, 2, 15),
        callbackURL: "/de-DE/myaccount",
      },
    });
  });

  it("words a name over 100 characters as the shared rule does: maximal 100 Zeichen (deals.md §5)", async () => {
    stubApi({ checkIfEmailExists: [[200, { success: false }]], hasBusinessAccount: [[200, { accountExists: false }]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    fill("E-Mail-Adresse", "neu@demo.portal");
    click("Weiter");
    await screen.findByRole("heading", { name: "Konto erstellen" });
    click("Registrieren");
    fill("Nachname", "a".repeat(101));
    expect(await screen.findByText("maximal 100 Zeichen")).toBeInTheDocument();
  });

  it("says the young or old driver surcharge a birthday brings, none under the minimum age, and no old one with a dbb_ referral code", async () => {
    stubApi({ checkIfEmailExists: [[200, { success: false }]], hasBusinessAccount: [[200, { accountExists: false }]] });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    fill("E-Mail-Adresse", "neu@demo.portal");
    click("Weiter");
    await screen.findByRole("heading", { name: "Konto erstellen" });
    const bornYearsAgo = (years: number, days = 0) => now().subtract(years, "year").subtract(days, "day").format("DD.MM.YYYY");
    const note = () => screen.queryByText(/Zuschlag/)?.textContent ?? null;
    fill("Geburtsdatum (TT.MM.JJJJ)", bornYearsAgo(21));
    expect(await screen.findByText("Für Fahrer:innen unter 23 Jahren fällt ein Zuschlag für junge Fahrer:innen an.")).toBeInTheDocument();
    fill("Geburtsdatum (TT.MM.JJJJ)", bornYearsAgo(19));
    await waitFor(() => expect(note()).toBeNull());
    fill("Geburtsdatum (TT.MM.JJJJ)", bornYearsAgo(40));
    await waitFor(() => expect(note()).toBeNull());
    fill("Geburtsdatum (TT.MM.JJJJ)", bornYearsAgo(66, 1));
    expect(await screen.findByText("Für Fahrer:innen über 65 Jahren fällt ein Zuschlag für erfahrene Fahrer:innen an.")).toBeInTheDocument();
    document.cookie = `${REFERRAL_CODE_COOKIE}=dbb_2026; Path=/`;
    fill("Geburtsdatum (TT.MM.JJJJ)", bornYearsAgo(67));
    await waitFor(() => expect(note()).toBeNull());
    document.cookie = `${REFERRAL_CODE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("a registration whose profile was not stored says so and asks for the profile again", async () => {
    stubApi({
      checkIfEmailExists: [[200, { success: false }]],
      hasBusinessAccount: [[200, { accountExists: false }]],
      email: [[200, { profileStored: false, profileToken: "t" }]],
      registrationProfile: [[200, { profileStored: true }]],
    });
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />, "en-US");
    fill("Email address", "neu@demo.portal");
    click("Continue");
    await screen.findByRole("heading", { name: "Create an account" });
    // The date's placeholder in the page's language (account.md §3 birthday, DD.MM.YYYY mask).
    expect(screen.getByLabelText("Date of birth (DD.MM.YYYY)")).toHaveAttribute("placeholder", "DD.MM.YYYY");
    fill("Password", "Sicher-2026");
    fill("First name", "Neu");
    fill("Last name", "Kunde");
    // account.md §5: a phone of the page's region, the US on an en-US page (a German one in international form only).
    fill("Phone number", "015112345678");
    fill("Date of birth (DD.MM.YYYY)", "15.03.1990");
    click("Register");
    expect(await screen.findByText("Please enter a valid phone number.")).toBeInTheDocument();
    fill("Phone number", "3125550199");
    click("Register");
    await screen.findByRole("heading", { name: "Complete your registration" });
    expect(screen.getByRole("alert")).toHaveTextContent("Registration data update failed");
    expect(loadPortalPage).not.toHaveBeenCalled();
  });

  it("offers the demo personas for one-click sign-in", async () => {
    stubApi({ email: [[200, {}]] });
    renderWithIntl(
      <SignIn
        next="/de-DE/mycars"
        audience="b2c"
        personas={[{ key: "nora", email: "nora.neu@demo.portal", password: "pw-123456", name: "Nora Neu", shows: "keine Abos" }]}
      />,
    );
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Demo-Zugänge" }));
    fireEvent.click(await screen.findByRole("button", { name: "Als Nora Neu anmelden" }));
    await waitFor(() => expect(loadPortalPage).toHaveBeenCalledWith("/de-DE/mycars"));
  });
});
