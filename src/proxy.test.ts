import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DRAFT_MODE_COOKIE, PREVIEW_COOKIE, previewToken } from "@/cms/editors/draft-preview";
import type * as publicPages from "@/lib/page-cache/public-pages.server";
import { renderSecrets } from "@/lib/page-cache/public-pages.server";
import proxy, { config } from "./proxy";

// The page cache renders a missing page by asking this server over loopback; here a stand-in
// answers as the server would: the page with the placeholder nonce on its scripts.
const renderForCache = vi.hoisted(() => vi.fn());
vi.mock("@/lib/page-cache/public-pages.server", async (importOriginal) => ({
  ...(await importOriginal<typeof publicPages>()),
  renderForCache,
}));

// The published slugs, by which the page cache knows a path no page answers;
// unknown paths and their shared not-found copy are front-door.test.ts's.
vi.mock("@/cms/get-page.server", () => ({ getPublishedSlugs: async () => ["", "hilfe"] }));

const ORIGIN = "http://localhost:3000";

/** Next's own compiler of `config.matcher`, missing from its type declarations. */
const { getMiddlewareMatchers } = createRequire(import.meta.url)("next/dist/build/analysis/get-page-static-info") as {
  getMiddlewareMatchers: (matcher: string[], nextConfig: { basePath: string }) => { regexp: string }[];
};

function request(path: string, cookies: Record<string, string> = {}): NextRequest {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  return new NextRequest(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, nextConfig: { basePath: "/portal" } });
}

/** The cookie header Next hands on to the page, when the proxy changed the request's headers. */
function forwardedCookies(response: Response): string | null {
  return response.headers.get("x-middleware-request-cookie");
}

const SESSION = { "better-auth.session_token": "t" };

