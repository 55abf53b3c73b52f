import { expect, type Page } from "@playwright/test";
import personas from "../../fixtures/personas.json" with { type: "json" };
import { CONSENT_COOKIES } from "./consent-cookie";

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
  | "grete"
  | "rudi"
  | "toni"
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
  | "rita"
  | "rolf"
  | "mareike"
  | "sven"
  | "doris";

export { passwordPersonas } from "../helpers/persona-sample";

export function persona(key: PersonaKey) {
  const found = personas.find((p) => p.key === key);
  if (!found) throw new Error(`No persona "${key}" in fixtures/personas.json`);
  return found;
}

/**
 * A client address of the spec's own (the e2e server trusts its local "proxy"): the sign-in
 * throttles count per address (30 email checks, 50 failed passwords in 15 minutes), so a spec
 * that signs in through the form is not refused for what every other spec did before it.
 */
export function asClient(n: number) {
  return { extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${n}` } };
}

/**
 * Signs in the way scripted clients do; the browser context receives the session cookie, and the
 * consent choice again when the spec cleared its cookies before (the banner would cover the page).
 */
export async function signInAs(page: Page, key: PersonaKey) {
  const { email, password } = persona(key);
  const response = await page.request.post("/portal/api/auth/sign-in/email", { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const cookies = await page.context().cookies();
  if (!cookies.some((cookie) => cookie.name === CONSENT_COOKIES[0]!.name)) await page.context().addCookies(CONSENT_COOKIES);
}

/** The card of one deal on the subscription list. */
export function dealCard(page: Page, dealId: string) {
  return page.locator(`article[data-deal-id="${dealId}"]`);
}
