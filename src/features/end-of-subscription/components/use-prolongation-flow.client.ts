"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callEndpoint } from "@/api/client";
import { useIdempotencyKey } from "@/api/use-idempotency-key";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { formatMoney, netOfVat } from "@/lib/money";
import { paths } from "@/lib/paths";
import { prolongationEndDate, type ProlongationOffer } from "../rules/prolongation-offer";
import { prolongationSuccessQuery } from "../rules/prolongation-success";
import type { ProlongationOption } from "../rules/prolongation";
import type { ProlongationResult } from "../types";

export type ProlongationStep = "selection" | "overview";
/** Why the order failed: a refusal code the BFF named, or anything else (network, 5xx). */
export type ProlongationFailure = { code: string | null };

/**
 * The prolongation's state: the chosen option, the step, the terms checkbox, and the order, sent
 * with one Idempotency-Key per chosen option so that a double click or a retry orders once.
 */
export function useProlongationFlow({
  dealId,
  locale,
  audience,
  offer,
}: {
  dealId: string;
  locale: Locale;
  audience: Audience;
  offer: ProlongationOffer;
}) {
  const router = useRouter();
  const [step, setStep] = useState<ProlongationStep>("selection");
  const [chosenTerm, setChosenTerm] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ProlongationFailure | null>(null);
  const [failureOpen, setFailureOpen] = useState(false);
  const key = useIdempotencyKey();

  const business = audience === "b2b";
  // deals.md §6 and §9: business customers see prices net of the 19 % VAT.
  const price = (gross: number) => {
    const amount = business ? netOfVat(gross) : gross;
    return formatMoney(amount, { forceFractionDigits: !Number.isInteger(amount) });
  };
  const chosen = offer.options.find((option) => option.term === chosenTerm) ?? null;

  const fail = (code: string | null) => {
    setFailure({ code });
    setFailureOpen(true);
  };

  const order = async (option: ProlongationOption) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const { status, data } = await callEndpoint("postProlongation", {
        params: { id: dealId },
        body: { term: option.term, amount: option.price, mileage_package: offer.mileage_package, dealId },
        idempotencyKey: key.current({ term: option.term }),
      });
      // A refusal's reason; a network failure is status 500 without data.
      const answer = data as (Partial<ProlongationResult> & { code?: string; issues?: { code?: string }[] }) | null;
      if (status < 200 || status >= 300) {
        fail(answer?.code ?? answer?.issues?.[0]?.code ?? null);
        return;
      }
      if (business) {
        const query = prolongationSuccessQuery({
          endDate: prolongationEndDate(offer.start_date, option.term),
          price: netOfVat(option.price),
          kmPackage: offer.mileage_package,
          term: option.term,
        });
        router.push(`/${locale}/car/${encodeURIComponent(dealId)}/prolongation/success?${query}`);
      } else {
        router.push(`${paths.deal(locale, dealId)}/prolongation/thank-you`);
      }
    } catch {
      fail(null);
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (!accepted) {
      setTermsError(true);
      return;
    }
    void order(chosen);
  };

  const accept = (checked: boolean) => {
    setAccepted(checked);
    if (checked) setTermsError(false);
  };

  const retry = () => {
    setFailureOpen(false);
    if (chosen) void order(chosen);
  };

  return {
    step,
    setStep,
    chosenTerm,
    setChosenTerm,
    chosen,
    price,
    accepted,
    accept,
    termsError,
    sending,
    failure,
    failureOpen,
    setFailureOpen,
    submit,
    retry,
  };
}

export type ProlongationFlowView = ReturnType<typeof useProlongationFlow>;
