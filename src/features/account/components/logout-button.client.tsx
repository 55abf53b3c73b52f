"use client";

import { useEffect, useRef, useState } from "react";
import { loadPortalPage } from "@/lib/navigate";

/** Keys the portal keeps in the browser; logout clears them (account.md section 2). */
const STORED_KEY_PREFIX = "portal.";

/**
 * Signs out, clears the portal's stored keys and goes to the sign-out target of account.md
 * section 2 (/portal/de-DE/mycars, which in turn asks for a sign-in).
 */
async function signOutAndLeave(target: string): Promise<void> {
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

type LogoutProps = { className: string; label: string; busyLabel: string; target: string };

export function LogoutButton({ className, label, busyLabel, target }: LogoutProps) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        setBusy(true);
        void signOutAndLeave(target);
      }}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** Whether the page was opened from the portal's own origin, or typed in (no referrer). */
export function cameFromOwnSite(referrer: string, origin: string): boolean {
  if (referrer === "") return true;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The /logout route of account.md §2: opened from the portal (or typed in) it signs out at once;
 * a link from another site only offers the button, so no other site can sign a customer out.
 */
export function LogoutOnArrival(props: LogoutProps) {
  const started = useRef(false);
  const [ownSite, setOwnSite] = useState<boolean | null>(null);
  useEffect(() => {
    const own = cameFromOwnSite(document.referrer, window.location.origin);
    setOwnSite(own);
    if (own && !started.current) {
      started.current = true;
      void signOutAndLeave(props.target);
    }
  }, [props.target]);
  if (ownSite === false) return <LogoutButton {...props} />;
  return (
    <p role="status" aria-live="polite">
      {props.busyLabel}
    </p>
  );
}
