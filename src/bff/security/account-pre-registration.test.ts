import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCustomerOf } from "../auth/auth";
import { PEER_ADDRESS_HEADER, stampedPeerAddress } from "../auth/peer-address";
import { SIGN_UP_PROOF_COOKIE, SIGN_UP_PROOF_HEADER } from "../auth/sign-up-proof";
import { account, mailMessage, user } from "../db/schema";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { openSecurityEnv, readAnswer, type SecurityEnv } from "./security-env";

/**
 * An account taken over in advance. A stranger registers the victim's address
 * with a password of their own; the victim follows the confirmation mail. The link proves the
 * address, not the password: the stranger's password and sessions must not survive it, whether
 * the victim confirms by the link, signs in by magic link, or later adds Google (linking needs a
 * confirmed address; `tests/e2e/social-sign-in.spec.ts` runs that part against the OIDC stand-in).
 */
let env: SecurityEnv;
beforeAll(async () => {
  env = await openSecurityEnv();
});
afterAll(async () => {
  await env.close();
});

const STRANGER_PASSWORD = "Fremdes-Passwort-1";
let address = 0;

interface Browser {
  cookies: Map<string, string>;
}
const newBrowser = (): Browser => ({ cookies: new Map() });
const cookieHeader = ({ cookies }: Browser) => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/** A request from `browser` (its cookies sent, the answer's kept, as a browser does). */
async function send(browser: Browser, path: string, { body, method = body === undefined ? "GET" : "POST", headers = {} }: SendOptions = {}) {
  const all = new Headers({ origin: TEST_ORIGIN, ...headers });
  all.set(PEER_ADDRESS_HEADER, stampedPeerAddress(`198.18.0.${++address}`));
  if (body !== undefined) all.set("content-type", "application/json");
  const cookies = cookieHeader(browser);
  if (cookies) all.set("cookie", cookies);
  const url = path.startsWith("http") ? path : `${TEST_ORIGIN}${path}`;
  const response = await env.fetch(new Request(url, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) }));
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = cookie.split(";");
    const [name = "", ...value] = pair.split("=");
    if (attributes.some((attribute) => /max-age=0/i.test(attribute.trim()))) browser.cookies.delete(name);
    else browser.cookies.set(name, value.join("="));
  }
  return { ...(await readAnswer(response)), location: response.headers.get("location") };
}
interface SendOptions {
  body?: unknown;
  method?: string;
  headers?: Record<string, string>;
}

const registration = (email: string) => ({
  email,
  password: STRANGER_PASSWORD,
  name: "Fremd Person",
  locale: "en-US",
  botCheckToken: "XXXX.DUMMY.TOKEN.XXXX",
  callbackURL: "/en-US/mycars",
  firstname: "Fremd",
  lastname: "Person",
  // A German number in international form: an en-US page checks phones for the US (account.md §5).
  phone: "+4915112345678",
  birthday: "15.03.1990",
});

