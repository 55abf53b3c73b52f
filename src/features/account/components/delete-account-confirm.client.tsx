"use client";

import { useRouter } from "next/navigation";
import { Link } from "@/ui/link.client";
import { useState } from "react";
import { callEndpoint } from "@/api/client";
import { beforeLeavingPage, track, TRACKING_EVENTS } from "@/lib/analytics/track";
import { BASE_PATH } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import { useModalClose } from "@/ui/modal-close.client";
import { deletionRequestOutcome } from "../rules/account-deletion";
import * as styles from "./account-deletion.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

export interface DeleteAccountConfirmButtonsProps {
  /** A running subscription keeps the account: confirming leads to /contact (account.md §4). */
  blocked: boolean;
  contactHref: string;
  requestedHref: string;
  failedHref: string;
  labels: { confirm: string; cancel: string; sending: string };
}

/**
 * Confirm or cancel the deletion (deals.md §4 "Account deletion"): with a running subscription the
 * customer is sent to /contact; otherwise the request is sent, and status 200 with data opens the
 * success modal, anything else the error modal (§8). Tracks both events of §7.
 */
export function DeleteAccountConfirmButtons({ blocked, contactHref, requestedHref, failedHref, labels }: DeleteAccountConfirmButtonsProps) {
  const router = useRouter();
  const close = useModalClose();
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    track(TRACKING_EVENTS.deleteAccountRequested);
    if (blocked) return router.push(contactHref);
    setSending(true);
    const answer = await callEndpoint("postDeletionRequest");
    const outcome = deletionRequestOutcome(answer);
    if (outcome === "requested") {
      // A full load follows: the request ended the session, so the header must render signed out.
      beforeLeavingPage();
      track(TRACKING_EVENTS.deleteAccountRequestedSuccessfully);
      window.location.assign(`${BASE_PATH}${requestedHref}`);
      return;
    }
    setSending(false);
    if (outcome === "blocked") router.push(contactHref);
    else router.replace(failedHref, { scroll: false });
  };

  return (
    <InteractiveWhenHydrated>
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={() => void confirm()} disabled={sending} aria-busy={sending}>
          {sending ? labels.sending : labels.confirm}
        </button>
        <button type="button" className={button.secondary} onClick={() => close?.()} disabled={sending}>
          {labels.cancel}
        </button>
      </div>
    </InteractiveWhenHydrated>
  );
}

/**
 * The account page's delete-account action while a running subscription keeps the account
 * (account.md §4 "With active subscriptions the user is sent to /contact"): it leads there at once,
 * tracked as the request it is (§7), instead of a confirmation that could only be refused.
 */
export function DeleteAccountContactLink({ href, className, children }: { href: string; className: string; children: string }) {
  return (
    <Link href={href} className={className} onClick={() => track(TRACKING_EVENTS.deleteAccountRequested)}>
      {children}
    </Link>
  );
}
