import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { SignIn } from "./sign-in-form.client";

const loadPortalPage = vi.hoisted(() => vi.fn());
vi.mock("@/lib/navigate", () => ({ loadPortalPage }));

afterEach(() => {
  vi.unstubAllGlobals();
  loadPortalPage.mockReset();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("SignIn", () => {
  it("validates on change and sends nothing while a field is invalid", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findAllByText("Dies ist ein Pflichtfeld.")).toHaveLength(2);
    fill("E-Mail-Adresse", "anna");
    expect(await screen.findByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeInTheDocument();
    expect(screen.getByLabelText("E-Mail-Adresse")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in and loads the next page", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithIntl(<SignIn next="/de-DE/mycars/deal-1" audience="b2c" personas={[]} />);
    fill("E-Mail-Adresse", "anna.aktiv@demo.portal");
    fill("Passwort", "Portal-Demo-2026");
    fireEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    await waitFor(() => expect(loadPortalPage).toHaveBeenCalledWith("/de-DE/mycars/deal-1"));
    expect(fetchMock).toHaveBeenCalledWith(
      "/portal/api/auth/sign-in/email",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "anna.aktiv@demo.portal", password: "Portal-Demo-2026" }) }),
    );
  });

  it.each([
    [401, {}, "Die Kombination aus E-Mail-Adresse und Passwort ist nicht korrekt. Bitte versuche es erneut."],
    [400, { error: "invalid_request" }, "Die Kombination aus E-Mail-Adresse und Passwort ist nicht korrekt. Bitte versuche es erneut."],
    [429, { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 900 }, "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut."],
    [
      429,
      { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 42 },
      "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in einer Minute erneut.",
    ],
    [
      429,
      { code: "ACCOUNT_PROTECTED", retryAfterSeconds: 3000 },
      "Nach vielen fehlgeschlagenen Anmeldeversuchen ist dieses Konto vorübergehend geschützt. Melde dich auf einem Gerät an, auf dem du schon angemeldet warst, oder versuche es in 50 Minuten erneut.",
    ],
    // better-auth's own flood guard: no code, no time
    [429, { message: "Too many requests. Please try again later." }, "Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut."],
    [500, {}, "Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisiere die Seite und versuche es erneut."],
  ])("explains a %i answer %j and stays on the page", async (status, body, message) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
    renderWithIntl(<SignIn next="/de-DE/mycars" audience="b2c" personas={[]} />);
    fill("E-Mail-Adresse", "anna.aktiv@demo.portal");
    fill("Passwort", "falsch-1234");
    fireEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(loadPortalPage).not.toHaveBeenCalled();
  });

  it.each([
    ["de-DE", "b2b", "Melden Sie sich auf einem Gerät an, auf dem Sie schon angemeldet waren, oder versuchen Sie es in 15 Minuten erneut."],
    ["en-US", "b2c", "Sign in on a device you have signed in on before, or try again in 15 minutes."],
  ] as const)("explains the account's protection in %s to %s customers", async (locale, audience, message) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ code: "ACCOUNT_PROTECTED", retryAfterSeconds: 900 }), { status: 429 })),
    );
    renderWithIntl(<SignIn next="/de-DE/mycars" audience={audience} personas={[]} />, locale);
    fill(locale === "de-DE" ? "E-Mail-Adresse" : "Email address", "anna.aktiv@demo.portal");
    fill(locale === "de-DE" ? "Passwort" : "Password", "falsch-1234");
    fireEvent.click(screen.getByRole("button", { name: locale === "de-DE" ? "Anmelden" : "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("offers the demo personas for one-click sign-in", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 200 })),
    );
    renderWithIntl(
      <SignIn
        next="/de-DE/mycars"
        audience="b2c"
        personas={[{ key: "nora", email: "nora.neu@demo.portal", password: "pw-123456", name: "Nora Neu", shows: "keine Abos" }]}
      />,
    );
    const tab = screen.getByRole("tab", { name: "Demo-Zugänge" });
    fireEvent.mouseDown(tab);
    fireEvent.click(await screen.findByRole("button", { name: "Als Nora Neu anmelden" }));
    await waitFor(() => expect(loadPortalPage).toHaveBeenCalledWith("/de-DE/mycars"));
  });
});
