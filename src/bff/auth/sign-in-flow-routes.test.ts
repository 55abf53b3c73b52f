import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleAuthRequest } from "../http/auth-route";
import { createAuth, sessionCustomerOf } from "./auth";
import { customer, mailMessage, user } from "../db/schema";
import { PEER_ADDRESS_HEADER, stampedPeerAddress } from "./peer-address";
import { LOOKUP_LIMIT } from "./sign-in-throttle";
import { profileTokenFor } from "./registration";
import { DEMO_PASSWORD, openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, type SeededTestEnv } from "../testing/seeded-test-env";
import { listOutbox } from "../outbox/outbox";
import { deliverMails } from "../mail/deliver-mail";
import { createMailer } from "../mail/mailer";

/** The sign-in flow's calls through the auth route, on the seeded database. */
let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

async function send(
  path: string,
  body: unknown,
  { peer = nextAddress(), method = "POST", cookie }: { peer?: string; method?: string; cookie?: string } = {},
) {
  const headers = new Headers({ origin: TEST_ORIGIN });
  headers.set(PEER_ADDRESS_HEADER, stampedPeerAddress(peer));
  if (body !== undefined) headers.set("content-type", "application/json");
  if (cookie) headers.set("cookie", cookie);
  const response = await handleAuthRequest(
    new Request(`${TEST_ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: "manual" }),
    { auth: env.auth, db: env.db, now: TEST_NOW },
  );
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, json, headers: response.headers };
}

async function lastMailTo(to: string) {
  const [mail] = await env.db.select().from(mailMessage).where(eq(mailMessage.to, to)).orderBy(desc(mailMessage.createdAt)).limit(1);
  return mail;
}
const mailCount = async () => (await env.db.select({ n: sql<number>`count(*)::int` }).from(mailMessage))[0]!.n;
const linkOf = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? "";
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe("POST /api/auth/custom/checkIfEmailExists", () => {
  it.each([
    ["anna.aktiv@demo.portal", true],
    ["Anna.Aktiv@Demo.Portal", true],
    ["niemand@demo.portal", false],
  ])("%s → success %s", async (email, exists) => {
    expect(await send("/portal/api/auth/custom/checkIfEmailExists", { email })).toMatchObject({ status: 200, json: { success: exists } });
  });

  it.each([{}, { email: "kein-at" }, { email: "a@b.de\u0000" }, []])("refuses %j with 400 and a reason", async (body) => {
    const answer = await send("/portal/api/auth/custom/checkIfEmailExists", body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: "invalid_request", reason: expect.any(String) });
  });

  it(`answers 429 after ${LOOKUP_LIMIT} lookups from one address, across all lookup calls`, async () => {
    const peer = "192.0.2.77";
    for (let i = 0; i < LOOKUP_LIMIT; i++) {
      const path = i % 2 === 0 ? "/portal/api/auth/custom/checkIfEmailExists" : "/portal/api/hasBusinessAccount";
      expect((await send(path, { email: `probe${i}@demo.portal` }, { peer })).status).toBe(200);
    }
    const refused = await send("/portal/api/auth/custom/checkIfEmailExists", { email: "anna.aktiv@demo.portal" }, { peer });
    expect(refused.status).toBe(429);
    // A count of requests, not of failed sign-ins, and its code says so.
    expect(refused.json).toMatchObject({ code: "TOO_MANY_LOOKUPS", retryAfterSeconds: expect.any(Number) });
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // Another address is not affected.
    expect((await send("/portal/api/auth/custom/checkIfEmailExists", { email: "anna.aktiv@demo.portal" })).status).toBe(200);
  });

  // Two lookups per sign-in: before a sign-in gave its lookups back, the one after half the limit was refused.
  const SIGN_INS = LOOKUP_LIMIT / 2 + 1;
  it(
    `issue 37 item 9: an office behind one address signs in ${SIGN_INS} times; guesses it cannot sign in to stay capped`,
    { timeout: 120_000 },
    async () => {
      const peer = "192.0.2.78";
      const office = ["bernd.business@demo.portal", "anna.aktiv@demo.portal", "paul.plan@demo.portal"];
      // The form's calls per sign-in: the email check, the business check, the password.
      for (let i = 0; i < SIGN_INS; i++) {
        const email = office[i % office.length]!;
        expect((await send("/portal/api/auth/custom/checkIfEmailExists", { email }, { peer })).status, `sign-in ${i}`).toBe(200);
        expect((await send("/portal/api/hasBusinessAccount", { email }, { peer })).status, `sign-in ${i}`).toBe(200);
        expect((await send("/portal/api/auth/sign-in/email", { email, password: DEMO_PASSWORD }, { peer })).status, `sign-in ${i}`).toBe(200);
      }
      // Guesses from the same address: each lookup of an email nobody signs in to stays counted.
      for (let i = 0; i < LOOKUP_LIMIT; i++) {
        expect((await send("/portal/api/auth/custom/checkIfEmailExists", { email: `guess${i}@demo.portal` }, { peer })).status).toBe(200);
      }
      expect(await send("/portal/api/auth/custom/checkIfEmailExists", { email: "guess-more@demo.portal" }, { peer })).toMatchObject({
        status: 429,
        json: { code: "TOO_MANY_LOOKUPS" },
      });
    },
  );

  it("refuses a cross-site request", async () => {
    const response = await handleAuthRequest(
      new Request(`${TEST_ORIGIN}/portal/api/auth/custom/checkIfEmailExists`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ email: "anna.aktiv@demo.portal" }),
      }),
      { auth: env.auth, db: env.db, now: TEST_NOW },
    );
    expect(response.status).toBe(403);
  });
});

describe("POST /api/hasBusinessAccount (account.md §4)", () => {
  it.each([
    ["bernd.business@demo.portal", true],
    ["anna.aktiv@demo.portal", false],
    ["niemand@demo.portal", false],
  ])("%s → accountExists %s", async (email, exists) => {
    expect(await send("/portal/api/hasBusinessAccount", { email })).toMatchObject({ status: 200, json: { accountExists: exists } });
  });
});

describe("POST /api/auth/custom/magicLink", () => {
  it("mails a sign-in link to a known email; the link signs in and leads to nextUrl", async () => {
    const answer = await send("/portal/api/auth/custom/magicLink", {
      email: "Paul.Plan@demo.portal",
      nextUrl: "/en-US/mycars",
      origin: "https://evil.example",
      isApp: false,
      withResetLink: false,
      locale: "en-US",
    });
    expect(answer).toMatchObject({ status: 200, json: { status: true } });
    const mail = await lastMailTo("paul.plan@demo.portal");
    expect(mail).toMatchObject({ kind: "magic-link", subject: "Your sign-in link" });
    const link = linkOf(mail!.text);
    expect(link.startsWith(`${TEST_ORIGIN}/portal/api/auth/magic-link/verify?token=`)).toBe(true);
    const followed = await send(pathOf(link), undefined, { method: "GET" });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe(`${TEST_ORIGIN}/portal/en-US/mycars`);
    expect(followed.headers.getSetCookie().join("\n")).toContain("session_token");
    // A link works once: the second time it lands on the sign-in page, which says so.
    const again = await send(pathOf(link), undefined, { method: "GET" });
    const failed = new URL(again.headers.get("location")!);
    expect(failed.pathname).toBe("/portal/en-US/login");
    expect(Object.fromEntries(failed.searchParams)).toMatchObject({
      next: "/en-US/mycars",
      authMessage: "sign-in-link-failed",
      error: "INVALID_TOKEN",
    });
  });

  it("answers alike for an unknown email and sends nothing", async () => {
    const before = await mailCount();
    expect(
      await send("/portal/api/auth/custom/magicLink", {
        email: "niemand@demo.portal",
        nextUrl: "/de-DE/mycars",
        origin: TEST_ORIGIN,
        isApp: false,
        withResetLink: false,
      }),
    ).toMatchObject({
      status: 200,
      json: { status: true },
    });
    expect(await mailCount()).toBe(before);
  });

  it("with withResetLink mails a reset link; it leads to the reset page, and the new password signs in", async () => {
    await send("/portal/api/auth/custom/magicLink", {
      email: "emil.ende@demo.portal",
      nextUrl: "/de-DE/mycars",
      origin: TEST_ORIGIN,
      isApp: false,
      withResetLink: true,
    });
    const mail = await lastMailTo("emil.ende@demo.portal");
    expect(mail).toMatchObject({ kind: "reset-password", subject: "Passwort zurücksetzen" });
    const followed = await send(pathOf(linkOf(mail!.text)), undefined, { method: "GET" });
    expect(followed.status).toBe(302);
    const location = new URL(followed.headers.get("location")!);
    expect(location.pathname).toBe("/portal/de-DE/reset-password");
    const token = location.searchParams.get("token")!;
    expect(token).toBeTruthy();
    expect((await send("/portal/api/auth/reset-password", { newPassword: "Neues-Passwort-1", token })).status).toBe(200);
    expect((await send("/portal/api/auth/sign-in/email", { email: "emil.ende@demo.portal", password: DEMO_PASSWORD })).status).toBe(401);
    expect((await send("/portal/api/auth/sign-in/email", { email: "emil.ende@demo.portal", password: "Neues-Passwort-1" })).status).toBe(200);
  });
});

describe("POST /api/auth/sign-up/email (registration)", () => {
  const valid = {
    email: "Neu.Kunde@demo.portal",
    password: "Sicher-2026",
    name: "Neu Kunde",
    locale: "de-DE",
    botCheckToken: "XXXX.DUMMY.TOKEN.XXXX",
    callbackURL: "/de-DE/mycars",
    firstname: "Zoë",
    lastname: "Kunde-O'Neill",
    phone: "015112345678",
    // account.md §7: "birthday as timestamp" (15.03.1990, at Berlin's midnight).
    birthday: Date.UTC(1990, 2, 14, 23),
    emailSubscription: true,
  };
  const users = async () => (await env.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n;

  it.each([
    [{ password: "kurz1" }, "password"],
    [{ firstname: "R2D2" }, "firstname"],
    [{ phone: "0000000" }, "phone"],
    [{ birthday: "11.03.2006" }, "birthday"], // 19 at TEST_NOW
    [{ birthday: Date.UTC(2006, 2, 11) }, "birthday"], // the same day as a timestamp
    [{ birthday: "31.02.1990" }, "birthday"],
  ])("refuses %j with 400 naming %s, and writes nothing", async (change, field) => {
    const before = await users();
    const answer = await send("/portal/api/auth/sign-up/email", { ...valid, ...change });
    expect(answer.status).toBe(400);
    expect((answer.json as { fields: Record<string, string> }).fields).toHaveProperty(field);
    expect(await users()).toBe(before);
  });

  it.each([1.5, true, null])("refuses the birthday %j, neither a timestamp nor typed, with 400 naming it, and writes nothing", async (birthday) => {
    const before = await users();
    const answer = await send("/portal/api/auth/sign-up/email", { ...valid, birthday });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain("birthday");
    expect(await users()).toBe(before);
  });

  it("refuses a missing or wrong bot-check token with 403", async () => {
    for (const botCheckToken of ["", "forged"]) {
      const answer = await send("/portal/api/auth/sign-up/email", { ...valid, botCheckToken });
      expect(answer).toMatchObject({ status: 403, json: { code: "BOT_CHECK_FAILED" } });
    }
  });

  it("registers, stores the profile, mails the verification link; the link verifies and signs in", async () => {
    const answer = await send("/portal/api/auth/sign-up/email", valid);
    expect(answer).toMatchObject({ status: 200, json: { profileStored: true } });
    // The browser that registered (it chose the password: `security/account-pre-registration.test.ts`).
    const registeredHere = answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const [row] = await env.db
      .select({
        firstname: customer.firstname,
        lastname: customer.lastname,
        birthday: customer.dateOfBirth,
        emailSubscription: customer.emailSubscription,
        audience: customer.audience,
        verified: user.emailVerified,
      })
      .from(customer)
      .innerJoin(user, eq(user.id, customer.userId))
      .where(eq(user.email, "neu.kunde@demo.portal"));
    expect(row).toEqual({
      firstname: "Zoë",
      lastname: "Kunde-O'Neill",
      birthday: "1990-03-15",
      emailSubscription: true,
      audience: "b2c",
      verified: false,
    });
    // Unverified customers may sign in (account.md §4 asks them to verify).
    expect((await send("/portal/api/auth/sign-in/email", { email: "neu.kunde@demo.portal", password: "Sicher-2026" })).status).toBe(200);
    const mail = await lastMailTo("neu.kunde@demo.portal");
    expect(mail).toMatchObject({ kind: "verify-email", subject: "Bitte bestätige deine E-Mail-Adresse" });
    const followed = await send(pathOf(linkOf(mail!.text)), undefined, { method: "GET", cookie: registeredHere });
    expect(followed.status).toBe(302);
    // It lands with the "email verified" dialog (account.md §2).
    expect(followed.headers.get("location")).toBe(`${TEST_ORIGIN}/portal/de-DE/mycars?authMessage=email-verified`);
    const [verified] = await env.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, "neu.kunde@demo.portal"));
    expect(verified?.verified).toBe(true);
  });

  it("a registration signs in (account.md §7): the answer carries the session cookie, and the session resolves to the new customer", async () => {
    const answer = await send("/portal/api/auth/sign-up/email", { ...valid, email: "angemeldet.kunde@demo.portal" });
    expect(answer).toMatchObject({ status: 200, json: { profileStored: true } });
    // The session is the HttpOnly cookie alone: no token in the answer.
    expect(JSON.stringify(answer.json)).not.toMatch(/token/i);
    const setCookies = answer.headers.getSetCookie();
    const session = setCookies.find((cookie) => cookie.startsWith("better-auth.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\/portal(;|$)/);
    expect(session).not.toMatch(/;\s*Secure/i); // the test origin is plain http
    // As after a sign-in, this device is known to the account (the sign-up proof is set as before).
    expect(setCookies.filter((cookie) => /^(portal-known-device|portal-sign-up-proof)=/.test(cookie))).toHaveLength(2);
    const cookie = setCookies.map((set) => set.split(";")[0]).join("; ");
    expect(await sessionCustomerOf(env.auth, env.db, new Headers({ cookie }))).toMatchObject({
      email: "angemeldet.kunde@demo.portal",
      emailVerified: false,
      firstName: "Zoë",
      lastName: "Kunde-O'Neill",
      audience: "b2c",
    });
    // The verification mail is sent as before (account.md §2 "email verification").
    expect(await lastMailTo("angemeldet.kunde@demo.portal")).toMatchObject({ kind: "verify-email" });
    // A refused registration signs nobody in.
    const taken = await send("/portal/api/auth/sign-up/email", { ...valid, email: "angemeldet.kunde@demo.portal" });
    expect(taken.status).toBe(422);
    expect(taken.headers.getSetCookie()).toEqual([]);
  });

  it("on the https origin of production the sign-up's session cookie is Secure (__Secure-), as a sign-in's is", async () => {
    const origin = "https://portal.example.com";
    const auth = createAuth({ db: env.db, secret: "test-secret-0123456789-abcdefghijklmnop", origin });
    const response = await handleAuthRequest(
      new Request(`${origin}/portal/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, [PEER_ADDRESS_HEADER]: stampedPeerAddress(nextAddress()) },
        body: JSON.stringify({ ...valid, email: "sicher.kunde@demo.portal" }),
      }),
      { auth, db: env.db, now: TEST_NOW },
    );
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__Secure-better-auth.session_token="));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\/portal(;|$)/);
    const cookie = session?.split(";")[0] ?? "";
    expect(await sessionCustomerOf(auth, env.db, new Headers({ cookie }))).toMatchObject({ email: "sicher.kunde@demo.portal" });
  });

  it("takes the birthday as typed (DD.MM.YYYY) too, and stores the same day", async () => {
    const answer = await send("/portal/api/auth/sign-up/email", { ...valid, email: "getippt.kunde@demo.portal", birthday: "15.03.1990" });
    expect(answer).toMatchObject({ status: 200, json: { profileStored: true } });
    const [row] = await env.db
      .select({ birthday: customer.dateOfBirth })
      .from(customer)
      .innerJoin(user, eq(user.id, customer.userId))
      .where(eq(user.email, "getippt.kunde@demo.portal"));
    expect(row).toEqual({ birthday: "1990-03-15" });
  });

  it("answers an existing email with user already exists (account.md §8)", async () => {
    const answer = await send("/portal/api/auth/sign-up/email", { ...valid, email: "anna.aktiv@demo.portal" });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: expect.stringMatching(/^USER_ALREADY_EXISTS/) });
  });

  it("answers an address whose domain has no top level with invalid domain (account.md §8), writing nothing", async () => {
    const before = await users();
    const answer = await send("/portal/api/auth/sign-up/email", { ...valid, email: "neu.kunde@intranet" });
    expect(answer).toMatchObject({ status: 400, json: { code: "INVALID_EMAIL" } });
    expect(await users()).toBe(before);
  });

  it("checks the phone for the region of the sign-up's locale: a US number from an en-US page, not from a German one (account.md §5)", async () => {
    const us = { ...valid, email: "us.nummer@demo.portal", phone: "3125550199" };
    const german = await send("/portal/api/auth/sign-up/email", us);
    expect(german).toMatchObject({ status: 400, json: { fields: { phone: "validPhoneNumber" } } });
    const english = await send("/portal/api/auth/sign-up/email", { ...us, locale: "en-US" });
    expect(english).toMatchObject({ status: 200, json: { profileStored: true } });

    // completeRegistration, with the locale of its page as the sign-up's.
    const [registered] = await env.db.select({ id: user.id }).from(user).where(eq(user.email, us.email));
    const profileToken = profileTokenFor((await env.auth.$context).secret, registered!.id, TEST_NOW);
    const profile = { profileToken, firstname: "Uma", lastname: "Us", phone: "3125550199", birthday: "01.01.1990" };
    const completedInGerman = await send("/portal/api/auth/custom/registrationProfile", profile);
    expect(completedInGerman).toMatchObject({ status: 400, json: { fields: { phone: "validPhoneNumber" } } });
    const completedInEnglish = await send("/portal/api/auth/custom/registrationProfile", { ...profile, locale: "en-US" });
    expect(completedInEnglish).toMatchObject({ status: 200, json: { profileStored: true } });
  });

  it("completeRegistration refuses a forged token with 401", async () => {
    const answer = await send("/portal/api/auth/custom/registrationProfile", {
      profileToken: "someone.9999999999999.forged",
      firstname: "A",
      lastname: "B",
      phone: "015112345678",
      birthday: "01.01.1990",
    });
    expect(answer.status).toBe(401);
  });
});

