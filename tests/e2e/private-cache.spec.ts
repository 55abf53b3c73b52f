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
  await expect(contact(laptop, "Kontaktdaten")).toContainText("+4917055512303");
  await laptop.reload();
  await expect(contact(laptop, "Kontaktdaten")).toContainText("+4917055512303");

  await phone.goto("/portal/de-DE/myaccount/contactdetails");
  await field(phone, "Telefonnummer").fill("+4917055599999");
  const birthday = field(phone, "Geburtsdatum (TT.MM.JJJJ)");
  if ((await birthday.getAttribute("readonly")) === null && (await birthday.inputValue()) === "") await birthday.fill("02.05.1979");
  await phone.getByRole("button", { name: "Speichern" }).click();
  await expect(phone).toHaveURL(/\/de-DE\/myaccount$/);

  await laptop.reload();
  await expect(contact(laptop, "Kontaktdaten")).toContainText("+4917055599999");
  await laptop.goto("/portal/en-US/myaccount");
  await expect(contact(laptop, "Contact details")).toContainText("+4917055599999");

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