describe("proxy", () => {
  afterEach(() => vi.unstubAllEnvs());

  describe("the page cache answers visitors without cookies (issue 11 goal 1)", () => {
    it("renders a public page once and answers each visitor with a nonce of its own", async () => {
      const { placeholderNonce } = renderSecrets();
      renderForCache.mockResolvedValue({
        status: 200,
        headers: [["content-type", "text/html; charset=utf-8"]],
        body: `<script nonce="${placeholderNonce}">1</script><script nonce="${placeholderNonce}" src="/a.js"></script>`,
        version: { tags: ["cms"], readAt: Date.now() },
      });
      const answers = await Promise.all([proxy(request("/portal/en-DE/hilfe")), proxy(request("/portal/en-DE/hilfe", { NEXT_LOCALE: "de-DE" }))]);
      expect(renderForCache).toHaveBeenCalledTimes(1);
      expect(renderForCache).toHaveBeenCalledWith("/portal/en-DE/hilfe", "localhost:3000");
      const nonces = await Promise.all(
        answers.map(async (answer) => {
          const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
          expect(await answer.text()).toBe(`<script nonce="${nonce}">1</script><script nonce="${nonce}" src="/a.js"></script>`);
          return nonce;
        }),
      );
      expect(new Set(nonces).size).toBe(2);
    });

    it("leaves a page whose render for the cache failed to Next: rendered as without the cache, not a 500", async () => {
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      renderForCache.mockRejectedValueOnce(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }));
      const response = await proxy(request("/portal/en-US/hilfe"));
      expect(response.status).toBe(200);
      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(error).toHaveBeenCalledWith("[page-cache] GET /en-US/hilfe answered without the caches", expect.any(Error));
      error.mockRestore();
    });

    it.each([
      ["a session", "/portal/en-DE/hilfe", SESSION],
      ["an editor's cookie", "/portal/en-DE/hilfe", { "portal-developer": "x" }],
      ["a query", "/portal/en-DE/hilfe?login=true", {}],
    ])("renders a request with %s for itself", async (_what, path, cookies) => {
      renderForCache.mockClear();
      const response = await proxy(request(path, cookies));
      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(renderForCache).not.toHaveBeenCalled();
    });

    it("hands the page cache's own render the placeholder, and only with this process's token", async () => {
      const { placeholderNonce, token } = renderSecrets();
      const render = new NextRequest(`${ORIGIN}/portal/de-DE`, { headers: { "x-portal-page-render": token }, nextConfig: { basePath: "/portal" } });
      const response = await proxy(render);
      expect(response.headers.get("x-middleware-request-content-security-policy")).toContain(`'nonce-${placeholderNonce}'`);
      const forged = new NextRequest(`${ORIGIN}/portal/de-DE`, {
        headers: { "x-portal-page-render": "guess", cookie: "better-auth.session_token=t" },
        nextConfig: { basePath: "/portal" },
      });
      expect((await proxy(forged)).headers.get("x-middleware-request-content-security-policy")).not.toContain(placeholderNonce);
    });
  });

  describe("the account gate decides on what the path means (issue 9 item 6)", () => {
    it.each([
      ["/portal/de-DE/myaccount/invoices", "/de-DE/myaccount/invoices"],
      ["/portal/de-DE/myaccount%2Finvoices", "/de-DE/myaccount/invoices"],
      ["/portal/de-DE/myaccount%2finvoices", "/de-DE/myaccount/invoices"],
      ["/portal/de-DE/myaccount%5Cinvoices", "/de-DE/myaccount/invoices"],
      ["/portal/de-DE/%6Dycars", "/de-DE/mycars"],
      ["/portal/de-DE/%2Fmycars", "/de-DE/mycars"],
      ["/portal/de-DE/mycars/deal%20x", "/de-DE/mycars/deal%20x"],
    ])("%s without a session goes to sign-in with next=%s", async (path, next) => {
      const response = await proxy(request(path));
      expect(response.status).toBe(307);
      const location = new URL(response.headers.get("location") ?? "");
      expect(location.pathname).toBe("/portal/de-DE");
      expect(location.searchParams.get("login")).toBe("true");
      expect(location.searchParams.get("next")).toBe(next);
    });

    it.each(["/de-DE/mycars/deal-anna/schedule-service", "/de-DE/mycars/no-deal/schedule-service", "/en-US/mycars/no-deal/schedule-service"])(
      "a service request without a session goes to sign-in (deals.md §6): %s",
      async (path) => {
        const location = new URL((await proxy(request(`/portal${path}`))).headers.get("location") ?? "");
        expect(location.searchParams.get("login")).toBe("true");
        expect(location.searchParams.get("next")).toBe(path);
        expect((await proxy(request(`/portal${path}`, { "better-auth.session_token": "t" }))).headers.get("location")).toBeNull();
      },
    );

    it("lets a customer through to other pages, and a session cookie to account pages", async () => {
      expect((await proxy(request("/portal/de-DE/login", SESSION))).headers.get("location")).toBeNull();
      const withCookie = await proxy(request("/portal/de-DE/myaccount%2Finvoices", { "better-auth.session_token": "t" }));
      expect(withCookie.headers.get("location")).toBeNull();
    });

    it("answers malformed percent-encoding with 400 and the page policy", async () => {
      const response = await proxy(request("/portal/de-DE/%E0%A4%A"));
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/percent-encoding/);
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    });
  });

  describe("x-middleware-rewrite never reaches the client (issue 9 item 10)", () => {
    it.each(["/portal/de-DE", "/portal/de-DE/login", "/portal/en-US/gibt-es-nicht", "/portal/de-DE/%6Dycars-x", "/portal/de-DE/a.b"])(
      "%s is routed as requested, with the locale passed on",
      async (path) => {
        const response = await proxy(request(path, SESSION));
        expect(response.headers.get("x-middleware-rewrite")).toBeNull();
        expect(response.headers.get("x-middleware-next")).toBe("1");
        expect(response.headers.get("x-middleware-request-x-next-intl-locale")).toBe(path.split("/")[2]);
        expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
      },
    );

    it("still sends paths without a locale to one", async () => {
      const response = await proxy(request("/portal/mycars"));
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe(`${ORIGIN}/portal/de-DE/mycars`);
    });
  });

  describe("Next never sees an unsigned draft-mode cookie (issue 9 item 7)", () => {
    const bypass = { [DRAFT_MODE_COOKIE]: "the-build-s-preview-mode-id", other: "kept" };

    it("drops it without a configured secret, whatever else comes along", async () => {
      vi.stubEnv("CONTENTFUL_PREVIEW_SECRET", "");
      const token = await previewToken("guessed", Date.now() + 60_000);
      const response = await proxy(request("/portal/de-DE", { ...bypass, [PREVIEW_COOKIE]: token }));
      expect(forwardedCookies(response)).not.toContain(DRAFT_MODE_COOKIE);
      expect(forwardedCookies(response)).toContain("other=kept");
    });

    it.each([
      ["no preview cookie", async () => null],
      ["one signed with another secret", async () => previewToken("other", Date.now() + 60_000)],
      ["an expired one", async () => previewToken("s3cret", Date.now() - 1)],
    ])("drops it with %s", async (_, token) => {
      vi.stubEnv("CONTENTFUL_PREVIEW_SECRET", "s3cret");
      const value = await token();
      const response = await proxy(request("/portal/de-DE", value ? { ...bypass, [PREVIEW_COOKIE]: value } : bypass));
      expect(forwardedCookies(response)).not.toContain(DRAFT_MODE_COOKIE);
    });

    it("keeps it with a valid preview cookie, and lets Contentful (and the gallery's own frames) frame that page only", async () => {
      vi.stubEnv("CONTENTFUL_PREVIEW_SECRET", "s3cret");
      const token = await previewToken("s3cret", Date.now() + 60_000);
      const response = await proxy(request("/portal/de-DE", { ...bypass, [PREVIEW_COOKIE]: token }));
      expect(forwardedCookies(response)).toContain(`${DRAFT_MODE_COOKIE}=the-build-s-preview-mode-id`);
      expect(response.headers.get("content-security-policy")).toMatch(
        /frame-ancestors 'self' https:\/\/app\.contentful\.com https:\/\/app\.eu\.contentful\.com$/,
      );
      const unsigned = await proxy(request("/portal/de-DE", bypass));
      expect(unsigned.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'$/);
    });
  });

  describe("matcher (issue 9 item 10)", () => {
    const matchers = getMiddlewareMatchers(config.matcher, { basePath: "/portal" });
    const runs = (path: string) => matchers.some((matcher) => new RegExp(matcher.regexp).test(path));

    it.each([
      "/portal",
      "/portal/de-DE",
      "/portal/de-DE/mycars/deal-1",
      "/portal/de-DE/x.js",
      "/portal/de-DE/a.b/c",
      "/portal/robots.txt",
      "/portal/apiary",
    ])("runs for the page path %s, dotted or not", (path) => expect(runs(path)).toBe(true));

    // The benchmark's static yardstick (public/bench/, only during a run) is a file, not a page.
    it.each(["/portal/api/bff/deals", "/portal/api", "/portal/_next/static/chunks/a.js", "/portal/bench/home.html"])("skips %s", (path) =>
      expect(runs(path)).toBe(false),
    );

    it("skips every file of public/, and only those directories", () => {
      const entries = readdirSync("public");
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const file = readdirSync(`public/${entry}`)[0];
        expect(runs(`/portal/${entry}/${file}`), entry).toBe(false);
      }
    });
  });
});
