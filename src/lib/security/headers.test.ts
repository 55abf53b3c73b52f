import { describe, expect, it } from "vitest";
import { commonSecurityHeaders, createNonce, LOCKED_DOWN_CSP, pageCsp, scriptNonce } from "./headers";

describe("security headers", () => {
  it("gives pages a nonce-based policy that forbids plugins, foreign bases and framing", () => {
    const csp = pageCsp("abc123", { development: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("lets the editors' origins and the portal itself, and only them, frame a page in draft preview", () => {
    const editorOrigins = ["https://app.contentful.com", "https://app.eu.contentful.com"];
    expect(pageCsp("n", { development: false, preview: true, editorOrigins })).toMatch(
      /frame-ancestors 'self' https:\/\/app\.contentful\.com https:\/\/app\.eu\.contentful\.com$/,
    );
    expect(pageCsp("n", { development: false, preview: false, editorOrigins })).toContain("frame-ancestors 'none'");
    expect(pageCsp("n", { development: false, preview: true })).toMatch(/frame-ancestors 'self'$/);
  });

  it("lets content embed only the video hosts it is given", () => {
    expect(pageCsp("n", { development: false })).toContain("frame-src 'none'");
    // The module gallery frames its examples, in draft preview only.
    expect(pageCsp("n", { development: false, preview: true })).toContain("frame-src 'self';");
    const csp = pageCsp("n", {
      development: false,
      video: { embedHosts: ["https://www.youtube-nocookie.com"], fileHosts: ["https://videos.ctfassets.net"] },
    });
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com;");
    expect(csp).toContain("media-src 'self' https://videos.ctfassets.net;");
  });

  it("allows eval only for the development server's tooling", () => {
    expect(pageCsp("n", { development: true })).toContain("'unsafe-eval'");
  });

  it("locks everything down for answers that are not pages", () => {
    expect(LOCKED_DOWN_CSP).toContain("default-src 'none'");
    expect(LOCKED_DOWN_CSP).toContain("object-src 'none'");
  });

  it("sends HSTS in production only", () => {
    const keys = (production: boolean) => commonSecurityHeaders({ production }).map((h) => h.key);
    expect(keys(true)).toContain("Strict-Transport-Security");
    expect(keys(false)).not.toContain("Strict-Transport-Security");
    expect(keys(false)).toEqual(expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy"]));
  });

  it("makes HSTS last at least a year and cover subdomains", () => {
    const hsts = commonSecurityHeaders({ production: true }).find((h) => h.key === "Strict-Transport-Security")?.value ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(hsts).toContain("includeSubDomains");
  });

  it("makes a new nonce each time", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it.each([
    [pageCsp("abc+/=", { development: false }), "abc+/="],
    ["default-src 'self'; style-src 'nonce-style'; script-src 'self' 'nonce-n1' 'strict-dynamic'", "n1"],
    [LOCKED_DOWN_CSP, undefined],
    [null, undefined],
  ])("reads the script nonce of %j", (policy, nonce) => {
    expect(scriptNonce(policy)).toBe(nonce);
  });
});
