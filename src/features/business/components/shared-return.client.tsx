"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useBff } from "@/api/use-bff";
import { berlinIso, type AvailableDate } from "@/features/appointments/rules/available-dates";
import type { ReturnTypeChoice } from "@/features/returns/rules/return-change";
import { formatDate } from "@/lib/date";
import { formatMoney } from "@/lib/money";
import { RequestErrorDialog } from "@/ui/errors/request-error-dialog.client";
import * as form from "@/ui/form.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { button } from "@/ui/recipes.css";
import { ToastViewport, useToasts } from "@/ui/toast.client";
import { bookSharedReturn } from "../api/business-requests";
import { sharedReturnLimitShown } from "../rules/business-roles";
import * as styles from "./business-portal.css";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

export interface SharedReturnProps {
  companyId: string;
  /** The company cars the viewer may act on, as the page lists them. */
  cars: { dealId: string; name: string; licensePlate: string | null; endDate: string | null }[];
}

const RETURN_TYPES: readonly ReturnTypeChoice[] = ["SELF_RETURN", "PICKUP"];

/**
 * The shared return (account.md §2 Business portal "Settings for shared return"): a fleet
 * manager or an admin chooses several company cars, the type (a self return at a depot or a pickup
 * at the company address) and one day and slot the BFF offers to every chosen car; the overview
 * shows what it costs net of VAT. The BFF decides plannability, days and fees; a failed booking
 * opens the request-error modal, whose retry sends the same Idempotency-Key.
 */
