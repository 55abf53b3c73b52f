import { expect, test } from "@playwright/test";
import { signInAs } from "./helpers";

const SPOOF_HEADERS: Record<string, string>[] = [{}, { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" }, { "x-nextjs-data": "1" }];

test.describe("access to account pages and data (issue 5)", () => {
  for (const headers of SPOOF_HEADERS) {
    const label = Object.keys(headers)[0] ?? "no extra";
    test(`without a session an account page redirects to sign-in, with ${label} headers`, async ({ request }) => {
      const response = await request.get("/portal/de-DE/mycars/deal-anna-active", { headers, maxRedirects: 0 });
      expect([302, 307]).toContain(response.status());
      expect(response.headers().location).toBe("/portal/de-DE?login=true&next=%2Fde-DE%2Fmycars%2Fdeal-anna-active");
      const data = await request.get("/portal/api/bff/deals/deal-anna-active", { headers });
      expect(data.status()).toBe(401);
    });
  }

  test("another customer's deal page and data are not found, spoof headers or not", async ({ page }) => {
    await signInAs(page, "paul");
    for (const headers of SPOOF_HEADERS) {
      await page.setExtraHTTPHeaders(headers);
      expect((await page.goto("/portal/de-DE/mycars/deal-anna-active"))?.status()).toBe(404);
      await expect(page.getByText("Anna")).toHaveCount(0);
      const data = await page.request.get("/portal/api/bff/deals/deal-anna-active", { headers });
      expect(data.status()).toBe(404);
    }
  });

  test("a write from another site is refused and the session cookie is HttpOnly and SameSite=Lax", async ({ page, context }) => {
    await signInAs(page, "anna");
    const cookie = (await context.cookies()).find((candidate) => candidate.name.endsWith("session_token"));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/portal" });
    const forged = await page.request.post("/portal/api/bff/deals/deal-anna-active/mileage-report", {
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      data: { current_mileage: 50_000 },
    });
    expect(forged.status()).toBe(403);
  });
});
