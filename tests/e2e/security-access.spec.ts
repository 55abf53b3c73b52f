import { expect, test } from "@playwright/test";
import { signInAs } from "./helpers";

const SPOOF_HEADERS: Record<string, string>[] = [
  {},
  { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" },
  { "x-nextjs-data": "1" },
];

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

  // The gate must not depend on how the path is spelled.
  for (const [path, next] of [
    ["/portal/de-DE/myaccount%2Finvoices", "/de-DE/myaccount/invoices"],
    ["/portal/de-DE/myaccount%2finvoices", "/de-DE/myaccount/invoices"],
    ["/portal/de-DE/myaccount%5Cinvoices", "/de-DE/myaccount/invoices"],
    ["/portal/de-DE/%6Dyaccount/invoices", "/de-DE/myaccount/invoices"],
    ["/portal/de-DE/%2Fmycars%2Fdeal-anna-active", "/de-DE/mycars/deal-anna-active"],
  ] as const) {
    test(`without a session ${path} redirects to sign-in`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([302, 307]).toContain(response.status());
      expect(response.headers().location).toBe(`/portal/de-DE?login=true&next=${encodeURIComponent(next)}`);
    });
  }

  test("account pages check the session themselves: a forged session cookie passes the proxy, not the page", async ({ request }) => {
    for (const path of ["/portal/de-DE/myaccount/invoices", "/portal/de-DE/mycars/deal-anna-active", "/portal/de-DE/%6Dycars"]) {
      const response = await request.get(path, { headers: { cookie: "better-auth.session_token=forged.value" }, maxRedirects: 0 });
      expect([302, 303, 307], path).toContain(response.status());
      expect(response.headers().location, path).toMatch(/^\/portal\/de-DE\?login=true&next=/);
    }
  });

  test("a signed-in customer gets the account page under its own spelling only; an encoded slash is a 404", async ({ page }) => {
    await signInAs(page, "anna");
    expect((await page.goto("/portal/de-DE/myaccount/invoices"))?.status()).toBe(200);
    expect((await page.goto("/portal/de-DE/myaccount%2Finvoices"))?.status()).toBe(404);
  });

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

  test("a company car's business forms are not found for a private customer, her own car's either; the portal's page says why", async ({ page }) => {
    // Review round 15: Anna typed the business form's address and got it for her private car, in "Sie".
    await signInAs(page, "anna");
    for (const form of ["report-damage-page", "schedule-service-page"]) {
      expect((await page.goto(`/portal/de-DE/b2b/deal-anna-active/${form}`))?.status(), form).toBe(404);
      await expect(page.locator("main")).not.toContainText(/Beschreiben Sie|benötigen Sie/);
    }
    // deals.md §2: the business success page of a prolongation (hers is /mycars/{id}/prolongation/thank-you)
    const success = "/portal/de-DE/car/deal-anna-active/prolongation/success?endDate=2027-06-30&price=540&kmPackage=2000&term=12";
    expect((await page.goto(success))?.status()).toBe(404);
    await page.goto("/portal/de-DE/b2b/details");
    await expect(page.locator("main")).toContainText("Das Geschäftskundenportal ist für Geschäftskunden.");
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

  // Crafted paths and sign-in targets are answered, never a 500.
  test("a segment that decodes to % is a 404 page, malformed percent-encoding a 400, both with the security headers", async ({ request }) => {
    for (const [path, status] of [
      ["/portal/de-DE/%25", 404],
      ["/portal/de-DE/login/%25", 404],
      ["/portal/de-DE/%25E0", 404],
      ["/portal/de-DE/a%00b", 404],
      ["/portal/de-DE/%E0%A4%A", 400],
      ["/portal/de-DE/%", 400],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
  });

  test("a control character in next= falls back to the subscriptions list instead of an invalid Location", async ({ page }) => {
    await signInAs(page, "anna");
    for (const next of [
      "%2Fde-DE%2Fmyaccount%0ASet-Cookie%3A%20a%3Db",
      "%2Fde-DE%2Fmyaccount%0D%0A",
      "%2F%0A%2Fevil.example",
      "%2F%09%2Fevil.example",
    ]) {
      const response = await page.request.get(`/portal/de-DE?login=true&next=${next}`, { maxRedirects: 0 });
      expect([302, 303, 307], next).toContain(response.status());
      expect(response.headers().location, next).toBe("/portal/de-DE/mycars");
      expect(response.headers()["set-cookie"] ?? "", next).not.toContain("a=b");
    }
  });
});
