"use client";

import { useEffect } from "react";
import { checkAccountSwitch, parseStoredAccount, STORED_ACCOUNT_KEY } from "../rules/account-switch";

/** Keys the portal keeps in the browser (as the logout clears them, account.md §2). */
const STORED_KEY_PREFIX = "portal.";

/** account.md §2 account-switch check: another account on this device clears the previous one's stored keys. */
export function AccountSwitchCheck({ contactId }: { contactId: string }) {
  useEffect(() => {
    try {
      const { switched, store } = checkAccountSwitch(parseStoredAccount(window.localStorage.getItem(STORED_ACCOUNT_KEY)), contactId, Date.now());
      if (switched) {
        for (const key of Object.keys(window.localStorage)) if (key.startsWith(STORED_KEY_PREFIX)) window.localStorage.removeItem(key);
      }
      window.localStorage.setItem(STORED_ACCOUNT_KEY, JSON.stringify(store));
    } catch {
      // Storage unavailable (private mode): nothing is kept, so nothing can leak between accounts.
    }
  }, [contactId]);
  return null;
}
