import { expect, test } from "@playwright/test";
import { dealCard, signInAs } from "./helpers";
import { expectSameStory, inLocale, portalPath } from "./journey";

/**
 * The handover change (deals.md §2 handover module, §3 "Handover data", §5, §7, §9): the modal
 * MULTISTEP_EDIT_HANDOVER from the delay banner, and the BFF it calls. These tests move
 * deliveries, so they run after the specs that read the seeded deals (project "writes").
 */
const BFF = "/portal/api/bff/deals";

/** "2027-01-09" → "09.01.2027", as the pages write dates. */
const german = (day: string) => day.slice(0, 10).split("-").reverse().join(".");

interface Metadata {
  availabilities: { date: string; available_slots: { value: string }[] }[];
  fee: number;
  address_changeable: boolean;
}

const handover = (date: string) => ({
  preferred_delivery_date: date,
  street: "Lindenstraße",
  house_number: "9",
  zip: "30159",
  city: "Hannover",
  firstname: "Dora",
  lastname: "Delay",
  phone_number: "+4915112345609",
});

test.describe("handover change", () => {
  test.describe.configure({ mode: "serial" });

  test("the metadata: free outside 11 days, 99 EUR inside; no dates for an island; 11:00 offered", async ({ page }) => {
    await signInAs(page, "paul");
    const free = (await (await page.request.get(`${BFF}/deal-paul-signed/handover-metadata?customer_postcode=50933`)).json()) as Metadata;
    expect(free.fee).toBe(0);
    expect(free.availabilities[0]?.available_slots.map((slot) => slot.value)).toContain("11:00");

    await page.context().clearCookies();
    await signInAs(page, "dora");
    const soon = (await (await page.request.get(`${BFF}/deal-dora-soon/handover-metadata?customer_postcode=30159`)).json()) as Metadata;
    expect(soon.fee).toBe(99);
    expect(soon.address_changeable).toBe(true);
    const island = (await (await page.request.get(`${BFF}/deal-dora-soon/handover-metadata?customer_postcode=25980`)).json()) as Metadata;
    expect(island.availabilities).toEqual([]);
  });

  test("a change inside 11 days costs 99 EUR; an island postcode is refused with a 422", async ({ page }) => {
    await signInAs(page, "dora");
    const soon = (await (await page.request.get(`${BFF}/deal-dora-soon/handover-metadata`)).json()) as Metadata;
    const date = soon.availabilities[0]!.date;
    const fee = await page.request.post(`${BFF}/deal-dora-soon/handover-change-fee`, { data: handover(date) });
    expect(await fee.json()).toEqual({ amount: 99 });

    const refused = await page.request.put(`${BFF}/deal-dora-soon/handover`, { data: { ...handover(date), zip: "26548" } });
    expect(refused.status()).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain("postcode_not_deliverable");
  });

  test("in English, a change inside 11 days starts with the intro naming the effort fee; outside it starts with the address", async ({ page }) => {
    await signInAs(page, "dora");
    await page.goto("/portal/en-US/mycars/deal-dora-soon");
    await page.getByRole("region", { name: "Order status" }).getByRole("link", { name: "Change the delivery" }).click();
    await expect(page).toHaveURL(/modalName=MULTISTEP_EDIT_HANDOVER/);
    const dialog = page.getByRole("dialog", { name: "Change the delivery" });
    // Delivery in 6 days: a change costs 99 EUR, so the intro is asked first (deals.md §4 Handover).
    await expect(dialog.getByText("1 of 5")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Before you change anything" })).toBeVisible();
    await expect(dialog).toContainText(/Fee for a change\s*99\s€/);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByRole("textbox", { name: "Street" })).toHaveValue("Lindenstraße");

    // Delivery in 6 weeks: free, no intro.
    await page.goto("/portal/en-US/mycars/deal-dora-change?modalName=MULTISTEP_EDIT_HANDOVER");
    await expect(dialog.getByText("1 of 4")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Street" })).toBeVisible();
  });

  test("four weeks ahead but the car already being prepared: the intro names the short-term fee of 149 EUR", async ({ page }) => {
    await signInAs(page, "paul");
    // Paul's car reached car_ready_for_delivery (deals.md §9 "a short-term change fee … once preparation started").
    await page.goto("/portal/de-DE/mycars/deal-paul-created?modalName=MULTISTEP_EDIT_HANDOVER");
    const dialog = page.getByRole("dialog", { name: "Lieferung ändern" });
    await expect(dialog.getByText("1 von 5")).toBeVisible();
    await expect(dialog).toContainText(/Gebühr für eine Änderung\s*149\s€/);
    await expect(dialog).toContainText("oder dein Auto wird schon für sie vorbereitet");
    expect(await (await page.request.get(`${BFF}/deal-paul-created/handover-metadata`)).json()).toMatchObject({ fee: 149 });
  });

  test("a fleet manager picks one of the company's addresses and contacts (Sie, no intro) and books the change", async ({ page }) => {
    await signInAs(page, "bernd");
    await page.goto("/portal/de-DE/mycars/deal-bernd-ordered?modalName=MULTISTEP_EDIT_HANDOVER");
    const dialog = page.getByRole("dialog", { name: "Lieferung ändern" });
    // Business: the intro step is never asked (deals.md §4 Handover).
    await expect(dialog.getByText("1 von 4")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Straße" })).toHaveValue("Lagerweg");
    await dialog.getByRole("combobox", { name: "Adresse Ihres Unternehmens übernehmen" }).fill("Hermannstraße 214, Laderampe Tor 3, 12049 Berlin");
    await expect(dialog.getByRole("textbox", { name: "Straße" })).toHaveValue("Hermannstraße");
    await expect(dialog.getByRole("textbox", { name: "Hausnummer" })).toHaveValue("214");
    await expect(dialog.getByRole("textbox", { name: "PLZ" })).toHaveValue("12049");
    await expect(dialog.getByRole("textbox", { name: "Adresszusatz (optional)" })).toHaveValue("Laderampe Tor 3");
    await dialog.getByRole("button", { name: "Weiter" }).click();
    await expect(dialog.getByRole("combobox", { name: "Liefertermin" }).locator("option")).not.toHaveCount(0);
    await dialog.getByRole("button", { name: "Weiter" }).click();
    await expect(dialog.getByRole("textbox", { name: "Vorname" })).toHaveValue("Dana");
    await dialog.getByRole("combobox", { name: "Kontakt aus Ihrem Unternehmen übernehmen" }).fill("Bernd Business, +4930609876500");
    await expect(dialog.getByRole("textbox", { name: "Vorname" })).toHaveValue("Bernd");
    await expect(dialog.getByRole("textbox", { name: "Nachname" })).toHaveValue("Business");
    await dialog.getByRole("button", { name: "Weiter" }).click();
    // Three weeks ahead: outside the 11 days, the change is free (§9).
    await expect(dialog).toContainText(/Gebühr für diese Änderung\s*kostenlos/);
    await expect(dialog).toContainText("Hermannstraße");
    await dialog.getByRole("button", { name: "Änderung verbindlich buchen" }).click();
    await expect(page.getByText("Ihr Liefertermin ist bestätigt")).toBeVisible();
    await expect(dialog).not.toContainText(/\b(du|dein|deine)\b/i);

    const stored = (await (await page.request.get(`${BFF}/deal-bernd-ordered/handover`)).json()) as {
      address: { street: string; address_extra: string };
      planned_delivery_date: string;
    };
    expect(stored.address).toMatchObject({ street: "Hermannstraße", address_extra: "Laderampe Tor 3" });

    // The journey as a business customer: the deal page's order status names the booked day
    // as the planned one and as the wish, in "Sie" on the German page.
    const booked = german(stored.planned_delivery_date);
    await expectSameStory(
      page,
      [
        {
          path: portalPath("/mycars/deal-bernd-ordered"),
          check: async (story, locale) => {
            const say = (de: string, en: string) => inLocale(locale, { de, en });
            const order = story.getByRole("region", { name: say("Bestellstatus", "Order status"), exact: true });
            const fact = (term: string) => order.locator("dt").getByText(term, { exact: true }).locator("xpath=following-sibling::dd[1]");
            await expect(fact(say("Geplanter Liefertermin", "Planned delivery date"))).toHaveText(booked);
            await expect(fact(say("Ihr Wunschtermin", "Your preferred date"))).toHaveText(booked);
          },
        },
      ],
      { audience: "b2b" },
    );
  });

  test("a stored change is there after a reload, twice stores the same, and the delay banner goes", async ({ page }) => {
    await signInAs(page, "dora");
    const soon = (await (await page.request.get(`${BFF}/deal-dora-late8/handover-metadata`)).json()) as Metadata;
    const date = soon.availabilities[1]!.date;
    const headers = { "idempotency-key": "dora-late8-handover" };
    const first = await page.request.put(`${BFF}/deal-dora-late8/handover`, { data: { ...handover(date), slot: "14:00" }, headers });
    const second = await page.request.put(`${BFF}/deal-dora-late8/handover`, { data: { ...handover(date), slot: "14:00" }, headers });
    expect(first.status()).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    const stored = (await (await page.request.get(`${BFF}/deal-dora-late8/handover`)).json()) as {
      preferred_delivery_date: string;
      slot: { value: string };
    };
    expect(stored).toMatchObject({ preferred_delivery_date: date, planned_delivery_date: date, slot: { value: "14:00" } });

    // The delivery is booked for the chosen day, planned and preferred alike: the delay option
    // "change the delivery date" was taken, so the banner goes (deals.md §4).
    await page.goto("/portal/de-DE/mycars/deal-dora-late8");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Bestellstatus" })).toContainText("14:00-15:00");
    await expect(page.getByRole("region", { name: "Deine Lieferung verzögert sich" })).toHaveCount(0);
  });

  test("a handover that is not changeable is refused with a 409", async ({ page }) => {
    await signInAs(page, "dora");
    const meta = (await (await page.request.get(`${BFF}/deal-dora-late15/handover-metadata`)).json()) as Metadata;
    expect(meta.address_changeable).toBe(false);
    await page.goto("/portal/de-DE/mycars/deal-dora-late15");
    await expect(page.getByRole("region", { name: "Bestellstatus" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Lieferung ändern" })).toHaveCount(0);
    const refused = await page.request.put(`${BFF}/deal-dora-late15/handover`, { data: handover(meta.availabilities[0]!.date) });
    expect(refused.status()).toBe(409);
    // A mailed link to the change says so at once instead of walking through steps it then refuses.
    for (const [locale, text] of [
      ["de-DE", "Deine Lieferung kannst du hier nicht ändern."],
      ["en-US", "Your delivery cannot be changed here."],
    ] as const) {
      await page.goto(`/portal/${locale}/mycars/deal-dora-late15?modalName=MULTISTEP_EDIT_HANDOVER`);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(text);
      await expect(dialog.getByRole("button", { name: /^(Weiter|Continue)$/ })).toHaveCount(0);
    }
  });

  test("a late customer moves the delivery from the delay banner: address, date at the booked 11:00, contact, a free change; the delay banner and its credit go (deals.md §4)", async ({
    page,
  }) => {
    await signInAs(page, "dora");
    const seeded = (await (await page.request.get(`${BFF}/deal-dora-change`)).json()) as { planned_delivery_date: string };
    const carReady = seeded.planned_delivery_date.slice(0, 10);
    await page.goto("/portal/de-DE/mycars/deal-dora-change");
    await page.getByRole("region", { name: "Deine Lieferung verzögert sich" }).getByRole("button", { name: "Optionen ansehen" }).click();
    await page.getByRole("link", { name: "Liefertermin ändern" }).click();
    await expect(page).toHaveURL(/modalName=MULTISTEP_EDIT_HANDOVER/);
    const dialog = page.getByRole("dialog", { name: "Lieferung ändern" });
    await expect(dialog.getByText("1 von 4")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Straße" })).toHaveValue("Lindenstraße");
    await dialog.getByRole("button", { name: "Weiter" }).click();
    const date = dialog.getByRole("combobox", { name: "Liefertermin" });
    await expect(date.locator("option")).not.toHaveCount(0);
    await expect(dialog.getByRole("combobox", { name: "Uhrzeit" })).toHaveValue("11:00");
    // Nothing before the car is there.
    expect(((await date.locator("option").first().getAttribute("value")) ?? "").slice(0, 10) >= carReady).toBe(true);
    const last = await date.locator("option").last().getAttribute("value");
    await date.selectOption(last ?? "");
    await dialog.getByRole("button", { name: "Weiter" }).click();
    await expect(dialog.getByRole("textbox", { name: "Vorname" })).toHaveValue("Dora");
    await dialog.getByRole("button", { name: "Weiter" }).click();
    // The last date is weeks ahead: outside the 11 days, free (§9).
    await expect(dialog).toContainText(/Gebühr für diese Änderung\s*kostenlos/);
    await dialog.getByRole("button", { name: "Änderung verbindlich buchen" }).click();
    await expect(page.getByText("Dein Liefertermin ist bestätigt")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).not.toHaveURL(/modalName/);
    // The planned date is the chosen one now and the customer's wish: the delay option "change the
    // delivery date" was taken, so the banner and its credit go (deals.md §4: the banner shows only
    // while the planned date differs from the preferred one). Every page tells the booked day.
    const booked = german(last ?? "");
    await expectSameStory(page, [
      {
        path: portalPath("/mycars/deal-dora-change"),
        check: async (p, locale) => {
          await expect(p.getByRole("region", { name: inLocale(locale, { de: "Bestellstatus", en: "Order status" }) })).toContainText(
            new RegExp(`${inLocale(locale, { de: "Geplanter Liefertermin", en: "Planned delivery date" })}\\s*${booked.replace(/\./g, "\\.")}`),
          );
          await expect(
            p.getByRole("region", { name: inLocale(locale, { de: "Deine Lieferung verzögert sich", en: "Your delivery is delayed" }) }),
          ).toHaveCount(0);
          await expect(p.getByText(/62,90\s€/)).toHaveCount(0);
        },
      },
      {
        path: portalPath("/mycars"),
        check: async (p, locale) => {
          await expect(dealCard(p, "deal-dora-change")).toContainText(
            inLocale(locale, { de: "Abo wird vorbereitet", en: "Subscription being prepared" }),
          );
        },
      },
    ]);
    // The credit is no longer on offer: the BFF refuses the keep-car choice.
    const refused = await page.request.post(`${BFF}/deal-dora-change/delivery-delay-choice`, {
      data: { choice: "keep_car", locale: "de-DE" },
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect(refused.status()).toBe(409);
  });
});
