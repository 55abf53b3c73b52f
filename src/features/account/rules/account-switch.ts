/**
 * The account-switch check (account.md §2): the contact id of the session is compared with the one
 * stored in the browser, which is kept 90 days. Another account signed in on this device: the
 * previous account's stored keys are cleared (what a real product does; the consequence is not
 * shown in §2), then the new contact id is stored.
 */

/** account.md §2: "the stored account id lasts 90 days". */
export const STORED_ACCOUNT_DAYS = 90;
export const STORED_ACCOUNT_KEY = "portal.accountId";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredAccount {
  contactId: string;
  /** Epoch milliseconds after which the stored id no longer counts. */
  expiresAt: number;
}

export function parseStoredAccount(raw: string | null): StoredAccount | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAccount>;
    return typeof value.contactId === "string" && typeof value.expiresAt === "number"
      ? { contactId: value.contactId, expiresAt: value.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/** Whether the session belongs to another account than the stored (unexpired) one, and what to store now. */
export function checkAccountSwitch(stored: StoredAccount | null, contactId: string, nowMs: number): { switched: boolean; store: StoredAccount } {
  const valid = stored !== null && stored.expiresAt > nowMs ? stored : null;
  return { switched: valid !== null && valid.contactId !== contactId, store: { contactId, expiresAt: nowMs + STORED_ACCOUNT_DAYS * DAY_MS } };
}