export function SharedReturn({ companyId, cars }: SharedReturnProps) {
  const t = useTranslations("businessPortal.sharedReturn");
  const router = useRouter();
  const headingId = useId();
  const dateId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [type, setType] = useState<ReturnTypeChoice>("SELF_RETURN");
  const [slot, setSlot] = useState("");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const idempotencyKey = useIdempotencyKey();
  const { toasts, show, dismiss } = useToasts();

  const query = { return_type: type, ...(chosen.length > 0 ? { deal_ids: chosen.join(",") } : {}), ...(slot ? { preferred_return_date: slot } : {}) };
  const options = useBff("getSharedReturnOptions", { params: { companyId }, body: query }, { keepPreviousData: true });
  const vehicles = new Map((options.data?.vehicles ?? []).map((vehicle) => [vehicle.deal_id, vehicle]));
  // The dates on screen belong to the vehicles and type they were asked for: while another choice
  // loads, the previous answer stays (keepPreviousData) but its dates are not offered, or a slot
  // picked from them is dropped when the new ones arrive (seen in CI: a pickup day chosen from the
  // self return's dates). A change of the slot alone keeps them: it only asks for the fee.
  const choiceKey = `${type}|${chosen.join(",")}`;
  const [datesFor, setDatesFor] = useState<string | null>(null);
  if (options.data !== undefined && !options.isValidating && !options.error && datesFor !== choiceKey) setDatesFor(choiceKey);
  const dates = datesFor === choiceKey ? options.data?.availabilities : undefined;
  const slots = useMemo(() => slotChoices(dates ?? []), [dates]);
  const slotOffered = slots.some((choice) => choice.value === slot);
  const money = (amount: number) => formatMoney(amount);
  const loading = options.isLoading || options.isValidating;

  const reset = () => {
    setSlot("");
    idempotencyKey.renew();
  };
  const toggle = (dealId: string, on: boolean) => {
    setChosen((current) => (on ? [...current, dealId] : current.filter((id) => id !== dealId)));
    reset();
  };

  const submit = async () => {
    setBusy(true);
    const answer = await bookSharedReturn(companyId, { deal_ids: chosen, return_type: type, preferred_return_date: slot }, idempotencyKey.current());
    setBusy(false);
    if (answer.status !== 200 || !answer.data) {
      setFailed(true);
      return;
    }
    show("success", t("booked", { count: answer.data.deal_ids.length, date: formatDate(answer.data.preferred_return_date) }));
    setChosen([]);
    reset();
    await options.mutate();
    router.refresh();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0 && slotOffered && !busy) void submit();
  };

  return (
    <section className={styles.sharedReturn} aria-labelledby={headingId} data-feature="shared-return">
      <h2 id={headingId} className={styles.sectionTitle}>
        {t("title")}
      </h2>
      <p className={styles.note}>
        {t("intro")}
        {options.data && sharedReturnLimitShown(options.data.max_subscriptions, cars.length)
          ? ` ${t("limit", { max: options.data.max_subscriptions })}`
          : null}
      </p>
      <form onSubmit={onSubmit} noValidate>
        <InteractiveWhenHydrated>
          <fieldset className={form.fieldset}>
            <legend className={form.label}>{t("vehicles")}</legend>
            {cars.map((car) => {
              const vehicle = vehicles.get(car.dealId);
              const plannable = vehicle?.plannable === true;
              const hintId = `${headingId}-${car.dealId}`;
              return (
                <div key={car.dealId}>
                  <label className={form.checkbox}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(car.dealId)}
                      disabled={!plannable || busy}
                      aria-describedby={hintId}
                      onChange={(event) => toggle(car.dealId, event.target.checked)}
                    />
                    {car.licensePlate ? `${car.name} (${car.licensePlate})` : car.name}
                  </label>
                  <p id={hintId} className={form.help}>
                    {vehicleHint(t, vehicle, car.endDate, options.data === undefined)}
                  </p>
                </div>
              );
            })}
          </fieldset>

          <fieldset className={form.fieldset}>
            <legend className={form.label}>{t("type")}</legend>
            {RETURN_TYPES.map((choice) => (
              <label key={choice} className={form.checkbox}>
                <input
                  type="radio"
                  name={`${headingId}-type`}
                  value={choice}
                  checked={type === choice}
                  disabled={busy}
                  onChange={() => {
                    setType(choice);
                    reset();
                  }}
                />
                {t(`types.${choice}`)}
              </label>
            ))}
            <p className={form.help}>
              {type === "PICKUP" && options.data
                ? t("pickupAt", { address: addressLine(options.data.pickup_address) })
                : options.data?.compound_locations[0]
                  ? t("selfReturnAt", { address: compoundLine(options.data.compound_locations[0]) })
                  : null}
            </p>
          </fieldset>

          <div className={form.field}>
            <label className={form.label} htmlFor={dateId}>
              {t("date")}
            </label>
            <select
              id={dateId}
              className={form.input}
              value={slotOffered ? slot : ""}
              disabled={chosen.length === 0 || slots.length === 0 || busy}
              aria-describedby={`${dateId}-help`}
              onChange={(event) => {
                setSlot(event.target.value);
                idempotencyKey.renew();
              }}
            >
              <option value="">{t("chooseDate")}</option>
              {slots.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            <p id={`${dateId}-help`} className={form.help} aria-live="polite">
              {chosen.length === 0
                ? t("chooseVehiclesFirst")
                : loading && slots.length === 0
                  ? t("loadingDates")
                  : slots.length === 0
                    ? t("noCommonDate")
                    : null}
            </p>
          </div>

          {chosen.length > 0 && slotOffered && options.data ? (
            <p className={styles.summary} aria-live="polite">
              {t("overview", { count: chosen.length, fee: money(options.data.total_fee) })}
            </p>
          ) : null}
          <div className={form.actions}>
            <button type="submit" className={button.primary} disabled={chosen.length === 0 || !slotOffered || busy} aria-busy={busy}>
              {busy ? t("booking") : t("submit", { count: chosen.length })}
            </button>
          </div>
        </InteractiveWhenHydrated>
      </form>
      {options.error ? (
        <p className={form.error} role="alert">
          {t("loadFailed")}{" "}
          <button type="button" className={button.tertiary} onClick={() => void options.mutate()}>
            {t("retry")}
          </button>
        </p>
      ) : null}
      <RequestErrorDialog
        open={failed}
        onOpenChange={setFailed}
        audience="b2b"
        onRetry={() => {
          setFailed(false);
          void submit();
        }}
      />
      <ToastViewport toasts={toasts} onDismiss={dismiss} closeLabel={t("close")} />
    </section>
  );
}

type Translate = ReturnType<typeof useTranslations<"businessPortal.sharedReturn">>;

function vehicleHint(
  t: Translate,
  vehicle: { plannable: boolean; return_type: ReturnTypeChoice | null; return_date: string | null } | undefined,
  endDate: string | null,
  loading: boolean,
): string {
  if (loading) return t("loadingVehicle");
  const end = endDate ? t("endsOn", { date: formatDate(endDate) }) : "";
  if (!vehicle?.plannable) return [end, t("notPlannable")].filter(Boolean).join(" · ");
  if (vehicle.return_type && vehicle.return_date) {
    return [end, t("alreadyBooked", { type: t(`types.${vehicle.return_type}`), date: formatDate(vehicle.return_date) })].filter(Boolean).join(" · ");
  }
  return end;
}

/** Each offered day's slots as one choice, its value the Berlin-time ISO the BFF expects. */
function slotChoices(dates: readonly AvailableDate[]): { value: string; label: string }[] {
  return dates.flatMap((date) =>
    date.available_slots.map((slot) => ({ value: berlinIso(date.date, slot.value), label: `${formatDate(date.date)}, ${slot.formatted_time}` })),
  );
}

const addressLine = (address: { street: string; houseNumber: string; postalCode: string; city: string }) =>
  `${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city}`;
const compoundLine = (location: { street: string; house_number: string; zip: string; city: string }) =>
  `${location.street} ${location.house_number}, ${location.zip} ${location.city}`;
