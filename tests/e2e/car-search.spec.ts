import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { signInAs } from "./helpers";
import { runDay } from "./run-clock";
import { delayVoucherCode } from "../../src/features/delivery/rules/delay-voucher";

/** The voucher of Dora's 8-days-late car (deals.md §4 alternative car). */
const DORA_VOUCHER = delayVoucherCode("deal-dora-late8");

/**
 * /{locale}/subscribe and its site links over GET api/cars, the filters in
 * the URL, the portal's links landing on it (swap, delivery-delay alternative, car slider), and
 * the AI search (account.md §2 Site links, §3, §5, §7, §8, §9).
 */

interface Group {
  slug: string;
}

/** The groups `GET api/cars` answers for a query: what the page must show. */
async function apiGroups(page: Page, query: string): Promise<string[]> {
  const response = await page.request.get(`/portal/api/cars?${query}`);
  expect(response.status(), query).toBe(200);
  const body = (await response.json()) as { groups: Group[] };
  return body.groups.map((group) => group.slug);
}

async function shownGroups(page: Page): Promise<string[]> {
  const results = page.getByTestId("car-results");
  await expect(results).toBeVisible();
  return results.locator("[data-car-group]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-car-group") ?? ""));
}

/** A Berlin calendar day (YYYY-MM-DD) of an instant or a day, moved by `days`. */
function berlinDay(value: string | Date, days = 0): string {
  const day =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value
      : new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date(value));
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function alternativeWindow(preferred: string): { from: string; to: string } {
  const today = runDay();
  const opened = berlinDay(preferred, -5);
  const from = opened > today ? opened : today;
  return { from, to: berlinDay(from, 14) };
}

const SITE_LINKS: [string, string, string, string][] = [
  ["subscribe", "", "Alle Autos im Abo", "All cars to subscribe"],
  ["subscribe/elektro", "fuel=electric", "Elektroautos im Abo", "Electric cars to subscribe"],
  ["subscribe/suv", "body_type=suv", "SUV im Abo", "SUVs to subscribe"],
  ["subscribe/12-monate", "term=12", "Auto-Abo für 12 Monate", "Car subscription for 12 months"],
  ["subscribe/14-days", "term=14-days", "Auto-Abo für 14 Tage", "Car subscription for 14 days"],
  ["subscribe/deals", "on_offer=true", "Angebote im Auto-Abo", "Car subscription deals"],
];

