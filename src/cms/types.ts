/**
 * The resolved content model: what a content source hands to the composer after it has
 * picked the locale, resolved links and checked every entry against `cms-schema/`.
 * Field names follow the content type definitions in `cms-schema/content-types.json`.
 */
import type { FieldValidation } from "@/features/step-forms/validators/field-validations";
import type { FieldCondition } from "@/features/step-forms/rules/field-condition";
import type { ResolvedSiteChrome } from "@/features/chrome/rules/chrome-content";
import type { Locale } from "@/i18n/locales";
import type { FormFieldKind } from "@/features/step-forms/field-kinds";
import type { ModuleEntryFor } from "./module-props";
import type { ModuleType, RegisteredContract } from "./module-contracts";

/** Names of the visibility rules (`cms/visibility.ts`); the schema enumerates the same list. */
import type { VisibilityRuleName } from "./visibility";
export type { VisibilityRuleName };

/** Values a form can start from, loaded on the server by name (`features/step-forms/prefill.server.ts`). */
export const STEP_FORM_PREFILLS = ["return", "handover", "contract-address", "service-request", "mileage-upgrade"] as const;
export type StepFormPrefill = (typeof STEP_FORM_PREFILLS)[number];
export const STEP_FORM_METHODS = ["POST", "PUT", "PATCH"] as const;
/**
 * "save-error-modal": the error modal alone, titled `errorTitle` and saying `errorMessage` from
 * content (deals.md §8 "Mileage upgrade error modal: saving failed, try again or contact support").
 */
/**
 * "retry-or-leave": the toast, then a modal with retry and a cancel that leads back to the
 * subscription (deals.md §8 "Schedule service with … non-200 answer: error modal with retry and
 * cancel; its confirm goes to /de-DE/mycars/{id}").
 */
export const STEP_FORM_ERROR_ACTIONS = ["request-error-modal", "message", "save-error-modal", "retry-or-leave"] as const;
/** "close-modal": the modal around the form closes on success, its `successToast` staying on the page (deals.md §7 deposit refund). */
export const STEP_FORM_RESULTS = [
  "message",
  "close-modal",
  "success-modal",
  "mileage-report-outcome",
  "service-confirmation",
  "mileage-upgrade-success",
] as const;
/**
 * Checks a form makes as it opens, by name (`features/step-forms/preflight.ts`): "schedule-service"
 * asks where the car's request goes (deals.md §5, §7); without an answer the error modal opens.
 */
export const STEP_FORM_PREFLIGHTS = ["schedule-service"] as const;
export type StepFormPreflight = (typeof STEP_FORM_PREFLIGHTS)[number];

export interface FormField {
  id: string;
  name: string;
  label: string;
  kind: FormFieldKind;
  placeholder: string | null;
  helpText: string | null;
  /** A choice's `visibility`: rules about the deal that must hold for it to be offered (a service the car can have). */
  options: { value: string; label: string; visibility?: VisibilityRuleName[] }[];
  validations: FieldValidation[];
  condition: FieldCondition | null;
  /**
   * Rules about the deal and customer (`cms/visibility.ts`) that must hold for the field to be part of
   * the form at all: shown, checked and sent (a change's fee only once a return is booked, deals.md §9).
   */
  visibility: VisibilityRuleName[];
  /**
   * Shown but locked while this holds (deals.md §5 "Address fields are disabled while sameAddress
   * is true; the occurrence date is disabled while unknownDate is true"): neither checked nor sent,
   * and a date loses its value ("a disabled calendar clears its value").
   */
  disabledWhen: FieldCondition | null;
  /** The key of the value in the posted body; the field's name when not set. */
  mapTo: string | null;
  /** Where the field reads its dates, address or amount (deals.md §7 "a generic lookup"). */
  lookup: FieldLookup | null;
  /**
   * Sent on its own once the form was accepted, not in the form's body: `{ url, key }` posts
   * `{ [key]: value }` (deals.md §7: the return reason goes to non-retention-comment).
   */
  sendTo: { url: string; key: string } | null;
  /**
   * Kind `photos`: where each chosen image is posted (multipart `file`, `subscription_id`,
   * `timestamp`, deals.md §7); the answer's `path.location` becomes part of the field's value.
   */
  upload: { url: string } | null;
}

/**
 * A read a field makes while the form is filled in: a GET with query parameters taken from other
 * fields (empty ones skipped, deals.md §7 "null values skipped"), or a POST of the form's values
 * (a fee of the change). The URL is a template on the form allow-list, filled on the server.
 */
