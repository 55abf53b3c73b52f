import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleAuthRequest } from "../http/auth-route";
import { customer, referral, user } from "../db/schema";
import { PEER_ADDRESS_HEADER, stampedPeerAddress } from "../auth/peer-address";
import { openSeededTestEnv, TEST_NOW, TEST_ORIGIN, type SeededTestEnv } from "../testing/seeded-test-env";
import { recordReferralSignUp, referralCodeOf, referrerOfCode } from "./referral-service";

/** A friend's shared link carried into registration (account.md §2 Referral, §9). */
let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(() => env.close());

const referralsOf = (customerId: string) => env.db.select().from(referral).where(eq(referral.referrerCustomerId, customerId));

describe("referrerOfCode", () => {
  it("finds the customer whose code it is, among those with a booking; nothing for another code", async () => {
    expect(await referrerOfCode(env.db, referralCodeOf("customer-anna"))).toBe("customer-anna");
    expect(await referrerOfCode(env.db, referralCodeOf("customer-rita"))).toBe("customer-rita");
    // Nora has no booking: no link to share, so no code that counts.
    expect(await referrerOfCode(env.db, referralCodeOf("customer-nora"))).toBeNull();
    expect(await referrerOfCode(env.db, "FREUND-ABCD2345")).toBeNull();
  });
});

describe("registration with a shared code (POST /api/auth/sign-up/email, referralCode)", () => {
  async function signUp(email: string, referralCode?: string) {
    const headers = new Headers({ origin: TEST_ORIGIN, "content-type": "application/json" });
    headers.set(PEER_ADDRESS_HEADER, stampedPeerAddress("198.51.100.77"));
    const body = {
      email,
      password: "Sicher-2026",
      name: "Fritz Freund",
      locale: "de-DE",
      botCheckToken: "XXXX.DUMMY.TOKEN.XXXX",
      callbackURL: "/de-DE/mycars",
      firstname: "Fritz",
      lastname: "Freund",
      phone: "015112345678",
      birthday: "15.03.1990",
      ...(referralCode === undefined ? {} : { referralCode }),
    };
    const response = await handleAuthRequest(
      new Request(`${TEST_ORIGIN}/portal/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify(body) }),
      {
        auth: env.auth,
        db: env.db,
        now: TEST_NOW,
      },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const [row] = await env.db
      .select({ contactId: customer.contactId })
      .from(customer)
      .innerJoin(user, eq(user.id, customer.userId))
      .where(eq(user.email, email));
    return row!.contactId;
  }

  it("records the new customer as Anna's referred friend, not subscribed yet; once", async () => {
    const before = (await referralsOf("customer-anna")).length;
    const contactId = await signUp("fritz.freund@demo.portal", referralCodeOf("customer-anna").toLowerCase());
    const after = await referralsOf("customer-anna");
    expect(after).toHaveLength(before + 1);
    expect(after.find((row) => row.friendContactId === contactId)).toMatchObject({ subscribedAt: null, referrerCreditCents: 0 });
    const [friend] = await env.db.select({ userId: customer.userId }).from(customer).where(eq(customer.contactId, contactId));
    expect(await recordReferralSignUp(env.db, friend!.userId, referralCodeOf("customer-anna"))).toBe(false);
    expect(await referralsOf("customer-anna")).toHaveLength(before + 1);
  });

  it("registers without a referral for an unknown or malformed code, and without one", async () => {
    const before = (await env.db.select().from(referral)).length;
    await signUp("fiona.fremd@demo.portal", "FREUND-ABCD2345");
    await signUp("felix.falsch@demo.portal", "nonsense");
    await signUp("frieda.frei@demo.portal");
    expect(await env.db.select().from(referral)).toHaveLength(before);
  });
});
