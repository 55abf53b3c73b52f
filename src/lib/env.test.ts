import { afterEach, describe, expect, it, vi } from "vitest";
import {
  appLink,
  contentfulAppOrigins,
  envProblems,
  formHosts,
  isFlagOn,
  loyaltyEnabled,
  pageCacheHosts,
  portalOrigin,
  settingsOf,
  validateEnv,
} from "./env";

afterEach(() => vi.unstubAllEnvs());

describe("feature flags", () => {
  it.each([
    ["true", true],
    [undefined, false],
    ["", false],
    ["false", false],
    ["1", false],
    ["TRUE", false],
  ])("%j is on: %s", (value, on) => {
    expect(isFlagOn(value)).toBe(on);
  });

  // account.md §4 "Loyalty entry: a feature flag on, …"; the demo shows every feature.
  it.each<[string, Record<string, string>, boolean]>([
    ["the embedded demo, unset", {}, true],
    ["the embedded demo, empty", { PORTAL_FEATURE_LOYALTY: "" }, true],
    ["the embedded demo, switched off", { PORTAL_FEATURE_LOYALTY: "false" }, false],
    ["a real database, unset", { DATABASE_URL: "postgres://db/portal" }, true],
    ["a real database, switched on", { DATABASE_URL: "postgres://db/portal", PORTAL_FEATURE_LOYALTY: "true" }, true],
    ["a real database, switched off", { DATABASE_URL: "postgres://db/portal", PORTAL_FEATURE_LOYALTY: "false" }, false],
  ])("the loyalty flag on %s: %s", (_, env, on) => {
    expect(loyaltyEnabled(env)).toBe(on);
  });

  it.each([
    ["the embedded defaults", {}, "autoabo://portal"],
    ["a real database", { DATABASE_URL: "postgres://db/portal" }, "autoabo://portal"],
    ["an app of its own", { PORTAL_APP_LINK: "meinabo://app" }, "meinabo://app"],
    ["a portal without an app", { DATABASE_URL: "postgres://db/portal", PORTAL_APP_LINK: "off" }, null],
  ])("the app link on %s: %s (deals.md §2, §4: the demo shows the app banner)", (_, env, link) => {
    expect(appLink(env)).toBe(link);
  });

  it("refuses an app link that is no deep link", () => {
    expect(envProblems({ PORTAL_APP_LINK: "portal" })).toEqual([expect.stringContaining("PORTAL_APP_LINK")]);
  });

  it("the loyalty flag reads the process's environment by default", () => {
    vi.stubEnv("DATABASE_URL", "postgres://db/portal");
    vi.stubEnv("PORTAL_FEATURE_LOYALTY", undefined);
    expect(loyaltyEnabled()).toBe(true);
    vi.stubEnv("PORTAL_FEATURE_LOYALTY", "false");
    expect(loyaltyEnabled()).toBe(false);
  });
});

describe("the start-up check", () => {
  it("accepts the embedded defaults (no variable set)", () => {
    expect(envProblems({})).toEqual([]);
  });

  it.each([
    [{ PORTAL_ORIGIN: "not a url" }, "PORTAL_ORIGIN"],
    [{ PORTAL_NOW: "next tuesday" }, "PORTAL_NOW"],
    [{ PORTAL_PRIVATE_CACHE: "false" }, "PORTAL_PRIVATE_CACHE"],
    [{ PORTAL_FEATURE_LOYALTY: "1" }, "PORTAL_FEATURE_LOYALTY"],
    [{ DATABASE_URL: "mysql://root@localhost/test" }, "DATABASE_URL"],
    [{ PORTAL_FORM_HOSTS: "forms.example.com, https://x" }, "PORTAL_FORM_HOSTS"],
    [{ NODE_ENV: "production", DATABASE_URL: "postgres://db/portal" }, "BETTER_AUTH_SECRET"],
    [{ AUTOMATION_WEBHOOK_URL: "ops.example.com/hooks" }, "AUTOMATION_WEBHOOK_URL"],
    [{ AUTOMATION_WEBHOOK_URL: "ftp://ops.example.com/hooks" }, "AUTOMATION_WEBHOOK_URL"],
    [{ TRACKING_COLLECTOR_URL: "collector.example.com" }, "TRACKING_COLLECTOR_URL"],
    [{ TRACKING_COLLECTOR_URL: "ftp://collector.example.com/events" }, "TRACKING_COLLECTOR_URL"],
  ])("%j is refused, naming %s", (env, name) => {
    expect(envProblems(env).join("\n")).toContain(name);
    expect(() => validateEnv(env)).toThrow(name);
  });

  it("runs the checks other layers add", () => {
    const refuseAll = () => {
      throw new Error("TRUSTED_PROXIES: bad entry");
    };
    expect(envProblems({}, [refuseAll])).toEqual(["setting: TRUSTED_PROXIES: bad entry"]);
  });

  it("reads the form hosts as a trimmed list", () => {
    expect(formHosts({ PORTAL_FORM_HOSTS: " a.example.com , ,b.example.com:8443" })).toEqual(["a.example.com", "b.example.com:8443"]);
  });
});