export interface FieldLookup {
  url: string;
  method: "GET" | "POST";
  /** Query parameter → the field whose value it carries. */
  query: Record<string, string>;
  /** The part of the answer the field shows, as a dotted path ("availabilities", "compound_locations.0"). */
  path: string | null;
  /**
   * A part of the answer that must not be empty for the field to count as filled: a depot address
   * needs its dates ("self_return_availabilities"), else the step is blocked (deals.md §4).
   */
  requires: string | null;
  /**
   * An autocomplete's picks: a key of the chosen suggestion → the field it fills
   * (`{ "street": "handoverStreet" }`, deals.md §2 "B2B variants use … autocompletes").
   */
  fills: Record<string, string>;
}

export interface FormStep {
  id: string;
  title: string;
  fields: FormField[];
  condition: FieldCondition | null;
  /**
   * Its primary action (next, or submit on the last step) is disabled until every required field
   * has a value, not only while a field shows an error: where the spec gates on a value (deals.md §5
   * "submit enabled only when a value is entered", §4 "Step 1 is disabled until a package is
   * chosen", "next is disabled until at least one service is ticked"). Absent is false.
   */
  continueWhenFilled?: boolean;
  /** Rules about the deal and customer (`cms/visibility.ts`) that must hold for the step to be asked. */
  visibility: VisibilityRuleName[];
  /**
   * Set by the page: a rule failed, so the step is not shown; its prefilled values are still sent
   * (a business return's pickup contact is the deal's, deals.md §6).
   */
  skipped?: boolean;
}

export interface StepFormFields {
  title: string | null;
  steps: FormStep[];
  submit: {
    /** A URL template, already checked against the allow-list (`features/step-forms/rules`). */
    url: string;
    method: (typeof STEP_FORM_METHODS)[number];
    includeDealId: boolean;
    /** The body key the deal id is sent under: `dealId` unless content names another (`subscription_id`). */
    dealIdKey: string;
    /** Body values the form always sends, whatever was typed (deals.md §7: a damage report's country, Germany). */
    fixedValues: Readonly<Record<string, string>>;
    text: string;
  };
  errorAction: (typeof STEP_FORM_ERROR_ACTIONS)[number];
  errorMessage: string | null;
  /** The error modal's title with the error action "save-error-modal". */
  errorTitle?: string | null;
  result: (typeof STEP_FORM_RESULTS)[number];
  successTitle: string | null;
  successText: string | null;
  /** A toast on success as well (deals.md §8 "Ihr Rückgabetermin ist bestätigt"). */
  successToast: string | null;
  /** The values the form starts from. */
  prefill: StepFormPrefill | null;
  /** A check the form makes as it opens; its answer is the address the form is sent to. */
  preflight: StepFormPreflight | null;
}

export type { ModuleType };

/** A resolved entry of a registered module type; tests and the composer name it by content type. */
export type ModuleEntryOf<T extends ModuleType> = ModuleEntryFor<Extract<RegisteredContract, { contentType: T }>>;

export type ModuleEntry = { [T in ModuleType]: ModuleEntryOf<T> }[ModuleType];

/**
 * An entry the page links to that the composer cannot render: an unknown content type, or an
 * entry that failed its schema check. Customers see nothing (a warning is logged); editors in
 * preview see a labelled placeholder.
 */
export interface UnsupportedModule {
  id: string;
  type: "unsupported";
  contentType: string;
  problem: string;
  visibility: VisibilityRuleName[];
}

export type PageModule = ModuleEntry | UnsupportedModule;

/**
 * What the resolver attaches to an embedded entry or an entry link inside rich text, as
 * `node.data.resolved`: the module to render in place, or the page to link to; null when the
 * target cannot be shown (missing, unpublished, a cycle, or a page with a dynamic segment).
 */
export type RichTextTarget = { kind: "module"; module: PageModule } | { kind: "page"; slug: string } | null;

export interface ResolvedPage {
  id: string;
  /** As in content: a path below the locale, e.g. "" (home), "mycars", "mycars/[dealId]". */
  slug: string;
  title: string;
  seo: { title: string; description: string | null; noIndex: boolean };
  modules: PageModule[];
  /** Modules beside the main column on wide screens (e.g. the B2B aside), below it on phones. */
  aside: PageModule[];
  /** Every entry the page was built from, itself included: a change to any of them changes the page. */
  includes: string[];
}

export interface ContentOptions {
  preview: boolean;
}

/** One interface, two implementations: fixtures (default, no network) and Contentful. */
export interface ContentSource {
  readonly name: "fixtures" | "contentful";
  getPage(slug: string, locale: Locale, options: ContentOptions): Promise<ResolvedPage | null>;
  listPageSlugs(locale: Locale, options: ContentOptions): Promise<string[]>;
  getSiteChrome(locale: Locale, options: ContentOptions): Promise<ResolvedSiteChrome>;
}
