import "server-only";
import { randomInt, randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { customer } from "../db/schema";

/**
 * A customer who signs up with Google or Apple gets the customer record registration
 * would make (b2c; account.md §2: registration is the private customers'), named as the provider
 * names them. Their phone and birth date stay empty until they enter them on the account page.
 * Idempotent: an existing record (the email matched a customer) is left as it is.
 */
export async function ensureSocialCustomer(db: Db, created: { id: string; name?: string | null; email: string }): Promise<void> {
  const { firstname, lastname } = namesOf(created.name ?? "", created.email);
  await db
    .insert(customer)
    .values({ id: `customer-${randomUUID()}`, userId: created.id, contactId: newContactId(), audience: "b2c", firstname, lastname })
    .onConflictDoNothing({ target: customer.userId });
}

/** "Anna Maria Beispiel" → Anna Maria / Beispiel; a one-word or empty name falls back to the email's local part. */
export function namesOf(name: string, email: string): { firstname: string; lastname: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return { firstname: words.slice(0, -1).join(" "), lastname: words.at(-1) ?? "" };
  const local = email.split("@")[0] ?? "";
  const parts = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  if (words.length === 1) return { firstname: words[0] ?? "", lastname: parts.length >= 2 ? (parts.at(-1) ?? "") : "" };
  return { firstname: parts[0] ?? local, lastname: parts.slice(1).join(" ") };
}

/** A contact id for a self-registered customer, as registration makes them (from 7000000000; seeded ones are 51…). */
function newContactId(): string {
  return String(7_000_000_000 + randomInt(0, 999_999_999));
}
