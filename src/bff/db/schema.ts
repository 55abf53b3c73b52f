/**
 * The embedded BFF's tables. No `server-only` marker here: drizzle-kit loads this file outside
 * Next to generate migrations. Relative imports for the same reason (no path aliases there).
 *
 * Conventions: money in integer cents (`*_cents`), calendar days as `date` (wire "YYYY-MM-DD"),
 * instants as `timestamptz` (wire ISO-8601 in UTC).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  json,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { REPAIR_STATUSES } from "../../features/damage/types";
import { ORDER_STATUSES, RETURN_STEPS } from "../../features/deals/status-types";
import { DEAL_STATES, DOCUMENT_TYPES } from "../../features/deals/types";
import type { DelayChoice } from "../../features/delivery/rules/delay-alternatives";
import type { DepositRefundStatus } from "../../features/deposit-refund/types";
import type { DriverRelationshipType, DriverStatus } from "../../features/drivers/types";
import { ADDON_BILLINGS, ADDON_GROUPS } from "../../features/insurance/types";
import { LEDGER_KINDS, REWARD_TYPES } from "../../features/loyalty/types";
import type { BodyType, CarPrice, Fuel } from "../../features/car-search/types";

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const day = (name: string) => date(name, { mode: "string" });
const createdAt = () => instant("created_at").notNull().defaultNow();
const updatedAt = () =>
  instant("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------
// better-auth 1.7 core tables. JS keys are better-auth's field names (the drizzle adapter looks
// columns up by them); column names are the snake_case its schema generator emits.
// ---------------------------------------------------------------------------------------------

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: instant("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: instant("access_token_expires_at"),
    refreshTokenExpiresAt: instant("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * Deep-link auth tokens of the native app (account.md §2 mobile auth pages, §9 "Deep-link auth
 * token lifetime default 600000 ms"): issued by /mobile/auth to a signed-in customer,
 * handed to the app in its deep link, exchanged once by /mobile/authv2 for a session of the app's
 * web view. Only the token's SHA-256 is stored; `used_at` makes it single use.
 */
