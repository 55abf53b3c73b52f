"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callEndpoint } from "@/api/client";
import type { Audience } from "@/lib/audience";
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from "@/lib/support";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

type Step = "confirm" | "sending" | "done" | "failed" | "refused";

/**
 * The deductible reduction's dialog (deals.md §4, §7 accept-deductibles-reduction, §8 "Deductible
 * change failure: did not work, retry or contact support"): confirm with the price, then success
 * (closing reloads the page, §7 "success dialog and reload"), or the failure with a retry and the
 * support line. A 409 means the offer ended meanwhile: said so, no retry.
 */
export function DeductibleReduction({ dealId, price, free, audience }: { dealId: string; price: string; free: boolean; audience: Audience }) {
  const t = useTranslations("insurance.reduction");
  const tDialog = useTranslations("dialog");
  const tErrors = useTranslations("errors");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("confirm");
  const key = useIdempotencyKey();

  const accept = async () => {
    setStep("sending");
    const { status } = await callEndpoint("postAcceptDeductiblesReduction", {
      params: { id: dealId },
      idempotencyKey: key.current(),
    });
    if (status >= 200 && status < 300) return setStep("done");
    // A refused attempt wrote nothing: another one is a new request. A failed one (5xx, or no
    // answer: it may have been applied) is retried with the same key, so the retry gets the
    // first answer back; a fresh key was told "nicht mehr möglich" for a reduction it had made.
    if (status >= 400 && status < 500) key.renew();
    setStep(status === 409 ? "refused" : "failed");
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && (step === "done" || step === "refused")) router.refresh();
    if (!next) setStep("confirm");
  };
  const title = step === "done" ? t("successTitle") : step === "failed" ? t("failedTitle") : t("title");

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={tDialog("close")}
      trigger={
        <button type="button" className={button.primary}>
          {t("action")}
        </button>
      }
    >
      {step === "confirm" || step === "sending" ? (
        <>
          <p>{free ? t("textFree", { audience }) : t("text", { audience, price })}</p>
          <div className={form.actions}>
            <button type="button" className={button.primary} onClick={accept} disabled={step === "sending"} aria-busy={step === "sending"}>
              {t("confirm")}
            </button>
            <DialogClose className={button.tertiary}>{tDialog("close")}</DialogClose>
          </div>
        </>
      ) : null}
      {step === "done" ? (
        <>
          <p role="status">{t("successText", { audience })}</p>
          <DialogClose className={button.primary}>{tDialog("close")}</DialogClose>
        </>
      ) : null}
      {step === "refused" ? (
        <>
          <p role="alert">{t("refused", { audience })}</p>
          <DialogClose className={button.primary}>{tDialog("close")}</DialogClose>
        </>
      ) : null}
      {step === "failed" ? (
        <>
          <p role="alert">{t("failedText", { audience, phone: SUPPORT_PHONE })}</p>
          <div className={form.actions}>
            <button type="button" className={button.primary} onClick={accept}>
              {tErrors("retry")}
            </button>
            <a className={button.secondary} href={SUPPORT_PHONE_HREF}>
              {t("callSupport")}
            </a>
            <DialogClose className={button.tertiary}>{tDialog("close")}</DialogClose>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
