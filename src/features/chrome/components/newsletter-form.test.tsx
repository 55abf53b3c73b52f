import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { NewsletterForm } from "./newsletter-form.client";

/** account.md §5 Newsletter and §6 wording: the invalid email's message in "du" and in "Sie". */
describe("NewsletterForm", () => {
  it.each([
    ["b2c", "Bitte gib eine gültige E-Mail-Adresse ein."],
    ["b2b", "Bitte geben Sie eine gültige E-Mail-Adresse ein."],
  ] as const)("an invalid email, for a %s customer: %s", async (audience, message) => {
    renderWithIntl(<NewsletterForm consentLabel="Ich willige ein." audience={audience} />);
    const email = screen.getByRole("textbox", { name: "E-Mail-Adresse" });
    fireEvent.change(email, { target: { value: "kein-at-zeichen" } });
    fireEvent.click(screen.getByRole("button", { name: "Abonnieren" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
