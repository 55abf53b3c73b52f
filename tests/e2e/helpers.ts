import { expect, type Page } from "@playwright/test";
import personas from "../../fixtures/personas.json" with { type: "json" };

export type PersonaKey =
  | "anna"
  | "paul"
  | "emil"
  | "lea"
  | "bernd"
  | "nora"
  | "sina"
  | "bruno"
  | "dora"
  | "berta"
  | "dana"
  | "alma"
  | "vera"
  | "kim"
  | "pia"
  | "viktor"
  | "kai"
  | "konrad"
  | "petra"
  | "gregor"
  | "fiona"
  | "otto"
  | "ada"
  | "fabian"
  | "dirk"
  | "frida"
  | "ulla"
  | "jana"
  | "silke"
  | "gero"
  | "bianca"
  | "rita";

/** The personas who sign in with a password (a social-login persona has none on the embedded defaults). */
export const passwordPersonas = personas.filter((candidate) => !("provider" in candidate));

export function persona(key: PersonaKey) {
  const found = personas.find((p) => p.key === key);
  if (!found) throw new Error(`No persona "${key}" in fixtures/personas.json`);
  return found;
}

/** Signs in the way scripted clients do; the browser context receives the session cookie. */
export async function signInAs(page: Page, key: PersonaKey) {
  const { email, password } = persona(key);
  const response = await page.request.post("/portal/api/auth/sign-in/email", { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

/** The card of one deal on the subscription list. */
export function dealCard(page: Page, dealId: string) {
  return page.locator(`article[data-deal-id="${dealId}"]`);
}
