import "server-only";
import { eq } from "drizzle-orm";
import { RETURN_DEPOT_HOURS, slotsOf, timeWindowLabel, type AvailableSlot } from "@/features/appointments/rules/available-dates";
import { HANDOVER_DELIVERY_WINDOWS } from "@/features/delivery/rules/handover-change";
import { compoundLocations } from "@/features/returns/rules/return-change";
import { carWithPlate } from "@/features/deals/car-name";
import { orderedServices } from "@/features/service-requests/rules/service-request";
import type { Locale } from "@/i18n/locales";
import { berlinDay, type CalendarDay } from "@/lib/calendar-day";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { portalOrigin } from "@/lib/env";
import { BASE_PATH, paths } from "@/lib/paths";
import { car, type CompanyRow, type DealRow, type ServiceRequestRow } from "../db/schema";
import type { Tx } from "../db/transaction";
import { enqueue } from "../outbox/outbox";
import type { QueuedMail } from "./deliver-mail";
import { buildIcs, ICS_CONTENT_TYPE } from "./ics";
import { addressLines, appointmentTitle, bookingMail, type AppointmentTime, type Booking, type PostalAddress } from "./mail-templates";
import { recipientOfCustomer } from "./recipient";
import { requestLocale } from "./request-locale";

/**
 * The confirmation of a booked change, written to the outbox in the booking's own
 * transaction, so a confirmation exists exactly when its booking does; the mail worker delivers it
 * (`deliver-mail.ts`). Each booking service makes one call with what it just stored; the mail is
 * rendered here, in the locale of the page the customer booked on (`request-locale.ts`), with an
 * .ics file for every appointment.
 */
export type BookedChange =
  | { kind: "handover-change"; customerId: string; deal: DealRow; changeFee: number }
  | { kind: "return-booking"; customerId: string; deal: DealRow; changeFee: number }
  | { kind: "service-request"; customerId: string; deal: DealRow; request: ServiceRequestRow }
  | {
      kind: "prolongation";
      customerId: string;
      deal: DealRow;
      followupDealId: string;
      term: number;
      startDate: CalendarDay;
      endDate: CalendarDay;
      mileagePackage: number | null;
      /** EUR, net of VAT for a business customer. */
      monthlyRate: number;
    }
  | {
      kind: "shared-return";
      customerId: string;
      company: CompanyRow;
      deals: readonly DealRow[];
      returnType: "PICKUP" | "SELF_RETURN";
      preferredReturnDate: string;
    };

export async function enqueueBookingConfirmation(tx: Tx, change: BookedChange, now: Date, locale: Locale = requestLocale()): Promise<void> {
  const recipient = await recipientOfCustomer(tx, change.customerId, locale);
  if (!recipient) return;
  const booking = await bookingOf(tx, change, locale);
  const mail = bookingMail(booking, recipient);
  const title = appointmentTitle(booking, locale);
  const appointment = "time" in booking ? { ...booking.time, address: booking.address } : null;
  const attachments =
    appointment && title
      ? [
          {
            filename: `${locale.startsWith("de") ? "termin" : "appointment"}-${appointment.day}.ics`,
            contentType: ICS_CONTENT_TYPE,
            content: buildIcs({
              uid: `${uidOf(change)}@${new URL(portalOrigin()).hostname}`,
              // A later change of the same appointment replaces this one in the calendar.
              sequence: Math.floor(now.getTime() / 1000),
              stamp: now,
              ...instantsOf(appointment),
              summary: title,
              location: addressLines(appointment.address).replace(/\n/g, ", "),
              description: mail.subject,
              url: booking.link,
            }),
          },
        ]
      : [];
  const payload: QueuedMail = { to: recipient.email, kind: booking.kind, ...mail, attachments };
  await enqueue(tx, { topic: "confirmation-mail", payload: { ...payload } }, now);
}

