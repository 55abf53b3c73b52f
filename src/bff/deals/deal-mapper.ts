import "server-only";
import { timeWindowLabel } from "@/features/appointments/rules/available-dates";
import type { Dayjs } from "@/lib/clock";
import type { DeliveryDates } from "@/features/delivery/rules/delivery-delay";
import type { AvailabilityConfidence } from "@/features/delivery/rules/early-availability";
import type { Car, Deal, DealDocument, Driver, HandoverData, Invoice, ReturnData } from "@/features/deals/types";
import type { CarRow, DealDocumentRow, DealRow, InvoiceRow } from "../db/schema";
import { daysLeftToScheduleReturn, isReturnWindowOpen, preReturnAppraisalOptions, retentionOf } from "./derived-fields";

/** Rows to the wire shapes of `features/deals/types.ts`: EUR from cents, ISO strings from instants. */

export function toDeal(row: DealRow, carRow: CarRow | null, now: Dayjs): Deal {
  const daysLeft = daysLeftToScheduleReturn(row, now);
  return {
    id: row.id,
    state: row.state,
    variant: row.variant,
    type: row.type,
    term_type: row.termType,
    contact_id: row.contactId,
    checkout_hash: row.checkoutHash,
    car_id: row.carId,
    car: carRow ? toCar(carRow) : null,
    term: row.term,
    end_date: row.endDate,
    minimum_commitment_end_date: row.minimumCommitmentEndDate,
    auto_renewal_end_date: row.autoRenewalEndDate,
    auto_renewal_period_amount: row.autoRenewalPeriodAmount,
    has_auto_renewal: row.hasAutoRenewal,
    is_pre_auto_renewal: row.isPreAutoRenewal,
    is_post_auto_renewal: row.isPostAutoRenewal,
    amount: euros(row.amountCents),
    mileage_package: row.mileagePackage,
    additional_mileage_fee: eurosOrNull(row.additionalMileageFeeCents),
    addon_mileage: row.addonMileage,
    insurance_amount: eurosOrNull(row.insuranceAmountCents),
    tire_and_windshield: row.tireAndWindshield,
    minor_damage: row.minorDamage,
    young_old_driver_fee: eurosOrNull(row.youngOldDriverFeeCents),
    subscribed_to: row.subscribedTo,
    subscribed_as: row.subscribedAs,
    bridging_type: row.bridgingType,
    beginning_bridging_car_reservation_token: row.beginningBridgingCarReservationToken,
    previous_subscription_id: row.previousSubscriptionId,
    followup_subscription_id: row.followupSubscriptionId,
    category_subscription_details:
      row.categoryTerm !== null && row.categoryStartDate !== null && row.categoryEndDate !== null
        ? { term: row.categoryTerm, start_date: row.categoryStartDate, end_date: row.categoryEndDate }
        : null,
    belongs_to_subscription_service: row.belongsToSubscriptionService,
    retention: retentionOf(row, daysLeft),
    days_left_to_schedule_return: daysLeft,
    is_return_window_open: isReturnWindowOpen(row, now),
    return_type: row.returnType,
    return_date: row.returnDate,
    preferred_return_date: iso(row.preferredReturnDate),
    actual_return_date: iso(row.actualReturnDate),
    return_phone_number: row.returnPhoneNumber,
    actual_handover_date: iso(row.actualHandoverDate),
    lead_handover_date: row.leadHandoverDate,
    preferred_handover_date: iso(row.preferredHandoverDate),
    handover_appointment_date: iso(row.handoverAppointmentDate),
    handover_street: row.handoverStreet,
    handover_housenumber: row.handoverHousenumber,
    handover_zip: row.handoverZip,
    handover_city: row.handoverCity,
    handover_address_extra: row.handoverAddressExtra,
    handover_firstname: row.handoverFirstname,
    handover_lastname: row.handoverLastname,
    handover_phone_number: row.handoverPhoneNumber,
    recurrent_payment_method: row.recurrentPaymentMethod,
    driver: toDriver(row),
    damage_deductible_vollkasko: row.damageDeductibleVollkaskoCents,
    damage_deductible_teilkasko: row.damageDeductibleTeilkaskoCents,
    customer_specific_vk_damage_deductible: row.customerSpecificVkDamageDeductibleCents,
    delivery_delay_choice: row.deliveryDelayChoice ? { choice: row.deliveryDelayChoice, credit: (row.deliveryDelayCreditCents ?? 0) / 100 } : null,
    ...toDeliveryDates(row),
    deposit_refund: row.depositRefundStatus ? { status: row.depositRefundStatus, iban: row.depositRefundIbanMasked } : null,
  };
}