export const deepLinkToken = pgTable(
  "deep_link_token",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    issuedAt: instant("issued_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [index("deep_link_token_user_id_idx").on(t.userId)],
);

/** The tables better-auth's drizzle adapter is given, keyed by its model names. */
export const authTables = { user, session, account, verification };

// ---------------------------------------------------------------------------------------------
// Portal domain
// ---------------------------------------------------------------------------------------------

export const audienceEnum = pgEnum("audience", ["b2c", "b2b"]);
export const customerRoleEnum = pgEnum("customer_role", ["admin", "driver", "fleet_manager"]);
export const dealStateEnum = pgEnum("deal_state", DEAL_STATES);
export const dealVariantEnum = pgEnum("deal_variant", ["SUBSCRIPTION", "LEAD"]);
export const returnTypeEnum = pgEnum("return_type", ["PICKUP", "SELF_RETURN"]);
export const subscribedAsEnum = pgEnum("subscribed_as", ["SWAP_SAME_DAY", "PROLONGATION"]);
export const bridgingTypeEnum = pgEnum("bridging_type", ["BEGINNING"]);
export const documentTypeEnum = pgEnum("document_type", DOCUMENT_TYPES);
export const milestoneEnum = pgEnum("milestone", [...ORDER_STATUSES, ...RETURN_STEPS]);
export const repairStatusEnum = pgEnum("repair_status", REPAIR_STATUSES);
export const loyaltyLedgerKindEnum = pgEnum("loyalty_ledger_kind", LEDGER_KINDS);
export const rewardTypeEnum = pgEnum("reward_type", REWARD_TYPES);
export const addonGroupEnum = pgEnum("addon_group", ADDON_GROUPS);
export const addonBillingEnum = pgEnum("addon_billing", ADDON_BILLINGS);

export const company = pgTable("company", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  phone: text("phone"),
  street: text("street").notNull(),
  houseNumber: text("house_number").notNull(),
  zip: text("zip").notNull(),
  city: text("city").notNull(),
  // The invoice address is optional: without it invoices go to the company address (account.md §3).
  invoiceStreet: text("invoice_street"),
  invoiceHouseNumber: text("invoice_house_number"),
  invoiceZip: text("invoice_zip"),
  invoiceCity: text("invoice_city"),
  // Business settings per company (account.md §2 Business portal, §9): which flows the
  // business portal offers its users, and whether the portal shows for finn_users.
  sharedReturnMaxSubscriptions: integer("shared_return_max_subscriptions").notNull().default(999),
  handoverEnabled: boolean("handover_enabled").notNull().default(true),
  mileageUpgradeEnabled: boolean("mileage_upgrade_enabled").notNull().default(true),
  reportDamageEnabled: boolean("report_damage_enabled").notNull().default(true),
  scheduleServiceEnabled: boolean("schedule_service_enabled").notNull().default(true),
  showForFinnUsers: boolean("show_for_finn_users").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The contacts of a company (account.md §2 Business portal "Kontakte", §3 Business contact): every
 * person of the company with their business role. A contact with a portal account links its
 * customer (the role then mirrors `customer.role`); one created by an admin is `invited` until then.
 */
export const companyContactStatusEnum = pgEnum("company_contact_status", ["active", "invited"]);
export const companyContact = pgTable(
  "company_contact",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .unique()
      .references((): AnyPgColumn => customer.id, { onDelete: "set null" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    role: customerRoleEnum("role").notNull(),
    status: companyContactStatusEnum("status").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("company_contact_company_id_idx").on(t.companyId), uniqueIndex("company_contact_email_idx").on(t.companyId, t.email)],
);

export const customer = pgTable(
  "customer",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    contactId: text("contact_id").notNull().unique(),
    audience: audienceEnum("audience").notNull(),
    role: customerRoleEnum("role"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    phone: text("phone"),
    /** account.md §3 Profile mobilephone: optional, besides the phone. */
    mobilephone: text("mobilephone"),
    companyId: text("company_id").references(() => company.id, { onDelete: "set null" }),
    /** account.md §3 is_deletion_requested: when the customer asked for deletion (done within 48 hours). */
    deletionRequestedAt: instant("deletion_requested_at"),
    // account.md §3 session user loyalty_level is not stored: it is derived from the points
    // ledger (`loyalty_ledger`) by features/loyalty/rules (bff/loyalty/loyalty-level.ts), so it cannot disagree with the points.
    // account.md §3 Profile: birth date and the invoice address. Names and birth date
    // are editable only while empty (§5), so the birth date may be null until the customer sets it;
    // registration (account.md §3 Login form birthday, DD.MM.YYYY) stores it here too.
    dateOfBirth: day("date_of_birth"),
    invoiceStreet: text("invoice_street"),
    invoiceHouseNumber: text("invoice_house_number"),
    zip: text("zip"),
    city: text("city"),
    /** account.md §3 Login form emailSubscription: the newsletter choice made at registration. */
    emailSubscription: boolean("email_subscription").notNull().default(false),
    /**
     * account.md §3 Session user is_job_auto: the customer's car comes through an employer's
     * job-auto programme (§4: `mode=jobauto` signs only them in). Set by provisioning, never by
     * the customer; self-registered customers are not job-auto customers.
     */
    isJobAuto: boolean("is_job_auto").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customer_company_id_idx").on(t.companyId),
    // Roles exist for business customers only (deals.md §6).
    check("customer_role_b2b_only", sql`${t.role} is null or ${t.audience} = 'b2b'`),
  ],
);

export const car = pgTable(
  "car",
  {
    id: text("id").primaryKey(),
    oem: text("oem").notNull(),
    model: text("model").notNull(),
    trim: text("trim"),
    fuel: text("fuel"),
    picture: text("picture"),
    licensePlate: text("license_plate"),
    /** deals.md §3 "Latest mileage": the most a report may state; null means the default 100000. */
    maximumMileage: integer("maximum_mileage"),
    externalProductId: text("external_product_id"),
    vin: text("vin"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("car_vin_idx").on(t.vin)],
);

export const deal = pgTable(
  "deal",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    state: dealStateEnum("state").notNull(),
    variant: dealVariantEnum("variant").notNull().default("SUBSCRIPTION"),
    type: text("type"),
    termType: text("term_type"),
    contactId: text("contact_id").notNull(),
    checkoutHash: text("checkout_hash"),
    carId: text("car_id").references(() => car.id, { onDelete: "set null" }),

    // Contract
    term: integer("term"),
    endDate: day("end_date"),
    minimumCommitmentEndDate: day("minimum_commitment_end_date"),
    autoRenewalEndDate: day("auto_renewal_end_date"),
    autoRenewalPeriodAmount: integer("auto_renewal_period_amount"),
    hasAutoRenewal: boolean("has_auto_renewal").notNull().default(false),
    isPreAutoRenewal: boolean("is_pre_auto_renewal").notNull().default(false),
    isPostAutoRenewal: boolean("is_post_auto_renewal").notNull().default(false),
    amountCents: integer("amount_cents").notNull(),
    mileagePackage: integer("mileage_package"),
    additionalMileageFeeCents: integer("additional_mileage_fee_cents"),
    addonMileage: integer("addon_mileage"),
    insuranceAmountCents: integer("insurance_amount_cents"),
    tireAndWindshield: boolean("tire_and_windshield"),
    minorDamage: boolean("minor_damage"),
    youngOldDriverFeeCents: integer("young_old_driver_fee_cents"),
    subscribedTo: subscribedAsEnum("subscribed_to"),
    subscribedAs: subscribedAsEnum("subscribed_as"),
    bridgingType: bridgingTypeEnum("bridging_type"),
    beginningBridgingCarReservationToken: text("beginning_bridging_car_reservation_token"),
    previousSubscriptionId: text("previous_subscription_id"),
    followupSubscriptionId: text("followup_subscription_id"),
    categoryTerm: integer("category_term"),
    categoryStartDate: day("category_start_date"),
    categoryEndDate: day("category_end_date"),
    belongsToSubscriptionService: boolean("belongs_to_subscription_service").notNull().default(false),
    recurrentPaymentMethod: text("recurrent_payment_method"),
    // The business driver of the car (deals.md §3 "B2B driver"); none on a shared vehicle, whose
    // contact is then the fleet manager (§6).
    driverFirstname: text("driver_firstname"),
    driverLastname: text("driver_lastname"),
    driverEmail: text("driver_email"),
    driverPhoneNumber: text("driver_phone_number"),
    /** The company contact assigned as the car's driver; null for a shared vehicle. */
    driverContactId: text("driver_contact_id").references((): AnyPgColumn => companyContact.id, { onDelete: "set null" }),
    damageDeductibleVollkaskoCents: integer("damage_deductible_vollkasko_cents"),
    damageDeductibleTeilkaskoCents: integer("damage_deductible_teilkasko_cents"),
    customerSpecificVkDamageDeductibleCents: integer("customer_specific_vk_damage_deductible_cents"),

    // Return (deals.md §3 "Return data" and "Return payload")
    returnType: returnTypeEnum("return_type"),
    returnDate: day("return_date"),
    preferredReturnDate: instant("preferred_return_date"),
    actualReturnDate: instant("actual_return_date"),
    returnFirstname: text("return_firstname"),
    returnLastname: text("return_lastname"),
    returnStreet: text("return_street"),
    returnHousenumber: text("return_housenumber"),
    returnZip: text("return_zip"),
    returnCity: text("return_city"),
    returnAddressExtra: text("return_address_extra"),
    returnPhoneNumber: text("return_phone_number"),
    returnEmail: text("return_email"),
    returnPriceCents: integer("return_price_cents"),
    preReturnAppraisalDate: instant("pre_return_appraisal_date"),

    // Handover and delivery (deals.md §3 "Handover data")
    actualHandoverDate: instant("actual_handover_date"),
    /** Odometer reading in the handover protocol; mileage reports count from it. */
    handoverMileage: integer("handover_mileage"),
    leadHandoverDate: day("lead_handover_date"),
    preferredHandoverDate: instant("preferred_handover_date"),
    handoverAppointmentDate: instant("handover_appointment_date"),
    plannedDeliveryDate: day("planned_delivery_date"),
    preferredDeliveryDate: day("preferred_delivery_date"),
    handoverSlot: text("handover_slot"),
    handoverSlotFormattedTime: text("handover_slot_formatted_time"),
    handoverStreet: text("handover_street"),
    handoverHousenumber: text("handover_housenumber"),
    handoverZip: text("handover_zip"),
    handoverCity: text("handover_city"),
    handoverAddressExtra: text("handover_address_extra"),
    handoverFirstname: text("handover_firstname"),
    handoverLastname: text("handover_lastname"),
    handoverPhoneNumber: text("handover_phone_number"),
    // Handover metadata (deals.md §3). A null deviation: no availability estimate was made, unless
    // one was made without a number of weeks (deals.md §4: "3 weeks if none is given"). Not
    // changeable unless upstream says so, as the delay options offer a date change only then (§4).
    availabilityDeviationInWeeks: integer("availability_deviation_in_weeks"),
    availabilityEstimateWithoutWeeks: boolean("availability_estimate_without_weeks").notNull().default(false),
    handoverAddressChangeable: boolean("handover_address_changeable").notNull().default(false),
    // The delay of deals.md §4 as a fact of its own: the delivery day the customer
    // had wished when the car turned out late, and the day the car is there. A change of the
    // delivery day overwrites the planned and preferred dates, never these, so the earliest bookable
    // day outlives the change (the banner follows the dates, §4). Both null: on time.
    deliveryDelayWishedDate: day("delivery_delay_wished_date"),
    carReadyDate: day("car_ready_date"),
    // The customer's answer to a delayed delivery (deals.md §4 "Delay options"): alternative_car,
    // change_date or keep_car; the credit the BFF granted for keep_car (§9), in cents.
    deliveryDelayChoice: text("delivery_delay_choice").$type<DelayChoice>(),
    deliveryDelayCreditCents: integer("delivery_delay_credit_cents"),
    deliveryDelayChosenAt: instant("delivery_delay_chosen_at"),
    // The deposit refund of an ended deal (the spec names no such field): awaiting_details
    // until the customer gave bank details (`deposit_refund_details`), then details_received with
    // the IBAN masked, the one form in which it is read back.
    depositRefundStatus: text("deposit_refund_status").$type<DepositRefundStatus>(),
    depositRefundIbanMasked: text("deposit_refund_iban_masked"),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("deal_customer_id_idx").on(t.customerId),
    index("deal_car_id_idx").on(t.carId),
    check("deal_availability_deviation_non_negative", sql`${t.availabilityDeviationInWeeks} is null or ${t.availabilityDeviationInWeeks} >= 0`),
    check("deal_availability_estimate_without_weeks", sql`not ${t.availabilityEstimateWithoutWeeks} or ${t.availabilityDeviationInWeeks} is null`),
  ],
);

/**
 * When a deal reached each milestone of its order and its return (deals.md §2 and §4), one row
 * per milestone reached. The current order and return status are the last milestone reached in
 * process order, so they are never stored apart from the dates that prove them.
 */
export const dealMilestone = pgTable(
  "deal_milestone",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    milestone: milestoneEnum("milestone").notNull(),
    reachedAt: instant("reached_at").notNull(),
  },
  (t) => [uniqueIndex("deal_milestone_deal_id_milestone_idx").on(t.dealId, t.milestone)],
);

/** deals.md §3 "Damage report": one report lists damages and the repair orders placed for them. */
export const damageReport = pgTable(
  "damage_report",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    reportedOn: day("reported_on").notNull(),
    appointmentAt: instant("appointment_at"),
    repairStatus: repairStatusEnum("repair_status").notNull().default("open"),
    downloadUrl: text("download_url"),
    // What the customer reported in the portal (deals.md §3 "Damage submission"); null on reports
    // that came from elsewhere (the workshop, the return appraisal).
    description: text("description"),
    /** deals.md §5 defect types (technicalDefect): battery, brakes, rim, … */
    defectType: text("defect_type"),
    /** The day it happened; null when the customer ticked "unknown". */
    occurredOn: day("occurred_on"),
    street: text("street"),
    houseNumber: text("house_number"),
    zip: text("zip"),
    city: text("city"),
    country: text("country"),
    createdAt: createdAt(),
  },
  (t) => [index("damage_report_deal_id_idx").on(t.dealId)],
);

/**
 * A photo uploaded for a damage report (deals.md §7 "…/damage-reports/images"): stored under `fileKey`
 * in the file storage, owned by the customer who uploaded it, attached to a report once one names
 * its location. Only its owner can read it or attach it.
 */
export const damagePhoto = pgTable(
  "damage_photo",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    damageReportId: text("damage_report_id").references(() => damageReport.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** The client's `timestamp` field of the upload (deals.md §7), kept as sent. */
    clientTimestamp: text("client_timestamp"),
    createdAt: createdAt(),
  },
  (t) => [index("damage_photo_customer_id_idx").on(t.customerId), index("damage_photo_damage_report_id_idx").on(t.damageReportId)],
);

/** A damage of a report; the German names come with the classification, as upstream sends them. */
export const damage = pgTable(
  "damage",
  {
    id: text("id").primaryKey(),
    damageReportId: text("damage_report_id")
      .notNull()
      .references(() => damageReport.id, { onDelete: "cascade" }),
    /** Order within the report. */
    position: integer("position").notNull(),
    typeKey: text("type_key").notNull(),
    typeNameDe: text("type_name_de").notNull(),
    areaKey: text("area_key").notNull(),
    areaNameDe: text("area_name_de").notNull(),
    partKey: text("part_key").notNull(),
    partNameDe: text("part_name_de").notNull(),
  },
  (t) => [uniqueIndex("damage_damage_report_id_position_idx").on(t.damageReportId, t.position)],
);

export const repairOrder = pgTable(
  "repair_order",
  {
    id: text("id").primaryKey(),
    damageReportId: text("damage_report_id")
      .notNull()
      .references(() => damageReport.id, { onDelete: "cascade" }),
    orderedOn: day("ordered_on").notNull(),
  },
  (t) => [index("repair_order_damage_report_id_idx").on(t.damageReportId)],
);

export const dealDocument = pgTable(
  "deal_document",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    documentType: documentTypeEnum("document_type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("deal_document_deal_id_idx").on(t.dealId)],
);

export const invoice = pgTable(
  "invoice",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    dealId: text("deal_id").references(() => deal.id, { onDelete: "set null" }),
    extInvoiceNumber: text("ext_invoice_number").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull(),
    downloadUrl: text("download_url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("invoice_customer_id_idx").on(t.customerId), index("invoice_deal_id_idx").on(t.dealId)],
);

/** Every mileage report a customer sends (deals.md §7 POST .../mileage-report), with the estimate answered. */
export const mileageReport = pgTable(
  "mileage_report",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    currentMileage: integer("current_mileage").notNull(),
    monthlyMileageUsage: integer("monthly_mileage_usage").notNull(),
    monthlyMileageExcess: integer("monthly_mileage_excess").notNull(),
    estimatedTotalMileageUsage: integer("estimated_total_mileage_usage").notNull(),
    estimatedTotalExcess: integer("estimated_total_excess").notNull(),
    estimatedTotalExcessMileageCostCents: integer("estimated_total_excess_mileage_cost_cents").notNull(),
    recommendedMileagePackage: integer("recommended_mileage_package"),
    recommendedMileagePackageFeeCents: integer("recommended_mileage_package_fee_cents"),
    createdAt: createdAt(),
  },
  (t) => [index("mileage_report_deal_id_created_at_idx").on(t.dealId, t.createdAt)],
);

/**
 * The mileage packages a subscription can be moved to (deals.md §3 "Mileage packages"), with
 * their monthly surcharge over the smallest package: gross for private customers, net of VAT for
 * business customers (§6, §9), each as the price list states it. Seeded and editable; the price of
 * an upgrade and the mileage report's recommended fee come from it (`features/mileage/rules/mileage-packages.ts`).
 */
export const mileagePackageCatalogue = pgTable(
  "mileage_package_catalogue",
  {
    /** Kilometres per month. */
    mileagePackage: integer("mileage_package").primaryKey(),
    surchargeGrossCents: integer("surcharge_gross_cents").notNull(),
    surchargeNetCents: integer("surcharge_net_cents").notNull(),
    /** An inactive package is no longer offered (a deal on it keeps it). */
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    check("mileage_package_catalogue_package_positive", sql`${t.mileagePackage} > 0`),
    check("mileage_package_catalogue_surcharges", sql`${t.surchargeGrossCents} >= 0 AND ${t.surchargeNetCents} >= 0`),
  ],
);

/**
 * A mileage upgrade a customer made (deals.md §7 PUT mileage_packages): the change and its price,
 * kept with the deal. The old and new amounts are the deal's rate as it stores it (gross); the
 * change and the one-time payment are as the customer was quoted (business: net of VAT).
 */
export const mileagePackageChange = pgTable(
  "mileage_package_change",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    oldMileagePackage: integer("old_mileage_package"),
    newMileagePackage: integer("new_mileage_package").notNull(),
    oldAmountCents: integer("old_amount_cents").notNull(),
    amountChangeCents: integer("amount_change_cents").notNull(),
    newAmountCents: integer("new_amount_cents").notNull(),
    oneTimePaymentCents: integer("one_time_payment_cents").notNull(),
    isLateChange: boolean("is_late_change").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mileage_package_change_deal_id_created_at_idx").on(t.dealId, t.createdAt)],
);

/** deals.md §7 non-retention-comment: why a private customer gives the car back (the return flow's reason step). */
export const nonRetentionComment = pgTable(
  "non_retention_comment",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("non_retention_comment_deal_id_idx").on(t.dealId)],
);

/**
 * A service appointment a customer asked for (deals.md §3 "Service request", §7): kept with the
 * deal, and handed to the operations side through the outbox in the same transaction.
 */
export const serviceRequest = pgTable(
  "service_request",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    carId: text("car_id").notNull(),
    /** main_inspection, oem_inspection, oil_change (deals.md §5), in that order. */
    services: json("services").$type<string[]>().notNull(),
    description: text("description"),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("service_request_deal_id_idx").on(t.dealId)],
);

