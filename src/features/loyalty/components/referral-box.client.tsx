"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/api/use-bff";
import type { Audience } from "@/lib/audience";
import type { Locale } from "@/i18n/locales";
import { button } from "@/ui/recipes.css";
import { ToastViewport, useToasts } from "@/ui/toast.client";
import { useReferralLink } from "../api/loyalty-requests";
import { MAX_REWARDED_REFERRALS, REFERRAL_POINTS } from "../rules/loyalty-rules";
import { localizedReferralLink } from "../rules/referral-rules";
import * as styles from "./loyalty.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { formatMoney } from "@/lib/money";
import { formatNumber } from "@/lib/numbers";

export interface ReferralBoxProps {
  /** The signed-in customer's email; null for a visitor. */
  email: string | null;
  locale: Locale;
  audience: Audience;
  /** Where a visitor is sent to sign in: this page with the login modal open (account.md §2). */
  loginHref: string;
}

/**
 * The referral page's voucher box (account.md §2 Referral page, §7, §8): visitors are told to log in
 * while the login modal opens; customers get their voucher code and link (fetched with one retry;
 * "einladen" reads "invite" in English), and the friends they invited. A failed fetch is an error
 * toast and "loading failed" in the box; without a booking the voucher failure text shows.
 */
export function ReferralBox({ email, locale, audience, loginHref }: ReferralBoxProps) {
  const t = useTranslations("referral");
  const router = useRouter();
  const { toasts, show, dismiss } = useToasts();
  const failures = useRef(0);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const referral = useReferralLink(email, () => {
    // One retry (§7): the second failure is final.
    failures.current += 1;
    if (failures.current === 2) setFailed(true);
  });

  useEffect(() => {
    if (!email) router.replace(loginHref, { scroll: false });
  }, [email, loginHref, router]);

  const needsBooking = referral.error instanceof ApiError && referral.error.status === 409;
  useEffect(() => {
    if (failed && !needsBooking) show("error", t("loadFailedToast"));
  }, [failed, needsBooking, show, t]);

  const data = referral.data;
  const link = data ? localizedReferralLink(data.link, locale) : null;
  const rewarded = data?.friends.filter((f) => f.credit > 0).length ?? 0;

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <InteractiveWhenHydrated>
      <section className={styles.card} aria-labelledby="referral-voucher">
        <h2 id="referral-voucher" className={styles.level}>
          {t("voucherTitle", { audience })}
        </h2>
        {!email ? (
          <p>{t("loggedOut", { audience })}</p>
        ) : failed && needsBooking ? (
          <p role="alert">{t("voucherFailed", { audience })}</p>
        ) : failed ? (
          <p role="alert">{t("loadFailed")}</p>
        ) : !data ? (
          <p role="status">{t("loading")}</p>
        ) : (
          <>
            <p>{t("voucherText", { amount: data.voucher.voucherAmount, audience })}</p>
            <p>
              {t("codeLabel")} <span className={styles.code}>{data.voucher.code}</span>
            </p>
            <p>
              {t("linkLabel")}{" "}
              <a href={link ?? undefined} className={styles.link} data-testid="referral-link">
                {link}
              </a>
            </p>
            <button type="button" className={button.secondary} onClick={() => void copy()}>
              {copied ? t("copied") : t("copy")}
            </button>
            <h3>{t("friendsTitle")}</h3>
            {data.friends.length === 0 ? (
              <p>{t("noFriends", { audience })}</p>
            ) : (
              <>
                <p>
                  {t("friendsSummary", {
                    invited: data.friends.length,
                    subscribed: data.friends.filter((f) => f.subscribed).length,
                    rewarded,
                    max: MAX_REWARDED_REFERRALS,
                    credit: formatMoney(rewarded * (data.voucher.voucherAmount ?? 0)),
                    points: formatNumber(rewarded * REFERRAL_POINTS, locale),
                    audience,
                  })}
                </p>
                <ul className={styles.list}>
                  {data.friends.map((friend, index) => (
                    <li key={friend.id} className={styles.item}>
                      <span className={styles.name}>{t("friend", { n: index + 1 })}</span>
                      <span>
                        {friend.subscribed
                          ? friend.credit > 0
                            ? t("friendRewarded", { credit: friend.credit })
                            : t("friendBeyondMax")
                          : t("friendPending")}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        <ToastViewport toasts={toasts} onDismiss={dismiss} closeLabel={t("close")} />
      </section>
    </InteractiveWhenHydrated>
  );
}