/** The delivery dates and the stored delay (deals.md §4), as the delay rules read them. */
export function toDeliveryDates(row: DealRow): DeliveryDates {
  return {
    planned_delivery_date: row.plannedDeliveryDate,
    preferred_delivery_date: row.preferredDeliveryDate,
    delivery_delay:
      row.deliveryDelayWishedDate !== null && row.carReadyDate !== null
        ? { wished_date: row.deliveryDelayWishedDate, car_ready_date: row.carReadyDate }
        : null,
  };
}

function toDriver(row: DealRow): Driver | null {
  const name = [row.driverFirstname, row.driverLastname].filter(Boolean).join(" ");
  return name ? { name, email: row.driverEmail, phoneNumber: row.driverPhoneNumber } : null;
}

export function toCar(row: CarRow): Car {
  return {
    oem: row.oem,
    model: row.model,
    trim: row.trim,
    fuel: row.fuel,
    picture: row.picture,
    // An unregistered car (before delivery) has no registration data at all.
    registration_data: row.licensePlate === null ? null : { license_plate: row.licensePlate },
    external_product_id: row.externalProductId,
  };
}

/**
 * The handover metadata's availability estimate (deals.md §3): none when none was made, without
 * `deviation_in_weeks` when it was made without a number (§4: "3 weeks if none is given").
 */
export function toAvailabilityConfidence(
  row: Pick<DealRow, "availabilityDeviationInWeeks" | "availabilityEstimateWithoutWeeks">,
): AvailabilityConfidence | null {
  if (row.availabilityDeviationInWeeks !== null) return { deviation_in_weeks: row.availabilityDeviationInWeeks };
  return row.availabilityEstimateWithoutWeeks ? {} : null;
}

export function toHandoverData(row: DealRow): HandoverData {
  return {
    planned_delivery_date: row.plannedDeliveryDate,
    preferred_delivery_date: row.preferredDeliveryDate,
    slot:
      row.handoverSlot === null
        ? null
        : { value: row.handoverSlot, formatted_time: timeWindowLabel(row.handoverSlotFormattedTime ?? row.handoverSlot) },
    address:
      row.handoverStreet === null || row.handoverHousenumber === null || row.handoverZip === null || row.handoverCity === null
        ? null
        : {
            street: row.handoverStreet,
            house_number: row.handoverHousenumber,
            zip: row.handoverZip,
            city: row.handoverCity,
            address_extra: row.handoverAddressExtra,
          },
  };
}

export function toReturnData(row: DealRow, now: Dayjs): ReturnData {
  return {
    type: row.returnType,
    address: toReturnAddress(row),
    contact_name: toReturnContactName(row),
    return_price: eurosOrNull(row.returnPriceCents),
    pre_return_appraisal_options: preReturnAppraisalOptions(row, now),
    pre_return_appraisal_date: iso(row.preReturnAppraisalDate),
  };
}

export function toReturnAddress(row: DealRow): ReturnData["address"] {
  return row.returnStreet === null || row.returnHousenumber === null || row.returnZip === null || row.returnCity === null
    ? null
    : {
        street: row.returnStreet,
        house_number: row.returnHousenumber,
        zip: row.returnZip,
        city: row.returnCity,
        address_extra: row.returnAddressExtra,
        phone_number: row.returnPhoneNumber,
      };
}

export function toReturnContactName(row: DealRow): string | null {
  return [row.returnFirstname, row.returnLastname].filter(Boolean).join(" ") || null;
}

export function toDealDocument(row: DealDocumentRow): DealDocument {
  return { name: row.name, url: row.url, documentType: row.documentType };
}

export function toInvoice(row: InvoiceRow, billed: CarRow | null = null): Invoice {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    ext_invoice_number: row.extInvoiceNumber,
    amount: row.amountCents, // the wire amount is in cents too (deals.md §3 "Invoice")
    status: row.status,
    download_url: row.downloadUrl,
    // Beyond deals.md §3's shape: a customer with several cars tells the invoices apart.
    car: billed ? toCar(billed) : null,
  };
}

function euros(cents: number): number {
  return cents / 100;
}

function eurosOrNull(cents: number | null): number | null {
  return cents === null ? null : euros(cents);
}

export function iso(instant: Date | null): string | null {
  return instant === null ? null : instant.toISOString();
}
