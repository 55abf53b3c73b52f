import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, openSeededTestEnv, signIn, signInRequest, TEST_ORIGIN, type SeededTestEnv } from "../testing/seeded-test-env";
import { sessionCustomerOf, sessionStorageOf } from "./auth";
import { isDueForExtension, SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./live-session";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

describe("sign-in with email and password", () => {
  it("answers 200 and sets an HttpOnly, SameSite=Lax session cookie scoped to the portal", async () => {
    const response = await env.auth.handler(signInRequest("anna.aktiv@demo.portal", DEMO_PASSWORD));
    expect(response.status).toBe(200);
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\/portal/);
    expect(sessionCookie).not.toMatch(/Secure/i); // http origin
  });

  it("accepts a browser on the portal origin", async () => {
    const response = await env.auth.handler(signInRequest("paul.plan@demo.portal", DEMO_PASSWORD, { origin: TEST_ORIGIN }));
    expect(response.status).toBe(200);
  });

  it("answers 401 with the same message for a wrong password and an unknown email", async () => {
    const wrongPassword = await env.auth.handler(signInRequest("anna.aktiv@demo.portal", "not-the-password"));
    const unknownEmail = await env.auth.handler(signInRequest("nobody@demo.portal", "not-the-password"));
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });
  // Sign-up is open, behind the auth route's registration guard (bot check, profile):
  // `security/sign-in-abuse.test.ts` proves a bare sign-up is refused there and writes nothing.
});

describe("sessionCustomerOf", () => {
  it("resolves the seeded customer behind the session cookie", async () => {
    const cookie = await signIn(env.auth, "bernd.business@demo.portal");
    const customer = await sessionCustomerOf(env.auth, env.db, new Headers({ cookie }));
    expect(customer).toEqual({
      userId: "user-bernd",
      customerId: "customer-bernd",
      contactId: "5100000105",
      email: "bernd.business@demo.portal",
      emailVerified: true,
      firstName: "Bernd",
      lastName: "Business",
      audience: "b2b",
      role: "fleet_manager",
      isJobAuto: false,
      session: { createdAt: expect.any(String), expiresAt: expect.any(String) },
    });
    const { createdAt, expiresAt } = customer!.session!;
    // better-auth's default lifetime: 7 days from sign-in.
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBeCloseTo(7 * 24 * 3600 * 1000, -4);
  });

  it("is null without a cookie and with a forged one", async () => {
    expect(await sessionCustomerOf(env.auth, env.db, new Headers())).toBeNull();
    expect(await sessionCustomerOf(env.auth, env.db, new Headers({ cookie: "better-auth.session_token=forged.value" }))).toBeNull();
  });
});

describe("the session read from the storage (issue 40 goal 2)", () => {
  const DAY = 24 * 3600 * 1000;
  it.each([
    ["signed in just now", 7 * DAY, false],
    ["extended 23 hours ago", 7 * DAY - 23 * 3600 * 1000, false],
    ["extended a day ago", 6 * DAY, true],
    ["about to end", 1000, true],
  ])("%s: due for better-auth's daily extension: %s", (_, endsIn, due) => {
    const now = Date.UTC(2026, 10, 28, 12);
    expect(isDueForExtension({ expiresAt: now + endsIn }, now)).toBe(due);
    expect({ expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS }).toEqual({ expiresIn: 7 * 86400, updateAge: 86400 });
  });

  it("answers a live session without better-auth's getSession, and follows its sign-out at once", async () => {
    const cookie = await signIn(env.auth, "anna.aktiv@demo.portal");
    const headers = new Headers({ cookie });
    const original = env.auth.api.getSession;
    let calls = 0;
    env.auth.api.getSession = ((...args: Parameters<typeof original>) => (calls++, original(...args))) as typeof original;
    try {
      expect((await sessionCustomerOf(env.auth, env.db, headers))?.customerId).toBe("customer-anna");
      expect(calls).toBe(0);
      const signOut = await env.auth.handler(
        new Request(`${TEST_ORIGIN}/portal/api/auth/sign-out`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN } }),
      );
      expect(signOut.status).toBe(200);
      expect(await sessionCustomerOf(env.auth, env.db, headers)).toBeNull();
    } finally {
      env.auth.api.getSession = original;
    }
  });

  it("goes through getSession when the storage lacks the session (a restarted process)", async () => {
    const cookie = await signIn(env.auth, "paul.plan@demo.portal");
    const token = decodeURIComponent(cookie.split("=")[1]!.split(";")[0]!).split(".")[0]!;
    await sessionStorageOf(env.auth).delete(token);
    expect((await sessionCustomerOf(env.auth, env.db, new Headers({ cookie })))?.customerId).toBe("customer-paul");
  });
});
