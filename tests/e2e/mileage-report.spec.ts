import { expect, test, type Locator } from "@playwright/test";
import { signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";
import { runDate } from "./run-clock";

/** The value of a term of a block's facts. */
const fact = (block: Locator, term: string) => block.locator("dt").getByText(term, { exact: true }).locator("xpath=following-sibling::dd[1]");
/** Today as the portal writes a day (DD.MM.YYYY, Berlin). */
const today = () => runDate();

test.describe("mileage report", () => {
  test("a car with a limit of its own refuses a mileage above it, not the default's (deals.md §5 maximum_mileage)", async ({ page }) => {
    await signInAs(page, "fiona");
    await page.goto("/portal/de-DE/mycars/deal-fiona-active/mileage");
    const form = page.getByRole("region", { name: "Kilometerstand melden" });
    const mileage = form.getByLabel("Kilometerstand in km");
    const send = form.getByRole("button", { name: "Kilometerstand senden" });
    await mileage.fill("60001");
    await send.click();
    await expect(form.getByRole("alert")).toHaveText("Die eingegebene Laufleistung überschreitet das zulässige Limit.");
    await expect(send).toBeDisabled();
    // The limit itself passes (not sent: Fiona's readings stay as seeded).
    await mileage.fill("60000");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(send).toBeEnabled();
  });

  test("a customer reports the mileage in one step and sees that the package is exceeded", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-active");
    await page.getByRole("link", { name: "Kilometerstand melden" }).click();
    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars\/deal-anna-active\/mileage$/);

    const form = page.getByRole("region", { name: "Kilometerstand melden" });
    const mileage = form.getByLabel("Kilometerstand in km");
    // deals.md §2 "mileage-report (form, then success or error)": one step, so no step caption, no next.
    await expect(form.getByText(/Schritt \d von/)).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Weiter" })).toHaveCount(0);
    await expect(form.getByRole("checkbox")).toHaveCount(0);

    // deals.md §5: the submit is enabled only once a value is entered.
    const send = form.getByRole("button", { name: "Kilometerstand senden" });
    await expect(send).toBeDisabled();
    // A failed check blocks sending, and says why.
    await mileage.fill("100001");
    await expect(send).toBeEnabled();
    await send.click();
    await expect(form.getByRole("alert")).toHaveText("Die eingegebene Laufleistung überschreitet das zulässige Limit.");
    await expect(mileage).toBeFocused();
    await mileage.fill("12.5");
    await expect(form.getByRole("alert")).toHaveText("Bitte gib eine ganze Zahl ein.");
    await mileage.fill("");
    await expect(form.getByRole("alert")).toHaveText("Dies ist ein Pflichtfeld.");
    await expect(send).toBeDisabled();

    // Written with a thousands point, as a German reader writes it (review H: "15.000" was refused).
    await mileage.fill("9.015");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await send.click();

    const result = page.getByRole("region", { name: "Du fährst mehr als geplant" });
    await expect(result).toContainText(/km pro Monat mehr, als dein Kilometerpaket vorsieht/);
    const excess = /Hochgerechnet fährst du ([\d.]+) km pro Monat mehr/.exec((await result.textContent()) ?? "")?.[1];
    expect(excess).toBeDefined();
    // The recommended package comes along, chosen in the upgrade modal (about 2,250 km a month: 2,500).
    await expect(result.getByRole("link", { name: "Kilometerpaket erhöhen" })).toHaveAttribute(
      "href",
      /^\/portal\/de-DE\/mycars\/deal-anna-active\?modalName=mileage-upgrade&mileagePackage=\d{4}$/,
    );

    // Stored: the latest mileage of the car is the reading just sent, also after a reload.
    await page.reload();
    const latest = await page.request.get("/portal/api/bff/active-fleet?car_id=car-anna-id3");
    expect(await latest.json()).toEqual({ mileage: 9015, maximum_mileage: 100000 });

    // The deal page tells what was just reported, on a desktop and on a phone, in
    // German and in English: today's reading, and the same excess over the 1,500 km package as the
    // outcome above (the handover's reading is no longer the latest).
    const usage = Number(excess!.replace(/\./g, "")) + 1500;
    const day = today();
    const usageDe = new Intl.NumberFormat("de-DE").format(usage);
    const usageEn = new Intl.NumberFormat("en-US").format(usage);
    await expectSameStory(
      page,
      [
        {
          path: portalPath("/mycars/deal-anna-active"),
          check: async (story, locale) => {
            const say = (de: string, en: string) => inLocale(locale, { de, en });
            const block = story.getByRole("region", { name: say("Kilometerstand", "Mileage"), exact: true });
            await expect(fact(block, say("Zuletzt gemeldet", "Last reported"))).toHaveText(say(`9.015 km am ${day}`, `9,015 km on ${day}`));
            await expect(fact(block, say("Hochrechnung", "Projection"))).toHaveText(say(`${usageDe} km pro Monat`, `${usageEn} km a month`));
            await expect(block).toContainText(
              say(
                `Hochgerechnet fährst du ${excess} km pro Monat mehr, als dein Kilometerpaket von 1.500 km pro Monat vorsieht.`,
                `At this rate you drive ${new Intl.NumberFormat("en-US").format(usage - 1500)} km a month more than your mileage plan of 1,500 km a month.`,
              ),
            );
            await expect(block.getByText(say("Bei der Übergabe", "At handover"))).toHaveCount(0);
            await expect(
              fact(story.getByRole("region", { name: say("Vertrag", "Contract"), exact: true }), say("Kilometerpaket", "Mileage plan")),
            ).toHaveText(say("1.500 km/Monat", "1,500 km/month"));
          },
        },
      ],
      { english: "en-US" },
    );
  });

  test("a business customer reports the mileage in 'Sie' and every page tells the same reading, net of VAT", async ({ page }) => {
    // Mareike's Enyaq: 1,500 km a month, 595 € gross (500,00 € net), handed over three months ago at 15 km.
    await signInAs(page, "mareike");
    await page.goto("/portal/de-DE/mycars/deal-mareike-active/mileage");
    const form = page.getByRole("region", { name: "Kilometerstand melden" });
    // About 1,750 km a month since the handover: over the package, the 2,000 km package recommended.
    await form.getByLabel("Kilometerstand in km").fill("5265");
    await form.getByRole("button", { name: "Kilometerstand senden" }).click();

    const result = page.getByRole("region", { name: "Sie fahren mehr als geplant" });
    await expect(result).toContainText(/Hochgerechnet fahren Sie [\d.]+ km pro Monat mehr, als Ihr Kilometerpaket vorsieht\./);
    const excess = /Hochgerechnet fahren Sie ([\d.]+) km pro Monat mehr/.exec((await result.textContent()) ?? "")?.[1];
    expect(excess).toBeDefined();
    // deals.md §6, business prices net of VAT: the extra kilometres at 0.20 € gross each, and the
    // recommended 2,000 km package at the upgrade's net price (21 € for 500 km more, mileage-upgrade.spec).
    const totalExcess = Number(/wären das ([\d.]+) km/.exec((await result.textContent()) ?? "")?.[1]?.replace(/\./g, ""));
    // deals.md §9 money: cents show both digits, a whole amount none ("480 €", never "480,00 €").
    const netCents = Math.round((totalExcess * 20) / 1.19);
    const netCost = new Intl.NumberFormat("de-DE", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: netCents % 100 === 0 ? 0 : 2,
    }).format(netCents / 100);
    await expect(result).toContainText(
      `Bis zum Vertragsende wären das ${new Intl.NumberFormat("de-DE").format(totalExcess)} km und etwa ${netCost} zzgl. MwSt. Mehrkilometerkosten.`,
    );
    await expect(result).toContainText("Mit dem Paket 2.000 km pro Monat für 21 € zzgl. MwSt. mehr im Monat sind Sie auf der sicheren Seite.");
    await expect(result).not.toContainText(/\b(?:du|dein)\b/);

    const usage = Number(excess!.replace(/\./g, "")) + 1500;
    const day = today();
    await expectSameStory(
      page,
      [
        {
          path: portalPath("/mycars/deal-mareike-active"),
          check: async (story, locale) => {
            const say = (de: string, en: string) => inLocale(locale, { de, en });
            const block = story.getByRole("region", { name: say("Kilometerstand", "Mileage"), exact: true });
            await expect(fact(block, say("Zuletzt gemeldet", "Last reported"))).toHaveText(say(`5.265 km am ${day}`, `5,265 km on ${day}`));
            await expect(fact(block, say("Hochrechnung", "Projection"))).toHaveText(
              say(`${new Intl.NumberFormat("de-DE").format(usage)} km pro Monat`, `${new Intl.NumberFormat("en-US").format(usage)} km a month`),
            );
            await expect(block).toContainText(
              say(
                `Hochgerechnet fahren Sie ${excess} km pro Monat mehr, als Ihr Kilometerpaket von 1.500 km pro Monat vorsieht.`,
                `At this rate you drive ${new Intl.NumberFormat("en-US").format(usage - 1500)} km a month more than your mileage plan of 1,500 km a month.`,
              ),
            );
            const contract = story.getByRole("region", { name: say("Vertrag", "Contract"), exact: true });
            await expect(fact(contract, say("Kilometerpaket", "Mileage plan"))).toHaveText(say("1.500 km/Monat", "1,500 km/month"));
          },
        },
      ],
      { english: "en-US", audience: "b2b" },
    );
  });

  test("?modalName=mileage-report opens the report on the deal page as a modal: the reading, the outcome, and the page agrees", async ({ page }) => {
    // deals.md §2 "Mileage modals: mileage-report (form, then success or error)". Otto's ID.3, 100 days on the road.
    await signInAs(page, "otto");
    const latest = (await (await page.request.get("/portal/api/bff/active-fleet?car_id=car-otto-id3")).json()) as { mileage: number };
    const reading = latest.mileage + 400;
    await page.goto("/portal/en-DE/mycars/deal-otto-active?modalName=mileage-report");
    const dialog = page.getByRole("dialog", { name: "Report mileage" });
    await expect(dialog.getByRole("heading", { name: "How far have you driven?" })).toBeVisible();
    await expect(dialog.getByText(/Step \d of/)).toHaveCount(0); // one step
    await dialog.getByLabel("Mileage in km").fill(String(reading));
    await dialog.getByRole("button", { name: "Send mileage" }).click();
    await expect(dialog.getByRole("region", { name: "All within your package" })).toBeVisible();

    // Closed, the query goes, and the deal page's mileage block tells the reading just sent.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/portal\/en-DE\/mycars\/deal-otto-active$/);
    await page.reload();
    const block = page.getByRole("region", { name: "Mileage", exact: true });
    await expect(fact(block, "Last reported")).toHaveText(`${new Intl.NumberFormat("de-DE").format(reading)} km on ${today()}`);
  });

  test("?modalName=mileage-report on an order not yet handed over opens nothing, rather than an empty modal", async ({ page }) => {
    await signInAs(page, "paul");
    await page.goto("/portal/de-DE/mycars/deal-paul-created?modalName=mileage-report");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Kilometerstand melden" })).toHaveCount(0);
    // Its mileage page says why there is nothing to report yet (review H: it was empty but for its heading).
    await page.goto("/portal/de-DE/mycars/deal-paul-created/mileage");
    await expect(page.getByRole("heading", { name: "Dein Auto ist noch nicht bei dir" })).toBeVisible();
    await expect(page.locator("main form")).toHaveCount(0);
  });

  test("a reading below the last one is taken, as a corrected reading (deals.md §5: no lower bound), and becomes the latest", async ({ page }) => {
    await signInAs(page, "bernd");
    const latestOf = async () => (await (await page.request.get("/portal/api/bff/active-fleet?car_id=car-bernd-eqa")).json()) as { mileage: number };
    const last = (await latestOf()).mileage;
    await page.goto("/portal/en-US/mycars/deal-bernd-minib2b/mileage");
    const form = page.getByRole("region", { name: "Report mileage" });
    const send = form.getByRole("button", { name: "Send mileage" });
    await expect(send).toBeDisabled();
    await form.getByLabel("Mileage in km").fill(String(last - 1));
    await send.click();
    await expect(
      page.getByRole("region", { name: /You are driving more than planned|All within your package|Thank you for your report/ }),
    ).toBeVisible();
    expect(await latestOf()).toEqual({ mileage: last - 1, maximum_mileage: 100000 });

    // deals.md §7: the old path /api/deal/{id}/mileage-report is the same endpoint, with its checks (a reading above the maximum).
    const above = { headers: { origin: new URL(page.url()).origin }, data: { current_mileage: 100001 } };
    const legacy = await page.request.post("/portal/api/deal/deal-bernd-minib2b/mileage-report", above);
    expect(legacy.status()).toBe(422);
    expect(await legacy.json()).toMatchObject({ issues: [{ path: "current_mileage", code: "mileage_above_limit" }] });
    // Outside the base path it is sent on with its method and body (308, lib/spec-api-redirects.ts).
    const moved = await page.request.post("/api/deal/deal-bernd-minib2b/mileage-report", { ...above, maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(new URL(moved.headers()["location"] ?? "", page.url()).pathname).toBe("/portal/api/bff/deals/deal-bernd-minib2b/mileage-report");
    const followed = await page.request.post("/api/deal/deal-bernd-minib2b/mileage-report", above);
    expect(followed.status()).toBe(422);
    expect(await latestOf()).toEqual({ mileage: last - 1, maximum_mileage: 100000 });
  });

  test("a failed submission shows the error toast, then the request-error modal with retry, and keeps the form", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-return/mileage");
    let calls = 0;
    await page.route("**/portal/api/bff/deals/deal-anna-return/mileage-report", (route) => (calls++, route.fulfill({ status: 500, body: "{}" })));
    const form = page.getByRole("region", { name: "Kilometerstand melden" });
    await form.getByLabel("Kilometerstand in km").fill("5022");
    await form.getByRole("button", { name: "Kilometerstand senden" }).click();
    // deals.md §8: the error toast with the text from content, then the request-error modal.
    const toast = page.getByRole("alert").filter({ hasText: "Der Kilometerstand konnte nicht gesendet werden." });
    await expect(toast).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Das hat leider nicht geklappt" });
    await expect(dialog).toContainText("Entschuldige bitte");
    await expect(dialog).toContainText("+49 89 1234 5600");
    await expect(dialog.getByRole("link", { name: "Kundenservice anrufen" })).toHaveAttribute("href", /^tel:\+49/);
    await dialog.getByRole("button", { name: "Nochmal versuchen" }).click();
    await expect.poll(() => calls).toBe(2);
    await expect(dialog).toBeVisible(); // the retry failed too: the modal is back
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    // The content's failure message stays above the buttons; what was typed is kept.
    await expect(form.getByText("Der Kilometerstand konnte nicht gesendet werden.")).toBeVisible();
    await expect(form.getByLabel("Kilometerstand in km")).toHaveValue("5022");
  });

  test("in English, a failed report says so in a toast and apologises in the modal", async ({ page }) => {
    await signInAs(page, "sina");
    await page.goto("/portal/en-US/mycars/deal-sina-current/mileage");
    await page.route("**/portal/api/bff/deals/deal-sina-current/mileage-report", (route) => route.abort("connectionrefused"));
    const form = page.getByRole("region", { name: "Report mileage" });
    const send = form.getByRole("button", { name: "Send mileage" });
    await expect(send).toBeDisabled(); // deals.md §5: enabled only once a value is entered
    await form.getByLabel("Mileage in km").fill("4040");
    await send.click();
    await expect(page.getByRole("alert").filter({ hasText: "The mileage could not be sent." })).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Sorry, that did not work" });
    await expect(dialog).toContainText("We're sorry");
    await expect(dialog).toContainText("+49 89 1234 5600");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(form.getByLabel("Mileage in km")).toHaveValue("4040");
  });

  test("a double click on send sends one report, with an Idempotency-Key", async ({ page }) => {
    await signInAs(page, "sina");
    await page.goto("/portal/de-DE/mycars/deal-sina-current/mileage");
    const keys: (string | undefined)[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/mileage-report")) keys.push(request.headers()["idempotency-key"]);
    });
    const form = page.getByRole("region", { name: "Kilometerstand melden" });
    await form.getByLabel("Kilometerstand in km").fill("4031");
    await form.getByRole("button", { name: "Kilometerstand senden" }).dblclick();
    await expect(page.getByRole("region", { name: /Du fährst mehr als geplant|Alles im Rahmen|Danke für die Meldung/ })).toBeVisible();
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("the mileage page of another customer's deal is the 404 page", async ({ page }) => {
    await signInAs(page, "paul");
    const response = await page.goto("/portal/de-DE/mycars/deal-anna-active/mileage");
    expect(response?.status()).toBe(404);
  });
});