/**
 * The add-on catalogue (deals.md §3 "Addons", account.md §3 addon groups): what a deal may book on
 * top of its subscription, per group (insurance, protection, mileage). Prices are gross cents, per
 * month or once; coverage deductibles in cents; `productIds` null: every product.
 */
export const addon = pgTable("addon", {
  id: text("id").primaryKey(),
  group: addonGroupEnum("group").notNull(),
  position: integer("position").notNull().default(0),
  productIds: json("product_ids").$type<string[]>(),
  billing: addonBillingEnum("billing").notNull(),
  priceCents: integer("price_cents").notNull(),
  coverageFullCents: integer("coverage_full_cents"),
  coveragePartialCents: integer("coverage_partial_cents"),
  additionalKilometers: integer("additional_kilometers"),
  titleDe: text("title_de").notNull(),
  titleEn: text("title_en").notNull(),
  descriptionDe: text("description_de").notNull(),
  descriptionEn: text("description_en").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * An add-on booked on a deal (POST /api/addons/attach, accept-deductibles-reduction): the price
 * charged (gross cents, after the loyalty rule) and the deal's fields before it, which a cancel
 * restores. Applied while `canceledAt` is null.
 */
export const appliedAddon = pgTable(
  "applied_addon",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    addonId: text("addon_id")
      .notNull()
      .references(() => addon.id, { onDelete: "restrict" }),
    group: addonGroupEnum("group").notNull(),
    billing: addonBillingEnum("billing").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** The deal's add-on fields before this add-on changed them (restored by a cancel). */
    previousFields: json("previous_fields").$type<Record<string, number | null>>().notNull(),
    attachedAt: instant("attached_at").notNull(),
    canceledAt: instant("canceled_at"),
  },
  (t) => [
    index("applied_addon_deal_id_idx").on(t.dealId),
    // One applied add-on per group and deal (account.md §4): a second attach finds it and is refused.
    uniqueIndex("applied_addon_one_per_group_idx")
      .on(t.dealId, t.group)
      .where(sql`${t.canceledAt} is null`),
  ],
);

/**
 * The prolongation prices the operations side offers a subscription-service deal (deals.md §3
 * "Prolongation options": term, price, original_price; the discount is derived). Editable data:
 * the seed writes the demo's, an operator may change them; EUR per month gross, in cents.
 */
export const prolongationPrice = pgTable(
  "prolongation_price",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    term: integer("term").notNull(),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("prolongation_price_deal_term_idx").on(t.dealId, t.term), check("prolongation_price_term_positive", sql`${t.term} > 0`)],
);

