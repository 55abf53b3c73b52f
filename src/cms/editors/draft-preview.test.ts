import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isPreviewTokenValid, PREVIEW_COOKIE, PREVIEW_MAX_AGE_SECONDS, previewCookieOptions, previewToken } from "./draft-preview";

const request = vi.hoisted(() => ({ draftMode: false, cookies: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  draftMode: async () => ({ isEnabled: request.draftMode }),
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
}));

const NOW = Date.parse("2026-03-02T10:00:00Z");

describe("preview token (issue 9 item 7)", () => {
  it("is valid until it expires, under its own secret only", async () => {
    const token = await previewToken("s3cret", NOW + 1000);
    expect(await isPreviewTokenValid(token, "s3cret", NOW)).toBe(true);
    expect(await isPreviewTokenValid(token, "s3cret", NOW + 999)).toBe(true);
    expect(await isPreviewTokenValid(token, "s3cret", NOW + 1000)).toBe(false);
    expect(await isPreviewTokenValid(token, "other", NOW)).toBe(false);
    expect(await isPreviewTokenValid(token, "", NOW)).toBe(false);
    expect(await isPreviewTokenValid(token, undefined, NOW)).toBe(false);
  });

  it("cannot be extended by editing its expiry", async () => {
    const token = await previewToken("s3cret", NOW + 1000);
    const [, signature] = token.split(".");
    expect(await isPreviewTokenValid(`${NOW + 10_000_000}.${signature}`, "s3cret", NOW)).toBe(false);
  });

  it.each([
    "",
    "abc",
    `${NOW}.`,
    `.${"0".repeat(64)}`,
    `${NOW + 1000}.${"g".repeat(64)}`,
    `${NOW + 1000}.${"0".repeat(63)}`,
    `1e20.${"0".repeat(64)}`,
  ])("refuses the malformed token %j", async (token) => {
    expect(await isPreviewTokenValid(token, "s3cret", NOW)).toBe(false);
  });

  it("lasts an hour", () => {
    expect(PREVIEW_MAX_AGE_SECONDS).toBe(3600);
  });
});

describe("preview cookies", () => {
  it("are scoped to the portal and last an hour", () => {
    expect(previewCookieOptions("https://portal.example")).toEqual({ path: "/portal", httpOnly: true, maxAge: 3600, sameSite: "none", secure: true });
  });

  it("are SameSite=None only on https, where Contentful's iframe needs it and browsers allow it", () => {
    expect(previewCookieOptions("http://localhost:3000")).toEqual({ path: "/portal", httpOnly: true, maxAge: 3600, sameSite: "lax", secure: false });
  });
});

describe("isDraftPreview", () => {
  beforeEach(() => {
    vi.resetModules();
    request.draftMode = false;
    request.cookies.clear();
  });
  afterEach(() => vi.unstubAllEnvs());

  async function isDraftPreview(): Promise<boolean> {
    return (await import("./draft-preview.server")).isDraftPreview();
  }

  it.each([
    ["draft mode with a valid preview cookie", { secret: "s3cret", draftMode: true, signedWith: "s3cret", expiresIn: 60_000 }, true],
    ["no secret configured (the build's bypass value alone)", { secret: "", draftMode: true, signedWith: "s3cret", expiresIn: 60_000 }, false],
    ["no secret and no preview cookie", { secret: "", draftMode: true, signedWith: null, expiresIn: 0 }, false],
    ["draft mode without a preview cookie", { secret: "s3cret", draftMode: true, signedWith: null, expiresIn: 0 }, false],
    ["an expired preview cookie", { secret: "s3cret", draftMode: true, signedWith: "s3cret", expiresIn: -1 }, false],
    ["a preview cookie of another secret", { secret: "s3cret", draftMode: true, signedWith: "other", expiresIn: 60_000 }, false],
    ["a preview cookie without draft mode", { secret: "s3cret", draftMode: false, signedWith: "s3cret", expiresIn: 60_000 }, false],
  ])("%s: %s", async (_, { secret, draftMode, signedWith, expiresIn }, expected) => {
    vi.stubEnv("CONTENTFUL_PREVIEW_SECRET", secret);
    request.draftMode = draftMode;
    if (signedWith) request.cookies.set(PREVIEW_COOKIE, await previewToken(signedWith, Date.now() + expiresIn));
    expect(await isDraftPreview()).toBe(expected);
  });
});

describe("draft mode is read in one place", () => {
  function sourceFiles(directory: string): string[] {
    return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it("every page, module and route asks isDraftPreview, never draftMode() itself", () => {
    const readers = sourceFiles("src").filter((path) => /\bdraftMode\(\)/.test(readFileSync(path, "utf8")));
    expect(readers).toEqual([join("src", "cms", "editors", "draft-preview.server.ts")]);
  });
});