test.describe("car search site links", () => {
  for (const [path, query, german, english] of SITE_LINKS) {
    test(`/${path} shows the cars of its preset, grouped by brand-model, at most 9 (de-DE and en-US)`, async ({ page }) => {
      const expected = await apiGroups(page, query);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThanOrEqual(9);
      // Entered as the portal links it, outside the base path.
      await page.goto(`/de-DE/${path}`);
      await expect(page).toHaveURL(new RegExp(`/portal/de-DE/${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: german })).toBeVisible();
      expect(await shownGroups(page)).toEqual(expected);
      await page.goto(`/portal/en-US/${path}`);
      await expect(page.getByRole("heading", { level: 1, name: english })).toBeVisible();
      expect(await shownGroups(page)).toEqual(expected);
    });
  }

  test("a brand-model page (the car slider's links) lists that model's trims", async ({ page }) => {
    await page.goto("/de-DE/subscribe/volkswagen-id3");
    const cards = page.getByTestId("car-results").locator("[data-car]");
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText("Volkswagen ID.3");
    await expect(cards.first().getByRole("link", { name: /Anfrage für Volkswagen ID\.3 .* senden/ })).toHaveAttribute(
      "href",
      "/portal/de-DE/contact",
    );
    // A slug naming no model of the catalogue is no page, for a visitor and a customer alike.
    const missing = await page.goto("/portal/de-DE/subscribe/gibt-es-nicht");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/nicht gefunden/i);
  });
});

test.describe("car search filters", () => {
  test("filters go into the URL and the list follows them; a busy state while it loads", async ({ page }) => {
    await page.goto("/portal/de-DE/subscribe");
    const filters = page.getByRole("form", { name: "Filter" });
    const current = page.getByRole("navigation", { name: "Schnellauswahl" }).locator('[aria-current="page"]');
    await expect(current).toHaveText("Alle Autos");
    // Hold the next page's data until the loading state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/portal\/de-DE\/subscribe\?fuel=electric(&|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await filters.getByRole("checkbox", { name: "Elektro" }).check();
    await expect(page.getByRole("status").filter({ hasText: "Autos werden geladen …" })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/portal\/de-DE\/subscribe\?fuel=electric$/);
    await page.unroute(/\/portal\/de-DE\/subscribe\?fuel=electric(&|$)/);
    await expect.poll(() => shownGroups(page)).toEqual(await apiGroups(page, "fuel=electric"));

    // The selection that equals a quick link is that link, not "Alle Autos".
    await expect(current).toHaveText("Elektro");
    await filters.getByRole("checkbox", { name: "SUV" }).check();
    await expect(page).toHaveURL(/\?body_type=suv&fuel=electric$/);
    await expect(current).toHaveCount(0);
    await filters.getByLabel("Höchstpreis im Monat").selectOption("500");
    await expect(page).toHaveURL(/\?body_type=suv&fuel=electric&max_price=500$/);
    await filters.getByRole("checkbox", { name: "Mit Anhängerkupplung" }).check();
    await expect(page).toHaveURL(/\?body_type=suv&fuel=electric&max_price=500&has_hitch=true$/);
    await filters.getByLabel("Sortierung").selectOption("availability");
    await expect(page).toHaveURL(/&sort=availability$/);
    await expect
      .poll(() => shownGroups(page))
      .toEqual(await apiGroups(page, "body_type=suv&fuel=electric&max_price=500&has_hitch=true&sort=availability"));

    // A reload keeps the filters: they live in the URL.
    await page.reload();
    await expect(filters.getByRole("checkbox", { name: "Elektro" })).toBeChecked();
    await expect(filters.getByLabel("Höchstpreis im Monat")).toHaveValue("500");
  });

  test("no matching car: the empty state leads back to all cars (en-US)", async ({ page }) => {
    await page.goto("/portal/en-US/subscribe?fuel=diesel&body_type=kleinwagen");
    const empty = page.getByRole("region", { name: "No matching cars" });
    await expect(empty).toBeVisible();
    await expect(page.getByTestId("car-results")).toContainText("No cars found");
    await empty.getByRole("link", { name: "See all cars" }).click();
    await expect(page).toHaveURL(/\/portal\/en-US\/subscribe$/);
    expect((await shownGroups(page)).length).toBe(9);
  });

  test("a bad filter: the page says so and shows its selection; the API answers 400 with the reason", async ({ page }) => {
    await page.goto("/portal/de-DE/subscribe/suv?max_price=viel");
    await expect(page.getByRole("alert").filter({ hasText: "Ein Filter der Adresse ist ungültig (max_price)" })).toBeVisible();
    expect(await shownGroups(page)).toEqual(await apiGroups(page, "body_type=suv"));
    const bad = await page.request.get("/portal/api/cars?max_price=viel");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: "invalid_request", reason: "max_price must be a whole number." });
    const badFuel = await page.request.get("/portal/api/cars?fuel=kerosene");
    expect(badFuel.status()).toBe(400);
  });
});

test.describe("the portal's links land on the search", () => {
  test("Dora's delivery-delay alternative: the window applied and the voucher note shown", async ({ page }) => {
    await signInAs(page, "dora");
    const deal = (await (await page.request.get("/portal/api/bff/deals/deal-dora-late8")).json()) as { preferred_delivery_date: string };
    // deals.md §4: the search runs from 5 days before the preferred delivery (never before today) for 2 weeks.
    const range = alternativeWindow(deal.preferred_delivery_date);
    const href = `/de-DE/subscribe?available_from=${range.from}&available_to=${range.to}&VoucherCode=${DORA_VOUCHER}`;
    // The modal's own link, while no choice has been made yet (delivery-delay.spec.ts makes one).
    await page.goto("/portal/de-DE/mycars/deal-dora-late8");
    const options = page.getByRole("region", { name: "Deine Lieferung verzögert sich" }).getByRole("button", { name: "Optionen ansehen" });
    if (await options.isVisible()) {
      await options.click();
      const link = page.getByRole("dialog", { name: "Deine Lieferung verzögert sich" }).getByRole("link", { name: "Alternatives Auto buchen" });
      await expect(link).toHaveAttribute("href", href);
    }
    await page.goto(href);
    await expect(page).toHaveURL(/\/portal\/de-DE\/subscribe\?available_from=/);
    const note = page.getByRole("region", { name: "Dein Ersatzauto" });
    await expect(note).toContainText(DORA_VOUCHER);
    const from = range.from.split("-").reverse().join(".");
    await expect(note).toContainText(from);
    expect(await shownGroups(page)).toEqual(await apiGroups(page, `available_from=${range.from}&available_to=${range.to}`));
    // The window stays when a filter changes.
    await page.getByRole("form", { name: "Filter" }).getByRole("checkbox", { name: "Elektro" }).check();
    await expect(page).toHaveURL(new RegExp(`fuel=electric&available_from=${range.from}&available_to=${range.to}&VoucherCode=${DORA_VOUCHER}$`));
    await expect(note).toBeVisible();
  });

  test("Sina's swap: a car already swapped opens no second swap; with the swap's window the note and the window apply", async ({ page }) => {
    await signInAs(page, "sina");
    // Her current car goes on in a same-day swap: its end is decided, so swap_modal opens nothing (deals.md §4).
    await page.goto("/portal/de-DE/mycars/deal-sina-current?modalName=swap_modal");
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars\/deal-sina-current\?modalName=swap_modal$/);

    await page.goto("/de-DE/subscribe?previous_subscription_id=deal-sina-current&available_from=2026-12-20&available_to=2027-01-10");
    await expect(page.getByRole("region", { name: "Dein Autowechsel" })).toContainText("zwischen 20.12.2026 und 10.01.2027");
    expect(await shownGroups(page)).toEqual(await apiGroups(page, "available_from=2026-12-20&available_to=2027-01-10"));
    await page.goto("/portal/en-US/subscribe?previous_subscription_id=deal-sina-current&available_from=2026-12-20&available_to=2027-01-10");
    await expect(page.getByRole("region", { name: "Your car swap" })).toContainText("between 20.12.2026 and 10.01.2027");
  });

  test("swap_modal on an ended subscription opens nothing: no swap is set up for a car not on the road (deals.md §2, §4)", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-ended?modalName=swap_modal");
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Weiter zur Autosuche …")).toHaveCount(0);
    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars\/deal-anna-ended\?modalName=swap_modal$/);
  });

  test("the delivery fee: 249 € for a visitor and a Gold customer, free for loyalty Black (account.md §9)", async ({ page }) => {
    const results = page.getByTestId("car-results");
    await page.goto("/portal/de-DE/subscribe");
    await expect(results.getByText("Lieferung zu dir nach Hause: einmalig 249 €")).toBeVisible();
    // The header's and the page's AI search are two named search landmarks.
    await expectNoAxeViolations(page, "/subscribe");
    await signInAs(page, "gero");
    await page.goto("/portal/de-DE/subscribe");
    await expect(results.getByText("Lieferung zu dir nach Hause: einmalig 249 €")).toBeVisible();
    await page.context().clearCookies();
    await signInAs(page, "bianca");
    await page.goto("/portal/de-DE/subscribe");
    await expect(results.getByText("Lieferung kostenlos – dein Vorteil als Loyalty-Level Black")).toBeVisible();
    await expect(results.getByText(/einmalig 249/)).toHaveCount(0);
    await page.goto("/portal/en-US/subscribe");
    await expect(results.getByText("Free delivery – your Loyalty Black benefit")).toBeVisible();
    // A business customer reads it net of VAT, addressed with "Sie".
    await page.context().clearCookies();
    await signInAs(page, "rolf");
    await page.goto("/portal/de-DE/subscribe");
    await expect(results.getByText("Lieferung an Ihre Wunschadresse: einmalig 209,24 € zzgl. MwSt.")).toBeVisible();
  });

  test("no portal link to /subscribe ends in a 404", async ({ page }) => {
    const hrefs = new Set<string>(["/de-DE/subscribe", "/en-US/subscribe", "/en-DE/subscribe"]);
    for (const key of ["nora", "sina"] as const) {
      await signInAs(page, key);
      for (const locale of ["de-DE", "en-US"]) {
        await page.goto(`/portal/${locale}/mycars`);
        for (const href of await page.locator('a[href*="/subscribe"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
          hrefs.add(href);
      }
      await page.context().clearCookies();
    }
    expect([...hrefs].some((href) => /\/subscribe\/[a-z]/.test(href))).toBe(true);
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.url(), href).toContain("/portal/");
      expect(await response.text(), href).toMatch(/data-car(-group)?=/);
    }
  });
});

/** The search of the page's content (the header holds an AI search of its own). */
function pageSearch(page: Page) {
  return page.locator("main").getByRole("search");
}

test.describe("AI search", () => {
  test("German queries lead to their URL; the field expands and its placeholder rotates", async ({ page }) => {
    await page.goto("/portal/de-DE/subscribe");
    const field = pageSearch(page).getByRole("textbox", { name: "Suche mit KI" });
    await expect(field).toHaveAttribute("data-expanded", "false");
    const first = await field.getAttribute("placeholder");
    expect(first).toBe("Elektro-SUV unter 500 Euro");
    await expect(field).not.toHaveAttribute("placeholder", first!, { timeout: 3000 });
    await field.focus();
    await expect(field).toHaveAttribute("data-expanded", "true");

    await field.fill("Elektro-SUV unter 600 Euro");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/portal\/de-DE\/subscribe\?body_type=suv&fuel=electric&max_price=600$/);
    expect(await shownGroups(page)).toEqual(await apiGroups(page, "body_type=suv&fuel=electric&max_price=600"));
    // The query stays in the field to refine; no quick selection claims the result.
    await expect(pageSearch(page).getByRole("textbox", { name: "Suche mit KI" })).toHaveValue("Elektro-SUV unter 600 Euro");
    await expect(page.getByRole("banner").getByRole("textbox", { name: "Suche mit KI" })).toHaveValue("");
    const quick = page.getByRole("navigation", { name: "Schnellauswahl" });
    await expect(quick.locator('[aria-current="page"]')).toHaveCount(0);

    // Line breaks are stripped (account.md §5).
    await pageSearch(page).getByRole("textbox").fill("Tesla\nModel Y");
    await pageSearch(page).getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\?brand=tesla&model=model-y$/);
  });

  test("English queries in en-US; a query it cannot read says so; an empty one is ignored", async ({ page }) => {
    await page.goto("/portal/en-US/subscribe");
    const search = pageSearch(page);
    const field = search.getByRole("textbox", { name: "Search with AI" });
    const queries: unknown[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/portal/api/ai-search")) queries.push((request.postDataJSON() as { message?: unknown }).message);
    });
    await field.fill("   ");
    await field.press("Enter");

    await field.fill("What is the weather tomorrow?");
    await field.press("Enter");
    await expect(search.getByRole("status")).toHaveText(/We did not understand that/);
    // The empty query, entered first, was never sent: the only request is the second query's.
    expect(queries).toEqual(["What is the weather tomorrow?"]);
    await expect(page).toHaveURL(/\/portal\/en-US\/subscribe$/);

    await field.fill("SUV with a tow bar available now");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/portal\/en-US\/subscribe\?body_type=suv&has_hitch=true&available_to=\d{4}-\d{2}-\d{2}&sort=availability$/);
    await expect(page.getByTestId("car-results").locator("[data-car-group]").first()).toBeVisible();
  });

  test("a failed search is only logged: the page stays as it is", async ({ page }) => {
    await page.goto("/portal/de-DE/subscribe/suv");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route("**/portal/api/ai-search", (route) => route.fulfill({ status: 500, body: "{}" }));
    const field = pageSearch(page).getByRole("textbox");
    await field.fill("Kombi");
    await field.press("Enter");
    await expect.poll(() => errors.some((text) => text.includes("[ai-search]"))).toBe(true);
    await expect(page).toHaveURL(/\/portal\/de-DE\/subscribe\/suv$/);
    await expect(field).toHaveValue("Kombi");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the endpoint answers the §3 shape, is public and refuses bad input", async ({ request }) => {
    const answer = await request.post("/portal/api/ai-search", { data: { message: "Fiat 500e für 14 Tage", locale: "de-DE" } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({
      url: "/de-DE/subscribe?brand=fiat&model=500e&term=14-days",
      total_results: 3,
      not_found: false,
      wrong_prompt: false,
      reason: null,
      help_center: false,
    });
    const none = await request.post("/portal/api/ai-search", { data: { message: "Diesel Kleinwagen", locale: "de-DE" } });
    expect(await none.json()).toMatchObject({ not_found: true, total_results: 0, reason: "no_matching_cars" });
    const help = await request.post("/portal/api/ai-search", { data: { message: "Wie kann ich kündigen?", locale: "de-DE" } });
    expect(await help.json()).toMatchObject({ help_center: true, url: "/portal/de-DE/contact" });
    const empty = await request.post("/portal/api/ai-search", { data: { message: "" } });
    expect(empty.status()).toBe(422);
  });
});
