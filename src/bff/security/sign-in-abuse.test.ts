import { count, desc, eq, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth, sessionCustomerOf } from "../auth/auth";
import { AUTH_BODY_LIMIT_BYTES, handleAuthRequest } from "../http/auth-route";
import { addressKey, parseTrustedProxies, type TrustedProxies } from "../auth/client-address";
import { KNOWN_DEVICE_COOKIE } from "../auth/known-device";
import { PEER_ADDRESS_HEADER, stampedPeerAddress } from "../auth/peer-address";
import {
  ACCOUNT_FAILURE_LIMIT,
  CLIENT_FAILURE_LIMIT,
  CLIENT_WINDOW_MINUTES,
  EXPIRED_ROWS_PER_WRITE,
  LOOKUP_LIMIT,
  PAIR_FAILURE_LIMIT,
  PAIR_WINDOW_MINUTES,
} from "../auth/sign-in-throttle";
import { mailMessage, session, signInThrottle, user } from "../db/schema";
import { DEMO_PASSWORD, TEST_NOW, TEST_ORIGIN } from "../testing/seeded-test-env";
import { openSecurityEnv, readAnswer, tableChecksums, type SecurityEnv } from "./security-env";

/**
 * Sign-in abuse (failed sign-ins and their caps, the client address, parallel guesses, lock-outs,
 * password checks besides sign-in, the auth answers), through the auth route as the app serves it. Each request comes from a socket address of its own (the stamp
 * the Node server puts on every request, `peer-address.ts`) unless a test says otherwise.
 */
let env: SecurityEnv;

beforeAll(async () => {
  env = await openSecurityEnv();
});
afterAll(async () => {
  await env.close();
});

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

interface SendOptions {
  /** The socket's address; null sends none (a request the Node server did not stamp). */
  peer?: string | null;
  headers?: Record<string, string>;
  trustedProxies?: TrustedProxies;
}

function authRequest(path: string, body: BodyInit | null, { peer = nextAddress(), headers = {} }: SendOptions = {}): Request {
  const all = new Headers({ "content-type": "application/json", origin: TEST_ORIGIN, ...headers });
  if (peer !== null) all.set(PEER_ADDRESS_HEADER, stampedPeerAddress(peer));
  return new Request(`${TEST_ORIGIN}/portal/api/auth${path}`, { method: "POST", headers: all, body, duplex: "half" } as RequestInit);
}

async function send(request: Request, trustedProxies?: TrustedProxies) {
  const response = trustedProxies
    ? await handleAuthRequest(request, { auth: env.auth, db: env.db, now: TEST_NOW, trustedProxies })
    : await env.fetch(request);
  return { ...(await readAnswer(response)), headers: response.headers, cookie: response.headers.getSetCookie().join("\n") };
}

const signIn = (email: string, password: string, options: SendOptions = {}) =>
  send(authRequest("/sign-in/email", JSON.stringify({ email, password }), options), options.trustedProxies);

const changePassword = (cookie: string, currentPassword: string, options: SendOptions = {}) =>
  send(
    authRequest("/change-password", JSON.stringify({ currentPassword, newPassword: "Portal-Demo-2027", revokeOtherSessions: true }), {
      ...options,
      headers: { cookie, ...options.headers },
    }),
  );

/** For tests that check a password 50 times and more: scrypt takes its time, more so on a shared machine. */
const MANY_CHECKS = { timeout: 300_000 };
const TOO_MANY = { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: PAIR_WINDOW_MINUTES * 60 };
const statuses = (answers: { status: number }[]) => answers.map(({ status }) => status).sort();
const cookiePair = (setCookie: string, name: string) =>
  setCookie
    .split("\n")
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0] ?? "";
const sessionCookieOf = (setCookie: string) => cookiePair(setCookie, "better-auth.session_token");

