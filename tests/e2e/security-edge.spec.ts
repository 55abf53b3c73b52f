import { request as httpRequest } from "node:http";
import { expect, test, type APIResponse } from "@playwright/test";
import { signInAs } from "./helpers";

/**
 * The edge of the production server: what it answers before, around
 * and outside Next's routes. Each of the probe's URLs once answered 500 or went without the
 * security headers.
 */

const LOCKED_DOWN = "default-src 'none'";

function expectSecurityHeaders(response: APIResponse, what: string, policy = LOCKED_DOWN) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"], what).toContain(policy);
  expect(headers["content-security-policy"], what).toContain("object-src 'none'");
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  // The suite runs the production build: HSTS is on.
  expect(headers["strict-transport-security"], what).toMatch(/^max-age=\d+; includeSubDomains$/);
}

test.describe("the edge of the production server", () => {
  for (const [path, type] of [
    ["/portal/api/bff/deals/%ff", "application/json"],
    ["/portal/api/auth/%ff", "application/json"],
    ["/portal/api/cars/%ff", "application/json"],
    ["/portal/_next/static/%ff", "text/plain"],
    ["/portal/de-DE/%E0%A4%A", "text/plain"],
  ] as const) {
    test(`refuses the malformed percent-encoding of ${path} with 400 and the security headers, signed out`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
      expect(response.headers()["content-type"]).toContain(type);
      expectSecurityHeaders(response, path);
      if (type === "application/json") expect(await response.json()).toEqual({ error: "invalid_request", reason: expect.any(String) });
    });
  }

  for (const length of [2_100, 4_000, 8_000]) {
    test(`refuses a URL of ${length} characters with 414 before any work`, async ({ request }) => {
      for (const prefix of ["/portal/de-DE/", "/portal/api/bff/deals/"]) {
        const path = prefix + "a".repeat(length - prefix.length);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), prefix).toBe(414);
        expectSecurityHeaders(response, prefix);
      }
    });
  }

  test("a page path of 2,000 raw quotes, three times longer in the render's Link header, is answered, not a 500", async ({ baseURL }) => {
    // The page cache's loopback render read that header (an alternate link per locale, each quote
    // as %22) with Node's 16 KiB limit: HPE_HEADER_OVERFLOW, a 500. Raw quotes need node:http: a
    // URL parser would encode them. The answer carries the same long header, hence the client's limit.
    const { hostname, port } = new URL(baseURL ?? "");
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest({ hostname, port, path: `/portal/de-DE/subscribe/${'"'.repeat(2000)}`, maxHeaderSize: 256 * 1024 }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      sent.on("error", reject);
      sent.end();
    });
    // A car search below /subscribe/ takes any segment: the page is rendered for this path.
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
  });

  test("the image optimizer is off: /_next/image is a 404 with the security headers, whatever it names", async ({ request }) => {
    for (const url of ["/portal/favicon.ico", "/portal/cars/vw-id3.svg", "/portal/de-DE"]) {
      const response = await request.get(`/portal/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expectSecurityHeaders(response, url);
    }
  });

  for (const [path, status] of [
    ["/", 404],
    ["/_next/image?url=/portal/favicon.ico&w=64&q=75", 404],
    ["/de-DE/subscribe", 307],
    ["/de-DE/kaufen", 308],
  ] as const) {
    test(`answers ${path} outside the base path with the security headers`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expectSecurityHeaders(response, path);
    });
  }

  test("a path no page answers is served the locale's not-found copy from the page cache, not rendered for itself", async ({ request }) => {
    // The copy is rendered once per locale from a path of its own (`_not-found`), so an answer
    // made for the visitor's path would name that path in its router state, and a copy does not.
    const bodies: string[] = [];
    for (const path of [`/portal/de-DE/unknown-${Date.now()}`, `/portal/de-DE/unknown-${Date.now()}-b/c`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response, path, "'strict-dynamic'");
      const html = await response.text();
      expect(html, path).toContain("Seite nicht gefunden");
      // Its declared content: in the RSC payload, since Next answers a 404 with an error shell.
      expect(html, path).toContain("portal-content-version");
      expect(html, path).toContain("_not-found");
      expect(html, path).not.toContain("unknown-");
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      expect(nonce).not.toBe("");
      bodies.push(html.replaceAll(nonce, "N"));
    }
    expect(bodies[1]).toBe(bodies[0]);
    // A request the page cache does not take (a query) is still rendered for itself.
    const rendered = await request.get("/portal/de-DE/unknown-with-query?x=1");
    expect(rendered.status()).toBe(404);
    expect(await rendered.text()).toContain("unknown-with-query");
  });

  test("a signed-in customer's unknown paths are served one not-found copy of their session: their header, no path of theirs", async ({ page }) => {
    // docs/performance.md "Private cache": one render per session and locale, not one per unknown path.
    await signInAs(page, "anna");
    const bodies: string[] = [];
    for (const path of [`/portal/de-DE/unknown-${Date.now()}`, `/portal/de-DE/unknown-${Date.now()}-b/c`]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response, path, "'strict-dynamic'");
      const html = await response.text();
      expect(html, path).toContain("Seite nicht gefunden");
      expect(html, path).toContain("Anna Aktiv");
      expect(html, path).not.toContain("unknown-");
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      expect(nonce).not.toBe("");
      bodies.push(html.replaceAll(nonce, "N"));
    }
    expect(bodies[1]).toBe(bodies[0]);
    // Another customer's deal is a page, not an unknown path: it sends to /404 (deals.md §7), which is one.
    const foreign = await page.request.get("/portal/de-DE/mycars/deal-paul-created", { maxRedirects: 0 });
    expect(foreign.status()).toBe(307);
    expect(foreign.headers()["location"]).toMatch(/\/de-DE\/404$/);
  });

  test("the not-found page names the site in its locale's language", async ({ request }) => {
    // An English 404 was titled "Mein Auto-Abo" (review round 15).
    for (const [locale, title, heading] of [
      ["de-DE", "Mein Auto-Abo", "Seite nicht gefunden"],
      ["en-US", "My car subscription", "Page not found"],
      ["en-DE", "My car subscription", "Page not found"],
    ] as const) {
      const html = await (await request.get(`/portal/${locale}/unknown-title-${Date.now()}`)).text();
      expect(html, locale).toContain(`<title>${title}</title>`);
      expect(html, locale).toContain(heading);
    }
  });
});
