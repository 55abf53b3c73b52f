/**
 * deals.md, section by section. Each rule names the tests that check it; see `types.ts`.
 */
import type { SpecRule, SpecRuleTable, TestRef, UntracedRule } from "./types";

const R = "src/features/";
const E = "tests/e2e/";
const B = "src/bff/";
const t = (path: string, title: string): TestRef => `${path} › ${title}`;

const rules: SpecRule[] = [
  // §1 What the product does and for whom
  {
    id: "deals-§1-business-sie",
    section: "§1",
    rule: 'Business wording uses the formal "Sie"; private wording the informal form.',
    tests: [
      t(`${E}business-wording.spec.ts`, 'reads no "du" on'),
      t("src/cms/schema/form-of-address.test.ts", "says du to business customers nowhere"),
      t(`${R}end-of-subscription/components/prolongation-success.test.tsx`, "the prolongation success page speaks to its reader"),
    ],
  },
  {
    id: "deals-§1-emergency-support",
    section: "§1",
    rule: "Emergency support around the clock by phone; numbers come from content.",
    tests: [t("src/modules/emergency-call-block/emergency-call-block.test.tsx", "shows its title, description and the support numbers as a list")],
  },

  {
    id: "deals-§1-category-subscription",
    section: "§1",
    rule: "A 36-month category subscription allows up to 3 free swaps to the same category, with terms of 12 or 24 months (also §9).",
    tests: [
      t(`${R}deals/rules/category-subscription.test.ts`, "runs 36 months, allows up to 3 free swaps, each car 12 or 24 months"),
      t(`${E}vehicle-details.spec.ts`, "a category subscription shows its term, free swaps, the car's term and dates"),
    ],
  },

  // §2 Screens and routes
  {
    id: "deals-§2-route-mycars",
    section: "§2 Routes",
    rule: "/mycars lists the subscriptions; /mycars/{deal id} shows the deal's details.",
    tests: [t(`${E}subscriptions.spec.ts`, "Anna sees her subscriptions with the status labels")],
  },
  {
    id: "deals-§2-route-deal-subpages",
    section: "§2 Routes",
    rule: "Sub-pages /mycars/{deal id}/return, /report-damage and /schedule-service.",
    tests: [
      t(`${E}return.spec.ts`, "a private customer books a pickup from the reminder banner"),
      t(`${E}report-damage.spec.ts`, "a private customer reports a damaged rim with a photo"),
      t(`${E}schedule-service.spec.ts`, "a private customer asks for a main inspection and the manufacturer's inspection"),
      t(`${E}schedule-service.spec.ts`, "the sub-pages of a car not delivered yet and of an ended subscription say why there is no form"),
      t(`${B}damage/damage-submission-service.test.ts`, "refuses an ENDED deal's report with 409 damage_not_reportable"),
      t("src/cms/visibility.test.ts", "never a blank page or another state's story"),
    ],
  },
  {
    id: "deals-§2-route-no-deal",
    section: "§2 Routes",
    rule: "/mycars/no-deal/report-damage and /mycars/no-deal/schedule-service: without a chosen deal the user first picks a car.",
    tests: [
      t(`${R}deals/rules/car-choice.test.ts`, "picking a car first"),
      t(`${E}schedule-service.spec.ts`, "without a chosen car, the customer picks one first"),
      t(`${E}schedule-service.spec.ts`, "a damage report without a chosen car"),
    ],
  },
  {
    id: "deals-§2-route-prolongation-success",
    section: "§2 Routes",
    rule: "/car/{deal id}/prolongation/success: business success page with endDate, price, kmPackage, term.",
    tests: [
      t(`${R}end-of-subscription/rules/prolongation-success.test.ts`, "carries the four values there and back"),
      t(`${E}prolongation.spec.ts`, "a business customer prolongs at net prices and lands on the success page"),
      t(`${R}end-of-subscription/components/prolongation-success.test.tsx`, "the query's values are not announced as an order"),
      t(`${E}security-access.spec.ts`, "a company car's business forms are not found for a private customer"),
    ],
    reading:
      "The values come from the query, but only a deal that was prolonged shows them as its order; any other deal's page says there is no prolongation. A business page: a private customer (whose success is /mycars/{id}/prolongation/thank-you) gets a 404.",
  },
  {
    id: "deals-§2-route-inspection-confirmation",
    section: "§2 Routes",
    rule: "/car/{id}/support/inspection/confirmation: business result of a service request, query serviceTypes, comment, street, houseNumber, postalCode, city.",
    tests: [
      t(`${R}service-requests/rules/service-request.test.ts`, "names serviceTypes, comment, street, houseNumber, postalCode and city"),
      t(`${E}schedule-service.spec.ts`, "a business customer lands on the confirmation page"),
      t(`${E}schedule-service.spec.ts`, "the business confirmation page is not found for a private customer"),
      t(`${R}account/rules/account-visibility.test.ts`, "$page for $v.locale, $v.customer: $reachable"),
    ],
    reading:
      "A business page: a private customer, whose service request ends in the modal (§6), gets a 404 there, as on a company car's business forms.",
  },
  {
    id: "deals-§2-route-alternative-car",
    section: "§2 Routes",
    rule: "An alternative-car booking goes to /{locale}/subscribe with available_from, available_to and VoucherCode.",
    tests: [
      t(`${R}delivery/rules/delay-alternatives.test.ts`, "links to the subscribe page with the window and the voucher"),
      t(`${E}car-search.spec.ts`, "Dora's delivery-delay alternative"),
    ],
  },
  {
    id: "deals-§2-route-contact-on-deletion",
    section: "§2 Routes",
    rule: "/contact is the target when a user with active subscriptions asks to delete the account.",
    tests: [t(`${E}account-deletion.spec.ts`, "with running subscriptions the customer is sent to /contact")],
  },
  {
    id: "deals-§2-query-modal-name",
    section: "§2 Routes",
    rule: "Query modalName opens a modal on load (e.g. REPORT_DAMAGE_MODAL, MULTISTEP_EDIT_RETURN, edit_return_delivery).",
    tests: [
      t("tests/e2e/vehicle-details.spec.ts", "?modalName=edit_return_delivery on a car on the road opens its return, not the delivery (deals.md §2)"),
      t("tests/e2e/vehicle-details.spec.ts", "?modalName=edit_return_delivery on an order opens its delivery change (deals.md §2)"),
      t("src/modules/modal/modal.test.tsx", "opens with its modules when the query names it"),
      t(`${R}deal-modals/components/deal-modal-host.test.tsx`, "opens the modal named in modalName"),
      t("tests/e2e/vehicle-details.spec.ts", "a return or damage modal opened by a typed link where it has no form says why"),
    ],
    reading:
      "Opened where its form does not apply, a modal says why with its page's notices (the return not yet plannable, the subscription ended), or opens nothing where nothing in it holds.",
  },
  {
    id: "deals-§2-query-no-banner",
    section: "§2 Routes",
    rule: "Query no_banner=true suppresses the app smart banner.",
    tests: [t(`${R}chrome/rules/app-smart-banner.test.ts`, "suppresses: %s"), t(`${E}app-smart-banner.spec.ts`, "no_banner=true suppresses it")],
  },
  {
    id: "deals-§2-lead-checkout-link",
    section: "§2 Routes",
    rule: "A lead deal with a checkout hash links to /{locale}/checkout/thank_you/{contactId}/{dealId}/{hash}?linksrc=action-item.",
    tests: [
      t("src/lib/paths.test.ts", "builds the checkout thank-you link of a lead deal"),
      t("src/features/deals/rules/lead-checkout.test.ts", "a lead with a checkout hash"),
      t("src/features/deals/components/vehicle-details.test.tsx", "tells a lead's expected handover and leads on to its checkout"),
      t(`${E}subscriptions.spec.ts`, "a lead with a checkout hash links back into the checkout"),
    ],
    reading: "The list's card and the deal page both offer it, the deal page with the lead's expected handover as the card tells it.",
  },
  {
    id: "deals-§2-list-banners",
    section: "§2 Screens",
    rule: "Subscription list: bridging-vehicle info banner and swap banner.",
    tests: [
      t(`${R}deals/components/subscription-list-banners.test.tsx`, "names both cars and the day of a same-day swap"),
      t(`${R}deals/components/subscription-list-banners.test.tsx`, "tells about the transition vehicle of an order arriving later"),
      t(`${R}deals/components/subscription-list-banners.test.tsx`, "names the planned delivery date of the ordered car a transition vehicle bridges"),
      t(`${R}delivery/rules/bridging.test.ts`, "bridgedCarDeliveryDate: the bridging banner names the planned delivery date"),
      t(`${E}swap-and-bridging.spec.ts`, "a same-day swap shows the swap banner with both cars"),
    ],
  },
  {
    id: "deals-§2-list-car-slider",
    section: "§2 Screens",
    rule: "A car slider when there is no subscription.",
    tests: [
      t("src/modules/car-slider/car-slider.test.tsx", "shows only to signed-in customers without a deal when so configured"),
      t(`${E}composer-modules.spec.ts`, "a customer without a subscription can browse cars to subscribe"),
    ],
  },
  {
    id: "deals-§2-order-status-stepper",
    section: "§2 Screens",
    rule: "Order status stepper customer_verified, delivery_confirmation (only in the longer list), car_arrived_at_compound, car_ready_for_delivery, car_in_delivery, delivery_completed.",
    tests: [
      t(`${R}delivery/rules/order-status.test.ts`, "lists the spec's steps, delivery_confirmation only in the longer early-availability list"),
      t(`${E}vehicle-details.spec.ts`, "a delayed order shows the delay banner and the order status up to the current step"),
    ],
  },
  {
    id: "deals-§2-power-of-attorney",
    section: "§2 Screens",
    rule: 'A power-of-attorney action ("Du bist verhindert?").',
    tests: [t(`${E}vehicle-details.spec.ts`, "someone else can take the car over: the power of attorney downloads filled in")],
  },
  {
    id: "deals-§2-return-status-steps",
    section: "§2 Screens",
    rule: "Return status steps return_booked, return_confirmed, prepare_car_for_return, return_in_progress (pickup or self-return variant), final_invoice, return_completed.",
    tests: [
      t(`${B}deals/deals-service.test.ts`, "answers every step done for an ended deal's self return"),
      t(`${B}deals/deals-service.test.ts`, "answers a confirmed pickup return with its details"),
      t(`${E}vehicle-details.spec.ts`, "a booked pickup return shows the return status and details"),
      t(`${R}returns/rules/return-details.test.ts`, "bookedReturnSlot (deals.md §2 return details"),
      t(`${R}returns/components/return-status.test.tsx`, "a pickup: its time and its address, no depot"),
    ],
  },
  {
    id: "deals-§2-return-module-steps",
    section: "§2 Screens",
    rule: "Return module steps: reason, type, address (pickup only, private only), fixed compound address for self return, appointment, contact (private only), overview, success.",
    tests: [
      t(`${E}return.spec.ts`, "reason, address, date, contact, overview with the fees"),
      t(`${E}return.spec.ts`, "no reason step, the depot address, free of charge"),
      t("src/features/step-forms/components/lookup-fields.test.tsx", "shows the depot for a self return and lets the customer go on"),
      t(`${R}returns/rules/return-details.test.ts`, "selfReturnDepot (deals.md §2 fixed compound address for self return"),
      t(`${R}returns/components/return-status.test.tsx`, "a booked %s: type, day, time slot and the depot"),
    ],
  },
  {
    id: "deals-§2-handover-module-steps",
    section: "§2 Screens",
    rule: "Handover module steps: intro, address, appointment, contact, overview, success; B2B variants use contact and address autocompletes.",
    tests: [
      t(`${E}handover.spec.ts`, "starts with the intro naming the effort fee"),
      t(`${E}handover.spec.ts`, "a fleet manager picks one of the company's addresses and contacts"),
      t(`${B}business/handover-suggestions.test.ts`, "offers the company's people and delivery addresses"),
    ],
  },
  {
    id: "deals-§2-report-damage-steps",
    section: "§2 Screens",
    rule: "Report-damage form: two steps (details, location), then a success modal; a list of damage reports with a details modal.",
    tests: [
      t(`${E}report-damage.spec.ts`, "the toast, the success modal, and the report in the list"),
      t(`${E}vehicle-details.spec.ts`, "damage reports carry the German repair status and open a details dialog"),
    ],
  },
  {
    id: "deals-§2-schedule-service-steps",
    section: "§2 Screens",
    rule: "Schedule service: three steps (choose services, location, summary); without a deal the car is chosen first.",
    tests: [
      t(`${E}schedule-service.spec.ts`, "a private customer asks for a main inspection and the manufacturer's inspection"),
      t(`${E}schedule-service.spec.ts`, "without a chosen car, the customer picks one first"),
    ],
  },
  {
    id: "deals-§2-mileage-modals",
    section: "§2 Screens",
    rule: "Mileage modals: mileage-report (form, then success or error), mileage-upgrade (two steps), one_time_mileage.",
    tests: [
      t(`${E}mileage-report.spec.ts`, "a customer reports the mileage in one step"),
      t("src/modules/steps/steps.test.tsx", "is one step, the reading, then send (deals.md §2 'mileage-report (form, then success or error)')"),
      t(`${E}mileage-report.spec.ts`, "?modalName=mileage-report opens the report on the deal page as a modal"),
      t(`${E}mileage-upgrade.spec.ts`, "raises an order's package from the deal page, step by step"),
      t(`${E}insurance-addons.spec.ts`, "one-time mileage on a running subscription"),
    ],
    reading:
      "The mileage report is one step, the reading, then 'Kilometerstand senden' (no confirmation checkbox; a form of one step shows no step caption); the outcome or the error follows.",
  },
  {
    id: "deals-§2-swap-modal-redirects",
    section: "§2 Screens",
    rule: "Swap modal (swap_modal) redirects to the subscribe page when opened.",
    tests: [
      t(`${R}deal-modals/components/deal-modal-host.test.tsx`, "sends the swap modal on to the shop's car search"),
      t(`${E}buy-car.spec.ts`, "the swap leads to the car search with the deal and the 30-day handover window"),
      t(`${E}car-search.spec.ts`, "Sina's swap: a car already swapped opens no second swap"),
      t(`${R}end-of-subscription/rules/end-of-subscription-options.test.ts`, "isSwapPossible: where swap_modal leads to the car search"),
      t(`${R}deal-modals/components/deal-modal-host.test.tsx`, "opens nothing for swap_modal where no swap is possible"),
      t(`${E}car-search.spec.ts`, "swap_modal on an ended subscription opens nothing"),
    ],
    reading:
      "Only where the end-of-subscription options are offered (§4): a car on the road (ACTIVE, not itself a swap, prolongation or beginning bridging car) whose end is not decided yet (not prolonged, not going on in a same-day swap); elsewhere the name opens nothing.",
  },
  {
    id: "deals-§2-transition-car-modal",
    section: "§2 Screens",
    rule: "Transition-car modal, shown for a car arriving as a bridging vehicle.",
    tests: [
      t(`${R}deal-modals/components/deal-modal-host.test.tsx`, "opens the transition-car modal once for a CREATED bridging deal"),
      t(`${E}swap-and-bridging.spec.ts`, "the transition-car modal once until accepted"),
    ],
  },
  {
    id: "deals-§2-documents-invoices",
    section: "§2 Screens",
    rule: "Documents list and invoices module.",
    tests: [
      t(`${E}downloads.spec.ts`, "a document of the vehicle details downloads as a PDF"),
      t(`${E}vehicle-details.spec.ts`, "the invoices page lists amounts from cents"),
    ],
  },
  {
    id: "deals-§2-services-module",
    section: "§2 Screens",
    rule: "Services module: the booked services of the deal.",
    tests: [t(`${R}services/rules/included-services.test.ts`, "bookedServices (deals.md §2 services module")],
  },
  {
    id: "deals-§2-b2b-aside",
    section: "§2 Screens",
    rule: "B2B aside: deal actions, driver and company info blocks.",
    tests: [
      t(`${E}vehicle-details.spec.ts`, "on a phone, a business car's aside follows the car and its banners"),
      t(`${E}vehicle-details.spec.ts`, "a business customer sees the car's driver and the company, and the driver row"),
      t(`${E}vehicle-details.spec.ts`, "a private customer sees no driver row and no company block"),
    ],
  },
  {
    id: "deals-§2-b2b-contacts-list",
    section: "§2 Screens",
    rule: "B2B contacts list with search and columns name, status, role, phone number.",
    tests: [t(`${E}business-portal.spec.ts`, "contacts managed; an incomplete contact is refused")],
  },
  {
    id: "deals-§2-deletion-modals",
    section: "§2 Screens",
    rule: "Account deletion modals: confirm-delete-account, an error one, account-deletion-requested-successfully.",
    tests: [
      t(`${E}account-deletion.spec.ts`, "cancel closes the confirmation and keeps the account"),
      t(`${E}account-deletion.spec.ts`, "a failed request opens the error modal, whose button only closes it"),
      t(`${E}account-deletion.spec.ts`, "without a running subscription the request is sent: the success modal"),
    ],
  },
  {
    id: "deals-§2-action-grid-columns",
    section: "§2 Screens",
    rule: "Subscription action grid with 1 to 3 columns (default 3).",
    tests: [
      t("src/modules/action-grid/action-grid.test.tsx", "lays the tiles out in %i columns"),
      t("src/cms/source/resolve-page-entry.test.ts", "defaults the action grid to three columns"),
      t(`${E}vehicle-details.spec.ts`, "the action grid shows the actions the deal allows, three to a row"),
    ],
  },
  {
    id: "deals-§2-back-button-mycars",
    section: "§2 Routes",
    rule: "The back button defaults to /mycars.",
    tests: [t("src/features/deals/components/vehicle-details.test.tsx", "leads back to the subscription list, /mycars, in the page's locale")],
    reading:
      "The deal pages' back link is the vehicle details head's \"Zurück zu allen Abos\", always to /{locale}/mycars (the portal keeps no back-from history for deal pages).",
  },

  // §3 Entities and their fields
  {
    id: "deals-§3-deductibles-in-cents",
    section: "§3 Deal",
    rule: "damage_deductible_vollkasko in cents; 100000 is 1,000 EUR.",
    tests: [t(`${R}services/rules/included-services.test.ts`, "deductibles (cents; 100000 is 1,000 EUR)")],
  },
  {
    id: "deals-§3-subscribed-as",
    section: "§3 Deal",
    rule: "subscribed_to and subscribed_as take SWAP_SAME_DAY or PROLONGATION.",
    tests: [t(`${R}deals/rules/subscribed-as.test.ts`, "subscribed_as %s: prolongation %s, same-day swap %s")],
  },
  {
    id: "deals-§3-return-type-empty",
    section: "§3 Deal",
    rule: "return_type is PICKUP, SELF_RETURN or empty.",
    tests: [t(`${R}returns/rules/return-planning.test.ts`, "reads an empty return type from the wire as none")],
  },
  {
    id: "deals-§3-repair-statuses",
    section: "§3 Damage report",
    rule: "Repair statuses open (Gemeldet), ordered (Vereinbart), in_progress (In Reparatur), conducted (Repariert), canceled (Keine Reparatur); damages named in German.",
    tests: [
      t(`${B}damage/damage-service.test.ts`, "with damages named in German and repair orders"),
      t(`${E}vehicle-details.spec.ts`, "damage reports carry the German repair status"),
    ],
  },
  {
    id: "deals-§3-damage-submission-payload",
    section: "§3 Damage report",
    rule: "Damage submission: description, paths (image paths), street, city, zip, house_number, subscription_id, country. Reading: the form also sends the defect type it asks for (§5 technicalDefect) and whether the day is unknown (unknownDate); the BFF takes the payload without them, and such a report is listed and printed with what was sent, never with an empty title; a request that sends them refuses an empty defect type and a missing day that is not unknown (422 required), as the form does.",
    tests: [
      t(`${B}damage/damage-submission-service.test.ts`, "takes §3's payload without a defect type"),
      t(`${B}damage/damage-submission-service.test.ts`, "refuses the form's fields sent empty"),
      t(`${R}damage/components/damage-report-list.test.tsx`, "a report sent without a defect type"),
    ],
  },
  {
    id: "deals-§3-document-types",
    section: "§3 Document",
    rule: "Document types subscription_confirmation, car_configuration, holder_agreement, final_invoice, handover_protocol, car_appraisal_report, return_protocol, warranty_damages.",
    tests: [
      t(`${B}deals/deals-service.test.ts`, "final invoice and return protocol included"),
      t(`${E}downloads.spec.ts`, "the documents an archive names by their German type are worded in English"),
    ],
  },
  {
    id: "deals-§3-invoice-cents",
    section: "§3 Invoice",
    rule: "Invoice amount in cents, EUR.",
    tests: [t(`${B}deals/deals-service.test.ts`, "lists the customer's invoices newest first, amounts in cents")],
  },
  {
    id: "deals-§3-mileage-report-response",
    section: "§3 Mileage packages",
    rule: "Mileage report response: monthly usage and excess, estimated total usage, excess and cost, recommended package with its fee.",
    tests: [
      t(`${R}mileage/rules/mileage-estimate.test.ts`, "extrapolates 4 months at 1,700 km"),
      t(`${B}mileage/mileage-report.test.ts`, "answers the estimate from the deal's data and stores the report"),
      t(`${R}mileage/rules/mileage-estimate.test.ts`, "upgrade still possible %s: recommends %j"),
    ],
    reading: "A package is recommended only while the deal's package can still be raised (§4: not later than 3 months before the end).",
  },
  {
    id: "deals-§3-mileage-packages-fields",
    section: "§3 Mileage packages",
    rule: "Mileage packages: mileage_package, amount_change, new_amount, one_time_payment; flag is_late_change.",
    tests: [
      t(`${R}mileage/rules/mileage-packages.test.ts`, "priceUpgrades (deals.md §3 amount_change, new_amount, one_time_payment"),
      t(`${R}mileage/rules/mileage-packages.test.ts`, "monthsDriven and isLateChange"),
    ],
  },
  {
    id: "deals-§3-pre-return-appraisal-options",
    section: "§3 Return data",
    rule: "Pre-return appraisal options: dates; null when booking is impossible.",
    tests: [
      t(`${R}returns/rules/pre-return-appraisal.test.ts`, "is null whenever the appraisal is unavailable"),
      t(`${B}deals/deals-service.test.ts`, "offers appraisal dates only for a return whose status the deal page shows"),
    ],
    reading: "The page offers them inside the return status (§2), which a booked return has from its booking on (`return_booked`).",
  },
  {
    id: "deals-§3-available-dates",
    section: "§3 Available dates",
    rule: "Available dates: date plus available_slots, each with formatted_time and value.",
    tests: [t(`${R}returns/rules/return-change.test.ts`, "returnAvailabilities (deals.md §3 Available dates")],
  },
  {
    id: "deals-§3-b2b-company",
    section: "§3 B2B",
    rule: "B2B company (name, address, invoiceAddress) and driver (name, email, phoneNumber).",
    tests: [
      t(`${B}business/company-service.test.ts`, "gives the business customer their company with its separate invoice address"),
      t(`${B}business/company-service.test.ts`, "carries the company car's driver on the deal"),
    ],
    reading:
      "GET /portal/api/bff/companies/{id} (§7) answers this shape, the address as §3's B2B address (street, houseNumber, postalCode, city); account.md §3's Company ('street, housenumber', zip, city) is the account page's company, which PATCH /api/checkout/company/{id} answers.",
  },

  // §4 States and transitions
  {
    id: "deals-§4-deal-state-labels",
    section: "§4 Deal state",
    rule: 'Labels: SIGNED "Bestellung wird geprüft"; EXTERNALLY_VERIFIED and CREATED "Abo wird vorbereitet"; ACTIVE "Abo aktiv"; INACTIVE and ENDED "Beendet".',
    tests: [
      t(`${R}deals/rules/deal-status.test.ts`, "dealStatus (deals.md section 4)"),
      t("src/messages/messages.test.ts", "carries the deal status labels of deals.md section 4"),
      t(`${E}subscriptions.spec.ts`, "Paul's orders in preparation read 'Bestellung wird geprüft'"),
    ],
  },
  {
    id: "deals-§4-deal-state-colours",
    section: "§4 Deal state",
    rule: "Label colours: orange for leads, CREATED or a scheduled return; green for ACTIVE without a scheduled return; grey for INACTIVE or ENDED.",
    tests: [
      t(`${R}deals/rules/deal-status.test.ts`, "dealStatus (deals.md section 4)"),
      t(`${R}deals/components/status-badge.test.tsx`, "shows %#: %s in %s"),
      t(`${E}subscriptions.spec.ts`, "with the status labels and colours of deals.md section 4"),
    ],
    reading:
      "STOPPED and CANCELED, which the spec gives neither label nor colour, are grey and labelled 'Storniert' ('Cancelled'): an order stopped before it ran did not end (personas.test: every deal carries the label its state gets).",
  },
  {
    id: "deals-§4-active-after-handover",
    section: "§4 Deal state",
    rule: "A deal becomes ACTIVE after the car is handed over.",
    tests: [t(`${R}deals/rules/deal-state.test.ts`, "wasCarHandedOver")],
  },
  {
    id: "deals-§4-return-scheduled",
    section: "§4 Return",
    rule: "A return counts as scheduled when a return type exists, the deal is not INACTIVE or ENDED and days left is above 0.",
    tests: [t(`${R}returns/rules/return-schedule.test.ts`, "isReturnScheduled (deals.md section 4)")],
  },
  {
    id: "deals-§4-return-window-open",
    section: "§4 Return",
    rule: "The return can be planned when is_return_window_open is true (from 45 days before the return date in one reading).",
    tests: [
      t(`${R}returns/rules/return-schedule.test.ts`, "is_return_window_open=%s"),
      t(`${R}returns/rules/return-planning.test.ts`, "isReturnWindowOpen (deals.md section 4: from 45 days before the return date)"),
      t(`${R}returns/rules/return-schedule.test.ts`, "returnPlanningBlock: the return page's notice instead of the form"),
      t(`${R}returns/rules/return-schedule.test.ts`, "a prolonged deal is offered no return"),
      t("src/cms/visibility.test.ts", "return page of a prolonged deal"),
      t(`${R}returns/rules/return-schedule.test.ts`, "a prolongation's follow-up is no car awaiting delivery"),
      t("src/cms/visibility.test.ts", "never a blank page or another state's story"),
      t(`${E}vehicle-details.spec.ts`, "the return page shows the form while the window is open"),
      t(`${E}return-boundaries.spec.ts`, "a subscription ending in 45 days has its return planned, one ending in 46 days not yet"),
    ],
    reading:
      "Three windows for three contexts: 45 days before the return date for is_return_window_open, 60 days before the end for the end-of-subscription option, 90 days in the swap banner's text.",
  },
  {
    id: "deals-§4-return-window-60-90",
    section: "§4 Return",
    rule: "60 days before the end for the end-of-subscription option; 90 days in the swap banner text.",
    tests: [
      t(`${R}returns/rules/return-windows.test.ts`, "the end-of-subscription selector's return choice"),
      t(`${E}buy-car.spec.ts`, "a car without an inventory vehicle is offered no purchase"),
    ],
    reading:
      "Readings of one window in other contexts (§9 'Return window 45, 60 or 90 days before the end depending on the context'), which the selector covers from the earliest: from 3 months before the end (the return-type choice, deals-§4-return-type-choice-3-months) it says from which day the return can be planned, and leads into the flow from the 45 days the BFF's window opens (a link before led to a page saying it could not be planned yet). The swap banner's text is not shown by the spec; the product's banner names the swap's two days (30-day window).",
  },
  {
    id: "deals-§4-return-in-progress-note",
    section: "§4 Return",
    rule: "If a return type is already set, a note says a return is in progress.",
    tests: [
      t(`${R}returns/rules/return-planning.test.ts`, "isReturnInProgress (deals.md section 4: a return type is already set)"),
      t("src/cms/visibility.test.ts", "a return type set reads"),
      t("src/cms/visibility.test.ts", "the return page of a booked return says it is in progress, above the change form"),
      t(`${E}return.spec.ts`, "in English, a late change of a booked pickup costs the effort fee"),
    ],
  },
  {
    id: "deals-§4-return-type-choice-3-months",
    section: "§4 Return",
    rule: "Return-type choice opens 3 months before contract end.",
    tests: [
      t(`${R}returns/rules/return-planning.test.ts`, "isReturnTypeChoiceOpen (deals.md section 4: 3 months before contract end)"),
      t(`${R}returns/rules/return-windows.test.ts`, "the end-of-subscription selector's return choice"),
      t(`${E}buy-car.spec.ts`, "a car without an inventory vehicle is offered no purchase"),
    ],
    reading:
      "From 3 months before the end the deal's options speak of the return and say from which day it can be planned; the return flow, whose first question is the type, opens with the return window (45 days before the return date, deals-§4-return-window-open). Open: offering the type alone from 3 months.",
  },
  {
    id: "deals-§4-return-reminder-banner",
    section: "§4 Return",
    rule: "Return reminder banner: days left ≥ 0, return type neither PICKUP nor SELF_RETURN, the window open, not a PROLONGATION.",
    tests: [
      t(`${R}returns/rules/return-reminder.test.ts`, "isReturnReminderShown (deals.md section 4)"),
      t("src/modules/deal-banner/deal-banner.test.tsx", "remind to plan the return while the window is open and no return type is set"),
    ],
  },
  {
    id: "deals-§4-ends-in-n-days-banner",
    section: "§4 Return",
    rule: '"Subscription ends in N days" banner: return date 14 to 121 days away, neither a prolongation nor a same-day swap.',
    tests: [
      t(`${R}deals/rules/subscription-ends-soon.test.ts`, "return date %s → %s"),
      t(`${R}deals/rules/subscription-ends-soon.test.ts`, "subscribed as %s → %s"),
      t(`${R}deals/rules/subscription-ends-soon.test.ts`, "subscribed to %s with a follow-up → %s"),
      t("src/modules/deal-banner/deal-banner.test.tsx", "announce the end 14 to 121 days ahead"),
      t("src/modules/deal-banner/deal-banner.test.tsx", "count to a booked return as the return"),
      t(`${B}db/seed/personas/toni.test.ts`, "Toni Tage's boundary deals"),
      t(`${E}return-boundaries.spec.ts`, "banner shows for a return date 14 to 121 days away, not 13 or 122"),
    ],
    reading:
      "Toni Tage's deals end in 13, 14, 121 and 122 days. A same-day swap either way: the deal replacing a car (subscribed_as) and the one it replaces (subscribed_to, with a follow-up); a prolonged deal likewise. Once a return is booked the banner, counting to it, is titled as the return's ('Deine Rückgabe ist in N Tagen'): the contract's end stays the card's 'Vertragsende', and two reviewers read 'Dein Abo endet' beside it as two ends.",
  },
  {
    id: "deals-§4-return-reason-step-hidden",
    section: "§4 Return",
    rule: "Return flow: reason step hidden for B2B, when a return type is already set, or when a follow-up subscription exists.",
    tests: [
      t(`${R}returns/rules/return-planning.test.ts`, "isReturnReasonAsked (deals.md section 4"),
      t(`${E}return.spec.ts`, "no reason step, the depot address"),
    ],
  },
  {
    id: "deals-§4-self-return-continue-disabled",
    section: "§4 Return",
    rule: "Continue on the type step is disabled for self return without availabilities.",
    tests: [t("src/features/step-forms/components/lookup-fields.test.tsx", "blocks continue for a self return without availabilities")],
  },
  {
    id: "deals-§4-return-status-progression",
    section: "§4 Return",
    rule: "Return status progresses return_booked, return_confirmed, prepare_car_for_return, return_in_progress, final_invoice, return_completed.",
    tests: [
      t(`${B}returns/return-service.test.ts`, "starts the return status"),
      t(`${B}returns/return-service.test.ts`, "reaches return_booked once"),
      t(`${B}deals/deals-service.test.ts`, "answers every step done for an ended deal's self return"),
    ],
  },
  {
    id: "deals-§4-pre-return-appraisal-availability",
    section: "§4 Return",
    rule: "Pre-return appraisal unavailable without return data, when an appointment was already requested, or when the return is under 8 working days away.",
    tests: [
      t(`${R}returns/rules/pre-return-appraisal.test.ts`, "isPreReturnAppraisalAvailable (deals.md section 4)"),
      t(`${B}returns/pre-return-appraisal-service.test.ts`, "offers nothing without return data"),
      t(`${B}returns/pre-return-appraisal-service.test.ts`, "then offers nothing more"),
    ],
    reading:
      "Working days are Monday to Friday in Berlin; public holidays count as working days, as the spec names none. A booking reaches the operations side, who send the appraiser (outbox `pre-return-appraisal`).",
  },
  {
    id: "deals-§4-handover-intro-hidden",
    section: "§4 Handover",
    rule: "The handover intro step is hidden for B2B, for a zero fee, or for a same-day swap.",
    tests: [
      t(`${R}delivery/rules/handover-intro.test.ts`, "isHandoverIntroShown"),
      t(`${E}handover.spec.ts`, "outside it starts with the address"),
      t(`${E}handover.spec.ts`, "four weeks ahead but the car already being prepared: the intro names the short-term fee of 149 EUR"),
    ],
    reading: "A zero fee is the fee the BFF charges today: the short-term fee once preparation started counts, however far the delivery is.",
  },
  {
    id: "deals-§4-handover-no-availabilities",
    section: "§4 Handover",
    rule: 'The appointment step is blocked without availabilities and shows "Keine verfügbaren Termine für die ausgewählte Adresse".',
    tests: [
      t("src/features/step-forms/components/lookup-fields.test.tsx", "says there are no dates and blocks the step when none are offered"),
      t(`${E}handover.spec.ts`, "no dates for an island"),
    ],
  },
  {
    id: "deals-§4-order-status-visible",
    section: "§4 Delivery",
    rule: "The order status block shows only when delivery is not completed, the deal is not inactive and the end date is in the future.",
    tests: [
      t(`${R}delivery/rules/order-status.test.ts`, "isOrderStatusVisible (deals.md section 4)"),
      t(`${E}vehicle-details.spec.ts`, "and no order status"),
      t(`${R}delivery/rules/order-status.test.ts`, "hasOrderStatusToShow: a planned delivery date shows the block before its first step"),
      t(`${R}delivery/rules/order-status.test.ts`, "Bruno's order (CREATED, bridged, no end date) passes the spec's visibility rule itself"),
    ],
  },
  {
    id: "deals-§4-early-availability",
    section: "§4 Delivery",
    rule: "Early availability applies when deviation_in_weeks is above 0 (3 weeks if none is given); the steps differ.",
    tests: [
      t(`${R}delivery/rules/early-availability.test.ts`, "defaults to the spec's 3 weeks"),
      t(`${E}vehicle-details.spec.ts`, "early availability lists the delivery confirmation"),
      t(`${B}deals/deals-service.test.ts`, "answers early availability for an estimate without a number of weeks"),
      t(`${E}vehicle-details.spec.ts`, "an estimate without a number of weeks is early availability of 3 weeks"),
    ],
    reading:
      "An estimate made without a number of weeks is stored as such (deal.availability_estimate_without_weeks) and answered as an availability_confidence without deviation_in_weeks; Kim's order shows it.",
  },
  {
    id: "deals-§4-delay-banner",
    section: "§4 Delivery",
    rule: "A delay banner shows only when the planned delivery date differs from the preferred one, is in the future and no early availability applies.",
    tests: [
      t(`${R}delivery/rules/delivery-delay.test.ts`, "isDeliveryDelayed and isDeliveryDelayBannerShown"),
      t("src/modules/deal-banner/deal-banner.test.tsx", "show no delay banner with early availability"),
      t("src/modules/deal-banner/deal-banner.test.tsx", "show no delay banner once the customer moved the delivery"),
      t(`${B}delivery/handover-service.test.ts`, "ends the delay banner and its choices"),
      t(`${E}handover.spec.ts`, "a late customer moves the delivery from the delay banner"),
    ],
    reading:
      "Moving the delivery is the delay option 'change the delivery date': both dates become the booked day, so the banner, its credit and the keep-car choice go; the stored delay keeps every day before the car is there unbookable.",
  },
  {
    id: "deals-§4-verification-banner",
    section: "§4 Delivery",
    rule: "A verification banner shows when the order status is order_received.",
    tests: [
      t(`${R}delivery/rules/order-status.test.ts`, "isVerificationBannerShown"),
      t(`${E}vehicle-details.spec.ts`, "an order under review shows the verification banner"),
    ],
  },
  {
    id: "deals-§4-swap-expected",
    section: "§4 Delivery",
    rule: "A swap is expected when a CREATED deal has a previous ACTIVE subscription with a follow-up, subscribed_to SWAP_SAME_DAY, dates within 30 days and no BEGINNING bridging.",
    tests: [t(`${R}delivery/rules/swap.test.ts`, "isSwapExpected (deals.md section 4)")],
  },
  {
    id: "deals-§4-delay-alternative-car-window",
    section: "§4 Delivery",
    rule: "Delay option: book an alternative car, searched from 5 days before delivery until 2 weeks ahead.",
    tests: [
      t(`${R}delivery/rules/delay-alternatives.test.ts`, "alternativeCarWindow (deals.md §4: from 5 days before delivery until 2 weeks ahead)"),
      t(`${E}delivery-delay.spec.ts`, "8+ days late: all three options"),
      t(`${E}delivery-delay.spec.ts`, "15+ days late, in English: only keeping the car"),
    ],
    reading:
      "'Delivery' is the wished delivery date. The search runs from 5 days before it (never before today) for 2 weeks, and the alternative car is offered from that day; before it, the modal names the day it will be offered (Dora's 8-days-late order has it, her 15-days-late one names the day).",
  },
  {
    id: "deals-§4-delay-change-date-changeable",
    section: "§4 Delivery",
    rule: "Delay option: change the delivery date, only when address_changeable.",
    tests: [
      t(`${R}delivery/rules/delay-alternatives.test.ts`, "isDelayChoiceOffered"),
      t(`${R}delivery/rules/handover-change.test.ts`, "isDealHandoverChangeable: %s → %s"),
      t(`${R}delivery/rules/handover-change.test.ts`, "handoverChangeBlockOf: %s"),
      t(`${B}delivery/handover-service.test.ts`, "deal-dora-late15 shows the notice, not the steps"),
    ],
  },
  {
    id: "deals-§4-delay-keep-credit",
    section: "§4 Delivery",
    rule: "Delay option: keep the car and receive a credit, which shows a success modal.",
    tests: [
      t(`${E}delivery-delay.spec.ts`, "a kept car the success modal with 10 %"),
      t(`${B}delivery/delivery-delay-service.test.ts`, "grants %f EUR, computed by the server"),
    ],
    reading: "The credit is granted by the operations side: the choice reaches it through the outbox (`delivery-delay-choice`) with the change.",
  },
  {
    id: "deals-§4-transition-car-modal-once",
    section: "§4 Transition-car modal",
    rule: "Opens once for a CREATED deal with bridging_type BEGINNING unless an accepted flag is stored locally.",
    tests: [
      t(`${R}delivery/rules/transition-car.test.ts`, "isTransitionCarModalShown (deals.md section 4)"),
      t(`${E}swap-and-bridging.spec.ts`, "the transition-car modal never opens for a deal without a bridging vehicle"),
    ],
  },
  {
    id: "deals-§4-extend-options-offered",
    section: "§4 End-of-subscription options",
    rule: "The extend/options action is offered for ACTIVE deals that are not a swap, a prolongation or a beginning bridging vehicle.",
    tests: [
      t(`${R}end-of-subscription/rules/end-of-subscription-options.test.ts`, "areEndOfSubscriptionOptionsOffered (deals.md section 4)"),
      t(`${R}end-of-subscription/rules/prolongation-offer.test.ts`, "isExtendOptionsSelectorShown"),
      t(`${E}prolongation.spec.ts`, "a prolongation is offered no end-of-subscription options"),
    ],
  },
  {
    id: "deals-§4-prolong-needs-options",
    section: "§4 End-of-subscription options",
    rule: "Prolong needs 1 to 9999 prolongation options and a subscription-service deal.",
    tests: [t(`${R}end-of-subscription/rules/prolongation.test.ts`, "isProlongationOffered (deals.md section 4: 1 to 9999 options")],
  },
  {
    id: "deals-§4-buy-car-visible",
    section: "§4 End-of-subscription options",
    rule: "Buy car is visible in a day window around the return date and needs an inventory vehicle for the car.",
    tests: [
      t(`${R}end-of-subscription/rules/buy-car.test.ts`, "isBuyCarVisible (deals.md sections 4 and 9)"),
      t(`${E}buy-car.spec.ts`, "a car without an inventory vehicle is offered no purchase"),
    ],
    reading: "§9's 999 and 998 are the days before and after the return date that the window reaches.",
  },
  {
    id: "deals-§4-swap-offered",
    section: "§4 End-of-subscription options",
    rule: "Swap to a follow-up car is offered.",
    tests: [t(`${E}buy-car.spec.ts`, "the swap leads to the car search with the deal and the 30-day handover window")],
  },
  {
    id: "deals-§4-legacy-prolongation",
    section: "§4 End-of-subscription options",
    rule: "A legacy 5 percent prolongation applies when the deal is not a subscription-service deal and the retention window is not open.",
    tests: [
      t(`${R}end-of-subscription/rules/prolongation.test.ts`, "is the spec's 5 percent"),
      t(`${R}end-of-subscription/rules/prolongation-offer.test.ts`, "offers the legacy 5 % to a deal outside the subscription service"),
      t(`${E}prolongation.spec.ts`, "the legacy 5 % prolongation"),
    ],
  },
  {
    id: "deals-§4-retention-window",
    section: "§4 End-of-subscription options",
    rule: "The retention window is open when not a lead, not open-ended, state not CREATED or ACTIVE or (a follow-up and return type set), and 1 to 90 days left.",
    tests: [
      t(`${R}end-of-subscription/rules/retention-window.test.ts`, "ACTIVE with a follow-up and a return type, %s days left → %s"),
      t(`${B}deals/deals-service.test.ts`, "derives the retention window: open for Sina's swapped car 20 days before its return, closed otherwise"),
    ],
    reading:
      '"not" binds to the two states; the parentheses are the alternative: (neither CREATED nor ACTIVE) or (follow-up and return type both set).',
  },
  {
    id: "deals-§4-prolongation-flow",
    section: "§4 End-of-subscription options",
    rule: "Prolongation flow: selection, overview with terms confirmation, then success (redirect to thank-you) or a failure modal.",
    tests: [
      t(`${E}prolongation.spec.ts`, "lands on the thank-you page"),
      t(`${E}prolongation.spec.ts`, "a failed order opens 'Verlängerung fehlgeschlagen'"),
    ],
  },
  {
    id: "deals-§4-auto-renewal-notice",
    section: "§4 End-of-subscription options",
    rule: "Pre and post auto-renewal notice: the car may be driven until the auto-renewal end date without action.",
    tests: [
      t(`${R}end-of-subscription/rules/auto-renewal-notice.test.ts`, "autoRenewalNotice (deals.md section 4)"),
      t("src/modules/deal-banner/deal-banner.test.tsx", "show the auto-renewal notice before and after the renewal"),
      t(`${E}vehicle-details.spec.ts`, "the auto-renewal notice before and after the renewal"),
    ],
    reading: "After the renewal the contract runs to the renewal's end: Rita's end date is her auto_renewal_end_date.",
  },
  {
    id: "deals-§4-buy-car-modal-states",
    section: "§4 Buy-car modal",
    rule: "Buy-car modal: initial, loading, success after the offer is sent; the button closes it.",
    tests: [t(`${E}buy-car.spec.ts`, "the rule's amounts, loading, success")],
  },
  {
    id: "deals-§4-mileage-fetch-active",
    section: "§4 Mileage",
    rule: "Mileage is fetched only for an ACTIVE deal with a car.",
    tests: [t(`${R}mileage/rules/latest-mileage.test.ts`, "shouldFetchLatestMileage (deals.md section 4: an ACTIVE deal with a car)")],
  },
  {
    id: "deals-§4-mileage-upgrade-hidden",
    section: "§4 Mileage",
    rule: "Mileage upgrade hidden for ENDED, INACTIVE, STOPPED and CANCELED deals, only up to 3 months before contract end, never downward.",
    tests: [
      t(`${R}mileage/rules/mileage-upgrade.test.ts`, "ACTIVE, end %s, at %s → %s"),
      t(`${R}mileage/rules/mileage-upgrade.test.ts`, "upgradeMileagePackages (deals.md section 4: never downward)"),
      t(`${E}mileage-upgrade.spec.ts`, "too late within 3 months of the end, and not available for an ended subscription"),
      t(`${R}mileage/rules/mileage-packages.test.ts`, "offers nothing to %s → %s"),
      t(`${R}mileage/rules/mileage-packages.test.ts`, "tells a business customer's lead to wait for the order"),
      t(`${B}mileage/mileage-package-service.test.ts`, "tells Lea's lead that the package can be changed once the order is finished"),
      t("src/cms/mileage-upgrade-notices.test.ts", "%s shows only %s"),
      t("src/cms/mileage-upgrade-notices.test.ts", "tells a lead, du and Sie, that the package can be changed once the order is complete"),
    ],
  },
  {
    id: "deals-§4-mileage-upgrade-steps",
    section: "§4 Mileage",
    rule: "Step 1 disabled until a package is chosen; step 2 submits; success opens a success modal and reloads deal and packages; error opens an error modal.",
    tests: [
      t("src/features/step-forms/components/mileage-package-field.test.tsx", "keeps Next disabled until one is chosen"),
      t("src/modules/steps/steps.contract.test.ts", "reads the step's value gate %j as continueWhenFilled %s"),
      t(`${E}mileage-upgrade.spec.ts`, "step by step"),
      t(`${E}mileage-upgrade.spec.ts`, "a failing save opens the error modal"),
    ],
  },
  {
    id: "deals-§4-one-time-mileage",
    section: "§4 Mileage",
    rule: "One-time mileage: an attached add-on shows the success state; otherwise an option is chosen and attached.",
    tests: [t(`${E}insurance-addons.spec.ts`, "one-time mileage on a running subscription, in English: choose, book, then the success state")],
  },
  {
    id: "deals-§4-mileage-report-outcome",
    section: "§4 Mileage",
    rule: "Report outcome by monthly_mileage_excess: positive with a package → exceeds + upgrade button; negative → not exceeding; zero or missing with other data → error modal; missing alone → fallback naming make and model.",
    tests: [
      t(`${R}mileage/rules/mileage-report-outcome.test.ts`, "mileageReportOutcome (deals.md section 4)"),
      t("src/modules/steps/steps.test.tsx", "treats a zero excess as a failure"),
      t(`${E}mileage-upgrade.spec.ts`, "the mileage report's recommendation opens the upgrade"),
    ],
  },
  {
    id: "deals-§4-insurance-upgrade-created",
    section: "§4 Insurance",
    rule: "Insurance upgrade only for CREATED deals that have an upgrade add-on.",
    tests: [t(`${R}insurance/rules/insurance-upgrade.test.ts`, "isInsuranceUpgradeOffered (deals.md section 4)")],
    reading:
      "Once an insurance option (or the comfort protection) is applied, the deal has no upgrade left to take: account.md §4 allows an add-on change only while 'no applied add-on of the relevant group exists', the insurance options being one group.",
  },
  {
    id: "deals-§4-deductible-reduction",
    section: "§4 Insurance",
    rule: "Deductible reduction offered to SUBSCRIPTION deals in CREATED with 1,000 EUR; refused for ACTIVE; announced for later for LEAD; refused for lower deductibles.",
    tests: [
      t(`${R}insurance/rules/deductible-reduction.test.ts`, "is eligible at the spec's 1,000 EUR, 100000 cents"),
      t(`${E}insurance-addons.spec.ts`, "a lead is told the deductible reduction comes later"),
      t(`${R}insurance/rules/deductible-reduction.test.ts`, "%s %s, subscribed as %s, deductible %s cents → %j"),
      t(`${B}insurance/addon-service.test.ts`, "refuses a prolongation's follow-up (CREATED, car already handed over) with 409"),
      t(`${R}insurance/rules/deductible-reduction.test.ts`, "doesProtectionLowerTheDeductible"),
      t(`${R}insurance/rules/deal-addons.test.ts`, "the comfort protection offered"),
      t(`${R}deals/rules/addon-change.test.ts`, "(relevantAddonGroup)"),
      t(`${B}insurance/addon-service.test.ts`, "refuses the protection after an option of 300 EUR"),
      t(`${B}insurance/addon-service.test.ts`, "refuses an option beside the booked protection"),
      t(`${E}insurance-addons.spec.ts`, "an option or the comfort protection, never both"),
    ],
    reading:
      "The comfort protection (29 €, 1,000 → 500 €) is what the reduction books; an insurance option sets its own deductible, so the two are one group: the protection is refused beside an option and for a deductible below 1,000 €, and an option beside the protection.",
  },
  {
    id: "deals-§4-deductible-reload",
    section: "§4 Insurance",
    rule: "After a successful deductible reduction the deal reloads.",
    tests: [t(`${E}insurance-addons.spec.ts`, "lowers the deductible from 1,000 to 500 EUR from the banner")],
  },
  {
    id: "deals-§4-insurance-confirm-disabled",
    section: "§4 Insurance",
    rule: "Insurance confirm is disabled if the selection is unchanged and no protection changes were made.",
    tests: [t(`${E}insurance-addons.spec.ts`, "a private customer upgrades the insurance of an ordered car")],
  },
  {
    id: "deals-§4-insurance-options-offered",
    section: "§4 Insurance",
    rule: "Offered options: price not lower than the current one and full coverage not above the deductible (default 500000 cents).",
    tests: [
      t(`${R}insurance/rules/insurance-options.test.ts`, "offeredInsuranceOptions (deals.md section 4)"),
      t(`${R}insurance/rules/insurance-options.test.ts`, "defaults the deductible to the spec's 500000 cents"),
    ],
  },
  {
    id: "deals-§4-damage-flow",
    section: "§4 Damage report",
    rule: "Details step (next), location step (submit); success opens the success modal, failure the error modal.",
    tests: [
      t(`${E}report-damage.spec.ts`, "the toast, the success modal, and the report in the list"),
      t(`${E}report-damage.spec.ts`, "in English, a failing report shows the toast and the request-error modal"),
      t(`${R}step-forms/components/step-form-results.client.test.tsx`, "in a content modal, is the message in the modal's place"),
    ],
    reading:
      "On the car's report page the success modal opens over the page; opened from the deal page (REPORT_DAMAGE_MODAL) the form's modal is the success modal, its message in the form's place.",
  },
  {
    id: "deals-§4-damage-not-drivable",
    section: "§4 Damage report",
    rule: "If not drivable, an emergency phone block shows, description and photos hide and next is disabled.",
    tests: [
      t(`${E}report-damage.spec.ts`, "a car that cannot be driven: the emergency number shows, description and photos hide"),
      t(`${E}report-damage.spec.ts`, "a photo uploaded before 'nicht fahrbereit' was ticked and unticked is still there"),
      t(`${R}step-forms/components/step-form.test.tsx`, "a required notice the form fills itself, empty (the not-drivable block)"),
    ],
    reading:
      "The emergency block is a required notice the form fills itself (kind info): empty, it disables next, as a failed lookup or an empty appointment does (account.md §4 'a failed form-state check blocks moving on'); a field the customer fills disables it only once it shows an error (§5).",
  },
  {
    id: "deals-§4-upload-progress",
    section: "§4 Damage report",
    rule: "Image upload progress runs on a timer from 10 in steps of 10 up to 80, then 100 when done (§9: every 200 ms; 100 after 300 ms).",
    tests: [t("src/features/step-forms/components/fields/upload-progress.test.ts", "ticks every 200 ms from 10 in steps of 10 up to 80")],
  },
  {
    id: "deals-§4-schedule-service-next",
    section: "§4 Schedule service",
    rule: "Next is disabled until at least one service is ticked.",
    tests: [
      t(`${E}schedule-service.spec.ts`, "a private customer asks for a main inspection and the manufacturer's inspection"),
      t(`${R}step-forms/components/step-form.test.tsx`, "a required field still empty on a step content gates on its values (continueWhenFilled)"),
    ],
    reading:
      "A value gate the spec names: the services step sets continueWhenFilled in content (cms-schema step), so next waits for a ticked service.",
  },
  {
    id: "deals-§4-account-deletion",
    section: "§4 Account deletion",
    rule: "With active subscriptions → /contact; else a request; 200 with data → success modal, anything else the error modal; already requested → the requested modal.",
    tests: [
      t(`${R}account/rules/account-deletion.test.ts`, "deletionRequestOutcome"),
      t(`${E}account-deletion.spec.ts`, "with running subscriptions the customer is sent to /contact"),
      t(`${E}account-deletion.spec.ts`, "an already requested deletion opens the 'already requested' modal"),
    ],
  },
  {
    id: "deals-§4-app-banner-half-lifetime",
    section: "§4 App smart banner",
    rule: "The app smart banner auto-hides after half of the auth token lifetime.",
    tests: [
      t(`${R}chrome/rules/app-smart-banner.test.ts`, "hides halfway through a 7-day session"),
      t(`${E}app-smart-banner.spec.ts`, "it hides once half of the session's lifetime has passed"),
    ],
    reading: "The auth token is the session: the banner hides after half of the session's lifetime.",
  },
  {
    id: "deals-§4-app-banner-shown",
    section: "§4 App smart banner",
    rule: "The app smart banner exists (shown to a signed-in customer on a phone; a further platform condition is not shown).",
    tests: [
      t("src/lib/env.test.ts", "the app link on %s: %s (deals.md §2, §4: the demo shows the app banner)"),
      t(`${E}app-smart-banner.spec.ts`, "a signed-in customer on a phone is offered the current page in the app, and can close the offer"),
    ],
    reading:
      "Every portal shows it unless PORTAL_APP_LINK=off, the demo included (its app is autoabo://portal), as the demo shows every feature of the spec.",
  },
  {
    id: "deals-§4-return-labels",
    section: "§4 Return",
    rule: "Return labels: prepare_return, return_data_confirmed.",
    tests: [
      t("src/features/returns/rules/return-reminder.test.ts", "isReturnReminderShown (deals.md section 4)"),
      t("src/modules/deal-banner/deal-banner.test.tsx", "remind to plan the return while the window is open and no return type is set"),
      t("src/features/returns/rules/return-planning.test.ts", "isReturnInProgress (deals.md section 4: a return type is already set)"),
    ],
    reading:
      "The spec names the two labels without their texts. Read as the deal's two return states a customer sees: prepare_return while the window is open and no return type is set (the reminder banner asking to plan the return), return_data_confirmed once a return type is set (the note that a return is in progress).",
  },

  // §5 Validation rules
  {
    id: "deals-§5-return-pickup-fields",
    section: "§5",
    rule: "Return for PICKUP needs names, house number, street, city, zip, phone and preferred date, else no payload; SELF_RETURN needs only the date.",
    tests: [
      t(`${B}returns/return-service.test.ts`, "asks no fee for an incomplete pickup: the issues name every missing field"),
      t(`${B}returns/return-service.test.ts`, "books a self return with only the date"),
    ],
  },
  {
    id: "deals-§5-handover-incomplete",
    section: "§5",
    rule: "Handover data is incomplete, and no fee is requested, if any of names, house number, street, city, zip, phone or preferred date is empty.",
    tests: [t(`${B}delivery/handover-service.test.ts`, "refuses %s with a 422 issue, writing nothing")],
  },
  {
    id: "deals-§5-handover-default-time",
    section: "§5",
    rule: "Default preferred handover time is 11:00 on the first available date.",
    tests: [
      t(`${R}delivery/rules/handover-change.test.ts`, "offers 11:00 on every date (the default preferred time, §5)"),
      t(`${B}delivery/handover-service.test.ts`, "the slot falls back to 11:00"),
      t(`${R}delivery/rules/handover-change.test.ts`, "the slot %s reads %s, as the change form offers it"),
      t(`${B}delivery/handover-service.test.ts`, "every seeded order shows the window on the deal page that the change form offers"),
    ],
  },
  {
    id: "deals-§5-address-lengths",
    section: "§5",
    rule: 'Street, house number, city required, 1 to 100 characters (messages "wird benötigt", "mindestens 1 Zeichen", "maximal 100 Zeichen"); address suffix 0 to 100; names required, 1 to 100.',
    tests: [
      t(`${R}step-forms/validators/validators.test.ts`, "min and max length (deals.md §5: names and street 1 to 100)"),
      t("src/features/step-forms/components/step-form.test.tsx", "the messages of the address and name fields"),
      t("tests/unit/content-figures.test.ts", "which required message the address and name fields of the forms name"),
      t(`${R}step-forms/validators/validators.test.ts`, "street %j → %s"),
    ],
    reading:
      'The return, handover and service forms\' street, house number, city (and the names) say "{field} wird benötigt" ("Straße wird benötigt") when nothing is typed and "mindestens 1 Zeichen" for blanks only; the damage report\'s fields keep "Dies ist ein Pflichtfeld." as §5 says for them.',
  },
  {
    id: "deals-§5-postcode",
    section: "§5",
    rule: "Postcode exactly 5 digits, mainland only; a code from a list of 58 excluded codes is rejected for delivery.",
    tests: [
      t(`${R}step-forms/validators/validators.test.ts`, "German delivery postcode (deals.md §5: exactly 5 digits, mainland only)"),
      t(`${R}step-forms/validators/validators.test.ts`, "lists distinct five-digit codes with their island"),
      t(`${E}handover.spec.ts`, "an island postcode is refused with a 422"),
      t(`${E}report-damage.spec.ts`, "the form refuses a date after today and a postcode that is not 5 digits"),
      t(`${R}addresses/rules/postal-address.test.ts`, "an island without a road link (Sylt)"),
      t(`${R}damage/rules/damage-submission.test.ts`, "an island postcode (Hiddensee)"),
      t(`${R}service-requests/rules/service-request.test.ts`, "an island postcode (Hiddensee)"),
    ],
    reading:
      "Every postcode field of the deals' forms is mainland only, the damage report's and the service request's places too, in the form and in the BFF alike.",
  },
  {
    id: "deals-§5-phone",
    section: "§5",
    rule: "Phone required, maximum 30, like +49 171 1234567 or 0171 1234567, valid for the region (default DE).",
    tests: [t(`${R}step-forms/validators/validators.test.ts`, "phone (deals.md §5: valid for the region, default DE, max 30")],
    reading:
      "The examples are the numbers as written for people; the rule's 'no spaces or hyphens' is what is typed: +491711234567 or 01711234567, which the message names, and a number with spaces is refused.",
  },
  {
    id: "deals-§5-name-pattern",
    section: "§5",
    rule: "Name pattern: letters including accented European letters, space, comma, period, apostrophe, hyphen.",
    tests: [
      t(`${R}auth/rules/registration-rules.test.ts`, "name %j → %s"),
      t(`${R}step-forms/validators/validators.test.ts`, "a person's name"),
      t(`${R}addresses/rules/postal-address.test.ts`, "handover and pickup, %s: %j"),
    ],
    reading:
      "One pattern (lib/text NAME_PATTERN) for registration, the drivers and the return and handover contacts: the forms' `name` rule and the BFF's address check.",
  },
  {
    id: "deals-§5-image-upload-6mb",
    section: "§5",
    rule: 'Each image at most 6291456 bytes; a larger one shows "Einige Dateien sind zu groß." and nothing is uploaded; only images.',
    tests: [
      t(`${E}report-damage.spec.ts`, "a photo over 6 MB stops the choice with the toast of §5"),
      t(`${B}files/upload-validation.test.ts`, "inspectUpload lets files at the limits pass its checks"),
      t(`${R}step-forms/components/step-form.test.tsx`, "says 'zu groß' for the large one and takes it back once a fitting photo is chosen"),
    ],
  },
  {
    id: "deals-§5-damage-description",
    section: "§5",
    rule: "Damage description required, at least 40 characters; at least one photo; neither when the car is not drivable.",
    tests: [
      t(`${R}damage/rules/damage-submission.test.ts`, "damageSubmissionIssues (deals.md §3 damage submission, §5)"),
      t(`${B}damage/damage-submission-service.test.ts`, "refuses what §5 refuses"),
    ],
    reading: "No maximum is named: the form's 2000 characters (its content), which the BFF refuses above too.",
  },
  {
    id: "deals-§5-damage-required-fields",
    section: "§5",
    rule: 'technicalDefect, street, housenumber, zip, city and date show "Dies ist ein Pflichtfeld." when empty.',
    tests: [
      t(`${R}damage/rules/damage-submission.test.ts`, "damageSubmissionIssues (deals.md §3 damage submission, §5)"),
      t(`${B}damage/damage-submission-service.test.ts`, "refuses the form's fields sent empty"),
      t(`${R}step-forms/components/step-form.test.tsx`, "says 'Dies ist ein Pflichtfeld.' on each empty required field as next is pressed"),
      t(`${E}report-damage.spec.ts`, "'Weiter' on the empty details step shows 'Dies ist ein Pflichtfeld.' on each required field"),
    ],
    reading:
      "Weiter is not disabled by an empty field (§5: only errors and uploads disable it): pressing it marks the step tried, and each empty required field says 'Dies ist ein Pflichtfeld.'.",
  },
  {
    id: "deals-§5-damage-disabled-fields",
    section: "§5",
    rule: "Address fields disabled while sameAddress is true; the occurrence date disabled while unknownDate is true.",
    tests: [
      t(`${R}step-forms/form-values.test.ts`, "sends what a locked field shows: the address behind same address, no locked date"),
      t(
        `${R}step-forms/components/step-form.test.tsx`,
        "shows the contract's address again when 'same address' is ticked again, and sends it with the fixed country",
      ),
      t(`${B}damage/damage-submission-service.test.ts`, "takes the contract's address when the car is there (sameAddress)"),
    ],
  },
  {
    id: "deals-§5-defect-types",
    section: "§5",
    rule: "The 27 damage defect types.",
    tests: [t(`${R}damage/rules/damage-submission.test.ts`, "knows the 27 defect types of §5")],
  },
  {
    id: "deals-§5-rim-rules",
    section: "§5",
    rule: "Rim rules shown: alloy scratches over 20 mm, corrosion over 80 mm; steel over 50 mm; paint over 20 mm, dents over 10 mm; repair about 100 to 400 euros.",
    tests: [t(`${E}report-damage.spec.ts`, "a private customer reports a damaged rim with a photo")],
    reading: "A business customer reads the repair price net of VAT, as every price (§6): about 84 to 336 € zzgl. MwSt.",
  },
  {
    id: "deals-§5-date-mask",
    section: "§5",
    rule: "Date input mask 00.00.0000 (DD.MM.YYYY).",
    tests: [
      t(`${R}step-forms/rules/step-form-rules.test.ts`, "maskGermanDate"),
      t("src/features/step-forms/components/step-form.test.tsx", "and masks what is typed"),
      t(`${R}step-forms/form-values.test.ts`, "the day YYYY-MM-DD (deals.md §5, §7)"),
      t(`${R}damage/rules/damage-submission.test.ts`, "occurredOn: the day it happened is sent YYYY-MM-DD"),
      t(`${B}damage/damage-submission-service.test.ts`, "refuses the day it happened sent as %s"),
    ],
  },
  {
    id: "deals-§5-calendar-available-dates",
    section: "§5",
    rule: "Calendar: with a list of available dates only those can be chosen and the value resets to the first when unavailable; otherwise weekends may be excluded.",
    tests: [
      t("src/features/step-forms/components/lookup-fields.test.tsx", "offers only the looked-up dates"),
      t("src/features/step-forms/components/lookup-fields.test.tsx", "resets one that is not to the first date"),
      t(`${R}appointments/rules/available-dates.test.ts`, "working days only: weekends and nationwide holidays are left out"),
    ],
  },
  {
    id: "deals-§5-date-slot-fallback",
    section: "§5",
    rule: "Date-slot: if the selected slot does not exist on the chosen day (Europe/Berlin), the first slot is chosen.",
    tests: [t(`${R}appointments/rules/available-dates.test.ts`, "slotOnDay (deals.md §5: a slot the day lacks falls back to the day's first)")],
  },
  {
    id: "deals-§5-berlin-iso",
    section: "§5",
    rule: "Edit-return sends the preferred date as Berlin-time ISO.",
    tests: [
      t(`${R}appointments/rules/available-dates.test.ts`, "berlinIso (deals.md §5: the preferred date in Berlin time)"),
      t("src/features/step-forms/components/lookup-fields.test.tsx", "sends it as Berlin-time ISO"),
      t(`${R}returns/rules/return-change.test.ts`, "berlinPreferredReturnDate (deals.md §5 Edit-return sends the preferred date as Berlin-time ISO)"),
      t(`${B}returns/return-prefill.test.ts`, "starts the form from the booked date as Berlin-time ISO, not UTC"),
    ],
  },
  {
    id: "deals-§5-mileage-value",
    section: "§5",
    rule: 'Mileage required, whole number, not above maximum_mileage (default 100000), "Die eingegebene Laufleistung überschreitet das zulässige Limit."; submit only with a value.',
    tests: [
      t(`${R}step-forms/validators/validators.test.ts`, "integer and maximum value (deals.md §5"),
      t(`${R}step-forms/validators/validators.test.ts`, "minValue(%j, 0) → %s"),
      t("src/modules/steps/steps.test.tsx", "enables send only while a value is entered"),
      t("src/modules/steps/steps.contract.test.ts", "reads the step's value gate %j as continueWhenFilled %s"),
      t(`${B}mileage/mileage-report.test.ts`, "accepts the limit itself"),
      t(`${B}mileage/mileage-report.test.ts`, "holds a car to a limit of its own"),
      t(`${E}mileage-report.spec.ts`, "a car with a limit of its own refuses a mileage above it"),
      t(`${B}mileage/mileage-report.test.ts`, "takes a lower reading too"),
      t(`${E}mileage-report.spec.ts`, "a reading below the last one is taken, as a corrected reading"),
    ],
    reading:
      "Fiona's ID.3 carries a limit of its own (60,000 km), so a black-box check can tell the car's maximum_mileage from the default. §5 names no lower bound, and none is added: a reading below the last one is taken (a customer corrects a mistyped reading) and becomes the latest.",
  },
  {
    id: "deals-§5-prolongation-terms",
    section: "§5",
    rule: "Prolongation requires the terms checkbox.",
    tests: [t(`${E}prolongation.spec.ts`, "a private customer prolongs with one of the server's options")],
  },
  {
    id: "deals-§5-schedule-service-car-id",
    section: "§5",
    rule: "Schedule service: the car must have a car_id, otherwise the error modal opens.",
    tests: [
      t(`${R}step-forms/preflight.test.ts`, "fails at once for a car without car_id"),
      t(`${E}schedule-service.spec.ts`, "the car's check fails: the error modal retries"),
    ],
  },
  {
    id: "deals-§5-schedule-service-names",
    section: "§5",
    rule: "Requested services are sent as main_inspection (huau), oem_inspection (inspection), oil_change (oilChange); location required unless the contact address is used.",
    tests: [
      t(`${R}service-requests/rules/service-request.test.ts`, "sends the form's services under the names of §5"),
      t(`${B}service-requests/service-request-service.test.ts`, "refuses a request without a service or with a bad address"),
      t(`${E}schedule-service.spec.ts`, "without a chosen car, the customer picks one first, then gives another address"),
      t(`${E}schedule-service.spec.ts`, "a business customer lands on the confirmation page, addressed as 'Sie'; a hybrid is offered the oil change"),
    ],
    reading:
      "The oil change is offered for a car with a combustion engine (petrol, diesel, hybrids; Anna's Fiat 500 Hybrid, Bernd's GLA 250 e), not for an electric one, which the BFF refuses with a reason.",
  },
  {
    id: "deals-§5-appraisal-booking",
    section: "§5",
    rule: "Appraisal booking: date and timeslot required; default date the first option; slots 10:00 (08:00-12:00) and 13:00 (12:00-15:30) and the other display rules.",
    tests: [
      t(`${R}returns/components/pre-return-appraisal-booking.test.tsx`, "requires a slot, defaults to the first date, and books once"),
      t(`${R}deals/rules/appraisal-timeslot.test.ts`, "appraisalTimeslotLabel (deals.md section 5)"),
    ],
  },
  {
    id: "deals-§5-b2b-incomplete",
    section: "§5",
    rule: 'B2B contact and address fields required; incomplete entries show an "incomplete" message.',
    tests: [t(`${E}business-portal.spec.ts`, "an incomplete contact is refused")],
  },
  {
    id: "deals-§5-alt-text-textarea",
    section: "§5",
    rule: "Image alt text is cut to 48 characters; textarea rows 2 to 5.",
    tests: [
      t("src/features/deals/components/vehicle-details.test.tsx", "picture alt text: %s"),
      t("src/features/deals/components/vehicle-details.test.tsx", "keeps a short alt text whole and cuts a long one to 48 characters"),
      t("src/features/step-forms/components/fields/text-fields.test.tsx", "typing %j shows %i rows"),
      t("src/features/step-forms/components/fields/text-fields.test.tsx", "shrinks back to 2 rows when the lines are deleted"),
    ],
    reading: "A text area starts at 2 rows and grows with its lines to 5, then scrolls.",
  },
  {
    id: "deals-§5-calendar-latest-date",
    section: "§5",
    rule: "A calendar's latest-date limit is inclusive plus one day; a disabled calendar clears its value.",
    tests: [
      t("src/features/damage/rules/damage-submission.test.ts", "tomorrow, a day after the latest"),
      t(`${R}step-forms/validators/validators.test.ts`, "notInFuture"),
      t(`${E}report-damage.spec.ts`, "the form refuses a date after today"),
      t(
        "src/features/step-forms/components/step-form.test.tsx",
        "empties the occurrence date when 'unknown date' is ticked, and leaves it empty when unticked",
      ),
    ],
    reading:
      "The one calendar with a latest date is the damage's occurrence date: today itself is accepted (inclusive), tomorrow is refused (date_in_future); \"plus one day\" is the exclusive bound's implementation.",
  },
  {
    id: "deals-§5-images-still-uploading",
    section: "§5",
    rule: 'While uploading, a manual error "Images are still uploading…" blocks the form; submit disabled while uploading or with field errors; validation on blur.',
    tests: [
      t(
        "src/features/step-forms/components/step-form.test.tsx",
        "keeps the form from being sent while a photo is still uploading, and lets it go once the photo is there",
      ),
      t(
        "src/features/step-forms/components/step-form.test.tsx",
        "takes the manual error back when the photos are no longer asked for while they upload",
      ),
      t("src/features/step-forms/components/step-form.test.tsx", "says a photo is missing only once the step was tried, not as the form opens"),
      t(
        "src/features/step-forms/components/step-form.test.tsx",
        "is disabled once the left field shows its error, and enabled again when it is corrected",
      ),
      t("src/features/step-forms/components/step-form.test.tsx", "the primary action (deals.md §5: disabled only by field errors and uploads"),
    ],
    reading:
      'While a photo uploads, the photos field\'s error is the manual error "Bilder werden noch hochgeladen …" ("Images are still uploading…"): shown at once as the field\'s error (role alert, the input aria-invalid and described by it), it disables the submit button until the uploads end or the field is no longer asked. The button is also disabled while a field shows an error, shown once the field was left (validation on blur) or its step tried, so a value still being typed does not disable it. An empty required field does not disable it either: pressing it shows "Dies ist ein Pflichtfeld."; a value gate is content\'s (a step\'s continueWhenFilled) where the spec names one (the mileage reading, the upgrade\'s package, the ticked service).',
  },
  {
    id: "deals-§5-return-reason-optional",
    section: "§5",
    rule: "The return reason comment is optional.",
    tests: [
      t(
        "src/features/step-forms/components/lookup-fields.test.tsx",
        "books with the return reason left empty, which is optional, and posts no comment",
      ),
    ],
  },
  {
    id: "deals-§5-fee-only-when-valid",
    section: "§5",
    rule: "A return fee is requested only when the form is valid and no field is being edited.",
    tests: [
      t(
        "src/features/step-forms/components/lookup-fields.test.tsx",
        "asks no fee while a field before the overview is invalid, and asks it once the form is valid",
      ),
    ],
    reading:
      "The change fee is a lookup of the overview step, which has no input and is reached only once every earlier step is valid; nothing is asked while a field is being edited.",
  },

  // §6 Roles and permissions
  {
    id: "deals-§6-business-roles",
    section: "§6",
    rule: "Roles admin, driver, fleet manager (business).",
    tests: [
      t(`${R}business/rules/business-roles.test.ts`, "business roles (account.md §1, §6; deals.md §6)"),
      t(`${B}security/business-roles.test.ts`, "answered as the role allows"),
    ],
  },
  {
    id: "deals-§6-announcement-roles",
    section: "§6",
    rule: "Announcements carry allowedRoles (for example admin and driver).",
    tests: [
      t(`${R}announcements/rules/is-announcement-shown.test.ts`, "isAnnouncementShown: roles"),
      t(`${E}composer-modules.spec.ts`, "show only inside their window and to their roles"),
    ],
  },
  {
    id: "deals-§6-vehicle-contact",
    section: "§6",
    rule: "For a B2B vehicle the contact is the driver, or the fleet manager when there is no driver (shared vehicle).",
    tests: [
      t(`${R}business/rules/vehicle-contact.test.ts`, "vehicleContact (deals.md §6"),
      t(`${R}business/rules/vehicle-contact.test.ts`, "fleetManagerOf (deals.md §6"),
      t(`${B}business/company-service.test.ts`, "names the company's fleet manager, the contact of shared vehicles"),
      t(`${B}returns/return-prefill.test.ts`, "names the car's driver, whom a pickup meets"),
      t(`${B}returns/return-prefill.test.ts`, "names the fleet manager for a shared car without a driver"),
      t(`${B}deals/deals-service.test.ts`, "lists a driver's assigned company car as its contract holder's list holds it"),
      t(`${E}business-portal.spec.ts`, "de-DE driver: only the assigned car"),
    ],
    reading:
      "A shared car names the fleet manager holding its contract, else the company's first by name, on its deal page and in the business portal alike (`fleetManagerOf`). A member's /mycars and the pickers of the flows without a chosen car list the company cars the member may act on (a driver's assigned car, every car for an admin or fleet manager; read as its contract holder's, as its deal page and the business portal show it); the contract stays its holder's, so it does not hold back the member's account deletion.",
  },
  {
    id: "deals-§6-assign-driver",
    section: "§6",
    rule: "Actions exist to assign a driver.",
    tests: [
      t(`${E}business-portal.spec.ts`, "assigns Frida to the shared car and unassigns her"),
      t(`${B}security/business-roles.test.ts`, "a driver given another role drives no company car"),
      t(`${E}business-portal.spec.ts`, "a driver given another role drives the car no more"),
      t(`${B}end-of-subscription/prolongation-service.test.ts`, "keeps a company car's driver on the follow-up"),
      t(`${B}deals/car-contracts.test.ts`, "the running contracts of one car"),
    ],
    reading:
      "Only a contact with the role driver drives a company car: a role change away from driver takes them off their cars, and the answer and its toast name those cars. A driver drives the car, not one contract: a prolongation's follow-up keeps the driver, and an assignment changes the car's running contracts together.",
  },
  {
    id: "deals-§6-b2b-prices-net",
    section: "§6",
    rule: "Business prices excluding VAT.",
    tests: [
      t(`${R}insurance/rules/shown-price.test.ts`, "shownPrice (deals.md §6: business prices net of VAT)"),
      t(`${E}subscriptions.spec.ts`, "a business customer sees prices net of VAT"),
      t(`${E}mileage-report.spec.ts`, "a business customer reports the mileage in 'Sie' and every page tells the same reading, net of VAT"),
      t(`${B}delivery/handover-service.test.ts`, "charges a business customer the fees net of VAT"),
      t(`${R}delivery/rules/handover-change-offer.test.ts`, "names the fee the rule charges (99 €, 149 €; B2B 83,19 €, 125,21 € net)"),
      t(`${R}end-of-subscription/components/extend-options.test.tsx`, "the prolong choice's price (deals.md §6 business prices excluding VAT)"),
      t(`${R}car-search/rules/car-filter.test.ts`, "bis %i € (%s) → %j"),
      t(`${B}delivery/delivery-delay-service.test.ts`, "answers a business customer the credit net of VAT"),
      t("src/modules/deal-banner/deal-banner.test.tsx", "the delay banner with its credit"),
    ],
  },
  {
    id: "deals-§6-b2b-hidden-steps",
    section: "§6",
    rule: "B2B hides the return reason, pickup address, contact, pickup instructions and the appraisal option.",
    tests: [
      t(`${E}return.spec.ts`, "no reason step, the depot address"),
      t(`${B}returns/pre-return-appraisal-service.test.ts`, "refuses a deal without return data, a business customer"),
      t(`${R}returns/rules/pre-return-appraisal.test.ts`, "isPreReturnAppraisalAvailable (deals.md section 4)"),
      t(`${B}returns/return-service.test.ts`, "refuses business customers, an empty and an overlong comment"),
      t("tests/unit/content-figures.test.ts", "the pickup instructions of a scheduled return are a private customer's"),
    ],
    reading:
      "The pickup instructions are the scheduled return's checklist (papers and keys, accessories, a car without personal belongings): a private customer's; the business variant keeps the return report's days.",
  },
  {
    id: "deals-§6-driver-row-b2b",
    section: "§6",
    rule: "A driver name row shows only for B2B.",
    tests: [
      t(`${E}vehicle-details.spec.ts`, "a private customer sees no driver row"),
      t("src/modules/data-list/data-list-value.test.ts", "shows the driver's name, which only business deals have"),
    ],
  },
  {
    id: "deals-§6-b2b-service-confirmation",
    section: "§6",
    rule: "A service request by a business user leads to a confirmation page instead of a modal.",
    tests: [
      t(`${E}schedule-service.spec.ts`, "a business customer lands on the confirmation page"),
      t(`${E}schedule-service.spec.ts`, "a private customer asks for a main inspection"),
      t(`${R}step-forms/components/step-form-results.client.test.tsx`, "opens the modal with the form's success title and text"),
    ],
    reading:
      "A private customer's request ends in the request-success modal of §2 (the step form's result 'success-modal'), its message staying on the page once closed.",
  },
  {
    id: "deals-§6-block-visibility",
    section: "§6",
    rule: "Each content block has visibility rules based on deal fields.",
    tests: [
      t("src/cms/visibility.test.ts", "isModuleVisible"),
      t(`${E}subscriptions.spec.ts`, "the deal page shows only the content blocks whose visibility rules hold"),
    ],
  },
  {
    id: "deals-§6-no-self-deletion",
    section: "§6",
    rule: "Customers with active subscriptions cannot self-delete the account and are sent to contact support.",
    tests: [
      t(`${R}account/rules/account-deletion.test.ts`, "dealsPreventingAccountDeletion"),
      t(`${B}account/deletion-service.test.ts`, "refuses while a subscription runs or is on order"),
    ],
    reading: "A deal on order (SIGNED, EXTERNALLY_VERIFIED, CREATED) counts as an active subscription as well as an ACTIVE one.",
  },
  {
    id: "deals-§6-black-komfort-free",
    section: "§6",
    rule: "Loyalty level Black gets comprehensive insurance (Komfort Schutz) at no cost; others basic protection.",
    tests: [
      t(`${R}insurance/rules/addon-pricing.test.ts`, "addonChargeCents"),
      t(`${E}insurance-addons.spec.ts`, "a Black customer gets the comfort protection free"),
    ],
  },
  {
    id: "deals-§6-unauthenticated-redirect",
    section: "§6",
    rule: "Unauthenticated users on account pages go to the home page with login=true and next={path}.",
    tests: [
      t("src/lib/paths.test.ts", "sends unauthenticated visitors home with login=true and next"),
      t(`${E}sign-in.spec.ts`, "an account page without a session lands on the home page with login=true"),
      t(`${E}sign-in.spec.ts`, "a mailed link with ?modalName= keeps its query through the sign-in and opens the modal"),
    ],
    reading: "{path} is the requested path with its query, so a mailed ?modalName= opens its modal after the sign-in.",
  },
  {
    id: "deals-§6-service-request-login",
    section: "§6",
    rule: "A service request without a session goes to login.",
    tests: [
      t("src/proxy.test.ts", "a service request without a session goes to sign-in"),
      t("src/api/session-ended.test.ts", "signInIfSessionEnded"),
      t(`${E}schedule-service.spec.ts`, "a request whose session ended meanwhile goes to the sign-in and back"),
    ],
    reading:
      "A session that ends while the form is open sends the customer to sign in on submitting (any write of the BFF's answering 401), back to the page after.",
  },
  {
    id: "deals-§6-modals-need-deal-path",
    section: "§6",
    rule: "Modals render only when a deal id is in the current path.",
    tests: [
      t("tests/e2e/swap-and-bridging.spec.ts", "a deal modal opens only with a deal id in the path"),
      t("src/features/deal-modals/components/deal-modal-host.test.tsx", "ignores a modal name it does not know"),
    ],
    reading:
      "Read for the deal's modals (the named modals of the deal page): the host that opens them is mounted only on pages with a deal in the path, so /mycars?modalName=… opens nothing. Account modals that deals.md §2 also lists (account deletion) belong to the account pages and open there.",
  },

  // §7 The calls it makes
  {
    id: "deals-§7-mileage-report-rewrite",
    section: "§7",
    rule: "POST /api/deal/{id}/mileage-report is rewritten to /portal/api/bff/deals/{id}/mileage-report.",
    tests: [
      t(`${B}http/legacy-paths.test.ts`, "old paths the spec names"),
      t("src/lib/spec-api-redirects.test.ts", "is sent on to"),
      t(`${B}http/spec-api-redirects.test.ts`, "keeps the endpoint's checks"),
      t("tests/unit/nginx-config.test.ts", "with a 308, as next.config.ts does"),
      t(`${E}mileage-report.spec.ts`, "the old path /api/deal/{id}/mileage-report is the same endpoint"),
    ],
    reading:
      "Next refuses a rewrite out of its base path (/portal) to a path of its own, and the session cookie is scoped to /portal: outside the base path, /api/deal/{id}/mileage-report and /api/addons, /attach, /cancel answer 308 (method and body kept) to the endpoint under it (next.config.ts, deploy/nginx.conf); /portal/api/deal/{id}/mileage-report is rewritten to it.",
  },
  {
    id: "deals-§7-network-failure-500",
    section: "§7",
    rule: "Calls use cookies; answers give data and status; a network failure yields status 500 with empty data.",
    tests: [
      t("src/api/client.test.ts", "fills the path, sends cookies and returns data and status"),
      t("src/api/client.test.ts", "turns a network failure into status 500 with empty data"),
    ],
  },
  {
    id: "deals-§7-calls-in-catalogue",
    section: "§7",
    rule: "Every call of the §7 table is one typed entry of the endpoint catalogue, checked for session, ownership, CSRF and bad input.",
    tests: [
      t(`${B}security/access-control.test.ts`, "has an example request"),
      t(`${B}http/dispatch.test.ts`, "has a handler for exactly the implemented bff endpoints of the catalogue"),
      t("src/api/endpoint-routes.test.ts", "are what the catalogue says"),
    ],
    reading: "The catalogue-driven security suite checks each endpoint; this table traces the rules of each call's use in the sections above.",
  },
  {
    id: "deals-§7-damage-report-payload",
    section: "§7",
    rule: "POST …/active-fleet/damage-reports carries description, paths, street, city, zip, house_number, subscription_id and country (Germany).",
    tests: [
      t(`${R}step-forms/form-values.test.ts`, "sends what a locked field shows: the address behind same address, no locked date"),
      t(`${E}report-damage.spec.ts`, "a private customer reports a damaged rim with a photo"),
    ],
  },
  {
    id: "deals-§7-return-change-fee-amount",
    section: "§7",
    rule: "POST …/return-change-fee answers data.amount, the fee.",
    tests: [t(`${B}returns/return-service.test.ts`, "prices a first booking at nothing")],
  },
  {
    id: "deals-§7-metadata-postcode",
    section: "§7",
    rule: "GET …/return-metadata and …/handover-metadata take customer_postcode (and return_type); null values are skipped.",
    tests: [t(`${B}http/dispatch.test.ts`, "answers 422 postcode_invalid for")],
    reading:
      "An empty or missing postcode is skipped; a malformed one is a bad request (422 postcode_invalid), not 'no dates'; an island's is well-formed and gets no dates (§5 mainland only).",
  },
  {
    id: "deals-§7-handover-date-warning",
    section: "§7",
    rule: "GET {origin}/api/checkout/deal/{id}/handoverDate: failure only logs a warning.",
    tests: [t(`${R}delivery/api/checkout-handover-date.test.ts`, "failure only logs a warning")],
  },
  {
    id: "deals-§7-mileage-packages-no-cache",
    section: "§7",
    rule: "GET …/mileage_packages, no cache: packages and is_late_change.",
    tests: [t(`${B}mileage/mileage-package-service.test.ts`, "with is_late_change, not cached")],
  },
  {
    id: "deals-§7-attach-automation",
    section: "§7",
    rule: "POST /api/addons/attach: 2xx is success; then an automation call with subscriptionId, additionalKilometers, additionalMileageCosts, date.",
    tests: [t(`${B}insurance/addon-service.test.ts`, "adds one-time kilometres to an active deal and hands the automation its figures")],
  },
  {
    id: "deals-§7-buy-car-offer-automation",
    section: "§7",
    rule: "The buy-car offer goes to an automation endpoint with vin, dealId and price.",
    tests: [t(`${B}end-of-subscription/buy-car-service.test.ts`, "enqueues the automation call with vin, dealId and price")],
  },
  {
    id: "deals-§7-service-request-automation",
    section: "§7",
    rule: "Service request: data car_id, comment (address plus description), requested_services[] to an automation endpoint.",
    tests: [
      t(`${R}service-requests/rules/service-request.test.ts`, "writes the comment as the address plus the note (§7)"),
      t(`${B}service-requests/service-request-service.test.ts`, "hands request and trigger to the outbox"),
    ],
  },
  {
    id: "deals-§7-deposit-refund",
    section: "§7",
    rule: "POST …/deposit-refund-details: success toast and close; error opens request-error.",
    tests: [
      t(`${E}deposit-refund.spec.ts`, "toast 'Bankdaten gespeichert', the dialog closes"),
      t(`${E}deposit-refund.spec.ts`, "a failed save shows the error toast and the request-error dialog"),
    ],
  },
  {
    id: "deals-§7-tracking-events",
    section: "§7",
    rule: "Tracking events: Delete Account Requested, Delete Account Requested Successfull, Select Option Clicked, modal opened and closed, text block shown.",
    tests: [
      t("src/lib/analytics/events.test.ts", "names every event of the spec, spelling included"),
      t(`${E}account-deletion.spec.ts`, "both events tracked"),
      t("src/ui/track-modal.test.tsx", "a page left while it is open records the close once"),
    ],
  },
  {
    id: "deals-§7-app-banner-auth-token",
    section: "§7",
    rule: "A call returning authToken builds the deep link for the app banner; if it fails the plain deep link is used.",
    tests: [t("src/features/chrome/components/app-smart-banner.test.tsx", "opens the current page in the app through the plain deep link")],
    reading:
      'The spec does not name the call that returns authToken ("path not shown"), so the banner always takes the fallback the spec gives: the plain deep link to the current page; the app asks for sign-in itself.',
  },
  {
    id: "deals-§7-vehicle-details-load-errors",
    section: "§7",
    rule: "Vehicle details load: 401 goes to login, 404 to /404, anything else opens a generic error modal.",
    tests: [
      t("tests/e2e/security-access.spec.ts", "a forged session cookie passes the proxy, not the page"),
      t("tests/e2e/security-access.spec.ts", "another customer's deal page and data are not found"),
      t("tests/e2e/subscriptions.spec.ts", "another customer's deal id shows the 404 page"),
      t("src/features/errors/rules/page-error-dialog.test.ts", "pageErrorDialog"),
      t("tests/e2e/faults.spec.ts", "every page shows its error modal under the header, and loads again on retry"),
    ],
    reading:
      "The details are loaded on the server: a missing or expired session (401) redirects to sign-in with next=, a deal that is not the customer's redirects to /{locale}/404 (the 404 page, status 404), any other failure the deal pages' generic error modal.",
  },

  // §8 The error catalogue
  {
    id: "deals-§8-account-deletion-failure",
    section: "§8",
    rule: "Account deletion failure: error modal with title, description and a button that only closes it.",
    tests: [t(`${E}account-deletion.spec.ts`, "a failed request opens the error modal, whose button only closes it")],
  },
  {
    id: "deals-§8-payment-card-error",
    section: "§8",
    rule: 'Payment card error: "Bei der Verarbeitung der Karte ist ein Fehler aufgetreten. …"',
    tests: [t(`${E}payment-methods.spec.ts`, "confirmation first, a declined card, then the new card")],
  },
  {
    id: "deals-§8-prolongation-failure-modal",
    section: "§8",
    rule: 'Prolongation failure modal titled "Verlängerung fehlgeschlagen".',
    tests: [t(`${E}prolongation.spec.ts`, "a failed order opens 'Verlängerung fehlgeschlagen', the retry succeeds")],
  },
  {
    id: "deals-§8-general-form-toast",
    section: "§8",
    rule: 'General form toast: "Leider ist etwas schief gelaufen!".',
    tests: [t("src/features/step-forms/components/step-form.test.tsx", "in the general form text when content gives none")],
  },
  {
    id: "deals-§8-damage-success-toast",
    section: "§8",
    rule: 'Report-damage success toast "Danke für deine Anfrage".',
    tests: [t(`${E}report-damage.spec.ts`, "the toast, the success modal")],
  },
  {
    id: "deals-§8-return-confirmed-toast",
    section: "§8",
    rule: 'Return confirmed toast "Ihr Rückgabetermin ist bestätigt".',
    tests: [
      t(`${E}return.spec.ts`, "a private customer books a pickup from the reminder banner"),
      t(`${E}return.spec.ts`, "a business customer books a self return in 'Sie'"),
      t("src/features/step-forms/components/lookup-fields.test.tsx", "the comment goes on its own once the change is stored"),
    ],
    reading: "The catalogue's text word for word, for private and business customers alike.",
  },
  {
    id: "deals-§8-change-failed-toast",
    section: "§8",
    rule: 'Return or delivery change failure toast "Änderung fehlgeschlagen", then the request-error modal.',
    tests: [
      t(`${E}return.spec.ts`, "a failed change shows the toast and the request-error modal"),
      t("src/ui/toast.test.tsx", "shows the same message once when it comes again (a retry that failed too)"),
    ],
  },
  {
    id: "deals-§8-schedule-service-error",
    section: "§8",
    rule: "Schedule service with no car_id or a non-200 answer: error modal with retry and cancel; confirm goes to /de-DE/mycars/{id}.",
    tests: [
      t(`${E}schedule-service.spec.ts`, "the car's check fails: the error modal retries, and cancel leads back to the subscription"),
      t(
        `${E}schedule-service.spec.ts`,
        "a failing request shows the toast and the error modal: retry sends again, cancel leads back to the subscription",
      ),
    ],
    reading: "The car's check and the request's answer alike: the modal's retry asks again, its cancel leads to the deal page.",
  },
  {
    id: "deals-§8-addon-attach-failure",
    section: "§8",
    rule: "Add-on attach non-2xx: the unexpected-error toast, then a refresh of add-on data; insurance attach failure toasts.",
    tests: [
      t(`${E}insurance-addons.spec.ts`, "one-time mileage shows the unexpected-error toast and reads the add-ons again"),
      t(`${E}insurance-addons.spec.ts`, "the insurance upgrade shows the toasts of §8"),
    ],
  },
  {
    id: "deals-§8-mileage-report-failure",
    section: "§8",
    rule: "Mileage report failure: error toast, then the request-error modal.",
    tests: [
      t(`${E}mileage-report.spec.ts`, "a failed submission shows the error toast, then the request-error modal"),
      t("src/modules/steps/steps.test.tsx", "after a failed submission shows the content's error toast, then the request-error modal"),
    ],
  },
  {
    id: "deals-§8-mileage-upgrade-error",
    section: "§8",
    rule: "Mileage upgrade error modal: saving failed, try again or contact support.",
    tests: [
      t("src/features/step-forms/components/mileage-package-field.test.tsx", "opens the save-error modal with the form's own texts and a retry"),
      t(`${E}mileage-upgrade.spec.ts`, "a failing save opens the error modal"),
    ],
  },
  {
    id: "deals-§8-deductible-failure",
    section: "§8",
    rule: 'Deductible change failure: "did not work", retry or contact support.',
    tests: [t(`${E}insurance-addons.spec.ts`, "the deductible reduction says it did not work, with a retry and the support line")],
  },
  {
    id: "deals-§8-request-error-modal",
    section: "§8",
    rule: "Generic request-error modal: apology plus support phone; edit return or handover failure opens it.",
    tests: [
      t("src/ui/errors/request-error-dialog.test.tsx", "apologises to a private customer with du and offers retry, the support phone and cancel"),
      t(`${E}faults.spec.ts`, "a form opens the request-error modal and keeps what was typed"),
    ],
  },
  {
    id: "deals-§8-data-load-dialog",
    section: "§8",
    rule: "Data-load error dialog with a retry that reloads the page.",
    tests: [
      t("src/ui/errors/data-load-error-dialog.test.tsx", "explains the failure and offers a retry"),
      t(`${E}faults.spec.ts`, "every page shows its error modal under the header, and loads again on retry"),
    ],
  },
  {
    id: "deals-§8-payment-change-failed",
    section: "§8",
    rule: "Payment-change-failed modal with support hours.",
    tests: [t(`${E}payment-methods.spec.ts`, "a failing change opens the payment-change-failed modal with the support hours")],
  },
  {
    id: "deals-§8-mileage-lookup-loading",
    section: "§8",
    rule: "Mileage lookup without data yields a loading state.",
    tests: [t("src/features/step-forms/validators/validators.test.ts", "mileage %j with page values %j → %s")],
    reading:
      "The portal reads the latest mileage on the server before the mileage form renders, so the form never waits on it; a lookup without data leaves the default limit of 100000 km (no maximum_mileage page value) instead of a loading state.",
  },
  {
    id: "deals-§8-no-deal-error-modal",
    section: "§8",
    rule: 'No-deal error modal offers "Nochmal versuchen" and "Abbrechen" and links to /de-DE/mycars.',
    tests: [t("src/features/deals/components/car-picker.test.tsx", "offers 'Nochmal versuchen' and 'Abbrechen' to /de-DE/mycars")],
  },
  {
    id: "deals-§8-prolongation-form-error",
    section: "§8",
    rule: 'Prolongation form: "Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisiere die Seite und versuche es erneut."',
    tests: [
      t("tests/e2e/prolongation.spec.ts", "the legacy 5 % prolongation: a failed order opens 'Verlängerung fehlgeschlagen', the retry succeeds"),
    ],
    reading: "Shown under the form once an order failed (after the failure modal closes), until the next attempt.",
  },
  {
    id: "deals-§8-other-upload-errors-silent",
    section: "§8",
    rule: "Other upload errors are swallowed silently and the uploading flag is cleared.",
    tests: [
      t(
        "src/features/step-forms/components/step-form.test.tsx",
        "swallows a failed upload (500): no toast, no dialog, no alert, no reason; the uploading state clears and the photo reads not taken",
      ),
      t(
        "src/features/step-forms/components/step-form.test.tsx",
        "says in the photo's row why the BFF refused its type (415), still without a toast or a dialog",
      ),
      t("tests/e2e/report-damage.spec.ts", "a photo over 6 MB stops the choice with the toast of §5; a script named .jpg is not taken"),
    ],
    reading:
      'Silent as the spec asks (no toast, no error modal, no alert): the photo\'s row only reads "Nicht hochgeladen.", so that a customer who chose a file sees it was not taken. A file whose type the BFF refused (415) is not an upload error but a refused file: its row says photos only.',
  },

  // §9 Business constants and limits
  {
    id: "deals-§9-currency-format",
    section: "§9",
    rule: "Currency always EUR with German formatting, up to 2 fraction digits (minimum 0 unless forced); locales de-DE, en-DE, en-US.",
    tests: [
      t("src/lib/money.test.ts", "formatMoney (deals.md §9: always EUR with German formatting, in every locale)"),
      t("src/lib/money.test.ts", "forces two fraction digits when asked"),
      t("src/features/step-forms/components/mileage-package-field.test.tsx", "offers the packages as radio cards"),
    ],
    reading:
      "Forced only on the invoices (a column of billed amounts, and the invoice PDF); every other view writes an amount as the deal page does (549 €, 62,90 €), the mileage upgrade's and the fees' forms included. en-US too: every amount is in EUR, so '$549' would misstate it (account.md §9 'US region uses USD' is read as the US payment set-up). The rule names currency only: kilometres and other counts follow the page's locale (en-US '1,500 km' beside '1.000 €').",
  },
  {
    id: "deals-§9-vat-1-19",
    section: "§9",
    rule: "German VAT factor 1.19.",
    tests: [t("src/lib/money.test.ts", "gross is %s net at 19 percent")],
  },
  {
    id: "deals-§9-invoice-cents",
    section: "§9",
    rule: "Invoice amounts are in cents, divided by 100.",
    tests: [
      t("src/lib/money.test.ts", "formatCents"),
      t(`${E}vehicle-details.spec.ts`, "the invoices page lists amounts from cents"),
      t(`${E}vehicle-details.spec.ts`, "a business customer's invoices say that their billed amounts include VAT"),
    ],
    reading:
      "An invoice's amount is what was billed, VAT included; a business customer, who reads net prices everywhere else (§6), is told so in the column's name.",
  },
  {
    id: "deals-§9-auth-token-lifetime",
    section: "§9",
    rule: "Auth token lifetime default 600000 ms; app banner hides after half of it.",
    tests: [t(`${R}auth/rules/mobile-app.test.ts`, "lives 600000 ms"), t(`${R}chrome/rules/app-smart-banner.test.ts`, "hides halfway")],
  },
  {
    id: "deals-§9-image-max-6mb",
    section: "§9",
    rule: "Image maximum 6 MB.",
    tests: [t(`${B}security/body-size.test.ts`, "the damage photo's 6 MB"), t(`${E}report-damage.spec.ts`, "a photo over 6 MB stops the choice")],
  },
  {
    id: "deals-§9-free-delivery-change-11-days",
    section: "§9",
    rule: "Free delivery changes until 11 days before delivery; later a 99 EUR effort fee.",
    tests: [
      t(`${R}delivery/rules/handover-change.test.ts`, "handoverChangeFee (deals.md §9: free until 11 days before delivery, then 99 EUR)"),
      t(
        `${R}delivery/rules/handover-change-offer.test.ts`,
        "feeKindOfAChange (deals.md §9: free until 11 days before delivery, then 99 EUR; 149 EUR once preparation started)",
      ),
      t(`${R}delivery/rules/handover-change-offer.test.ts`, "the deal page's preparation text follows the fee the BFF charges today"),
      t(`${R}delivery/rules/order-status.test.ts`, "isDeliveryDatePlanned"),
      t(`${E}handover.spec.ts`, "a change inside 11 days costs 99 EUR"),
      t(`${E}delivery-boundaries.spec.ts`, "a delivery in 11 days changes free of charge, one in 10 days costs the 99 € effort fee"),
      t(`${B}delivery/handover-service.test.ts`, "hands a changed delivery to the operations side with the fee of the change to bill"),
    ],
    reading:
      "A fee the customer agreed to is billed: the change reaches the operations side (outbox `handover-change`) with it, and the confirmation mail names it. The 11 days count to the earlier of the booked and the new delivery day: moving a delivery three weeks away to three days from now costs the fee.",
  },
  {
    id: "deals-§9-short-term-fee",
    section: "§9",
    rule: "A short-term change fee applies to return and delivery changes once preparation started; the phone number is always free to change.",
    tests: [
      t(`${R}returns/rules/return-change.test.ts`, "charges 99 EUR late and 149 EUR short-term, as the delivery does"),
      t(`${R}delivery/rules/handover-change-offer.test.ts`, "handoverChangeOfferOf: the deal page's word on changing the delivery"),
      t(`${B}delivery/handover-service.test.ts`, "prices a phone-only change at 0"),
      t(`${B}delivery/handover-service.test.ts`, "keeps a booked day that is not offered"),
      t(`${R}delivery/rules/handover-change.test.ts`, "the booked appointment stays offered"),
      t(`${E}handover.spec.ts`, "four weeks ahead but the car already being prepared: the intro names the short-term fee of 149 EUR"),
      t(`${B}returns/return-service.test.ts`, "the phone number alone at nothing"),
    ],
    reading: "The spec names no short-term fee amount: 149 EUR once preparation started, above the 99 EUR effort fee.",
  },
  {
    id: "deals-§9-return-change-free-5-days",
    section: "§9",
    rule: "Return date change is free up to 5 days before the planned return.",
    tests: [
      t(`${R}returns/rules/return-change.test.ts`, "returnChangeFee (deals.md §9)"),
      t(`${B}returns/return-service.test.ts`, "prices a change of a pickup 4 days ahead at 99 EUR"),
      t(`${E}return-boundaries.spec.ts`, "a pickup booked in exactly 5 days moves to another date free of charge"),
      t(`${B}returns/return-service.test.ts`, "hands each booking to the operations side with the fee of the change to bill"),
      t(
        "src/modules/steps/steps.test.tsx",
        "leaves the change's fee out of a first booking, which is free (deals.md §9: a date change costs, a booking does not)",
      ),
    ],
    reading:
      "A fee the customer agreed to is billed: the booking reaches the operations side (outbox `return-booking`) with it, and the confirmation mail names it. A first booking is no change: its form shows no change fee (the field's `visibility`: `return-type-is-set`).",
  },
  {
    id: "deals-§9-appraisal-8-working-days",
    section: "§9",
    rule: "Appraisal needs 8 or more working days.",
    tests: [
      t(`${R}returns/rules/pre-return-appraisal.test.ts`, "return on %s, seen on Friday 8 May → %s"),
      t(`${B}db/seed/personas/toni.test.ts`, "Toni Tage's boundary deals"),
      t(`${E}return-boundaries.spec.ts`, "a pickup 8 working days ahead can still have its pre-return appraisal, one 7 working days ahead not"),
    ],
    reading: "Toni Tage's pickups are booked 8 and 7 working days ahead, whatever the day the demo is seeded.",
  },
  {
    id: "deals-§9-options-3-months",
    section: "§9",
    rule: "Options visible about 3 months before the end.",
    tests: [
      t(
        `${R}end-of-subscription/rules/prolongation-offer.test.ts`,
        "isExtendOptionsWindowOpen (deals.md §9: options visible about 3 months before end)",
      ),
    ],
  },
  {
    id: "deals-§9-depot-hours",
    section: "§9",
    rule: "Return depot opening 9-12 and 13-15.",
    tests: [
      t(`${R}appointments/rules/available-dates.test.ts`, "the return depot's 9-12 and 13-15"),
      t(`${R}returns/rules/return-change.test.ts`, "with the depot's slots"),
    ],
  },
  {
    id: "deals-§9-verification-3-days",
    section: "§9",
    rule: "Document verification takes up to 3 days (3 working days in another text).",
    tests: [t(`${E}vehicle-details.spec.ts`, "an order under review shows the verification banner")],
  },
  {
    id: "deals-§9-final-invoice-3-4-weeks",
    section: "§9",
    rule: "Final invoice takes 3 to 4 weeks.",
    tests: [t(`${B}deals/deals-service.test.ts`, "the final invoice 3 to 4 weeks after")],
  },
  {
    id: "deals-§9-deletion-48-hours",
    section: "§9",
    rule: "Account deletion within 48 hours.",
    tests: [t(`${E}account-deletion.spec.ts`, "the success modal (deletion within 48 hours)")],
  },
  {
    id: "deals-§9-support-hours",
    section: "§9",
    rule: "Support hours 8 to 20, seven days a week.",
    tests: [t(`${E}account-deletion.spec.ts`, "which lists them and the support hours"), t(`${E}payment-methods.spec.ts`, "with the support hours")],
  },
  {
    id: "deals-§9-additional-driver-fee",
    section: "§9",
    rule: "Additional-driver fee 19 euros a month (also the fallback for the young or old driver fee).",
    tests: [t(`${R}drivers/rules/driver-rules.test.ts`, "the fee is 19 EUR")],
  },
  {
    id: "deals-§9-comfort-protection-29",
    section: "§9",
    rule: "Insurance comfort protection 29 euros a month lowers the full-coverage deductible from 1,000 to 500 euros.",
    tests: [
      t(`${R}insurance/rules/addon-pricing.test.ts`, "knows the spec's numbers: 29 EUR a month, a 500 EUR deductible"),
      t(`${B}insurance/addon-service.test.ts`, "lowers the full-coverage deductible from 1,000 to 500 EUR for 29 EUR a month"),
    ],
  },
  {
    id: "deals-§9-default-deductibles",
    section: "§9",
    rule: "Default deductible 500000 cents, default full coverage 50000 or 100000 and partial 50000 cents.",
    tests: [
      t(`${R}insurance/rules/insurance-options.test.ts`, "defaults the deductible to the spec's 500000 cents"),
      t(`${R}insurance/rules/insurance-type.test.ts`, "insuranceType (deals.md §3, §6, §9)"),
    ],
  },
  {
    id: "deals-§9-delay-credit",
    section: "§9",
    rule: "Delay credit: 10 percent of the monthly rate from 8 days late, 20 percent from 15 days.",
    tests: [
      t(`${R}delivery/rules/delivery-delay.test.ts`, "preferred 1 June, planned %s: %i days late, credit %d EUR"),
      t(`${E}delivery-delay.spec.ts`, "15+ days late, in English: only keeping the car, with 20 %"),
      t(`${E}delivery-boundaries.spec.ts`, "days late: keeping the car earns"),
    ],
  },
  {
    id: "deals-§9-swap-window-30",
    section: "§9",
    rule: "Swap window 30 days.",
    tests: [
      t(`${R}delivery/rules/swap.test.ts`, "return 30 June, handover %s → %s"),
      t(`${R}end-of-subscription/rules/swap-search.test.ts`, "handover within 30 days of the return"),
    ],
  },
  {
    id: "deals-§9-default-max-mileage",
    section: "§9",
    rule: "Default maximum mileage 100000 km.",
    tests: [t(`${R}step-forms/validators/validators.test.ts`, "maxValue(%j, 100000)")],
  },
  {
    id: "deals-§9-prolongation-dates",
    section: "§9",
    rule: "Prolongation start one day after the minimum commitment end; end the chosen number of months later; VAT note 19 percent.",
    tests: [
      t(`${R}end-of-subscription/rules/prolongation-offer.test.ts`, "carries +1 day"),
      t(`${R}end-of-subscription/rules/prolongation-offer.test.ts`, "minimum commitment end %s, %i months → %s to %s"),
      t(`${R}end-of-subscription/rules/prolongation-offer.test.ts`, "is the start plus the chosen months as dayjs adds them"),
      t(`${R}end-of-subscription/rules/prolongation-offer.test.ts`, "the VAT note (deals.md §9: 19 percent)"),
    ],
  },
  {
    id: "deals-§9-buy-car-offer",
    section: "§9",
    rule: "Buy-car offer = presale target − damage equivalent − km equivalent, rounded, in EUR without decimals, labelled non-binding.",
    tests: [
      t(`${R}end-of-subscription/rules/buy-car-offer.test.ts`, "presale target − damage equivalent − km equivalent, rounded"),
      t(`${E}buy-car.spec.ts`, "the rule's amounts"),
    ],
  },
  {
    id: "deals-§9-buy-out-estimate",
    section: "§9",
    rule: "Buy-out estimate ceil10((1.03*x+1500)*1.19).",
    tests: [t(`${R}end-of-subscription/rules/buy-car-offer.test.ts`, "buyOutEstimate (deals.md §9: ceil10((1.03·x + 1500)·1.19))")],
  },
  {
    id: "deals-§9-buy-car-config-days",
    section: "§9",
    rule: "Buy-car config minimum days values 999 and 998.",
    tests: [t(`${R}end-of-subscription/rules/buy-car.test.ts`, "carries the config's 999 and 998 days")],
    reading: "The days before and after the return date that the buy-car window reaches.",
  },
  {
    id: "deals-§9-referral-teaser-link",
    section: "§9",
    rule: "Referral teaser link /portal/de-DE/referral.",
    tests: [t("src/modules/referral-teaser/referral-teaser.test.tsx", "shows its texts and links to the referral page of the locale")],
  },
  {
    id: "deals-§9-berlin-timezone",
    section: "§9",
    rule: "Client timezone Europe/Berlin.",
    tests: [t("src/lib/calendar-day.test.ts", "reads a moment in Berlin whatever zone it carries")],
  },
  {
    id: "deals-§9-loyalty-caches-5-minutes",
    section: "§9",
    rule: "Loyalty-related caches 5 minutes.",
    tests: [t("src/api/use-bff.test.tsx", "read policies of the spec (account.md §7)")],
  },
  {
    id: "deals-§9-workflow-dedupe-5-minutes",
    section: "§9",
    rule: "Workflow trigger de-duplicated for 5 minutes.",
    tests: [
      t(`${B}outbox/outbox.test.ts`, "the workflow trigger once in 5 minutes per car"),
      t(`${B}service-requests/service-request-service.test.ts`, "sends the workflow trigger once in 5 minutes per car"),
    ],
  },
  {
    id: "deals-§9-stored-account-id-90-days",
    section: "§9",
    rule: "Stored account id lasts 90 days.",
    tests: [t(`${R}account/rules/payment-methods.test.ts`, "keeps the stored contact id 90 days")],
  },
  {
    id: "deals-§9-summer-promotion",
    section: "§9",
    rule: "Summer promotion 10 percent, 14 to 23 July 2025.",
    tests: [
      t("src/modules/dynamic-promos/dynamic-promos.test.tsx", "names the 10 percent and the days"),
      t("src/modules/dynamic-promos/dynamic-promos.test.tsx", "(Berlin) it shows: %s"),
    ],
    reading: "A dynamic promo in content (promo-summer-2025), shown from 14 July 2025 00:00 to 23 July 2025 24:00 Berlin time.",
  },
  {
    id: "deals-§9-minor-damage-400",
    section: "§9",
    rule: "Minor damage cover up to 400 euros.",
    tests: [
      t("src/features/services/components/services-block.test.tsx", "minor damage cover up to 400 euros"),
      t("src/features/services/rules/included-services.test.ts", "minor damage, covered up to 400 euros"),
    ],
  },
  {
    id: "deals-§9-return-protocol-payment-7-days",
    section: "§9",
    rule: "Return protocol about 7 days after return; payment method to be chosen within 7 days else automatic debit.",
    tests: [t("tests/unit/content-figures.test.ts", "figures of the spec that content states")],
    reading:
      "Both are content: the scheduled-return checklist and the ended deal's text block say the return report comes about 7 days after the return; the ended deal's text block says the payment method is to be chosen within 7 days after the final invoice, else the amount is debited.",
  },
  {
    id: "deals-§9-breakpoints-steps",
    section: "§9",
    rule: "Breakpoints sm 600, md 1120, lg 1440, xl 1920, max 2100; carousel and scroll step 500 px (100 px for some buttons); image load timeout 5 s.",
    tests: [
      t("src/ui/breakpoints.test.ts", "starts at %i px: the media query the style sheets use"),
      t("src/ui/breakpoints.test.ts", "are the only widths the style sheets' media queries name"),
      t("src/modules/car-slider/car-slider-frame.test.tsx", "moves the list by %i px"),
    ],
    reading:
      "The portal's one carousel (the car slider) moves 500 px per arrow; it has no other scroll buttons for a 100 px step, and its pictures are plain <img> elements the browser loads (no script loader with a 5 s timeout to give up on).",
  },
];

