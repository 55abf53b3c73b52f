import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEEP_LINK_TOKEN_LIFETIME_MS } from "@/features/auth/rules/mobile-app";
import { now } from "@/lib/clock";
import { handleAuthRequest } from "../http/auth-route";
import { mobileAuth, mobileAuthV2, mobileLoginRedirect, type MobileAuthDeps } from "../http/mobile-auth";
import { consumeDeepLinkToken, issueDeepLinkToken } from "./deep-link-tokens";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, type SeededTestEnv } from "../testing/seeded-test-env";

/** The app's deep-link auth tokens and mobile auth pages, and the social customer's password. */
let env: SeededTestEnv;
let deps: MobileAuthDeps;
beforeAll(async () => {
  env = await openSeededTestEnv();
  deps = { auth: env.auth, db: env.db, now: TEST_NOW.toDate(), appLink: "autoabo://portal" };
});
afterAll(async () => {
  await env.close();
});

const at = (ms: number) => new Date(TEST_NOW.valueOf() + ms);
const get = (path: string, cookie?: string) => new Request(`${TEST_ORIGIN}/portal${path}`, { headers: cookie ? { cookie } : {} });
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe("deep-link auth tokens (account.md §9: 600000 ms, single use)", () => {
  it("is used once", async () => {
    const token = await issueDeepLinkToken(env.db, "user-petra", at(0));
    expect(await consumeDeepLinkToken(env.db, token, at(1_000))).toBe("user-petra");
    expect(await consumeDeepLinkToken(env.db, token, at(2_000))).toBeNull();
  });

  it("lives 600000 ms", async () => {
    const late = await issueDeepLinkToken(env.db, "user-petra", at(0));
    expect(await consumeDeepLinkToken(env.db, late, at(DEEP_LINK_TOKEN_LIFETIME_MS))).toBeNull();
    const inTime = await issueDeepLinkToken(env.db, "user-petra", at(0));
    expect(await consumeDeepLinkToken(env.db, inTime, at(DEEP_LINK_TOKEN_LIFETIME_MS - 1))).toBe("user-petra");
  });

  it("knows no forged token", async () => {
    expect(await consumeDeepLinkToken(env.db, "not-a-token", at(0))).toBeNull();
    expect(await consumeDeepLinkToken(env.db, "", at(0))).toBeNull();
  });
});

describe("mobile auth pages", () => {
  it("/mobile/auth sends a signed-in customer's app its token, and only to the app's deep link", async () => {
    const cookie = await signIn(env.auth, "petra.passwort@demo.portal");
    const refused = await mobileAuth(get("/de-DE/mobile/auth?deepLink=https%3A%2F%2Fevil.example%2F", cookie), "de-DE", deps);
    expect(refused.status).toBe(400);
    const answer = await mobileAuth(get("/de-DE/mobile/auth?deepLink=autoabo%3A%2F%2Fportal%2Fauth", cookie), "de-DE", deps);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^autoabo:\/\/portal\/auth\?token=[\w-]{43}$/);
  });

  it("/mobile/auth without a session goes to the login page and back", async () => {
    const answer = await mobileAuth(get("/de-DE/mobile/auth?deepLink=autoabo%3A%2F%2Fportal%2Fauth"), "de-DE", deps);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(
      "/portal/de-DE/login?next=%2Fde-DE%2Fmobile%2Fauth%3FdeepLink%3Dautoabo%253A%252F%252Fportal%252Fauth",
    );
  });

  it("/mobile/authv2 signs the web view in once", async () => {
    const token = await issueDeepLinkToken(env.db, "user-petra", now().toDate()); // the auth consumes on the portal clock
    const answer = await mobileAuthV2(get(`/de-DE/mobile/authv2?token=${token}&next=%2Fde-DE%2Fmyaccount`), "de-DE", deps);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/portal/de-DE/myaccount");
    const session = await env.auth.api.getSession({ headers: new Headers({ cookie: cookiesOf(answer) }) });
    expect(session?.user.email).toBe("petra.passwort@demo.portal");
    const again = await mobileAuthV2(get(`/de-DE/mobile/authv2?token=${token}`), "de-DE", deps);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: "invalid_deep_link_token" });
  });

  it("sends a person whose link is used or expired to the sign-in page, which says so in their language (a program still gets the JSON)", async () => {
    const token = await issueDeepLinkToken(env.db, "user-petra", now().toDate());
    await mobileAuthV2(get(`/de-DE/mobile/authv2?token=${token}`), "de-DE", deps);
    const navigation = new Request(`${TEST_ORIGIN}/portal/en-US/mobile/authv2?token=${token}&next=%2Fen-US%2Fmyaccount`, {
      headers: { accept: "text/html,application/xhtml+xml" },
    });
    const answer = await mobileAuthV2(navigation, "en-US", deps);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/portal/en-US/login?next=%2Fen-US%2Fmyaccount&authMessage=sign-in-link-failed");
    expect(answer.headers.getSetCookie()).toEqual([]);
    const unknown = new Request(`${TEST_ORIGIN}/portal/de-DE/mobile/loginredirect?method=google&deepLink=x`, { headers: { accept: "text/html" } });
    expect((await mobileLoginRedirect(unknown, "de-DE", deps)).headers.get("location")).toBe(
      "/portal/de-DE/login?authMessage=social-sign-in-failed&error=unknown_method",
    );
  });

  it("/mobile/loginredirect refuses a method that is not configured", async () => {
    const answer = await mobileLoginRedirect(get("/de-DE/mobile/loginredirect?method=google&deepLink=autoabo%3A%2F%2Fportal%2Fauth"), "de-DE", deps);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: "unknown_method" });
  });
});

describe("a Google customer's password (account.md §2, §6)", () => {
  it("is not changed here: 403 with the reason", async () => {
    const token = await issueDeepLinkToken(env.db, "user-gregor", now().toDate());
    const cookie = cookiesOf(await mobileAuthV2(get(`/de-DE/mobile/authv2?token=${token}`), "de-DE", deps));
    const response = await handleAuthRequest(
      new Request(`${TEST_ORIGIN}/portal/api/auth/change-password`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie },
        body: JSON.stringify({ currentPassword: "Portal-Demo-2026", newPassword: "Portal-Demo-2027" }),
      }),
      { auth: env.auth, db: env.db, now: TEST_NOW },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: "password_managed_by_provider" });
  });
});
