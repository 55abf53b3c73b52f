import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInAs } from "./helpers";

test.describe("downloads", () => {
  test("a document of the vehicle details downloads as a PDF", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/mycars/deal-anna-ended");
    const documents = page.getByRole("region", { name: "Dokumente" });
    const downloading = page.waitForEvent("download");
    await documents.getByRole("link", { name: /Rückgabeprotokoll/ }).click();
    const download = await downloading;
    // Named as the customer reads it, with the car.
    expect(download.suggestedFilename()).toBe("Rückgabeprotokoll-Skoda-Enyaq-HH-AK-303E.pdf");
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(bytes.toString("latin1")).toContain("Anna Aktiv");
  });

  test("en-US: the documents an archive names by their German type are worded in English (issue 36 item 8)", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/en-US/mycars/deal-anna-ended");
    const documents = page.getByRole("region", { name: "Documents" });
    await expect(documents.getByText("Return report", { exact: true })).toBeVisible();
    await expect(documents.getByRole("link", { name: /Return report/ })).toBeVisible();
    await expect(documents).not.toContainText("Rückgabeprotokoll");
  });

  test("an invoice downloads as a PDF named by its number", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/de-DE/myaccount/invoices");
    // With five cars, each invoice names the car it bills, on a desktop and a phone.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const newest = page.getByRole("row").filter({ hasText: "RE-2026-100001" });
      await expect(newest).toContainText("Volkswagen ID.3 Pro S");
      await expect(newest).toContainText("HH-AK 301E");
      await expect(page.getByRole("row").filter({ hasText: "RE-2026-100004" })).toContainText("HH-AK 30");
    }
    const downloading = page.waitForEvent("download");
    await page
      .getByRole("link", { name: /RE-\d{4}-\d+/ })
      .first()
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Rechnung-RE-\d{4}-\d+\.pdf$/);
  });

  test("an invoice downloads in the language of the page it is linked from", async ({ page }) => {
    await signInAs(page, "anna");
    await page.goto("/portal/en-US/myaccount/invoices");
    const downloading = page.waitForEvent("download");
    await page
      .getByRole("link", { name: /RE-\d{4}-\d+/ })
      .first()
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Invoice-RE-\d{4}-\d+\.pdf$/);
    const text = (await readFile((await download.path())!)).toString("latin1");
    expect(text).toMatch(/\(Invoice RE-\d{4}-\d+\) Tj/);
    expect(text).toContain("(Customer: Anna Aktiv \\(customer number");
    expect(text).not.toContain("Rechnung");
  });

  test("another customer's document link is not found", async ({ page }) => {
    await signInAs(page, "paul");
    const response = await page.request.get("/portal/api/bff/deals/deal-anna-ended/documents/deal-anna-ended--return_protocol/file");
    expect(response.status()).toBe(404);
  });
});
