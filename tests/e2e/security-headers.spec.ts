import { expect, test } from "@playwright/test";

test.describe("security headers", () => {
  for (const [what, path] of [
    ["a content page", "/portal/de-DE"],
    ["the 404 page", "/portal/de-DE/gibt-es-nicht"],
    // A dot in the path once skipped the proxy, and so the page's policy
    ["a 404 page of a dotted path", "/portal/de-DE/gibt-es.nicht"],
    ["a 404 page of a path ending like a file", "/portal/de-DE/mycars.js"],
    ["the 400 of a malformed path", "/portal/de-DE/%E0%A4%A"],
    ["a JSON answer", "/portal/api/bff/deals"],
    ["a file of public/", "/portal/cars/vw-id3.svg"],
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

  test("every HTML answer has the page policy with a nonce, dotted paths too", async ({ request }) => {
    for (const path of ["/portal/de-DE", "/portal/de-DE/gibt-es.nicht", "/portal/de-DE/x.js", "/portal/en-US/a.b/c"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["content-type"], path).toContain("text/html");
      expect(response.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    }
  });

  test("a public page from the page cache names one fresh nonce per answer, in its policy, scripts and preload links", async ({
    request: visitor,
  }) => {
    // A visitor without cookies: the page cache answers. Each answer has its own
    // nonce, and the placeholder the cached copy was rendered with appears nowhere.
    const nonces = new Set<string>();
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await visitor.get("/portal/de-DE");
      expect(response.status()).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      expect(nonce).not.toBe("");
      nonces.add(nonce);
      const html = await response.text();
      const named = [...html.matchAll(/nonce="([^"]*)"/g), ...(response.headers().link ?? "").matchAll(/nonce="([^"]*)"/g)].map((found) => found[1]);
      expect(named.length).toBeGreaterThan(3);
      expect(new Set(named)).toEqual(new Set([nonce]));
      expect(html).toContain('<meta name="portal-content-version"');
    }
    expect(nonces.size).toBe(3);
  });

  test("the router's prefetches of public pages get their RSC payload, never the page cache's HTML", async ({ page }) => {
    // Next hides the router's headers from the proxy; an HTML page answered to a prefetch was never
    // read to its end and held a connection, until a later page hung waiting for one.
    const answers: { url: string; type: string }[] = [];
    page.on("response", (response) => {
      if (response.request().headers()["next-router-prefetch"]) answers.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
    });
    await page.goto("/portal/de-DE");
    // A link prefetches on intent (src/ui/link.client.tsx): once hydrated (the header's search waits
    // for it), the pointer on the header's help link.
    await expect(page.getByRole("banner").getByRole("textbox", { name: "Suche mit KI" })).toBeEnabled();
    await page.getByRole("banner").getByRole("link", { name: "Hilfe" }).hover();
    await expect.poll(() => answers.filter((answer) => answer.url.includes("/de-DE/contact")).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.type.startsWith("text/html"))).toEqual([]);
  });

  test("Next's internal x-middleware-rewrite header never reaches the client", async ({ request }) => {
    for (const path of [
      "/portal/de-DE",
      "/portal/de-DE/login",
      "/portal/en-US",
      "/portal/de-DE/gibt-es-nicht",
      "/portal/de-DE/%6Cogin",
      "/portal/de-DE/mycars",
      "/portal",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(
        Object.keys(response.headers()).filter((name) => name.startsWith("x-middleware")),
        path,
      ).toEqual([]);
    }
  });

  test("pages run only scripts carrying this response's nonce", async ({ page }) => {
    const response = await page.goto("/portal/de-DE/login");
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    // Every script the server wrote into the page carries the nonce. Chunks the runtime inserts
    // later (a module's client part through next/dynamic) carry none: 'strict-dynamic' trusts what
    // a trusted script inserts, so the DOM is the wrong place to look for them.
    const html = (await response?.text()) ?? "";
    const scriptTags = [...html.matchAll(/<script\b[^>]*>/g)].map((found) => found[0]);
    expect(scriptTags.length).toBeGreaterThan(0);
    expect(new Set(scriptTags.map((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? ""))).toEqual(new Set([nonce]));
    // and the page is interactive under that policy
    await page.getByRole("tab", { name: "Demo-Zugänge" }).click();
    await expect(page.getByRole("button", { name: /^Als .+ anmelden$/ }).first()).toBeVisible();
  });
});
