"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { callEndpoint } from "@/api/client";
import type { Audience } from "@/lib/audience";
import { formatMoney } from "@/lib/money";
import { RequestErrorDialog } from "@/ui/errors/request-error-dialog.client";
import * as form from "@/ui/form.css";
import { useModalClose } from "@/ui/modal-close.client";
import { button } from "@/ui/recipes.css";
import { BUY_OUT_FEE_EUR, BUY_OUT_MARGIN_FACTOR, type BuyCarQuote } from "../rules/buy-car-offer";
import * as styles from "./prolongation.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

export interface BuyCarOfferProps {
  dealId: string;
  car: string;
  audience: Audience;
  quote: BuyCarQuote;
  /** The request already sent (its day and price, formatted): said first, and sending again is a second request. */
  requested: { date: string; price: string } | null;
}

type Phase = "initial" | "loading" | "success";

/**
 * The buy_car_modal's states (deals.md §4): initial shows the offer, loading while it is sent,
 * success once the BFF has recorded it and queued the automation call; the success button closes
 * the modal. One Idempotency-Key per opened modal, so a double click or a retry sends once; a
 * failure opens the request-error modal with a retry (§8). The price is the server's: the
 * request carries none.
 */
export function BuyCarOffer({ dealId, car, audience, quote, requested }: BuyCarOfferProps) {
  const t = useTranslations("buyCar");
  const close = useModalClose();
  const [phase, setPhase] = useState<Phase>("initial");
  const [failed, setFailed] = useState(false);
  const key = useIdempotencyKey();
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase("loading");
    try {
      const { status } = await callEndpoint("postBuyCarOffer", { params: { id: dealId }, idempotencyKey: key.current() });
      if (status === 200) {
        setPhase("success");
        return;
      }
      setPhase("initial");
      setFailed(true);
    } finally {
      inFlight.current = false;
    }
  };

  // deals.md §9: whole EUR, no decimals.

  if (phase === "success") {
    return (
      <div role="status" className={styles.choiceText}>
        <p>
          <strong>{t("successTitle")}</strong>
        </p>
        <p>{t("successText", { audience })}</p>
        <div className={form.actions}>
          <button type="button" className={button.primary} onClick={() => close?.()}>
            {t("close")}
          </button>
        </div>
      </div>
    );
  }

  const sending = phase === "loading";
  return (
    <InteractiveWhenHydrated>
      <div>
        {requested ? (
          <p className={styles.choiceText} role="status" data-testid="buy-car-requested">
            {t("requestedText", { audience, date: requested.date, price: requested.price })}
          </p>
        ) : null}
        <p className={styles.choiceText}>{t("intro", { audience, car })}</p>
        {/* Each amount says what it is (deals.md §9: the offer, and the buy-out estimate from it). */}
        <dl className={styles.facts} aria-label={t("overviewTitle")}>
          <div className={styles.row}>
            <dt>{t("offerLabel")}</dt>
            <dd>
              <strong data-testid="buy-car-offer">{formatMoney(quote.offer)}</strong>
              <br />
              <span className={form.help}>{t("offerHint", { audience })}</span>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t("estimateLabel")}</dt>
            <dd>
              <span data-testid="buy-car-estimate">
                <strong>{formatMoney(quote.estimate)}</strong> <span className={form.help}>{quote.net ? t("estimateNet") : t("estimateGross")}</span>
              </span>
              <br />
              <span className={form.help}>
                {t(quote.net ? "estimateHintNet" : "estimateHint", {
                  audience,
                  margin: Math.round((BUY_OUT_MARGIN_FACTOR - 1) * 100),
                  fee: formatMoney(BUY_OUT_FEE_EUR),
                  gross: formatMoney(quote.gross),
                })}
              </span>
            </dd>
          </div>
        </dl>
        <p className={styles.note}>{t("bindingNote", { audience })}</p>
        <div className={form.actions}>
          <button type="button" className={button.primary} onClick={() => void send()} disabled={sending} aria-busy={sending || undefined}>
            {sending ? t("sending") : requested ? t("sendAgain") : t("send")}
          </button>
        </div>
        <p role="status" className={form.help}>
          {sending ? t("sending") : ""}
        </p>
        <RequestErrorDialog
          open={failed}
          onOpenChange={setFailed}
          audience={audience}
          onRetry={() => {
            setFailed(false);
            void send();
          }}
        />
      </div>
    </InteractiveWhenHydrated>
  );
}