describe("failed sign-ins", () => {
  it(`cap an account and address pair at ${PAIR_FAILURE_LIMIT}, even for the right password, with a code for the form`, async () => {
    const from = nextAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) expect((await signIn("paul.plan@demo.portal", "wrong-password", { peer: from })).status).toBe(401);
    const locked = await signIn("paul.plan@demo.portal", DEMO_PASSWORD, { peer: from });
    expect(locked).toMatchObject({ status: 429, json: TOO_MANY });
    expect(locked.headers.get("retry-after")).toBe(String(PAIR_WINDOW_MINUTES * 60));
    expect(locked.cookie).toBe("");
  });

  // account.md §8 user_does_not_exist: this test once asserted that an unknown email is
  // answered exactly like a wrong password; the spec answers that the account does not exist, as
  // the email check tells before the password is asked. The answer is a lookup, under its cap.
  it("answer an unknown email that no account exists, count the answer as a lookup, and cap it like a guess", async () => {
    const from = nextAddress();
    const known = await signIn("paul.plan@demo.portal", "wrong-password");
    expect(known).toMatchObject({ status: 401, json: { code: "INVALID_EMAIL_OR_PASSWORD" } });
    const unknown = await signIn("nobody@demo.portal", "wrong-password", { peer: from });
    expect(unknown).toMatchObject({ status: 401, json: { code: "USER_NOT_FOUND" } });
    const [lookups] = await env.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `lookup:${addressKey(from)}`));
    expect(lookups?.attempts).toBe(1);
    for (let i = 1; i < PAIR_FAILURE_LIMIT; i++) await signIn("nobody@demo.portal", "wrong-password", { peer: from });
    expect((await signIn("nobody@demo.portal", "wrong-password", { peer: from })).json).toEqual(TOO_MANY);
  });

  it("an address at the lookup cap learns nothing of unknown emails from the sign-in: 429, and says why", async () => {
    const from = nextAddress();
    const windowEndsAt = TEST_NOW.add(15, "minute").toDate();
    await env.db.insert(signInThrottle).values({ key: `lookup:${addressKey(from)}`, attempts: LOOKUP_LIMIT, windowEndsAt });
    expect(await signIn("nobody-else@demo.portal", "wrong-password", { peer: from })).toMatchObject({
      status: 429,
      json: { code: "TOO_MANY_LOOKUPS", retryAfterSeconds: 15 * 60 },
    });
    // A known account's sign-in is a password check, not a lookup: it is not refused by the lookup cap.
    expect((await signIn("anna.aktiv@demo.portal", DEMO_PASSWORD, { peer: from })).status).toBe(200);
  });

  it(`cap a client address after ${CLIENT_FAILURE_LIMIT} failures across accounts`, MANY_CHECKS, async () => {
    const from = nextAddress();
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i++) await signIn(`guess-${i}@demo.portal`, "wrong-password", { peer: from });
    expect((await signIn("anna.aktiv@demo.portal", DEMO_PASSWORD, { peer: from })).status).toBe(429);
    expect((await signIn("anna.aktiv@demo.portal", DEMO_PASSWORD)).status).toBe(200);
  });

  it("are forgiven by a successful sign-in", async () => {
    const from = nextAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT - 1; i++) await signIn("lea.lead@demo.portal", "wrong-password", { peer: from });
    expect((await signIn("lea.lead@demo.portal", DEMO_PASSWORD, { peer: from })).status).toBe(200);
    expect((await signIn("lea.lead@demo.portal", "wrong-password", { peer: from })).status).toBe(401);
    expect((await signIn("lea.lead@demo.portal", DEMO_PASSWORD, { peer: from })).status).toBe(200);
  });
});