/**
 * A prolongation the customer ordered (deals.md §3 "Prolongation request", §7 POST …/prolongation):
 * the original deal, the follow-up deal it created and the chosen terms. One per original deal
 * (the unique index): a second order, even a concurrent one, is refused.
 */
export const prolongation = pgTable(
  "prolongation",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    followupDealId: text("followup_deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    term: integer("term").notNull(),
    amountCents: integer("amount_cents").notNull(),
    mileagePackage: integer("mileage_package").notNull(),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("prolongation_deal_id_idx").on(t.dealId), index("prolongation_customer_id_idx").on(t.customerId)],
);

/**
 * The bank details for an ended deal's deposit refund (account.md §3 "Deposit refund details", §5,
 * §7): one row per deal, written with the deal's status and the outbox message for the operations
 * side in one transaction. The full IBAN is kept for the transfer and never answered back.
 */
export const depositRefundDetails = pgTable(
  "deposit_refund_details",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    accountHolder: text("account_holder").notNull(),
    /** Electronic format, no spaces (ibantools). */
    iban: text("iban").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("deposit_refund_details_deal_id_idx").on(t.dealId)],
);

/**
 * The inventory vehicle of a car (deals.md §3 "Inventory item", §7 "GET car inventory for the
 * car_id"): the remarketing values the buy-car offer is computed from (§9), in cents. One per car;
 * a car without a row cannot be bought (§4).
 */
