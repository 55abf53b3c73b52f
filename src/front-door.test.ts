import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as publicPages from "@/lib/page-cache/public-pages.server";
import { renderSecrets } from "@/lib/page-cache/public-pages.server";
import { answerAtFrontDoor } from "./front-door";
import proxy from "./proxy";

// The proxy renders a missing page by asking the server over loopback; here a stand-in answers as
// the server would: the page with the placeholder nonce on its scripts.
const renderForCache = vi.hoisted(() => vi.fn());
vi.mock("@/lib/page-cache/public-pages.server", async (importOriginal) => ({
  ...(await importOriginal<typeof publicPages>()),
  renderForCache,
}));

// The published slugs, by which a path no page answers is known.
vi.mock("@/cms/get-page.server", () => ({ getPublishedSlugs: async () => ["", "hilfe", "faq", "contact", "subscribe/[carSlug]"] }));
vi.mock("@/bff/car-search/car-catalogue", () => ({ catalogueSearchSlugs: async () => new Set(["elektro", "id3", "volkswagen-id3"]) }));

/** Next's stand-in behind the front door: what the front door leaves, it answers 599. */
const NEXT_STATUS = 599;
let server: Server;
let host: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    void answerAtFrontDoor(request, response).then((answered) => {
      if (!answered) response.writeHead(NEXT_STATUS).end("Next");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function ask(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const [hostname, port] = host.split(":");
    const request = httpRequest({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** The page a render returns: scripts with the placeholder nonce, the render's headers. */
function renderedPage(text: string) {
  const { placeholderNonce } = renderSecrets();
  return {
    status: 200,
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["x-content-type-options", "nosniff"],
      ["vary", "rsc, next-router-state-tree"],
      ["link", `</portal/a.js>; rel=preload; as=script; nonce="${placeholderNonce}"`],
    ],
    body: `<script nonce="${placeholderNonce}">${text}</script>${"<p>filler</p>".repeat(200)}`,
    version: { tags: ["cms"], readAt: Date.now() },
  };
}

/** The proxy's answer to the same path, which fills the cache as Next would on the way through. */
function throughProxy(path: string): Promise<Response> {
  return proxy(new NextRequest(`http://${host}${path}`, { headers: { host }, nextConfig: { basePath: "/portal" } }));
}

const nonceOf = (headers: Headers | IncomingHttpHeaders) => {
  const policy = headers instanceof Headers ? headers.get("content-security-policy") : headers["content-security-policy"];
  return /'nonce-([^']+)'/.exec(String(policy ?? ""))?.[1];
};

describe("the front door (issue 11 goal 1)", () => {
  it("leaves a page the cache does not hold to Next, then answers the copy the proxy made, a nonce of its own per answer", async () => {
    renderForCache.mockResolvedValue(renderedPage("help"));
    expect((await ask("/portal/de-DE/hilfe")).status).toBe(NEXT_STATUS);
    const proxied = await throughProxy("/portal/de-DE/hilfe");
    const [first, second] = [await ask("/portal/de-DE/hilfe"), await ask("/portal/de-DE/hilfe")];
    expect(renderForCache).toHaveBeenCalledTimes(1);
    for (const answer of [first, second]) {
      const nonce = nonceOf(answer.headers);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain(`<script nonce="${nonce}">help</script>`);
      expect(answer.body.toString()).not.toContain(renderSecrets().placeholderNonce);
      expect(answer.headers.link).toContain(`nonce="${nonce}"`);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
    expect(nonceOf(first.headers)).not.toBe(nonceOf(second.headers));
    // The same page as the proxy answers: its headers, its policy, its body with another nonce.
    const proxiedNonce = nonceOf(proxied.headers) ?? "";
    expect((await proxied.text()).replaceAll(proxiedNonce, "N")).toBe(first.body.toString().replaceAll(nonceOf(first.headers) ?? "", "N"));
    expect(String(first.headers["content-security-policy"]).replace(nonceOf(first.headers) ?? "", "N")).toBe(
      proxied.headers.get("content-security-policy")?.replace(proxiedNonce, "N"),
    );
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
  });

  it("compresses for a client that takes gzip, and answers HEAD without a body", async () => {
    renderForCache.mockResolvedValue(renderedPage("faq"));
    await throughProxy("/portal/en-US/faq");
    const zipped = await ask("/portal/en-US/faq", { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    expect(gunzipSync(zipped.body).toString()).toContain(`<script nonce="${nonceOf(zipped.headers)}">faq</script>`);
    expect((await ask("/portal/en-US/faq", { "accept-encoding": "br" })).headers["content-encoding"]).toBeUndefined();
    const head = await ask("/portal/en-US/faq", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(nonceOf(head.headers)).toBeDefined();
  });

  it.each<[string, string, Record<string, string>, string?]>([
    ["a session cookie the storage does not know", "/portal/de-DE", { cookie: "better-auth.session_token=t.s" }],
    ["an editor's cookie", "/portal/de-DE", { cookie: "portal-developer=1" }],
    ["a query", "/portal/de-DE?login=true", {}],
    ["Next's RSC payload", "/portal/de-DE", { rsc: "1" }],
    ["the router's fetch", "/portal/de-DE", { "sec-fetch-dest": "empty" }],
    ["another path to the same page", "/portal/de-DE/", {}],
    ["a POST", "/portal/de-DE", {}, "POST"],
  ])("leaves a request with %s to Next although the page is cached", async (_what, path, headers, method) => {
    renderForCache.mockResolvedValue(renderedPage("home"));
    await throughProxy("/portal/de-DE");
    expect((await ask("/portal/de-DE")).status).toBe(200);
    expect((await ask(path, headers, method)).status).toBe(NEXT_STATUS);
  });

  it("with PORTAL_ORIGIN configured, neither fills nor answers from the caches for a Host the client made up", async () => {
    vi.stubEnv("PORTAL_ORIGIN", `http://${host}`);
    try {
      renderForCache.mockClear().mockResolvedValue(renderedPage("contact"));
      const junk = "junk-4711.example";
      const proxied = await proxy(
        new NextRequest(`http://${junk}/portal/de-DE/contact`, { headers: { host: junk }, nextConfig: { basePath: "/portal" } }),
      );
      // Rendered for itself by Next, as any request the caches do not take.
      expect(proxied.headers.get("x-middleware-next")).toBe("1");
      expect(renderForCache).not.toHaveBeenCalled();
      await throughProxy("/portal/de-DE/contact");
      expect(renderForCache).toHaveBeenCalledTimes(1);
      expect((await ask("/portal/de-DE/contact")).status).toBe(200);
      expect((await ask("/portal/de-DE/contact", { host: junk })).status).toBe(NEXT_STATUS);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("leaves the page cache's own render to Next, so a stale copy can be replaced", async () => {
    renderForCache.mockResolvedValue(renderedPage("home"));
    await throughProxy("/portal/de-DE");
    expect((await ask("/portal/de-DE", { "x-portal-page-render": renderSecrets().token })).status).toBe(NEXT_STATUS);
  });
});

describe("the front door's refusals (issue 35 items 5 and 6)", () => {
  it.each([
    ["/portal/api/bff/deals/%ff", 400, "application/json"],
    ["/portal/api/auth/%ff", 400, "application/json"],
    ["/portal/api/cars/%ff", 400, "application/json"],
    ["/portal/_next/static/%ff", 400, "text/plain; charset=utf-8"],
    ["/portal/de-DE/%E0%A4%A", 400, "text/plain; charset=utf-8"],
    [`/portal/de-DE/${"a".repeat(4000)}`, 414, "text/plain; charset=utf-8"],
    [`/portal/api/bff/deals/${"a".repeat(8000)}`, 414, "application/json"],
  ])("answers %s with %i before Next, with the security headers", async (path, status, type) => {
    renderForCache.mockClear();
    const answer = await ask(path);
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe(type);
    expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    if (type === "application/json") expect(JSON.parse(answer.body.toString())).toMatchObject({ reason: expect.any(String) });
    expect(renderForCache).not.toHaveBeenCalled();
  });
});

describe("the page cache's own render", () => {
  it("passes the guard: it asks with the path spelled by the URL parser, three times a quote's length", async () => {
    const path = `/portal/de-DE/subscribe/${"%22".repeat(2000)}`;
    expect((await ask(path)).status).toBe(414);
    expect((await ask(path, { "x-portal-page-render": renderSecrets().token })).status).toBe(NEXT_STATUS);
  });
});

describe("what the front door hands to Next (issue 35 item 9)", () => {
  it("carries the security headers already, the locked-down policy outside the base path, for the answers Next sends without them", async () => {
    for (const [path, policy] of [
      ["/de-DE/subscribe", "default-src 'none'"],
      ["/", "default-src 'none'"],
      ["/portal/de-DE/kaufen", undefined],
    ] as const) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(NEXT_STATUS);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      if (policy) expect(answer.headers["content-security-policy"], path).toContain(policy);
      else expect(answer.headers["content-security-policy"], path).toBeUndefined();
    }
  });
});

describe("paths no page answers (issue 35 item 10)", () => {
  /** The locale's not-found page as the render answers it: a 404 that declares its content. */
  function notFoundPage(locale: string) {
    const page = renderedPage(`not found ${locale}`);
    return { ...page, status: 404, headers: [...page.headers, ["link", `</portal/${locale}/_not-found>; rel="alternate"`]] };
  }

  it("share one cached not-found copy per locale, rendered once, from the proxy and then the front door", async () => {
    renderForCache.mockReset().mockImplementation(async (path: string) => notFoundPage(path.split("/")[2] ?? ""));
    const first = await throughProxy("/portal/de-DE/random-1");
    expect(first.status).toBe(404);
    expect(await first.text()).toContain("not found de-DE");
    expect(first.headers.get("link")).toBeNull();
    expect((await throughProxy("/portal/de-DE/random-2/deeper")).status).toBe(404);
    expect(renderForCache.mock.calls).toEqual([["/portal/de-DE/_not-found", host]]);
    for (const path of ["/portal/de-DE/random-3", "/portal/de-DE/hilfe/x", "/portal/de-DE/%00"]) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString()).toContain(`<script nonce="${nonceOf(answer.headers)}">not found de-DE</script>`);
    }
    expect(renderForCache).toHaveBeenCalledTimes(1);
    // Another locale has its own copy; a path a slug matches is the page's own business, a car slug
    // only when it names a model of the catalogue (any other rendered an empty search).
    expect(await (await throughProxy("/portal/en-US/random-4")).text()).toContain("not found en-US");
    expect((await ask("/portal/de-DE/subscribe/volkswagen-id3")).status).toBe(NEXT_STATUS);
    expect((await ask("/portal/de-DE/subscribe/any-car")).status).toBe(404);
    expect(renderForCache).toHaveBeenCalledTimes(2);
  });

  it("renders an unknown path for itself when the not-found render is no 404", async () => {
    renderForCache.mockReset().mockResolvedValue(renderedPage("a page under that name"));
    expect((await throughProxy("/portal/en-DE/random-5")).status).toBe(200);
    expect(renderForCache.mock.calls).toEqual([
      ["/portal/en-DE/_not-found", host],
      ["/portal/en-DE/random-5", host],
    ]);
  });
});
