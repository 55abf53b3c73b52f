"use client";

import { Link } from "@/ui/link.client";
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { Audience } from "@/lib/audience";
import { Dialog } from "@/ui/dialog.lazy.client";
import { button } from "@/ui/recipes.css";
import { AUTH_MESSAGE_QUERY, type AuthMessage } from "../rules/auth-messages";
import * as styles from "./sign-in-form.css";

/**
 * The message dialog a mailed link's landing page opens (account.md §2: email verified, or that
 * the link failed), and the job-auto failed-auth modal with its subscribe button (§4, §8 Other).
 * Which one is decided on the server (`rules/auth-messages.ts`); closing drops the query that
 * opened it, so a reload does not open it again.
 */
export function AuthMessageDialog({ message, audience, subscribeHref }: { message: AuthMessage; audience: Audience; subscribeHref: string }) {
  const t = useTranslations("authMessages");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const close = () => {
    const rest = new URLSearchParams(searchParams);
    for (const name of AUTH_MESSAGE_QUERY) rest.delete(name);
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t(`${message}.title`, { audience })} closeLabel={t("close")}>
      <p data-auth-message={message}>{t(`${message}.text`, { audience })}</p>
      <div className={styles.links}>
        {message === "jobAutoFailed" ? (
          <Link className={button.primary} href={subscribeHref}>
            {t("jobAutoFailed.subscribe")}
          </Link>
        ) : null}
        <button type="button" className={message === "jobAutoFailed" ? button.secondary : button.primary} onClick={close}>
          {message === "jobAutoFailed" ? t("close") : t("ok")}
        </button>
      </div>
    </Dialog>
  );
}