describe("the throttle table stays bounded (issue 35 item 8)", () => {
  const rows = async () => (await env.db.select({ n: count() }).from(signInThrottle))[0]!.n;
  const expiredRows = async () =>
    (await env.db.select({ n: count() }).from(signInThrottle).where(lte(signInThrottle.windowEndsAt, TEST_NOW.toDate())))[0]!.n;

  it("a capped address is refused before anything is written: 200 sign-ins with new emails add no row", async () => {
    const from = nextAddress();
    const windowEndsAt = TEST_NOW.add(CLIENT_WINDOW_MINUTES, "minute").toDate();
    await env.db.insert(signInThrottle).values({ key: `address:${addressKey(from)}`, attempts: CLIENT_FAILURE_LIMIT, windowEndsAt });
    const before = await tableChecksums(env.db);
    const rowsBefore = await rows();
    for (let i = 0; i < 200; i++) {
      const refused = await signIn(`new-${i}@demo.portal`, "wrong-password", { peer: from });
      expect(refused, `request ${i}`).toMatchObject({
        status: 429,
        json: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: CLIENT_WINDOW_MINUTES * 60 },
      });
    }
    expect(await rows()).toBe(rowsBefore);
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it(`rows whose window ended are removed as others are written, at most ${EXPIRED_ROWS_PER_WRITE} a write`, async () => {
    const ended = TEST_NOW.subtract(1, "minute").toDate();
    const stale = 2 * EXPIRED_ROWS_PER_WRITE + 10;
    await env.db
      .insert(signInThrottle)
      .values(Array.from({ length: stale }, (_, i) => ({ key: `pair:198.51.100.${i}|old-${i}@demo.portal`, attempts: 3, windowEndsAt: ended })));
    expect(await expiredRows()).toBe(stale);
    expect((await signIn("paul.plan@demo.portal", "wrong-password")).status).toBe(401);
    expect(await expiredRows()).toBe(stale - EXPIRED_ROWS_PER_WRITE);
    // An account lookup writes too, and sweeps the same way.
    expect((await send(authRequest("/custom/checkIfEmailExists", JSON.stringify({ email: "paul.plan@demo.portal" })))).status).toBe(200);
    expect(await expiredRows()).toBe(stale - 2 * EXPIRED_ROWS_PER_WRITE);
    expect((await signIn("paul.plan@demo.portal", "wrong-password")).status).toBe(401);
    expect(await expiredRows()).toBe(0);
  });
});

describe("the client address (issue 9 item 1)", () => {
  it("is the socket's: a client rotating X-Forwarded-For, X-Real-IP and the stamp header stays capped", async () => {
    const from = nextAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT + 5; i++) {
      const answer = await signIn("rotor@demo.portal", "wrong-password", {
        peer: from,
        headers: { "x-forwarded-for": `198.18.0.${i}`, "x-real-ip": `198.18.1.${i}`, "x-portal-client-address": `198.18.2.${i}` },
      });
      expect(answer.status).toBe(i < PAIR_FAILURE_LIMIT ? 401 : 429);
    }
  });

  it("is not taken from a forged stamp header: requests the server did not stamp share one count", async () => {
    for (let i = 0; i < PAIR_FAILURE_LIMIT + 2; i++) {
      const answer = await signIn("forger@demo.portal", "wrong-password", { peer: null, headers: { [PEER_ADDRESS_HEADER]: `forged 198.18.3.${i}` } });
      expect(answer.status).toBe(i < PAIR_FAILURE_LIMIT ? 401 : 429);
    }
  });

  it("is read from X-Forwarded-For only behind a trusted proxy, walking the chain from the right", async () => {
    const proxies = parseTrustedProxies("10.0.0.0/8, 2001:db8:ffff::1");
    const viaProxy = (xff: string) => ({ peer: "10.1.2.3", headers: { "x-forwarded-for": xff }, trustedProxies: proxies });
    // The client put a forged address first; our proxies appended what they saw.
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++)
      expect((await signIn("proxied@demo.portal", "wrong-password", viaProxy(`198.18.4.${i}, 198.51.100.200, 10.9.9.9`))).status).toBe(401);
    expect((await signIn("proxied@demo.portal", "wrong-password", viaProxy("198.51.100.200, 10.4.4.4"))).status).toBe(429);
    // Another client behind the same proxy is its own address.
    expect((await signIn("proxied@demo.portal", "wrong-password", viaProxy("198.51.100.201"))).status).toBe(401);
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(
      (
        await signIn("proxied@demo.portal", "wrong-password", {
          peer: "198.51.100.200",
          headers: { "x-forwarded-for": "198.51.100.202" },
          trustedProxies: proxies,
        })
      ).status,
    ).toBe(429);
  });

  it("is the one better-auth records for the session (and so counts in its own rate limit)", async () => {
    const from = nextAddress();
    const answer = await signIn("nora.neu@demo.portal", DEMO_PASSWORD, {
      peer: from,
      headers: { "x-forwarded-for": "198.18.5.1", "x-portal-client-address": "198.18.5.2" },
    });
    expect(answer.status).toBe(200);
    const cookie = sessionCookieOf(answer.cookie);
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    const [row] = await env.db.select({ ipAddress: session.ipAddress }).from(session).where(eq(session.token, token));
    expect(row).toEqual({ ipAddress: from });
  });
});

