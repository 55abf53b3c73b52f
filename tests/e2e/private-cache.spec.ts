import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./helpers";

/**
 * Docs/performance.md "Private cache": a signed-in customer's pages are kept per session and served
 * again until something of theirs changes. Signed in on two devices, what one saves shows at once
 * on the other; a sign-out on one device leaves the other's pages, and ends its own. Writes Emil's
 * phone number, so it runs in the project "writes".
 */
const field = (page: Page, name: string) => page.locator("main").getByRole("textbox", { name, exact: true });
const contact = (page: Page, name: string) => page.locator("main").getByRole("region", { name });

test("signed in on a laptop and a phone: the laptop's account page shows at once what the phone saved (de-DE, en-US)", async ({
  page: laptop,
  browser,
}) => {
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signInAs(laptop, "emil");
  await signInAs(phone, "emil");

  // Seen twice on the laptop: the second view is the kept copy.
  await laptop.goto("/portal/de-DE/myaccount");
  await expect(contact(laptop, "Kontaktdaten")).toContainText("+49 170 55512303");
  await laptop.reload();
  await expect(contact(laptop, "Kontaktdaten")).toContainText("+49 170 55512303");

  await phone.goto("/portal/de-DE/myaccount/contactdetails");
  await field(phone, "Telefonnummer").fill("+4917055599999");
  const birthday = field(phone, "Geburtsdatum (TT.MM.JJJJ)");
  if ((await birthday.getAttribute("readonly")) === null && (await birthday.inputValue()) === "") await birthday.fill("02.05.1979");
  await phone.getByRole("button", { name: "Speichern" }).click();
  await expect(phone).toHaveURL(/\/de-DE\/myaccount$/);

  await laptop.reload();
  await expect(contact(laptop, "Kontaktdaten")).toContainText("+49 170 55599999");
  await laptop.goto("/portal/en-US/myaccount");
  await expect(contact(laptop, "Contact details")).toContainText("+49 170 55599999");

  // The phone signs out: its pages are the sign-in's again, even for a copy of its old cookie
  // (kept by the phone's page cache until then); the laptop's session goes on.
  await phone.goto("/portal/de-DE/mycars");
  await expect(phone.locator("main")).toContainText("Ioniq 5");
  await phone.reload();
  const sessionCookies = (await phoneContext.cookies()).filter((cookie) => cookie.name.endsWith("session_token"));
  expect(sessionCookies).toHaveLength(1);
  const signedOut = await phone.request.post("/portal/api/auth/sign-out", { headers: { origin: new URL(phone.url()).origin }, data: {} });
  expect(signedOut.status()).toBe(200);
  await phoneContext.addCookies(sessionCookies);
  await phone.goto("/portal/de-DE/mycars");
  await expect(phone).toHaveURL(/\/portal\/de-DE\?login=true&next=%2Fde-DE%2Fmycars$/);
  await laptop.goto("/portal/en-US/mycars");
  await expect(laptop).toHaveURL(/\/portal\/en-US\/mycars$/);
  await expect(laptop.locator("main")).toContainText("Ioniq 5");
  await phoneContext.close();
});

test("a kept page carries its styles once, in the head, and still hydrates: its menu opens and the next page keeps its look", async ({ page }) => {
  await signInAs(page, "anna");
  // docs/performance.md "Page weight": the payload's copy of the inlined styles is dropped from kept copies.
  for (const path of ["/portal/de-DE/mycars", "/portal/de-DE/mycars/deal-anna-active"]) {
    const html = await (await page.request.get(path)).text();
    const css = [...html.matchAll(/<style[^>]*\bdata-href="[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");
    const rules = css
      .split("}")
      .map((rule) => rule.trim())
      .filter((rule) => rule.length > 30 && !/["\\<>&\n]/.test(rule));
    expect(rules.length, `rules in the head of ${path}`).toBeGreaterThan(50);
    // As often in the whole page as in the head's styles (a rule may stand there twice).
    const repeated = rules.filter((rule) => html.split(rule).length !== css.split(rule).length);
    expect(repeated, `rules written more than once in ${path}`).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/portal/de-DE/mycars");
  await page.getByRole("banner").getByRole("button", { name: "Menü öffnen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Konto" }).click();
  const panel = page.getByRole("dialog", { name: "Konto" }).getByRole("navigation", { name: "Kontomenü" });
  await expect(panel.getByRole("link", { name: "Meine Abos" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page
    .locator("main")
    .getByRole("link", { name: /Details anzeigen/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/portal\/de-DE\/mycars\/deal-/);
  await expect(page.getByRole("region", { name: "Vertrag", exact: true })).toBeVisible();
  // Styled as when the page is loaded itself: the same look, and the portal's, not the browser's defaults.
  const looks = async () => {
    const contract = page.getByRole("region", { name: "Vertrag", exact: true });
    const parts = [
      page.locator("body"),
      page.getByRole("banner"),
      page.locator("main h1"),
      contract.locator("h2"),
      contract.locator("dl"),
      contract.locator("dd").first(),
    ];
    return Promise.all(
      parts.map((part) =>
        part.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${element.tagName}: ${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.display} ${style.margin} ${style.padding} ${style.color}`;
        }),
      ),
    );
  };
  const navigated = await looks();
  expect(navigated[0]).not.toMatch(/Times/);
  await page.reload();
  await expect(page.getByRole("region", { name: "Vertrag", exact: true })).toBeVisible();
  expect(await looks()).toEqual(navigated);
});
