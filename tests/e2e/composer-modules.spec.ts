import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./helpers";

/** Content modules of the home page: dynamic promos per viewer, and a CTA opening a video modal. */
test.describe("content modules", () => {
  test("dynamic promos show what this viewer may see: visitors are asked to sign in, customers see their own", async ({ page, browser }) => {
    await page.goto("/portal/de-DE");
    const promos = page.getByRole("region", { name: "Für dich" });
    // The summer offer ended in 2025; the customers' promo is not for visitors.
    await expect(promos.getByRole("heading", { level: 3 })).toHaveText(["Schon Kundin oder Kunde?"]);
    await promos.getByRole("link", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/portal\/de-DE\/login$/);

    await signInAs(page, "anna");
    await page.goto("/portal/de-DE");
    await expect(page.getByRole("region", { name: "Für dich" }).getByRole("heading", { level: 3 })).toHaveText(["Deine Abos auf einen Blick"]);

    // A business customer is in neither audience: the module renders nothing.
    const business = await browser.newPage();
    await signInAs(business, "bernd");
    await business.goto("/portal/de-DE");
    await expect(business.getByRole("link", { name: "Zu meinen Abos" }).first()).toBeVisible();
    await expect(business.getByRole("region", { name: "Für dich" })).toHaveCount(0);
    await business.close();
  });

  test("a CTA opens its video in a modal from the privacy-friendly player, and closing stops it", async ({ page }) => {
    // The player itself is YouTube's; the test does not go out to it.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
    );
    const response = await page.goto("/portal/de-DE");
    expect(response?.headers()["content-security-policy"]).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");

    const open = page.getByRole("button", { name: "Video: So funktioniert dein Auto-Abo" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Video: So funktioniert dein Auto-Abo" });
    await expect(dialog.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test("rich text links to other pages and embeds CTAs", async ({ page }) => {
    await page.goto("/portal/de-DE");
    const faq = page.getByRole("region", { name: "Häufige Fragen" });
    await faq.getByText("Was mache ich bei einem Schaden?").click();
    await expect(faq.getByRole("link", { name: "Meine Abos" })).toHaveAttribute("href", "/portal/de-DE/mycars");
    await faq.getByText("Wie läuft die Rückgabe ab?").click();
    await expect(faq.getByRole("link", { name: "Rückgabe in „Meine Abos“ ansehen" })).toHaveAttribute("href", "/portal/de-DE/mycars");
  });
});

test.describe("announcements (account.md §3: date window in Europe/Berlin, allowed roles)", () => {
  const announcement = (page: Page, title: string) => page.getByRole("complementary", { name: title });

  test("show only inside their window and to their roles", async ({ page, browser }) => {
    // Visitors have no role: the home page's announcement for every role stays hidden.
    await page.goto("/portal/de-DE");
    await expect(page.getByRole("heading", { name: "Willkommen in deinem Kundenportal" })).toBeVisible();
    await expect(announcement(page, "Neu: Kilometerstand online melden")).toHaveCount(0);

    await signInAs(page, "anna");
    await page.goto("/portal/de-DE");
    await expect(announcement(page, "Neu: Kilometerstand online melden")).toBeVisible();
    await page.goto("/portal/de-DE/mycars");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // For fleet managers only, ended in 2025, not begun before 2030: none for a private customer.
    await expect(page.locator("main [data-announcement]")).toHaveCount(0);

    const fleet = await browser.newPage();
    await signInAs(fleet, "bernd");
    await fleet.goto("/portal/de-DE/mycars");
    await expect(announcement(fleet, "Neu für Fuhrparks: Fahrerinnen und Fahrer zuordnen")).toContainText("Ordnen Sie jedem Firmenwagen");
    await expect(fleet.locator("main [data-announcement]")).toHaveCount(1);
    await fleet.close();

    // A fleet manager whose company does not show the business portal is not told to assign drivers there.
    const berta = await browser.newPage();
    await signInAs(berta, "berta");
    await berta.goto("/portal/de-DE/mycars");
    await expect(berta.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(berta.locator("main [data-announcement]")).toHaveCount(0);
    await berta.close();
  });
});

test.describe("car slider (deals.md §2: a car slider when there is no subscription)", () => {
  test("a customer without a subscription can browse cars to subscribe; one with a subscription does not see it", async ({ page, browser }) => {
    await signInAs(page, "nora");
    await page.goto("/portal/de-DE/mycars");
    const slider = page.getByRole("region", { name: "Beliebte Autos im Abo" });
    const cars = slider.getByRole("list", { name: "Beliebte Autos im Abo" }).getByRole("listitem");
    await expect(cars).toHaveCount(5);
    await expect(cars.first()).toContainText("Volkswagen ID.3");
    await expect(slider.getByRole("link", { name: "Volkswagen ID.3 ansehen" })).toHaveAttribute("href", "/de-DE/subscribe/volkswagen-id3");
    // The card's price is the one its search page starts from (content said 449).
    const cardPrice = (
      await cars
        .first()
        .getByText(/^ab .* im Monat/)
        .innerText()
    ).trim();
    const search = await browser.newPage();
    await search.goto("/de-DE/subscribe/volkswagen-id3");
    await expect(search.getByTestId("car-results").locator("[data-car]").first()).toContainText(cardPrice);
    await search.close();

    const list = slider.getByRole("list");
    const before = await list.evaluate((element) => element.scrollLeft);
    await page.setViewportSize({ width: 700, height: 900 }); // narrow enough that the cars overflow
    await slider.getByRole("button", { name: "Weitere Autos" }).click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);

    const customer = await browser.newPage();
    await signInAs(customer, "anna");
    await customer.goto("/portal/de-DE/mycars");
    await expect(customer.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(customer.getByRole("region", { name: "Beliebte Autos im Abo" })).toHaveCount(0);
    await customer.close();
  });
});