describe("parallel guesses (issue 9 item 2)", () => {
  it(`20 at once for one account from one address: ${PAIR_FAILURE_LIMIT} checked (401), the rest refused (429)`, async () => {
    const from = nextAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn("paul.parallel@demo.portal", "wrong-password", { peer: from })));
    expect(statuses(answers)).toEqual([...Array<number>(PAIR_FAILURE_LIMIT).fill(401), ...Array<number>(20 - PAIR_FAILURE_LIMIT).fill(429)]);
    const [row] = await env.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, `pair:${from}|paul.parallel@demo.portal`));
    expect(row?.attempts).toBe(PAIR_FAILURE_LIMIT);
  });

  it(
    `${ACCOUNT_FAILURE_LIMIT + 10} at once for one account from as many addresses: ${ACCOUNT_FAILURE_LIMIT} checked, the rest refused`,
    MANY_CHECKS,
    async () => {
      const answers = await Promise.all(
        Array.from({ length: ACCOUNT_FAILURE_LIMIT + 10 }, () => signIn("botnet-target@demo.portal", "wrong-password")),
      );
      expect(statuses(answers)).toEqual([...Array<number>(ACCOUNT_FAILURE_LIMIT).fill(401), ...Array<number>(10).fill(429)]);
      expect(answers.filter(({ status }) => status === 429).map(({ json }) => json)).toEqual(
        Array(10).fill({ code: "ACCOUNT_PROTECTED", retryAfterSeconds: 3600 }),
      );
    },
  );
});

describe("strangers cannot lock the owner out (issue 9 item 3)", () => {
  it("an attacker's failures from one address do not refuse the owner from another; the attacker stays capped", async () => {
    const attacker = nextAddress();
    const owner = nextAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT + 3; i++) await signIn("anna.aktiv@demo.portal", "wrong-password", { peer: attacker });
    expect((await signIn("anna.aktiv@demo.portal", DEMO_PASSWORD, { peer: owner })).status).toBe(200);
    expect((await signIn("anna.aktiv@demo.portal", "wrong-password", { peer: attacker })).json).toEqual(TOO_MANY);
    expect((await signIn("anna.aktiv@demo.portal", DEMO_PASSWORD, { peer: attacker })).status).toBe(429);
  });

  it(`after ${ACCOUNT_FAILURE_LIMIT} failures from many addresses the account refuses new devices, not the owner's`, MANY_CHECKS, async () => {
    const first = await signIn("emil.ende@demo.portal", DEMO_PASSWORD);
    const knownDevice = cookiePair(first.cookie, KNOWN_DEVICE_COOKIE);
    expect(first.cookie).toMatch(new RegExp(`${KNOWN_DEVICE_COOKIE}=[^;]+; Max-Age=\\d+; Path=/portal/api/auth; HttpOnly; SameSite=Lax`));
    const nora = cookiePair((await signIn("nora.neu@demo.portal", DEMO_PASSWORD)).cookie, KNOWN_DEVICE_COOKIE);

    for (let bot = 0; bot < ACCOUNT_FAILURE_LIMIT / PAIR_FAILURE_LIMIT; bot++) {
      const from = nextAddress();
      for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) expect((await signIn("emil.ende@demo.portal", "wrong-password", { peer: from })).status).toBe(401);
    }
    expect((await signIn("emil.ende@demo.portal", DEMO_PASSWORD)).json).toEqual({ code: "ACCOUNT_PROTECTED", retryAfterSeconds: 3600 });
    expect((await signIn("emil.ende@demo.portal", DEMO_PASSWORD, { headers: { cookie: nora } })).status).toBe(429);
    expect(
      (await signIn("emil.ende@demo.portal", DEMO_PASSWORD, { headers: { cookie: `${KNOWN_DEVICE_COOKIE}=${"1".repeat(10)}.${"A".repeat(43)}` } }))
        .status,
    ).toBe(429);
    expect((await signIn("emil.ende@demo.portal", DEMO_PASSWORD, { headers: { cookie: knownDevice } })).status).toBe(200);

    // The magic link the sign-in form offers then still signs the owner in on a new device.
    const body = { email: "emil.ende@demo.portal", nextUrl: "/de-DE/mycars", origin: TEST_ORIGIN, isApp: false, withResetLink: false };
    expect((await send(authRequest("/custom/magicLink", JSON.stringify(body)))).status).toBe(200);
    const [mail] = await env.db
      .select()
      .from(mailMessage)
      .where(eq(mailMessage.to, "emil.ende@demo.portal"))
      .orderBy(desc(mailMessage.createdAt))
      .limit(1);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
    const followed = await env.fetch(new Request(link, { headers: { [PEER_ADDRESS_HEADER]: stampedPeerAddress(nextAddress()) } }));
    expect(followed.headers.get("location")).toBe(`${TEST_ORIGIN}/portal/de-DE/mycars`);
    expect(followed.headers.getSetCookie().join("\n")).toContain("session_token=");
  });
});

