/** Public calls: the car search, the newsletter, the operations side's triggers and tracking. Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import { CAR_QUERY_KEYS } from "@/features/car-search/rules/car-query";
import { newsletterConfirmationSchema, newsletterSignUpSchema } from "@/features/chrome/schemas/newsletter";
import {
  checkTrackingEvent,
  TRACKING_COLLECTOR_PATH,
  TRACKING_EVENT_NAMES,
  TRACKING_PAGE_PATTERN,
  TRACKING_TIME_PATTERN,
} from "@/lib/analytics/events";
import { AI_SEARCH_MAX_LENGTH, type AiSearchAnswer, type CarsAnswer } from "@/features/car-search/types";
import { endpoint, bff, str, BFF, type Endpoint } from "./define";

export const publicEndpoints = {
  // Served by this app at /portal/api/ai-search and /portal/api/cars, public: no session.
  // The AI search is throttled per client address in its route (`app/api/ai-search/route.ts`).
  postAiSearch: bff<AiSearchAnswer>()({
    method: "POST",
    path: "/portal/api/ai-search",
    scope: "public",
    status: "implemented",
    // A person types a handful of searches a minute; each may call a language model.
    perClientPerMinute: 20,
    body: yup.object({
      // No yup `.trim()`: its transform would call trim on a non-string body value (a 500); the service trims.
      message: yup
        .string()
        .defined()
        .required()
        .max(AI_SEARCH_MAX_LENGTH)
        .test("not-blank", "${path} is a required field", (value) => typeof value !== "string" || value.trim() !== ""),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "account.md §3, §5, §7",
  }),
  // The filters are read by `features/car-search/rules/car-query.ts` (400 with the reason for a bad one).
  getCars: bff<CarsAnswer>()({
    method: "GET",
    path: "/portal/api/cars",
    scope: "public",
    status: "implemented",
    body: yup.object(Object.fromEntries(CAR_QUERY_KEYS.map((key) => [key, yup.string().max(1000)]))),
    spec: "account.md §2 Site links, §7",
  }),
  // The footer's sign-up (account.md §3, §5): stored as pending and answered by a confirmation
  // mail (double opt-in); one row per address, so a repeat writes nothing new (and a pending
  // address is mailed again at most every 10 minutes). Public: visitors sign up.
  postNewsletterSignUp: bff<{ status: "pending" }>()({
    method: "POST",
    path: `${BFF}/newsletter`,
    scope: "public",
    status: "implemented",
    // Each may send a confirmation mail (one per address and resend period): a client cannot mail a list of strangers.
    perClientPerMinute: 10,
    body: newsletterSignUpSchema,
    spec: "account.md §3 Newsletter form, §5 Newsletter, §7",
  }),
  // The confirmation mail's link opens a page whose button posts the token: the sign-up becomes
  // confirmed and postNewsletter is written to the outbox. Again: the same answer, nothing written.
  postNewsletterConfirmation: bff<{ status: "confirmed" }>()({
    method: "POST",
    path: `${BFF}/newsletter/confirm`,
    scope: "public",
    status: "implemented",
    // A link is opened once; guessing tokens is not a way in.
    perClientPerMinute: 30,
    body: newsletterConfirmationSchema,
    spec: "account.md §7 Newsletter form",
  }),
  // Delivered by the outbox (topic "newsletter") once a sign-up is confirmed.
  postNewsletter: endpoint<unknown>()({
    method: "POST",
    path: "/automation/newsletter",
    host: "automation",
    scope: "public",
    status: "planned",
    body: yup.object({
      firstname: str().required(),
      lastname: str().required(),
      email: yup.string().email().required(),
      gdpr: yup.boolean().oneOf([true]).required(),
    }),
    spec: "account.md §7",
  }),
  // Delivered by the outbox with each service request (topic "workflow-trigger", once in 5 minutes per car).
  postWorkflowTrigger: endpoint<unknown>()({
    method: "POST",
    path: "/automation/workflow-trigger",
    host: "automation",
    scope: "account",
    status: "planned",
    body: yup.object({ car_id: str().required() }),
    spec: "account.md §7",
  }),

  // Tracking: the collector of the browser's events, sent only after the visitor's consent
  // (`lib/analytics/`). Public (visitors are tracked too) and cross-site protected like every write;
  // the name must be the catalogue's and the properties that event's (422 otherwise, nothing stored);
  // the JSON default of 16 KB bounds the body (a property's text at most 200 characters).
  postTrackingEvent: bff<{ status: "stored" }>()({
    method: "POST",
    path: TRACKING_COLLECTOR_PATH,
    scope: "public",
    status: "implemented",
    // A visitor's clicks and views: a few a second at most, each a stored row.
    perClientPerMinute: 300,
    body: yup.object({
      name: yup.string().strict().oneOf(TRACKING_EVENT_NAMES).required(),
      properties: yup
        .mixed<Record<string, string | number | boolean>>()
        .required()
        .test("catalogue", "${path} do not fit the event", function fitsTheEvent(value) {
          const problem = checkTrackingEvent((this.parent as { name?: unknown }).name, value);
          return problem === null || this.createError({ message: problem });
        }),
      page: yup.string().strict().max(300).matches(TRACKING_PAGE_PATTERN).required(),
      occurredAt: yup.string().strict().max(40).matches(TRACKING_TIME_PATTERN).required(),
    }),
    spec: "deals.md §7 Tracking events; account.md §7, §9",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