export const inventoryVehicle = pgTable("inventory_vehicle", {
  id: text("id").primaryKey(),
  carId: text("car_id")
    .notNull()
    .unique("inventory_vehicle_car_id_idx")
    .references(() => car.id, { onDelete: "cascade" }),
  /** finn_car_id of §3: the provider's id of the car in its fleet. */
  finnCarId: text("finn_car_id").notNull(),
  vin: text("vin").notNull(),
  presaleTargetCents: integer("aop_rv_presale_target_cents").notNull(),
  damageEquivalentCents: integer("aop_stock_rv_damage_equivalent_cents").notNull(),
  kmEquivalentCents: integer("aop_stock_rv_km_equivalent_cents").notNull(),
  createdAt: createdAt(),
});

/**
 * A non-binding purchase offer the customer asked for (deals.md §2 buy_car_modal, §4, §7 "sends the
 * buy-car offer"): the price the BFF computed, written with the outbox message that delivers it
 * to the operations side (topic "buy-offer"). A customer may ask again later (the values change);
 * one Idempotency-Key writes one row.
 */
export const buyCarOffer = pgTable(
  "buy_car_offer",
  {
    id: text("id").primaryKey(),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    vin: text("vin").notNull(),
    /** The offer of §9 in whole EUR: the `price` sent. */
    price: integer("price").notNull(),
    /** The buy-out estimate of §9 (gross EUR) the customer saw. */
    estimate: integer("estimate").notNull(),
    outboxMessageId: text("outbox_message_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("buy_car_offer_deal_id_idx").on(t.dealId, t.createdAt), index("buy_car_offer_customer_id_idx").on(t.customerId)],
);

/**
 * `Idempotency-Key` of a creating POST: the first request with a key claims it and
 * stores its answer in the same transaction as its write; a repeat gets the stored answer.
 */
export const idempotencyKey = pgTable(
  "idempotency_key",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status").notNull(),
    responseBody: json("response_body"), // json, not jsonb: a replay answers the same bytes
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_key_customer_endpoint_key_idx").on(t.customerId, t.endpoint, t.key)],
);

/** A failed sign-in: counted per account and per client address. */
/**
 * Password checks counted per key (`sign-in-throttle.ts`): an account, a client address, or
 * the pair of both. One row per key, incremented atomically by an upsert, so parallel guesses
 * cannot all pass a count taken before any of them was recorded.
 */
export const signInThrottle = pgTable(
  "sign_in_throttle",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull(),
    windowEndsAt: instant("window_ends_at").notNull(),
  },
  (t) => [index("sign_in_throttle_window_ends_at_idx").on(t.windowEndsAt)],
);

/**
 * Calls to the operations side (the spec's automation endpoints, newsletter, buy offers), written
 * in the transaction of the change that causes them and delivered by `bff/outbox/deliver.ts` to
 * the configured webhook, with retries: none is lost when the webhook is down or the process
 * ends. `dedupe_key` lets a caller send one message per key and window (a workflow trigger once
 * in 5 minutes per car, account.md §7).
 */
export const outboxStatusEnum = pgEnum("outbox_status", ["pending", "delivered", "failed"]);
export const outboxMessage = pgTable(
  "outbox_message",
  {
    id: text("id").primaryKey(),
    topic: text("topic").notNull(),
    payload: json("payload").notNull(),
    dedupeKey: text("dedupe_key"),
    status: outboxStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next delivery may start: now for a new message, later after a failure or while claimed. */
    availableAt: instant("available_at").notNull().defaultNow(),
    lastError: text("last_error"),
    deliveredAt: instant("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_message_due_idx").on(t.status, t.availableAt), index("outbox_message_dedupe_idx").on(t.dedupeKey, t.createdAt)],
);

/**
 * A licence scan uploaded through an upload URL (account.md §7 `{checkout api}/uploadurl`, bucket DL):
 * the customer's until a driver names it (`dl_front_key` / `dl_back_key`); the bytes are in the file storage.
 */
export const driverLicenceUpload = pgTable(
  "driver_licence_upload",
  {
    /** The key the upload URL names, "DL/{uuid}.{ext}". */
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("driver_licence_upload_customer_id_idx").on(t.customerId)],
);

/** An additional driver of a customer (account.md §3 Driver, §4 Drivers): may drive all subscribed cars of the account. */
export const additionalDriver = pgTable(
  "additional_driver",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    relationshipType: text("relationship_type").$type<DriverRelationshipType>().notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    dateOfBirth: day("date_of_birth").notNull(),
    licenceIssueDate: day("licence_issue_date").notNull(),
    dlFrontKey: text("dl_front_key").references(() => driverLicenceUpload.id, { onDelete: "set null" }),
    dlBackKey: text("dl_back_key").references(() => driverLicenceUpload.id, { onDelete: "set null" }),
    postcode: text("postcode").notNull(),
    agreedToTerms: boolean("agreed_to_terms").notNull(),
    confirmedTruthfulData: boolean("confirmed_truthful_data").notNull(),
    status: text("status").$type<DriverStatus>().notNull(),
    extraFee: boolean("extra_fee").notNull(),
    deletedAt: instant("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("additional_driver_customer_id_idx").on(t.customerId),
    check("additional_driver_status_check", sql`${t.status} in ('active', 'pending', 'inactive', 'rejected', 'deleted')`),
  ],
);

/**
 * Mails the app sends (magic links, email verification, password reset). With
 * `SMTP_URL` set they go out over SMTP and the row records the delivery; on the embedded default
 * they stay here, readable on the demo mailbox page and with `npm run mailbox`.
 */
export const mailMessage = pgTable(
  "mail_message",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What the mail is for: magic-link, verify-email, reset-password. */
    kind: text("kind").notNull(),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_message_to_idx").on(t.to, t.createdAt)],
);

/**
 * Newsletter sign-ups (account.md §3 Newsletter form, §7) with double opt-in: a sign-up
 * is `pending` until the link of its confirmation mail is followed; only then is it `confirmed`
 * and handed to the automation webhook through the outbox. One row per email (lower-cased); the
 * confirmation token is stored as its SHA-256 only.
 */
export const newsletterSubscription = pgTable(
  "newsletter_subscription",
  {
    email: text("email").primaryKey(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    locale: text("locale").notNull(),
    status: text("status").$type<"pending" | "confirmed">().notNull(),
    tokenHash: text("token_hash").notNull(),
    consentAt: instant("consent_at").notNull(),
    mailedAt: instant("mailed_at").notNull(),
    confirmedAt: instant("confirmed_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscription_token_idx").on(t.tokenHash)],
);

export type UserRow = typeof user.$inferSelect;
export type CustomerRow = typeof customer.$inferSelect;
export type CompanyRow = typeof company.$inferSelect;
export type CarRow = typeof car.$inferSelect;
export type DealRow = typeof deal.$inferSelect;
export type DealDocumentRow = typeof dealDocument.$inferSelect;
export type InvoiceRow = typeof invoice.$inferSelect;
export type DealMilestoneRow = typeof dealMilestone.$inferSelect;
export type DamageReportRow = typeof damageReport.$inferSelect;
export type DamageRow = typeof damage.$inferSelect;
export type RepairOrderRow = typeof repairOrder.$inferSelect;
export type MileageReportRow = typeof mileageReport.$inferSelect;
export type OutboxMessageRow = typeof outboxMessage.$inferSelect;
export type ServiceRequestRow = typeof serviceRequest.$inferSelect;
export type MileagePackageCatalogueRow = typeof mileagePackageCatalogue.$inferSelect;
export type MileagePackageChangeRow = typeof mileagePackageChange.$inferSelect;
export type AddonRow = typeof addon.$inferSelect;
export type AppliedAddonRow = typeof appliedAddon.$inferSelect;
export type ProlongationPriceRow = typeof prolongationPrice.$inferSelect;
export type ProlongationRow = typeof prolongation.$inferSelect;
export type DepositRefundDetailsRow = typeof depositRefundDetails.$inferSelect;
export type InventoryVehicleRow = typeof inventoryVehicle.$inferSelect;
export type BuyCarOfferRow = typeof buyCarOffer.$inferSelect;

/**
 * The public car search's catalogue (account.md §7 `GET api/cars`): one row a car of the
 * shop, with its availability window and its prices per term and mileage package (gross cents a
 * month). Seeded (`seed-car-catalogue.ts`), editable; the filters are the pure rules of
 * `features/car-search/rules/`, which the page and the API share.
 */
export const catalogueCar = pgTable(
  "catalogue_car",
  {
    id: text("id").primaryKey(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    trim: text("trim").notNull(),
    bodyType: text("body_type").$type<BodyType>().notNull(),
    fuel: text("fuel").$type<Fuel>().notNull(),
    hasHitch: boolean("has_hitch").notNull().default(false),
    onOffer: boolean("on_offer").notNull().default(false),
    picture: text("picture").notNull(),
    availableFrom: day("available_from").notNull(),
    availableTo: day("available_to"),
    prices: json("prices").$type<CarPrice[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("catalogue_car_window", sql`${t.availableTo} IS NULL OR ${t.availableTo} >= ${t.availableFrom}`),
    index("catalogue_car_brand_model_idx").on(t.brand, t.model),
  ],
);

/**
 * account.md §3 Payment method: the method a deal's monthly rates are collected with.
 * One per deal; a confirmed payment session replaces it. Only the last four digits are kept.
 */
export const paymentMethod = pgTable(
  "payment_method",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    paymentType: text("payment_type").notNull(),
    identifierLast4: text("identifier_last_4"),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    accountHolder: text("account_holder"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payment_method_deal_id_idx").on(t.dealId), index("payment_method_customer_id_idx").on(t.customerId)],
);

/**
 * A payment-method change in progress (account.md §4 "Password and payment"): `POST
 * payment-methods/{type}` opens one; the hosted page (Stripe Checkout in setup mode, or the
 * built-in stand-in) completes it, which stores the new method; cancelling leaves the old one.
 */
export const paymentSession = pgTable(
  "payment_session",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    dealId: text("deal_id")
      .notNull()
      .references(() => deal.id, { onDelete: "cascade" }),
    paymentType: text("payment_type").notNull(),
    /** "embedded" (the built-in hosted page) or "stripe". */
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    /** open → completed | canceled. */
    status: text("status").notNull().default("open"),
    expiresAt: instant("expires_at").notNull(),
    completedAt: instant("completed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("payment_session_customer_id_idx").on(t.customerId), uniqueIndex("payment_session_provider_session_id_idx").on(t.providerSessionId)],
);
export type AdditionalDriverRow = typeof additionalDriver.$inferSelect;

/**
 * The loyalty points ledger (account.md §4, §9): one row per credit (a paid invoice,
 * a referred friend who subscribed, the EV booking, points carried over from earlier
 * subscriptions) or debit (a redeemed reward), in hundredths of a point. `(customer, kind, ref)`
 * is unique, so crediting the same invoice or friend twice adds nothing.
 */
export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    kind: loyaltyLedgerKindEnum("kind").notNull(),
    /** Positive for credits, negative for a redemption. */
    centiPoints: integer("centi_points").notNull(),
    /** The invoice, referral or redemption id; "ev" for the one EV booking, "seed" for carried-over points. */
    ref: text("ref").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("loyalty_ledger_source_idx").on(t.customerId, t.kind, t.ref),
    check("loyalty_ledger_sign", sql`(${t.kind} = 'redemption') = (${t.centiPoints} < 0)`),
  ],
);

/** A redeemed reward (account.md §3 Reward group): a voucher carries its code and its last valid day. */
export const loyaltyRedemption = pgTable(
  "loyalty_redemption",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    rewardName: text("reward_name").notNull(),
    rewardType: rewardTypeEnum("reward_type").notNull(),
    centiPoints: integer("centi_points").notNull(),
    /** Free kilometres (mileage) or the voucher's value in EUR. */
    amount: integer("amount").notNull(),
    voucherCode: text("voucher_code").unique(),
    validUntil: day("valid_until"),
    usedAt: instant("used_at"),
    /** Free kilometres: the subscription they are credited to (features/loyalty/rules/free-kilometres). */
    dealId: text("deal_id").references(() => deal.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("loyalty_redemption_customer_id_idx").on(t.customerId), index("loyalty_redemption_deal_id_idx").on(t.dealId)],
);

/**
 * A friend who booked with a customer's referral voucher (account.md §9 "Referral gives 1,000
 * points and 200 EUR credit each, up to 5 invited friends"). Once the friend subscribes the row
 * gets its number among the referrer's subscribed friends and both credits (0 beyond the fifth).
 */
export const referral = pgTable(
  "referral",
  {
    id: text("id").primaryKey(),
    referrerCustomerId: text("referrer_customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    /** The friend's contact id at the operations side (a friend need not have a portal account yet). */
    friendContactId: text("friend_contact_id").notNull().unique(),
    subscribedAt: instant("subscribed_at"),
    friendNumber: integer("friend_number"),
    referrerCreditCents: integer("referrer_credit_cents").notNull().default(0),
    friendCreditCents: integer("friend_credit_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("referral_referrer_idx").on(t.referrerCustomerId),
    uniqueIndex("referral_friend_number_idx").on(t.referrerCustomerId, t.friendNumber),
  ],
);
export type LoyaltyRedemptionRow = typeof loyaltyRedemption.$inferSelect;

/**
 * The embedded chat (account.md §2 Chat): a customer's conversations with customer
 * service. A conversation is created by its first message; every query is scoped to its customer.
 */
export const chatConversation = pgTable(
  "chat_conversation",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    /** The time of the newest message, so the list shows the most recent conversation first. */
    lastMessageAt: instant("last_message_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_conversation_customer_idx").on(t.customerId, t.lastMessageAt)],
);

/** A message of a conversation: the customer's, or customer service's (the automatic acknowledgement included). */
export const chatMessage = pgTable(
  "chat_message",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => chatConversation.id, { onDelete: "cascade" }),
    author: text("author").$type<"customer" | "agent">().notNull(),
    /** The agent's message is a code the UI words per locale and audience (`auto_reply`), or free text. */
    body: text("body").notNull(),
    kind: text("kind").$type<"text" | "auto_reply">().notNull().default("text"),
    /** The order of writing: a pinned clock (PORTAL_NOW) gives every message the same time. */
    position: serial("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_message_conversation_idx").on(t.conversationId, t.position),
    check("chat_message_author_check", sql`${t.author} in ('customer', 'agent')`),
  ],
);

/**
 * A file for the chat, uploaded (checked by `files/upload-validation.ts`) before the message that
 * names it; the customer's alone until then. The bytes are in the file storage under `file_key`.
 */
export const chatAttachment = pgTable(
  "chat_attachment",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    messageId: text("message_id").references(() => chatMessage.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    fileKey: text("file_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_attachment_customer_idx").on(t.customerId), index("chat_attachment_message_idx").on(t.messageId)],
);
export type ChatConversationRow = typeof chatConversation.$inferSelect;
export type ChatMessageRow = typeof chatMessage.$inferSelect;
export type ChatAttachmentRow = typeof chatAttachment.$inferSelect;

/**
 * Tracking events the browser sent after the visitor's consent (deals.md §7 "Tracking
 * events", account.md §7, §9), checked against the catalogue (`lib/analytics/events.ts`). Stored
 * always, so the embedded default shows them (`npm run outbox` lists them too); forwarded to
 * `TRACKING_COLLECTOR_URL` through the outbox when that is set. No customer id: the events are
 * counted, not tied to a person.
 */
export const trackingEvent = pgTable(
  "tracking_event",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    properties: json("properties").$type<Record<string, string | number | boolean>>().notNull(),
    page: text("page").notNull(),
    occurredAt: instant("occurred_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("tracking_event_created_at_idx").on(t.createdAt)],
);
export type TrackingEventRow = typeof trackingEvent.$inferSelect;
