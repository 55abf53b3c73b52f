"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type MouseEvent } from "react";
import { callEndpoint } from "@/api/client";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { Dialog } from "@/ui/dialog.lazy.client";
import { button } from "@/ui/recipes.css";

type ResendState = "idle" | "sending" | "resent" | "alreadyVerified" | "tooMany" | "failed";

/**
 * account.md §4 "Logged in with unverified email: menu items open an email-verification modal
 * instead of navigating." The entry is a button; its modal asks to confirm the address and sends
 * the confirmation mail again (`POST /custom/resendVerification`, to the session's own address).
 * The mailed link leads to the entry's page.
 */
export function VerifyEmailEntry({
  entry,
  href,
  label,
  className,
  email,
  audience,
}: {
  entry: string;
  href: string;
  label: string;
  className: string;
  email: string;
  audience: Audience;
}) {
  const t = useTranslations("authMessages");
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ResendState>("idle");
  const openModal = (event: MouseEvent<HTMLButtonElement>) => {
    // The account menu is a popover in the top layer: it would stay above the modal.
    event.currentTarget.closest<HTMLElement>("[popover]")?.hidePopover?.();
    setState("idle");
    setOpen(true);
  };
  const resend = async () => {
    setState("sending");
    const { status, data } = await callEndpoint("postResendVerification", { body: { nextUrl: href, locale } });
    if (status === 429) return setState("tooMany");
    if (status !== 200 || !data) return setState("failed");
    setState(data.alreadyVerified ? "alreadyVerified" : "resent");
  };
  const outcome = state === "idle" || state === "sending" ? null : state;
  return (
    <>
      <button type="button" className={className} data-account-entry={entry} data-verify-email="" onClick={openModal}>
        {label}
      </button>
      {open ? (
        <Dialog open onOpenChange={setOpen} title={t("verificationRequired.title", { audience })} closeLabel={t("close")}>
          <p>{t("verificationRequired.text", { audience, email })}</p>
          <p role={outcome === "resent" || outcome === "alreadyVerified" ? "status" : "alert"}>
            {outcome ? t(`verificationRequired.${outcome}`, { audience }) : null}
          </p>
          <button
            type="button"
            className={button.primary}
            disabled={state === "sending"}
            aria-busy={state === "sending"}
            onClick={() => void resend()}
          >
            {state === "sending" ? t("verificationRequired.sending") : t("verificationRequired.resend")}
          </button>
        </Dialog>
      ) : null}
    </>
  );
}