describe("pageCacheHosts", () => {
  it.each<[string, Record<string, string>, string[] | null]>([
    ["no PORTAL_ORIGIN: any host (the embedded default)", { PORT: "3000" }, null],
    [
      "the public origin's host and the server's own address under both names",
      { PORTAL_ORIGIN: "https://portal.example.de/", __NEXT_PRIVATE_ORIGIN: "http://localhost:3184" },
      ["portal.example.de", "127.0.0.1:3184", "localhost:3184"],
    ],
    [
      "without a recorded origin, the port",
      { PORTAL_ORIGIN: "https://portal.example.de", PORT: "3400" },
      ["portal.example.de", "127.0.0.1:3400", "localhost:3400"],
    ],
  ])("%s", (_name, env, hosts) => {
    const found = pageCacheHosts(env);
    expect(found && [...found]).toEqual(hosts);
  });
});

describe("contentfulAppOrigins (issue 41 item 1: who frames a draft preview, whom the live-preview SDK answers)", () => {
  it.each<[string | undefined, string[]]>([
    [undefined, ["https://app.contentful.com", "https://app.eu.contentful.com"]],
    ["", ["https://app.contentful.com", "https://app.eu.contentful.com"]],
    ["http://localhost:4107", ["http://localhost:4107"]],
    [" https://a.example , https://b.example ", ["https://a.example", "https://b.example"]],
  ])("CONTENTFUL_APP_ORIGIN=%j → %j", (configured, origins) => {
    expect(contentfulAppOrigins({ CONTENTFUL_APP_ORIGIN: configured })).toEqual(origins);
  });
});

describe("one parse per environment", () => {
  it("answers from the same parse while nothing it read changes, and parses again after a change", () => {
    const env: Record<string, string | undefined> = { PORTAL_ORIGIN: "https://a.example/start" };
    const first = settingsOf(env);
    expect(settingsOf(env)).toBe(first);
    env.UNREAD_VARIABLE = "x";
    expect(settingsOf(env)).toBe(first);
    env.PORTAL_ORIGIN = "https://b.example";
    expect(settingsOf(env)).not.toBe(first);
    expect(portalOrigin(env)).toBe("https://b.example");
  });

  it("follows the process's environment when it is changed", () => {
    vi.stubEnv("PORTAL_APP_LINK", "autoabo://one");
    expect(appLink()).toBe("autoabo://one");
    vi.stubEnv("PORTAL_APP_LINK", "autoabo://two");
    expect(appLink()).toBe("autoabo://two");
  });

  it("throws a malformed setting's error where it is read, reports it at start, and still reads the others", () => {
    const env = { PORTAL_ORIGIN: "not a url", PORTAL_APP_LINK: "autoabo://portal" };
    expect(() => portalOrigin(env)).toThrow("Invalid URL");
    expect(() => settingsOf(env).portalOrigin).toThrow("Invalid URL");
    expect(envProblems(env)).toEqual(["PORTAL_ORIGIN: Invalid URL"]);
    expect(appLink(env)).toBe("autoabo://portal");
  });

  it("hands out lists a caller may change without changing the next answer", () => {
    const env = { PORTAL_FORM_HOSTS: "a.example.com" };
    formHosts(env).push("injected.example.com");
    contentfulAppOrigins(env).push("https://injected.example");
    expect(formHosts(env)).toEqual(["a.example.com"]);
    expect(contentfulAppOrigins(env)).toEqual(["https://app.contentful.com", "https://app.eu.contentful.com"]);
  });
});
