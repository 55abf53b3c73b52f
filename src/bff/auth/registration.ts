import "server-only";
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Dayjs } from "@/lib/clock";
import { parseGermanDay } from "@/lib/german-day";
import type { RegistrationProfile } from "@/features/auth/rules/registration-rules";
import type { Db } from "../db/client";
import { customer, user } from "../db/schema";

/** Whether an account exists for the email (case-insensitive; account.md §7 sends it lowercased). */
export async function emailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return row !== undefined;
}

/** account.md §4 "Business accounts (detected by email)": the email's customer is a business one. */
export async function businessAccountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customer.id })
    .from(customer)
    .innerJoin(user, eq(user.id, customer.userId))
    .where(and(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`, eq(customer.audience, "b2b")))
    .limit(1);
  return row !== undefined;
}

/** A contact id for a self-registered customer: 10 digits, from 7000000000 (seeded ones are 51…). */
function newContactId(): string {
  return String(7_000_000_000 + randomInt(0, 999_999_999));
}

/**
 * Stores the profile of a newly registered user as their customer record (b2c: registration is
 * the private customers'; business accounts are provisioned). Idempotent: a second call for the
 * same user updates the profile.
 */
export async function storeRegistrationProfile(db: Db, userId: string, profile: RegistrationProfile): Promise<void> {
  const dateOfBirth = parseGermanDay(profile.birthday.trim());
  const values = {
    firstname: profile.firstname.trim(),
    lastname: profile.lastname.trim(),
    phone: profile.phone.trim(),
    dateOfBirth,
    emailSubscription: profile.emailSubscription,
  };
  await db
    .insert(customer)
    .values({ id: `customer-${randomUUID()}`, userId, contactId: newContactId(), audience: "b2c", ...values })
    .onConflictDoUpdate({ target: customer.userId, set: values });
}

/** The completeRegistration token lives 30 minutes. */
const PROFILE_TOKEN_MINUTES = 30;

const mac = (secret: string, payload: string) => createHmac("sha256", `${secret}:registration-profile`).update(payload).digest("base64url");

/** Lets completeRegistration store the profile for this user only, for a short while, without a session. */
export function profileTokenFor(secret: string, userId: string, now: Dayjs): string {
  const payload = `${userId}.${now.add(PROFILE_TOKEN_MINUTES, "minute").valueOf()}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The user a profile token was issued for, or null when it is forged or expired. */
export function userOfProfileToken(secret: string, token: string, now: Dayjs): string | null {
  const last = token.lastIndexOf(".");
  if (last < 0) return null;
  const payload = token.slice(0, last);
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(token.slice(last + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const dot = payload.lastIndexOf(".");
  const userId = payload.slice(0, dot);
  const expires = Number(payload.slice(dot + 1));
  return userId && Number.isFinite(expires) && expires > now.valueOf() ? userId : null;
}
