import { expect, test } from "@playwright/test";

test.describe("security headers", () => {
  for (const [what, path] of [
    ["a content page", "/portal/de-DE"],
    ["the 404 page", "/portal/de-DE/gibt-es-nicht"],
    ["a JSON answer", "/portal/api/bff/deals"],
  ] as const) {
    test(`${what} forbids sniffing, plugins and framing`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"]).toMatch(/base-uri '(self|none)'/);
      // The suite runs the production build: HSTS is on.
      expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
    });
  }

  test("pages run only scripts carrying this response's nonce", async ({ page }) => {
    const response = await page.goto("/portal/de-DE/login");
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const scriptNonces = await page.locator("script[src]").evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    // and the page is interactive under that policy
    await page.getByRole("tab", { name: "Demo-Zugänge" }).click();
    await expect(page.getByRole("button", { name: /^Als .+ anmelden$/ }).first()).toBeVisible();
  });
});
