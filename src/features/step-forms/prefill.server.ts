import "server-only";
import { cache } from "react";
import type { PageContext } from "@/kernel/page-context";
import type { StepFormFields, StepFormPrefill } from "@/cms/types";
import { getDb } from "@/bff/db/client";
import { getReturnPrefill } from "@/bff/returns/return-prefill";
import { timedLoader } from "@/lib/server-timing";
import { bookedHandoverAt } from "@/features/delivery/rules/handover-change";
import type { FormValues } from "./form-values";

type PayloadValues = Record<string, string | boolean>;

const loadReturnPrefill = cache(
  timedLoader("data", async (customer: NonNullable<PageContext["customer"]>, dealId: string) => getReturnPrefill(await getDb(), customer, dealId)),
);

/** Where each prefill content may name comes from, by payload key; a new name does not typecheck without one. */
const PREFILLS: Record<StepFormPrefill, (context: PageContext) => Promise<PayloadValues | null>> = {
  return: async ({ customer, deal }) => (customer && deal ? loadReturnPrefill(customer, deal.id) : null),
  // The delivery as booked (deals.md §3 "Handover data"): the planned day at its time, which the
  // offered dates keep (`withBookedAppointment`), so a change of the phone alone stays free (§9).
  handover: async ({ deal }) =>
    deal &&
    withoutEmpty({
      preferred_delivery_date: bookedHandoverAt(deal),
      street: deal.handover_street,
      house_number: deal.handover_housenumber,
      zip: deal.handover_zip,
      city: deal.handover_city,
      address_extra: deal.handover_address_extra,
      firstname: deal.handover_firstname,
      lastname: deal.handover_lastname,
      phone_number: deal.handover_phone_number,
    }),
  // Where the car is kept: a damage report's location starts from it, ticked as "the same address"
  // (deals.md §3 "sameAddress": filled fields with the box left unticked read as another address).
  "contract-address": async ({ deal }) => deal && withSameAddress(contractAddress(deal)),
  // deals.md §5 schedule service "default same address": the contract's address, ticked.
  "service-request": async ({ deal }) => deal && withSameAddress(contractAddress(deal)),
  // The mileage report's recommended package (`?modalName=mileage-upgrade&mileagePackage=2000`), chosen already.
  "mileage-upgrade": async ({ query }) => (/^\d{1,6}$/.test(query.mileagePackage ?? "") ? { mileage_package: query.mileagePackage! } : null),
};

function contractAddress(deal: NonNullable<PageContext["deal"]>): PayloadValues {
  return withoutEmpty({ street: deal.handover_street, house_number: deal.handover_housenumber, zip: deal.handover_zip, city: deal.handover_city });
}

/** "The same address" ticked when the contract has one to use (street, house number, postcode and city). */
function withSameAddress(address: PayloadValues): PayloadValues {
  const complete = ["street", "house_number", "zip", "city"].every((key) => typeof address[key] === "string");
  return complete ? { ...address, same_address: true } : address;
}

function withoutEmpty(values: Record<string, string | null>): PayloadValues {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
}

/** The values a form starts from, by field name (a field's payload key is its `mapTo`, else its name). */
export async function loadInitialValues(form: StepFormFields, context: PageContext): Promise<FormValues> {
  if (!form.prefill) return {};
  const payload = (await PREFILLS[form.prefill](context)) ?? {};
  const values: FormValues = {};
  for (const field of form.steps.flatMap((step) => step.fields)) {
    const value = payload[field.mapTo ?? field.name];
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}
