import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth, sessionCustomerOf } from "../auth/auth";
import { handleAuthRequest } from "../auth/auth-route";
import { ACCOUNT_FAILURE_LIMIT, CLIENT_FAILURE_LIMIT, TOO_MANY_ATTEMPTS } from "../auth/sign-in-throttle";
import { DEMO_PASSWORD, TEST_NOW, TEST_ORIGIN } from "../testing/seeded-test-env";
import { openSecurityEnv, readAnswer, type SecurityEnv } from "./security-env";

/** Issue 5 "Sign-in abuse" and "Headers and cookies" (the session cookie), through the auth route. */
let env: SecurityEnv;

beforeAll(async () => {
  env = await openSecurityEnv();
});
afterAll(async () => {
  await env.close();
});

let address = 0;
/** Each test signs in from its own address unless it says otherwise, so the per-address count is its own. */
const signIn = (email: string, password: string, clientAddress = `203.0.113.${++address}`) =>
  env
    .fetch(
      new Request(`${TEST_ORIGIN}/portal/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": clientAddress },
        body: JSON.stringify({ email, password }),
      }),
    )
    .then(async (response) => ({ ...(await readAnswer(response)), cookie: response.headers.getSetCookie().join("\n") }));

describe("failed sign-ins", () => {
  it(`lock an account after ${ACCOUNT_FAILURE_LIMIT} failures, even for the right password, from any address`, async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) expect((await signIn("paul.plan@demo.portal", "wrong-password")).status).toBe(401);
    const locked = await signIn("paul.plan@demo.portal", DEMO_PASSWORD);
    expect(locked).toMatchObject({ status: 429, json: TOO_MANY_ATTEMPTS });
    expect(locked.cookie).toBe("");
  });

  it("answer an unknown email exactly like a known one with a wrong password, and lock it the same way", async () => {
    const known = await signIn("emil.ende@demo.portal", "wrong-password");
    const unknown = await signIn("nobody@demo.portal", "wrong-password");
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    for (let i = 1; i < ACCOUNT_FAILURE_LIMIT; i++) await signIn("nobody@demo.portal", "wrong-password");
    expect((await signIn("nobody@demo.portal", "wrong-password")).json).toEqual(TOO_MANY_ATTEMPTS);
  });

  it(`lock a client address after ${CLIENT_FAILURE_LIMIT} failures across accounts`, async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i++) await signIn(`guess-${i}@demo.portal`, "wrong-password", "198.51.100.7");
    expect((await signIn("anna.aktiv@demo.portal", DEMO_PASSWORD, "198.51.100.7")).status).toBe(429);
    expect((await signIn("anna.aktiv@demo.portal", DEMO_PASSWORD, "198.51.100.8")).status).toBe(200);
  });

  it("are forgiven by a successful sign-in", async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await signIn("lea.lead@demo.portal", "wrong-password");
    expect((await signIn("lea.lead@demo.portal", DEMO_PASSWORD)).status).toBe(200);
    expect((await signIn("lea.lead@demo.portal", "wrong-password")).status).toBe(401);
    expect((await signIn("lea.lead@demo.portal", DEMO_PASSWORD)).status).toBe(200);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, scoped to /portal, and replaced on every sign-in", async () => {
    const first = await signIn("nora.neu@demo.portal", DEMO_PASSWORD);
    const second = await signIn("nora.neu@demo.portal", DEMO_PASSWORD);
    expect(first.cookie).toMatch(/HttpOnly/i);
    expect(first.cookie).toMatch(/SameSite=Lax/i);
    expect(first.cookie).toMatch(/Path=\/portal/);
    const token = (cookie: string) => /session_token=([^;]+)/.exec(cookie)?.[1];
    expect(token(first.cookie)).toBeTruthy();
    expect(token(second.cookie)).not.toBe(token(first.cookie));
    expect(first.cookie).not.toMatch(/;\s*Secure/i); // the test origin is plain http
  });

  it("is Secure (and __Secure- prefixed) on the https origin of production", async () => {
    const origin = "https://portal.example.com";
    const auth = createAuth({ db: env.db, secret: "test-secret-0123456789-abcdefghijklmnop", origin });
    const response = await handleAuthRequest(
      new Request(`${origin}/portal/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, "x-forwarded-for": `203.0.113.${++address}` },
        body: JSON.stringify({ email: "nora.neu@demo.portal", password: DEMO_PASSWORD }),
      }),
      { auth, db: env.db, now: TEST_NOW },
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((candidate) => candidate.startsWith("__Secure-better-auth.session_token="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/portal/);
    // and the session it carries is recognised
    const session = cookie?.split(";")[0] ?? "";
    expect(await sessionCustomerOf(auth, env.db, new Headers({ cookie: session }))).toMatchObject({ email: "nora.neu@demo.portal" });
  });
});