const untraced: UntracedRule[] = [
  {
    id: "deals-§9-analytics-defaults",
    section: "§9",
    rule: "Default km package 500 for analytics; extra_5000 in saving calculation.",
    reason:
      "no test: cannot apply here: the portal records no product-analytics event that carries a km package, and computes no saving against an extra_5000 package; both belong to the shop's car configurator and checkout, which this portal links to but does not contain",
    reading:
      "Kept as the one figure of deals.md §9 without a product counterpart; the portal's tracking catalogue (src/lib/analytics/events.ts) has no km-package property to default.",
  },
];

export const dealsRules: SpecRuleTable = {
  document: "deals.md",
  sections: [
    { section: "§1", title: "What the product does and for whom", status: "traced" },
    { section: "§2", title: "Screens and routes", status: "traced" },
    {
      section: "§3",
      title: "Entities and their fields",
      status: "partly traced",
      note: "Enumerations, units and derived fields are traced; the field lists themselves are the endpoint catalogue's schemas, checked by the security suite.",
    },
    { section: "§4", title: "States and transitions", status: "traced" },
    { section: "§5", title: "Validation rules", status: "traced" },
    { section: "§6", title: "Roles and permissions", status: "traced" },
    {
      section: "§7",
      title: "The calls it makes",
      status: "partly traced",
      note: "Each call is an entry of the endpoint catalogue (one row here); the calls' particular behaviours are traced where the spec states one.",
    },
    { section: "§8", title: "The error catalogue", status: "traced" },
    { section: "§9", title: "Business constants and limits", status: "traced" },
  ],
  rules,
  untraced,
};
