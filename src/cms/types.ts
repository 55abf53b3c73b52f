/**
 * The resolved content model: what a content source hands to the composer after it has
 * picked the locale, resolved links and checked every entry against `cms-schema/`.
 * Field names follow the content type definitions in `cms-schema/content-types.json`.
 */
import type { Document } from "@contentful/rich-text-types";
import type { FieldValidation } from "@/features/step-forms/validators/field-validations";
import type { FieldCondition } from "@/features/step-forms/rules/field-condition";
import type { Locale } from "@/i18n/locales";

/** Names of the visibility rules (`cms/visibility.ts`); the schema enumerates the same list. */
export const VISIBILITY_RULE_NAMES = [
  "deal-is-active",
  "deal-is-in-preparation",
  "deal-is-ended",
  "deal-is-lead",
  "deal-is-b2b",
  "deal-is-b2c",
  "car-was-handed-over",
  "return-is-scheduled",
  "return-is-not-scheduled",
  "return-can-be-planned",
  "return-in-progress",
  "return-type-choice-open",
  "return-reminder-banner",
  "subscription-ends-soon",
  "order-status-visible",
  "delivery-delayed",
  "end-of-subscription-options-offered",
  "end-of-subscription-return-window-open",
  "swap-banner-return-window-open",
  "retention-window-open",
  "legacy-prolongation-applies",
  "mileage-upgrade-visible",
  "deductible-reduction-offered",
  "auto-renewal-notice",
] as const;
export type VisibilityRuleName = (typeof VISIBILITY_RULE_NAMES)[number];

/** Code-owned features that a `featureModule` entry places on a page. */
export const FEATURE_KEYS = [
  "subscription-list",
  "vehicle-details",
  "sign-in",
  "deal-banners",
  "order-status",
  "return-status",
  "documents",
  "damage-reports",
  "invoices",
  "business-details",
  "services",
  "category-subscription",
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** Deal fields a data-list item may show, and how to format them. */
export const DATA_LIST_FIELDS = [
  "car.oem",
  "car.model",
  "car.trim",
  "car.fuel",
  "car.license_plate",
  "driver.name",
  "amount",
  "term",
  "end_date",
  "minimum_commitment_end_date",
  "mileage_package",
  "additional_mileage_fee",
  "damage_deductible_vollkasko",
  "damage_deductible_teilkasko",
] as const;
export type DataListField = (typeof DATA_LIST_FIELDS)[number];
export const DATA_LIST_FORMATS = ["text", "currency", "currency-cents", "date", "months", "km-per-month", "currency-per-km"] as const;
export type DataListFormat = (typeof DATA_LIST_FORMATS)[number];

export const ACTION_GRID_COLUMNS = [1, 2, 3] as const;

export interface CtaFields {
  text: string;
  href: string | null;
  ctaType: "link" | "button";
  newTab: boolean;
  modal: string | null;
  ctaAction: string | null;
  variant: "primary" | "secondary" | "tertiary";
  withBorder: boolean;
  moveUp: boolean;
  moveDown: boolean;
  trackingLocation: string | null;
}

export interface AccordionItem {
  id: string;
  title: string;
  body: Document;
}

export interface ContactNumber {
  id: string;
  label: string;
  phoneNumber: string;
  hours: string | null;
}

export interface DataListItem {
  id: string;
  label: string;
  /** Either a deal field rendered with `format`, or a fixed `value` from content. */
  field: DataListField | null;
  format: DataListFormat;
  value: string | null;
}

export const ANNOUNCEMENT_ROLES = ["admin", "driver", "fleet_manager", "b2c_customer"] as const;
export type AnnouncementRole = (typeof ANNOUNCEMENT_ROLES)[number];
export const ANNOUNCEMENT_TYPES = ["info", "warning", "success"] as const;
/** Promo audiences: the announcement roles and visitors without a session. */
export const PROMO_AUDIENCES = ["visitor", ...ANNOUNCEMENT_ROLES] as const;
export type PromoAudience = (typeof PROMO_AUDIENCES)[number];
export const PROMO_MAX_ITEMS = [1, 2, 3] as const;

export interface CarOffer {
  id: string;
  name: string;
  image: string;
  /** Whole euros a month, gross. */
  priceFrom: number;
  href: string;
}

export interface Promo {
  id: string;
  title: string;
  text: string | null;
  cta: (CtaFields & { id: string }) | null;
  startDate: string | null;
  endDate: string | null;
  audiences: PromoAudience[];
  /** Deal rules, as on modules: on a page without a deal a promo naming any stays hidden. */
  visibility: VisibilityRuleName[];
}

export const FORM_FIELD_KINDS = ["text", "number", "date", "select", "checkbox", "file", "phone", "postcode", "iban"] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];
export const STEP_FORM_METHODS = ["POST", "PUT", "PATCH"] as const;
export const STEP_FORM_ERROR_ACTIONS = ["request-error-modal", "message"] as const;
export const STEP_FORM_RESULTS = ["message", "mileage-report-outcome"] as const;

