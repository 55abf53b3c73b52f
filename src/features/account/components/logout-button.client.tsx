"use client";

import { useState } from "react";
import { loadPortalPage } from "@/lib/navigate";

/** Keys the portal keeps in the browser; logout clears them (account.md section 2). */
const STORED_KEY_PREFIX = "portal.";

/**
 * Signs out, clears the portal's stored keys and goes to the sign-out target of account.md
 * section 2 (/portal/de-DE/mycars, which in turn asks for a sign-in).
 */
export function LogoutButton({ className, label, busyLabel, target }: { className: string; label: string; busyLabel: string; target: string }) {
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await fetch("/portal/api/auth/sign-out", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
    } catch {
      // Offline: the stored keys still go, and the page loaded next shows whether the session ended.
    } finally {
      for (const key of Object.keys(window.localStorage)) {
        if (key.startsWith(STORED_KEY_PREFIX)) window.localStorage.removeItem(key);
      }
      loadPortalPage(target);
    }
  }

  return (
    <button type="button" className={className} onClick={() => void logout()} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
