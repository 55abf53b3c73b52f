"use client";

import { yupResolver } from "@hookform/resolvers/yup";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import * as yup from "yup";
import { RequestErrorDialog } from "@/ui/errors/request-error-dialog.client";
import { issueMessage } from "@/features/errors/rules/problem-message";
import { callEndpoint } from "@/api/client";
import { revalidateBff } from "@/api/bff-keys";
import { usePreReturnAppraisalOffer } from "../api/use-pre-return-appraisal-offer";
import { formatDate } from "@/lib/date";
import { Dialog } from "@/ui/dialog.client";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

export interface PreReturnAppraisalBookingProps {
  dealId: string;
  options: string[];
  timeslots: { value: string; formatted_time: string }[];
}

interface Values {
  appointment_date: string;
  appointment_timeslot: string;
}

/**
 * The on-site appraisal booking modal (deals.md §2, §5): a date from the offered ones (the first by
 * default) and a timeslot, both required. Success closes it with a notice and reloads the page's
 * data; a failed request opens the request-error modal, keeping the choice (§7). While open it
 * reads the offer for the chosen day, so a page left open for days offers what is bookable now.
 */
export function PreReturnAppraisalBooking({ dealId, options, timeslots }: PreReturnAppraisalBookingProps) {
  const t = useTranslations("appraisal");
  const tDialog = useTranslations("dialog");
  const tAll = useTranslations();
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [booked, setBooked] = useState(false);
  const inFlight = useRef(false);
  const schema = yup.object({
    appointment_date: yup.string().required(t("dateRequired")),
    appointment_timeslot: yup.string().required(t("slotRequired")),
  });
  const { register, handleSubmit, setError, setValue, getValues, watch, formState } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { appointment_date: options[0] ?? "", appointment_timeslot: "" },
  });
  const { errors, isSubmitting } = formState;
  const { data: offer } = usePreReturnAppraisalOffer(dealId, open ? watch("appointment_date") : null, { options, timeslots, booking: null });
  const offeredDays = offer?.options ?? [];
  const offeredSlots = offer?.timeslots ?? [];
  const stillBookable = offer?.booking == null && offeredDays.length > 0;

  // Booked meanwhile (another tab) or no longer bookable: the page shows how things stand.
  useEffect(() => {
    if (open && !stillBookable) {
      setOpen(false);
      router.refresh();
    }
  }, [open, stillBookable, router]);
  // A day or slot no longer offered gives way to the first day and no slot (deals.md §5 calendar).
  // Keyed by the offer's content, not the identity of its arrays.
  const days = offeredDays.join(",");
  const slots = offeredSlots.map((slot) => slot.value).join(",");
  useEffect(() => {
    const dayList = days ? days.split(",") : [];
    if (!dayList.includes(getValues("appointment_date"))) setValue("appointment_date", dayList[0] ?? "");
    const slot = getValues("appointment_timeslot");
    if (slot && !slots.split(",").includes(slot)) setValue("appointment_timeslot", "");
  }, [days, slots, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    if (inFlight.current) return; // a double click books once
    inFlight.current = true;
    try {
      const { status, data } = await callEndpoint("postPreReturnAppraisal", { params: { id: dealId }, body: { ...values } });
      if (status === 200 && data) {
        setOpen(false);
        setBooked(true);
        void revalidateBff("getPreReturnAppraisal", { id: dealId });
        router.refresh();
        return;
      }
      // Booked meanwhile (another tab) or no longer bookable: the page shows how things stand.
      if (status === 409) {
        setOpen(false);
        router.refresh();
        return;
      }
      const issue = status === 422 ? (data as { issues?: { path: string }[] } | null)?.issues?.[0] : undefined;
      if (issue?.path === "appointment_date" || issue?.path === "appointment_timeslot") {
        const { key, values } = issueMessage(issue);
        // deals.md §6: only private customers are offered the appraisal.
        setError(issue.path, { message: tAll(key, { audience: "b2c", ...values }) });
        return;
      }
      setFailed(true);
    } finally {
      inFlight.current = false;
    }
  });

  // Once booked the page shows the appointment; this stays mounted for the success notice.
  const status = (
    <p role="status" className={form.help}>
      {booked ? t("booked") : ""}
    </p>
  );
  if (options.length === 0) return status;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("title")}
        description={t("description")}
        closeLabel={tDialog("close")}
        trigger={
          <button type="button" className={button.primary}>
            {t("book")}
          </button>
        }
      >
        <form onSubmit={submit} noValidate>
          <InteractiveWhenHydrated>
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-date`}>
                {t("date")}
              </label>
              <select
                id={`${id}-date`}
                className={form.input}
                aria-invalid={errors.appointment_date ? true : undefined}
                aria-describedby={errors.appointment_date ? `${id}-date-error` : undefined}
                {...register("appointment_date")}
              >
                {offeredDays.map((option) => (
                  <option key={option} value={option}>
                    {formatDate(option)}
                  </option>
                ))}
              </select>
              {errors.appointment_date ? (
                <p id={`${id}-date-error`} className={form.error} role="alert">
                  {errors.appointment_date.message}
                </p>
              ) : null}
            </div>
            <fieldset className={form.fieldset} aria-describedby={errors.appointment_timeslot ? `${id}-slot-error` : undefined}>
              <legend className={form.label}>{t("slot")}</legend>
              {offeredSlots.map((slot) => (
                <label key={slot.value} className={form.checkbox}>
                  <input type="radio" value={slot.value} {...register("appointment_timeslot")} />
                  {t("slotLabel", { time: slot.formatted_time })}
                </label>
              ))}
              {errors.appointment_timeslot ? (
                <p id={`${id}-slot-error`} className={form.error} role="alert">
                  {errors.appointment_timeslot.message}
                </p>
              ) : null}
            </fieldset>
            <div className={form.actions}>
              <button type="submit" className={button.primary} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                {isSubmitting ? t("sending") : t("confirm")}
              </button>
            </div>
          </InteractiveWhenHydrated>
        </form>
      </Dialog>
      <RequestErrorDialog
        open={failed}
        onOpenChange={setFailed}
        onRetry={() => {
          setFailed(false);
          void submit();
        }}
      />
      {status}
    </>
  );
}