describe("POST /api/auth/custom/resendVerification (account.md §4 email-verification modal)", () => {
  const signedInAs = async (email: string) => {
    const answer = await send("/portal/api/auth/sign-in/email", { email, password: DEMO_PASSWORD });
    expect(answer.status).toBe(200);
    return answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  };

  it("answers 401 without a session and sends nothing", async () => {
    const before = await mailCount();
    expect(await send("/portal/api/auth/custom/resendVerification", { nextUrl: "/de-DE/mycars" })).toMatchObject({
      status: 401,
      json: { error: "unauthorized" },
    });
    expect(await mailCount()).toBe(before);
  });

  it("mails the unverified customer's own address a new link; it verifies, and the customer's menu navigates", async () => {
    const cookie = await signedInAs("ulla.unbestaetigt@demo.portal");
    const answer = await send("/portal/api/auth/custom/resendVerification", { nextUrl: "/de-DE/myaccount", locale: "de-DE" }, { cookie });
    expect(answer).toMatchObject({ status: 200, json: { status: true, alreadyVerified: false } });
    const mail = await lastMailTo("ulla.unbestaetigt@demo.portal");
    expect(mail).toMatchObject({ kind: "verify-email", subject: "Bitte bestätige deine E-Mail-Adresse" });
    const followed = await send(pathOf(linkOf(mail!.text)), undefined, { method: "GET", cookie });
    expect(followed.headers.get("location")).toBe(`${TEST_ORIGIN}/portal/de-DE/myaccount?authMessage=email-verified`);
    const customer = await sessionCustomerOf(env.auth, env.db, new Headers({ cookie }));
    expect(customer?.emailVerified).toBe(true);
    // A forged link comes back with better-auth's error: the page says the link failed.
    const forged = await send(
      "/portal/api/auth/verify-email?token=forged&callbackURL=%2Fportal%2Fde-DE%2Fmycars%3FauthMessage%3Demail-verified",
      undefined,
      {
        method: "GET",
      },
    );
    expect(new URL(forged.headers.get("location")!, TEST_ORIGIN).searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  it("sends nothing to a verified customer", async () => {
    const cookie = await signedInAs("nora.neu@demo.portal");
    const before = await mailCount();
    expect(await send("/portal/api/auth/custom/resendVerification", {}, { cookie })).toMatchObject({
      status: 200,
      json: { alreadyVerified: true },
    });
    expect(await mailCount()).toBe(before);
  });
});

describe("GET /api/auth/callback/{provider} without a matching start (issue 35 item 9)", () => {
  it.each([
    ["no state", "/portal/api/auth/callback/google?code=some-code", "state_not_found"],
    ["a state this browser never started", "/portal/api/auth/callback/apple?code=some-code&state=unknown-state", "state_mismatch"],
  ])("%s: ends on the sign-in page, which words the failure", async (_case, path, error) => {
    const answer = await send(path, undefined, { method: "GET" });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/portal/de-DE/login`);
    expect(Object.fromEntries(location.searchParams)).toEqual({ authMessage: "social-sign-in-failed", error });
  });
});

describe("POST /api/auth/change-password (account.md §7: current, new, locale)", () => {
  const outboxMailsTo = async (to: string) =>
    (await listOutbox(env.db, 500)).filter((message) => message.topic === "confirmation-mail" && (message.payload as { to?: string }).to === to);

  it.each([
    [
      "petra.passwort@demo.portal",
      "en-US",
      "Your password was changed",
      "The password of your customer account was changed on Tuesday, 10.03.2026 at 10:00 (Berlin time).",
      "/portal/en-US/login",
    ],
    [
      "ada.admin@demo.portal",
      "de-DE",
      "Ihr Passwort wurde geändert",
      "das Passwort Ihres Kundenkontos wurde am Dienstag, 10.03.2026 um 10:00 Uhr geändert.",
      "/portal/de-DE/login",
    ],
  ])("a change by %s in %s queues a notice in that locale, and its mail says when and what to do", async (email, locale, subject, intro, login) => {
    const cookie = await signIn(env.auth, email);
    const changed = await send(
      "/portal/api/auth/change-password",
      { currentPassword: DEMO_PASSWORD, newPassword: "Portal-Demo-2027", locale },
      { cookie },
    );
    expect(changed.status).toBe(200);
    const [queued] = await outboxMailsTo(email);
    expect(queued?.payload).toMatchObject({ kind: "password-changed", subject });
    await deliverMails(env.db, createMailer(env.db, null), { now: TEST_NOW.add(1, "second").toDate() });
    const mail = await lastMailTo(email);
    expect(mail).toMatchObject({ kind: "password-changed", subject });
    expect(mail!.text).toContain(intro);
    expect(pathOf(linkOf(mail!.text))).toBe(login);
    expect(mail!.text).not.toMatch(locale === "de-DE" ? /\b(du|dein)\b/ : /\bdu\b/);
  });

  it("a refused change queues nothing, and a locale the portal has not is written in German", async () => {
    const cookie = await signIn(env.auth, "konrad.konto@demo.portal");
    const wrong = await send(
      "/portal/api/auth/change-password",
      { currentPassword: "wrong-password", newPassword: "Portal-Demo-2027", locale: "en-US" },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await outboxMailsTo("konrad.konto@demo.portal")).toEqual([]);
    await send("/portal/api/auth/change-password", { currentPassword: DEMO_PASSWORD, newPassword: "Portal-Demo-2027", locale: "fr-FR" }, { cookie });
    const [queued] = await outboxMailsTo("konrad.konto@demo.portal");
    expect(queued?.payload).toMatchObject({ kind: "password-changed", subject: "Dein Passwort wurde geändert" });
  });
});
