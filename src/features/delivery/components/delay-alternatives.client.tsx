"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callEndpoint } from "@/api/client";
import { useIdempotencyKey } from "@/api/use-idempotency-key";
import type { DelayChoice } from "@/features/delivery/rules/delay-alternatives";
import type { Audience } from "@/lib/audience";
import type { Locale } from "@/i18n/locales";
import { Dialog } from "@/ui/dialog.client";
import { RequestErrorDialog } from "@/ui/errors/request-error-dialog.client";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import type { DelayModalTexts } from "../delay-modal-texts";

export interface DelayAlternativesProps {
  dealId: string;
  locale: Locale;
  audience: Audience;
  texts: DelayModalTexts;
  /** The alternative-car link; null while not offered (deals.md §4: from 5 days before delivery). */
  alternativeCarHref: string | null;
  /** While the alternative car is not offered yet: the day it will be, formatted; the modal says so. */
  alternativeCarFrom: string | null;
  /** Where "change the delivery date" leads; null when the handover is not changeable (§4). */
  changeDateHref: string | null;
  /** The formatted credit; null when the delay is under 8 days (§9). */
  credit: string | null;
  /** The choice already stored: the options give way to what was chosen (the BFF refuses a second one). */
  chosen: { choice: DelayChoice; credit: string | null } | null;
}

/**
 * The delay-alternatives modal (deals.md §2, §4 "Delay options"): book an alternative car, change
 * the delivery date, or keep the car with the credit; keeping it is stored by the BFF, which
 * computes the credit itself (§9), and ends in the success modal. Once a choice is stored the
 * banner says what was chosen instead; the component stays mounted across the refresh that
 * follows a choice, so its success modal stays open.
 */
export function DelayAlternatives({
  dealId,
  locale,
  audience,
  texts,
  alternativeCarHref,
  alternativeCarFrom,
  changeDateHref,
  credit,
  chosen,
}: DelayAlternativesProps) {
  const closeLabel = texts.successClose;
  // deals.md §4 names three options, two of them conditional: with one to take today the modal
  // does not ask to choose, and names the day the alternative car comes.
  const optionsNow = 1 + (alternativeCarHref ? 1 : 0) + (changeDateHref ? 1 : 0);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const key = useIdempotencyKey();

  const choose = async (choice: DelayChoice) => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    const { status } = await callEndpoint("postDeliveryDelayChoice", {
      params: { id: dealId },
      body: { choice, locale },
      idempotencyKey: key.current(),
    });
    setSending(false);
    if (status < 200 || status >= 300) return setFailed(true);
    setOpen(false);
    setSucceeded(true);
    router.refresh();
  };

  return (
    <>
      {chosen ? (
        <ChosenOption chosen={chosen} texts={texts} />
      ) : (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={texts.title}
          description={optionsNow === 1 ? texts.introOne : texts.intro}
          closeLabel={closeLabel}
          trigger={
            <button type="button" className={button.secondary} data-testid="delay-alternatives-open">
              {texts.open}
            </button>
          }
        >
          <ul className={form.fieldset} aria-label={texts.title}>
            {alternativeCarHref ? (
              <li>
                <p>{texts.alternativeCarText}</p>
                <a className={button.secondary} href={alternativeCarHref}>
                  {texts.alternativeCar}
                </a>
              </li>
            ) : null}
            {changeDateHref ? (
              <li>
                <p>{texts.changeDateText}</p>
                <a className={button.secondary} href={changeDateHref}>
                  {texts.changeDate}
                </a>
              </li>
            ) : null}
            <li>
              <p>{credit ? texts.keepCarCreditText.replace("{credit}", credit) : texts.keepCarText}</p>
              <button
                type="button"
                className={button.primary}
                disabled={sending}
                aria-busy={sending || undefined}
                onClick={() => void choose("keep_car")}
              >
                {texts.keepCar}
              </button>
            </li>
          </ul>
          {alternativeCarFrom ? <p>{texts.alternativeCarLaterText.replace("{date}", alternativeCarFrom)}</p> : null}
        </Dialog>
      )}
      <Dialog
        open={succeeded}
        onOpenChange={setSucceeded}
        title={texts.successTitle}
        description={credit ? texts.successCreditText.replace("{credit}", credit) : texts.successText}
        closeLabel={closeLabel}
      >
        <button type="button" className={button.primary} onClick={() => setSucceeded(false)}>
          {texts.successClose}
        </button>
      </Dialog>
      {/* Mounted only on failure: the request-error modal of §8 (its texts come from the messages). */}
      {failed ? (
        <RequestErrorDialog
          open={failed}
          onOpenChange={setFailed}
          audience={audience}
          onRetry={() => {
            setFailed(false);
            void choose("keep_car");
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The stored choice. Only keeping the car is chosen here; the other two continue elsewhere (the
 * shop's booking, the handover modal), so a stored one of them leaves nothing to say in the banner.
 */
function ChosenOption({ chosen, texts }: { chosen: NonNullable<DelayAlternativesProps["chosen"]>; texts: DelayModalTexts }) {
  if (chosen.choice !== "keep_car") return null;
  return <p role="status">{chosen.credit ? texts.keptCreditText.replace("{credit}", chosen.credit) : texts.keptText}</p>;
}