async function bookingOf(tx: Tx, change: BookedChange, locale: Locale): Promise<Booking> {
  const origin = `${portalOrigin()}${BASE_PATH}`;
  if (change.kind === "shared-return") {
    const cars = await Promise.all(change.deals.map((row) => carLabelOf(tx, row)));
    const { company } = change;
    const companyAddress = { street: company.street, house_number: company.houseNumber, zip: company.zip, city: company.city };
    return {
      kind: "shared-return",
      cars,
      returnType: change.returnType,
      time: returnTimeOf(new Date(change.preferredReturnDate)),
      address: change.returnType === "PICKUP" ? companyAddress : depotFor(company.zip),
      // The business portal's page, where the fleet's returns show.
      link: `${origin}${paths.businessPortal(locale)}`,
    };
  }
  const row = change.deal;
  const carLabel = await carLabelOf(tx, row);
  const link = `${origin}${paths.deal(locale, change.kind === "prolongation" ? change.followupDealId : row.id)}`;
  switch (change.kind) {
    case "handover-change":
      return {
        kind: "handover-change",
        car: carLabel,
        time: handoverTimeOf(row),
        address: {
          street: row.handoverStreet ?? "",
          house_number: row.handoverHousenumber ?? "",
          zip: row.handoverZip ?? "",
          city: row.handoverCity ?? "",
          address_extra: row.handoverAddressExtra,
        },
        contactName: [row.handoverFirstname, row.handoverLastname].filter(Boolean).join(" ") || null,
        changeFee: change.changeFee,
        link,
      };
    case "return-booking": {
      const pickup = row.returnType !== "SELF_RETURN";
      return {
        kind: "return-booking",
        car: carLabel,
        returnType: pickup ? "PICKUP" : "SELF_RETURN",
        time: returnTimeOf(row.preferredReturnDate ?? new Date(`${row.returnDate}T09:00:00Z`)),
        address: pickup
          ? {
              street: row.returnStreet ?? "",
              house_number: row.returnHousenumber ?? "",
              zip: row.returnZip ?? "",
              city: row.returnCity ?? "",
              address_extra: row.returnAddressExtra,
            }
          : depotFor(row.handoverZip),
        changeFee: change.changeFee,
        link,
      };
    }
    case "service-request": {
      const { request } = change;
      return {
        kind: "service-request",
        car: carLabel,
        services: orderedServices(request.services),
        address: { street: request.street, house_number: request.houseNumber, zip: request.zip, city: request.city },
        link,
      };
    }
    case "prolongation":
      return {
        kind: "prolongation",
        car: carLabel,
        term: change.term,
        startDate: change.startDate,
        endDate: change.endDate,
        mileagePackage: change.mileagePackage,
        monthlyRate: change.monthlyRate,
        link,
      };
  }
}

/** "VW ID.3 (HH-AB 123)": the car as the customer knows it. */
async function carLabelOf(tx: Tx, row: DealRow): Promise<string> {
  if (!row.carId) return row.id;
  const [found] = await tx.select({ oem: car.oem, model: car.model, licensePlate: car.licensePlate }).from(car).where(eq(car.id, row.carId)).limit(1);
  return (found && carWithPlate(found)) ?? row.id;
}

/** The depot a self return goes to: the one serving the region (what the return page offers first, deals.md §3). */
function depotFor(postcode: string | null): PostalAddress {
  const [depot] = compoundLocations(postcode);
  return depot ?? { street: "", house_number: "", zip: "", city: "" };
}

function handoverTimeOf(row: DealRow): AppointmentTime {
  const day = row.preferredDeliveryDate ?? row.plannedDeliveryDate ?? berlinDay(dayjs());
  const stored = row.handoverSlotFormattedTime ? timeWindowLabel(row.handoverSlotFormattedTime) : null;
  return { day, window: stored ?? windowOf(row.handoverSlot ?? "11:00", slotsOf(HANDOVER_DELIVERY_WINDOWS)) };
}

function returnTimeOf(instant: Date): AppointmentTime {
  const berlin = dayjs(instant).tz(TIME_ZONE);
  return { day: berlin.format("YYYY-MM-DD"), window: windowOf(berlin.format("HH:mm"), slotsOf(RETURN_DEPOT_HOURS)) };
}

/** The slot that starts at `start`, "10:00-11:00"; a start off the grid gets the grid's length. */
function windowOf(start: string, slots: readonly AvailableSlot[]): string {
  const found = slots.find((slot) => slot.value === start);
  if (found) return found.formatted_time;
  return `${start}-${dayjs.tz(`2000-01-01 ${start}`, TIME_ZONE).add(1, "hour").format("HH:mm")}`;
}

function instantsOf({ day, window }: AppointmentTime): { start: Date; end: Date } {
  const [from = "09:00", to = from] = window.split("-");
  return { start: dayjs.tz(`${day} ${from}`, TIME_ZONE).toDate(), end: dayjs.tz(`${day} ${to}`, TIME_ZONE).toDate() };
}

function uidOf(change: BookedChange): string {
  if (change.kind === "shared-return") return `shared-return-${change.company.id}-${change.deals.map((row) => row.id).join("+")}`;
  return `${change.kind}-${change.deal.id}`;
}