export interface FormField {
  id: string;
  name: string;
  label: string;
  kind: FormFieldKind;
  placeholder: string | null;
  helpText: string | null;
  options: { value: string; label: string }[];
  validations: FieldValidation[];
  condition: FieldCondition | null;
  /** The key of the value in the posted body; the field's name when not set. */
  mapTo: string | null;
}

export interface FormStep {
  id: string;
  title: string;
  fields: FormField[];
  condition: FieldCondition | null;
}

export interface StepFormFields {
  title: string | null;
  steps: FormStep[];
  submit: {
    /** A URL template, already checked against the allow-list (`features/step-forms/rules`). */
    url: string;
    method: (typeof STEP_FORM_METHODS)[number];
    includeDealId: boolean;
    text: string;
  };
  errorAction: (typeof STEP_FORM_ERROR_ACTIONS)[number];
  errorMessage: string | null;
  result: (typeof STEP_FORM_RESULTS)[number];
  successTitle: string | null;
  successText: string | null;
}

export interface ModuleFieldsByType {
  textblock: { title: string | null; body: Document };
  divider: { spacing: "small" | "medium" | "large" };
  accordion: { title: string | null; items: AccordionItem[] };
  cta: CtaFields;
  actionGrid: {
    title: string | null;
    /** Tiles per row on wide screens (deals.md §2: 1 to 3, default 3). */
    columns: (typeof ACTION_GRID_COLUMNS)[number];
    /** CTA entries; each keeps its own visibility rules. */
    actions: { id: string; type: "cta"; visibility: VisibilityRuleName[]; fields: CtaFields }[];
  };
  emergencyCallBlock: { title: string; description: string | null; numbers: ContactNumber[] };
  dataList: { title: string | null; items: DataListItem[] };
  announcement: {
    title: string;
    description: string | null;
    cta: (CtaFields & { id: string }) | null;
    config: {
      name: string;
      startDate: string | null; // ISO date-time; shown from then on (Europe/Berlin)
      endDate: string | null;
      allowedRoles: AnnouncementRole[];
      type: (typeof ANNOUNCEMENT_TYPES)[number];
    };
  };
  featureModule: { key: FeatureKey; title: string | null };
  dynamicPromos: { title: string | null; maxItems: (typeof PROMO_MAX_ITEMS)[number]; promos: Promo[] };
  referralTeaser: { title: string; text: string | null; ctaText: string };
  carSlider: { title: string | null; onlyWithoutSubscription: boolean; offers: CarOffer[] };
  steps: StepFormFields;
  devOnly: { title: string | null; note: string | null };
}

export type ModuleType = keyof ModuleFieldsByType;

export interface ModuleEntryOf<T extends ModuleType> {
  id: string;
  type: T;
  visibility: VisibilityRuleName[];
  fields: ModuleFieldsByType[T];
}

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
}