async function lastLinkTo(email: string, kind: string): Promise<string> {
  const [mail] = await env.db
    .select()
    .from(mailMessage)
    .where(and(eq(mailMessage.to, email), eq(mailMessage.kind, kind)))
    .orderBy(desc(mailMessage.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no ${kind} mail to ${email}`);
  return link;
}

const signIn = (browser: Browser, email: string, password: string) => send(browser, "/portal/api/auth/sign-in/email", { body: { email, password } });
const signedInUser = async (browser: Browser) =>
  (await sessionCustomerOf(env.auth, env.db, new Headers({ cookie: cookieHeader(browser) })))?.userId ?? null;
const userOf = async (email: string) => (await env.db.select().from(user).where(eq(user.email, email)))[0]!;
const accountsOf = async (userId: string) => env.db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId));

/** The stranger registers `email` and signs in (unverified customers may): their browser. */
async function strangerRegisters(email: string): Promise<Browser> {
  const stranger = newBrowser();
  expect((await send(stranger, "/portal/api/auth/sign-up/email", { body: registration(email) })).status).toBe(200);
  expect((await signIn(stranger, email, STRANGER_PASSWORD)).status).toBe(200);
  expect(await signedInUser(stranger)).toBe((await userOf(email)).id);
  return stranger;
}

describe("a stranger registers the victim's address first (issue 35 item 1)", () => {
  it("the victim's confirmation link drops the stranger's password and sessions and ends on setting a password", async () => {
    const email = "opfer.link@demo.portal";
    const stranger = await strangerRegisters(email);
    const victim = newBrowser();

    const followed = await send(victim, await lastLinkTo(email, "verify-email"));
    expect(followed.status).toBe(302);
    const landing = new URL(followed.location!);
    expect(landing.origin).toBe(TEST_ORIGIN);
    expect(landing.pathname).toBe("/portal/en-US/reset-password");
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ next: "/en-US/mycars", authMessage: "set-password" });
    const victimUser = await userOf(email);
    expect(victimUser.emailVerified).toBe(true);
    // Nothing from before the proof is left: no password, no session (the stranger's is gone).
    expect(await accountsOf(victimUser.id)).toEqual([]);
    expect(await signedInUser(stranger)).toBeNull();
    expect((await signIn(newBrowser(), email, STRANGER_PASSWORD)).status).toBe(401);

    // The victim sets a password of their own with the landing's token and signs in with it.
    const token = landing.searchParams.get("token")!;
    expect((await send(victim, "/portal/api/auth/reset-password", { body: { newPassword: "Eigenes-Passwort-2", token } })).status).toBe(200);
    expect((await signIn(victim, email, "Eigenes-Passwort-2")).status).toBe(200);
    expect((await signIn(newBrowser(), email, STRANGER_PASSWORD)).status).toBe(401);
    // The link is spent: following it again changes nothing.
    await send(newBrowser(), await lastLinkTo(email, "verify-email"));
    expect((await signIn(newBrowser(), email, "Eigenes-Passwort-2")).status).toBe(200);
  });

  it("the victim's magic link does the same: signed in, the stranger's password and session gone", async () => {
    const email = "opfer.magic@demo.portal";
    const stranger = await strangerRegisters(email);
    const victim = newBrowser();
    const body = { email, nextUrl: "/de-DE/mycars", origin: TEST_ORIGIN, isApp: false, withResetLink: false, locale: "de-DE" };
    expect((await send(victim, "/portal/api/auth/custom/magicLink", { body })).status).toBe(200);
    const followed = await send(victim, await lastLinkTo(email, "magic-link"));
    expect(followed.location).toBe(`${TEST_ORIGIN}/portal/de-DE/mycars`);
    const victimUser = await userOf(email);
    expect(await signedInUser(victim)).toBe(victimUser.id);
    expect(victimUser.emailVerified).toBe(true);
    expect(await accountsOf(victimUser.id)).toEqual([]);
    expect(await signedInUser(stranger)).toBeNull();
    expect((await signIn(newBrowser(), email, STRANGER_PASSWORD)).status).toBe(401);
  });

  it("the session the stranger's registration opened (a registration signs in) ends with the victim's confirmation too", async () => {
    const email = "opfer.anmeldung@demo.portal";
    const stranger = newBrowser();
    expect((await send(stranger, "/portal/api/auth/sign-up/email", { body: registration(email) })).status).toBe(200);
    // account.md §7: the registration signed the stranger in, unverified, without a separate sign-in.
    expect(await signedInUser(stranger)).toBe((await userOf(email)).id);
    const followed = await send(newBrowser(), await lastLinkTo(email, "verify-email"));
    expect(new URL(followed.location!).pathname).toBe("/portal/en-US/reset-password");
    expect(await signedInUser(stranger)).toBeNull();
    expect((await signIn(newBrowser(), email, STRANGER_PASSWORD)).status).toBe(401);
  });

  it("a forged proof header from a client counts for nothing", async () => {
    const email = "opfer.header@demo.portal";
    await strangerRegisters(email);
    const { id } = await userOf(email);
    const followed = await send(newBrowser(), await lastLinkTo(email, "verify-email"), { headers: { [SIGN_UP_PROOF_HEADER]: id } });
    expect(new URL(followed.location!).pathname).toBe("/portal/en-US/reset-password");
    expect((await signIn(newBrowser(), email, STRANGER_PASSWORD)).status).toBe(401);
  });
});

describe("the one who registered keeps the password they chose", () => {
  it("the link followed in the browser that registered confirms and signs in; the password still works", async () => {
    const email = "selbst.browser@demo.portal";
    const browser = newBrowser();
    expect((await send(browser, "/portal/api/auth/sign-up/email", { body: registration(email) })).status).toBe(200);
    expect(browser.cookies.has(SIGN_UP_PROOF_COOKIE)).toBe(true);
    const followed = await send(browser, await lastLinkTo(email, "verify-email"));
    expect(followed.location).toBe(`${TEST_ORIGIN}/portal/en-US/mycars?authMessage=email-verified`);
    expect(await signedInUser(browser)).toBe((await userOf(email)).id);
    expect((await userOf(email)).emailVerified).toBe(true);
    expect((await signIn(newBrowser(), email, STRANGER_PASSWORD)).status).toBe(200);
  });

  it("another account's proof does not count", async () => {
    const mine = newBrowser();
    await send(mine, "/portal/api/auth/sign-up/email", { body: registration("selbst.andere@demo.portal") });
    const email = "opfer.proof@demo.portal";
    await strangerRegisters(email);
    const followed = await send(mine, await lastLinkTo(email, "verify-email"));
    expect(new URL(followed.location!).pathname).toBe("/portal/en-US/reset-password");
  });

  it("the link followed while signed in with that password (another browser, the resend) keeps it", async () => {
    const email = "selbst.session@demo.portal";
    await send(newBrowser(), "/portal/api/auth/sign-up/email", { body: registration(email) });
    const phone = newBrowser();
    expect((await signIn(phone, email, STRANGER_PASSWORD)).status).toBe(200);
    const followed = await send(phone, await lastLinkTo(email, "verify-email"));
    expect(followed.location).toBe(`${TEST_ORIGIN}/portal/en-US/mycars?authMessage=email-verified`);
    expect((await userOf(email)).emailVerified).toBe(true);
    expect((await signIn(newBrowser(), email, STRANGER_PASSWORD)).status).toBe(200);
  });
});
