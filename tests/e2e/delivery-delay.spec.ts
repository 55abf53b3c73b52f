import { expect, test } from "@playwright/test";
import { signInAs } from "./helpers";
import { delayVoucherCode } from "../../src/features/delivery/rules/delay-voucher";

/** The voucher of Dora's 8-days-late car (deals.md §4 alternative car). */
const DORA_VOUCHER = delayVoucherCode("deal-dora-late8");

/** deals.md §2 "delay alternatives modal", §4 "Delay options", §9 "Delay credit" (persona Dora Delay). */
test.describe("delivery delay alternatives", () => {
  test.describe.configure({ mode: "serial" });

  test("8+ days late: all three options; a failed choice shows the request-error modal, a kept car the success modal with 10 %", async ({ page }) => {
    await signInAs(page, "dora");
    await page.goto("/portal/de-DE/mycars/deal-dora-late8");
    const banner = page.getByRole("region", { name: "Deine Lieferung verzögert sich" });
    // 10 days late: 10 % of the 599 € monthly rate.
    await expect(banner).toContainText(/schreiben wir dir 59,90\s€ gut/);
    await banner.getByRole("button", { name: "Optionen ansehen" }).click();
    const modal = page.getByRole("dialog", { name: "Deine Lieferung verzögert sich" });
    const alternative = modal.getByRole("link", { name: "Alternatives Auto buchen" });
    await expect(alternative).toHaveAttribute(
      "href",
      new RegExp(`^/de-DE/subscribe\\?available_from=\\d{4}-\\d{2}-\\d{2}&available_to=\\d{4}-\\d{2}-\\d{2}&VoucherCode=${DORA_VOUCHER}$`),
    );
    await expect(modal.getByRole("link", { name: "Liefertermin ändern" })).toHaveAttribute("href", "?modalName=MULTISTEP_EDIT_HANDOVER");
    await expect(modal).toContainText(/Behalte dein Auto: Wir schreiben dir 59,90\s€ gut/);

    // Failure path (deals.md §8): the request-error modal, nothing stored.
    await page.route("**/deals/deal-dora-late8/delivery-delay-choice", (route) => route.fulfill({ status: 500, body: "{}" }));
    await modal.getByRole("button", { name: "Auto behalten" }).click();
    const error = page.getByRole("dialog", { name: "Das hat leider nicht geklappt" });
    await expect(error).toBeVisible();
    await page.unroute("**/deals/deal-dora-late8/delivery-delay-choice");
    await error.getByRole("button", { name: "Nochmal versuchen" }).click();

    const success = page.getByRole("dialog", { name: "Danke für deine Entscheidung" });
    await expect(success).toContainText(/Wir schreiben dir 59,90\s€ gut/);
    await success.getByRole("button", { name: "Schließen" }).first().click();

    // The choice is stored (§4): after a reload the banner says what was chosen and offers nothing more.
    await page.reload();
    await expect(banner).toContainText(
      /Du hast dich entschieden, dein Auto zu behalten\. Es kommt zum neuen Liefertermin, und wir schreiben dir 59,90\s€ gut\./,
    );
    await expect(banner.getByRole("button", { name: "Optionen ansehen" })).toHaveCount(0);
    // …and no longer offers the credit "if you keep it" beside the answer.
    await expect(banner).not.toContainText("trotzdem behältst");
  });

  test("the choice is stored once: a second choice conflicts, the same request with one key answers the first again", async ({ page }) => {
    await signInAs(page, "dora");
    const path = "/portal/api/bff/deals/deal-dora-late8/delivery-delay-choice";
    const again = await page.request.post(path, { data: { choice: "keep_car" }, headers: { "idempotency-key": "dora-late8-second" } });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ code: "delay_choice_already_made" });
  });

  test("15+ days late, in English: only keeping the car, with 20 %; the same request twice with one key stores once", async ({ page }) => {
    await signInAs(page, "dora");
    await page.goto("/portal/en-DE/mycars/deal-dora-late15");
    const banner = page.getByRole("region", { name: "Your delivery is delayed" });
    // 20 days late: 20 % of the 649 € monthly rate.
    await expect(banner).toContainText(/we will credit you 129,80\s€/);
    await banner.getByRole("button", { name: "See your options" }).click();
    const modal = page.getByRole("dialog", { name: "Your delivery is delayed" });
    await expect(modal.getByRole("button", { name: "Keep the car" })).toBeVisible();
    // Not changeable, and the alternative car opens only 5 days before the delivery (§4).
    await expect(modal.getByRole("link")).toHaveCount(0);
    // One way to go today: the modal does not ask to choose, and names the day the alternative car
    // comes, 5 days before the wished delivery ("Wähle, wie es weitergehen soll" over one option).
    const deal = (await (await page.request.get("/portal/api/bff/deals/deal-dora-late15")).json()) as { preferred_delivery_date: string };
    const opens = new Date(`${deal.preferred_delivery_date.slice(0, 10)}T12:00:00Z`);
    opens.setUTCDate(opens.getUTCDate() - 5);
    const [year, month, day] = opens.toISOString().slice(0, 10).split("-");
    await expect(modal.getByText("We are sorry your car comes later. This is what you can do now:")).toBeVisible();
    await expect(modal).not.toContainText("Choose how to go on");
    await expect(modal).toContainText(`From ${day}.${month}.${year} you can also book an alternative car available within the two weeks after.`);

    const path = "/portal/api/bff/deals/deal-dora-late15/delivery-delay-choice";
    const headers = { "idempotency-key": "dora-late15-keep" };
    const first = await page.request.post(path, { data: { choice: "keep_car", locale: "en-DE" }, headers });
    const second = await page.request.post(path, { data: { choice: "keep_car", locale: "en-DE" }, headers });
    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await first.json()).toMatchObject({ choice: "keep_car", credit: 129.8 });
    const other = await page.request.post(path, { data: { choice: "keep_car" }, headers: { "idempotency-key": "dora-late15-other" } });
    expect(other.status()).toBe(409);
  });
});