describe("password checks besides sign-in (issue 9 item 8)", () => {
  let bernd: string;
  beforeAll(async () => {
    bernd = await env.signIn("bernd.business@demo.portal");
  });

  it.each([
    ["POST", "/verify-password"],
    ["POST", "/update-user"],
    ["POST", "/change-email"],
    ["POST", "/request-password-reset"],
    ["POST", "/revoke-sessions"],
    ["GET", "/get-session"],
    ["GET", "/list-sessions"],
    ["GET", "/list-accounts"],
    ["GET", "/sign-in/email"],
    ["POST", "/sign-in/email/"],
    ["POST", "/sign-in%2Femail"],
    ["POST", "/sign-up/emails"],
  ])("%s %s is not served (404)", async (method, path) => {
    const body = method === "GET" ? undefined : JSON.stringify({ password: DEMO_PASSWORD, email: "x@demo.portal", name: "X" });
    const response = await env.fetch(
      new Request(`${TEST_ORIGIN}/portal/api/auth${path}`, { method, headers: { cookie: bernd, "content-type": "application/json" }, body }),
    );
    expect(await readAnswer(response)).toMatchObject({ status: 404, json: { error: "not_found" } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sign-up is served only through the registration guard (issue 16): a bare better-auth body is refused, nothing written", async () => {
    const before = await env.db.select({ id: user.id }).from(user);
    const response = await env.fetch(
      new Request(`${TEST_ORIGIN}/portal/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({ password: DEMO_PASSWORD, email: "x@demo.portal", name: "X" }),
      }),
    );
    expect(await readAnswer(response)).toMatchObject({ status: 400, json: { error: "invalid_request", reason: expect.any(String) } });
    expect(await env.db.select({ id: user.id }).from(user)).toHaveLength(before.length);
  });

  it("serves the health check, and nothing else without a password check", async () => {
    const response = await env.fetch(new Request(`${TEST_ORIGIN}/portal/api/auth/ok`));
    expect(await readAnswer(response)).toMatchObject({ status: 200, json: { ok: true } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("change-password counts its guesses: 15 wrong ones, then the right one is refused", MANY_CHECKS, async () => {
    const cookie = await env.signIn("bruno.bruecke@demo.portal");
    const from = nextAddress();
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push((await changePassword(cookie, `wrong-password-${i}`, { peer: from })).status);
    expect(answers).toEqual([...Array<number>(PAIR_FAILURE_LIMIT).fill(400), ...Array<number>(15 - PAIR_FAILURE_LIMIT).fill(429)]);
    expect(await changePassword(cookie, DEMO_PASSWORD, { peer: from })).toMatchObject({ status: 429, json: TOO_MANY });
  });

  it.each([
    ["the current one", DEMO_PASSWORD, "PASSWORD_SAME_AS_CURRENT"],
    ["without a number", "abcdefghij", "PASSWORD_TOO_WEAK"],
    ["without a letter", "1234567890", "PASSWORD_TOO_WEAK"],
    ["of 7 characters", "abcdef1", "PASSWORD_TOO_WEAK"],
  ])("account.md §5: a new password that is %s is refused with 422 on the server too, and nothing changes", async (_case, newPassword, code) => {
    const cookie = await env.signIn("kim.komfort@demo.portal");
    const refused = await send(
      authRequest("/change-password", JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword, revokeOtherSessions: false }), {
        headers: { cookie },
      }),
    );
    expect(refused).toMatchObject({ status: 422, json: { code, reason: expect.any(String) } });
    expect((await signIn("kim.komfort@demo.portal", DEMO_PASSWORD)).status).toBe(200);
  });

  it("account.md §5: the password reset refuses a weak new password before the token is used", async () => {
    const refused = await send(authRequest("/reset-password", JSON.stringify({ newPassword: "abcdefgh", token: "any-token" })));
    expect(refused).toMatchObject({ status: 422, json: { code: "PASSWORD_TOO_WEAK" } });
  });

  it("sign-in and change-password share one count", async () => {
    const cookie = await env.signIn("sina.swap@demo.portal");
    const from = nextAddress();
    for (let i = 0; i < PAIR_FAILURE_LIMIT / 2; i++)
      expect((await signIn("sina.swap@demo.portal", "wrong-password", { peer: from })).status).toBe(401);
    for (let i = 0; i < PAIR_FAILURE_LIMIT / 2; i++) expect((await changePassword(cookie, "wrong-password", { peer: from })).status).toBe(400);
    expect((await signIn("sina.swap@demo.portal", DEMO_PASSWORD, { peer: from })).status).toBe(429);
  });
});

describe("auth answers (issue 9 item 10)", () => {
  it("carry no session token in the body and are never cached", async () => {
    const signedIn = await signIn("bernd.business@demo.portal", DEMO_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ user: { email: "bernd.business@demo.portal" } });
    expect(signedIn.json).not.toHaveProperty("token");
    expect(signedIn.text).not.toContain(decodeURIComponent(sessionCookieOf(signedIn.cookie).split("=")[1] ?? "").split(".")[0]);
    expect(signedIn.headers.get("cache-control")).toBe("no-store");

    const cookie = sessionCookieOf(signedIn.cookie);
    const changed = await send(
      authRequest(
        "/change-password",
        JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword: "Portal-Demo-2027", revokeOtherSessions: true }),
        {
          headers: { cookie },
        },
      ),
    );
    expect(changed.status).toBe(200);
    expect(changed.json).not.toHaveProperty("token");
    expect(changed.headers.get("cache-control")).toBe("no-store");

    const signedOut = await send(authRequest("/sign-out", "{}", { headers: { cookie: sessionCookieOf(changed.cookie) } }));
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get("cache-control")).toBe("no-store");
    expect((await signIn("bernd.business@demo.portal", "wrong-password")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("request bodies (issue 9 items 4 and 5)", () => {
  it(`are refused over ${AUTH_BODY_LIMIT_BYTES} bytes by Content-Length, before a byte is read`, async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const answer = await send(authRequest("/sign-in/email", body, { headers: { "content-length": String(100 * 1024 * 1024) } }));
    expect(answer).toMatchObject({ status: 413, json: { error: "payload_too_large", reason: expect.any(String) } });
    expect(pulled).toBeLessThanOrEqual(1); // a stream may be asked for its first chunk when the request is built
  });

  it("are refused while streaming when a chunked body grows past the limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode(`{"email":"${"a".repeat(1000)}`));
      },
    });
    const answer = await send(authRequest("/sign-in/email", body));
    expect(answer).toMatchObject({ status: 413, json: { error: "payload_too_large" } });
    expect(pulled).toBeLessThan(AUTH_BODY_LIMIT_BYTES / 1000 + 3);
  });

  it("are accepted up to the limit", async () => {
    const padding = "x".repeat(AUTH_BODY_LIMIT_BYTES - 200);
    const answer = await send(authRequest("/sign-in/email", JSON.stringify({ email: "padded@demo.portal", password: "wrong-password", padding })));
    expect(answer.status).toBe(401);
  });

  it.each([
    ["a NUL byte", "anna.aktiv\u0000@demo.portal"],
    ["a newline", "anna.aktiv@demo.portal\n"],
    ["an escape", "\u001b[2Janna.aktiv@demo.portal"],
    ["a DEL", "anna\u007f@demo.portal"],
    ["a C1 control", "anna\u0085@demo.portal"],
  ])("with %s in the sign-in email are a 400 with a reason, never a 500, and count nothing", async (_label, email) => {
    const before = await env.db.select().from(signInThrottle);
    const answer = await signIn(email, DEMO_PASSWORD);
    expect(answer).toMatchObject({ status: 400, json: { error: "invalid_request", reason: "email must not contain control characters." } });
    expect(await env.db.select().from(signInThrottle)).toEqual(before);
  });

  it.each([
    ["not JSON", "{ nope"],
    ["an array", "[]"],
    ["no email", JSON.stringify({ password: "x" })],
    ["a number for the email", JSON.stringify({ email: 1, password: "x" })],
    ["no password", JSON.stringify({ email: "anna.aktiv@demo.portal" })],
    ["an overlong email", JSON.stringify({ email: `${"a".repeat(250)}@demo.portal`, password: "x" })],
  ])("that are %s are a 400 with a reason", async (_label, body) => {
    const answer = await send(authRequest("/sign-in/email", body));
    expect(answer).toMatchObject({ status: 400, json: { error: "invalid_request", reason: expect.any(String) } });
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, scoped to /portal, and replaced on every sign-in", async () => {
    const first = await signIn("nora.neu@demo.portal", DEMO_PASSWORD);
    const second = await signIn("nora.neu@demo.portal", DEMO_PASSWORD);
    const [firstSession] = first.cookie.split("\n").filter((cookie) => cookie.startsWith("better-auth.session_token="));
    expect(firstSession).toMatch(/HttpOnly/i);
    expect(firstSession).toMatch(/SameSite=Lax/i);
    expect(firstSession).toMatch(/Path=\/portal/);
    expect(sessionCookieOf(first.cookie)).toBeTruthy();
    expect(sessionCookieOf(second.cookie)).not.toBe(sessionCookieOf(first.cookie));
    expect(first.cookie).not.toMatch(/;\s*Secure/i); // the test origin is plain http
  });

  it("is Secure (and __Secure- prefixed) on the https origin of production, like the known-device cookie", async () => {
    const origin = "https://portal.example.com";
    const auth = createAuth({ db: env.db, secret: "test-secret-0123456789-abcdefghijklmnop", origin });
    const response = await handleAuthRequest(
      new Request(`${origin}/portal/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, [PEER_ADDRESS_HEADER]: stampedPeerAddress(nextAddress()) },
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
    expect(response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${KNOWN_DEVICE_COOKIE}=`))).toMatch(/;\s*Secure/);
    // and the session it carries is recognised
    const session = cookie?.split(";")[0] ?? "";
    expect(await sessionCustomerOf(auth, env.db, new Headers({ cookie: session }))).toMatchObject({ email: "nora.neu@demo.portal" });
  });
});

describe("the email-verification resend (issue 16, account.md §4)", () => {
  const resend = (options: SendOptions & { cookie?: string } = {}) =>
    send(
      authRequest("/custom/resendVerification", JSON.stringify({ nextUrl: "/de-DE/mycars" }), {
        ...options,
        headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      }),
    );
  const mails = async () => (await env.db.select({ id: mailMessage.id }).from(mailMessage)).length;

  it("needs a session, refuses cross-site requests and mails only the session's own address", async () => {
    const before = await mails();
    expect(await resend()).toMatchObject({ status: 401, json: { error: "unauthorized" } });
    const cookie = await env.signIn("ulla.unbestaetigt@demo.portal");
    expect((await resend({ cookie, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await mails()).toBe(before);
    // An address in the body is not read: the mail goes to the session's.
    const answer = await send(
      authRequest("/custom/resendVerification", JSON.stringify({ email: "victim@example.com", nextUrl: "/de-DE/mycars" }), { headers: { cookie } }),
    );
    expect(answer).toMatchObject({ status: 200, json: { status: true } });
    const sent = await env.db.select({ to: mailMessage.to }).from(mailMessage);
    expect(sent.slice(before).map(({ to }) => to)).toEqual(["ulla.unbestaetigt@demo.portal"]);
  });

  it(`counts as a lookup of the client address: ${LOOKUP_LIMIT} from one address, then 429 without a mail`, async () => {
    const cookie = await env.signIn("ulla.unbestaetigt@demo.portal");
    const from = nextAddress();
    for (let i = 0; i < LOOKUP_LIMIT; i++) {
      const path = i % 2 === 0 ? "/custom/checkIfEmailExists" : "/custom/resendVerification";
      const body = i % 2 === 0 ? { email: `probe${i}@demo.portal` } : {};
      expect((await send(authRequest(path, JSON.stringify(body), { peer: from, headers: { cookie } }))).status).toBe(200);
    }
    const before = await mails();
    expect(await resend({ cookie, peer: from })).toMatchObject({ status: 429, json: { code: "TOO_MANY_LOOKUPS" } });
    expect(await mails()).toBe(before);
  });
});
