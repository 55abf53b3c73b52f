import { defineContract } from "@/cms/module-contract";

/**
 * Code-owned features that a `featureModule` entry places on a page, by key: the one list of them
 * (the schema's enumeration is generated from it, `cms/schema/code-enumerations.ts`; each has its
 * component in `feature-module.tsx`). `pageHeading`: the feature renders its page's level-one
 * heading (its title). `titleHeading`: the feature's heading is the entry's title, at the level the
 * page gives it (`titleTag`: the h1 where it reads the page's title).
 */
export const FEATURES = {
  "subscription-list": { pageHeading: true },
  "vehicle-details": { pageHeading: true },
  "sign-in": { pageHeading: true },
  "business-sign-in": { pageHeading: true },
  "order-status": {},
  "return-status": {},
  documents: {},
  "damage-reports": {},
  invoices: { pageHeading: true },
  "business-details": {},
  services: {},
  "mileage-status": {},
  "category-subscription": {},
  "car-picker": {},
  "service-confirmation": {},
  "insurance-addons": {},
  "insurance-upgrade": {},
  "one-time-mileage": {},
  "extend-options": {},
  prolongation: { titleHeading: true },
  "prolongation-success": {},
  "account-deletion": {},
  "delete-account-confirm": {},
  "account-deletion-dismiss": {},
  "deals-preventing-deletion": {},
  "buy-car": {},
  "car-search": { pageHeading: true },
  "account-data": {},
  "account-contact": {},
  "edit-account": { pageHeading: true },
  "edit-company": { pageHeading: true },
  "change-password": { pageHeading: true },
  "hosted-payment": { pageHeading: true },
  "drivers-list": { pageHeading: true },
  "driver-add": { pageHeading: true },
  "reset-password": { pageHeading: true },
  "business-portal": { pageHeading: true },
  "business-contacts": { pageHeading: true },
  referral: { pageHeading: true },
  "newsletter-confirm": { pageHeading: true },
} as const satisfies Record<string, { pageHeading?: true; titleHeading?: true }>;

export type FeatureKey = keyof typeof FEATURES;
export const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[];

/** Whether the feature's heading is its entry's title (`titleHeading`). */
export function titlesItsHeading(key: FeatureKey): boolean {
  return "titleHeading" in FEATURES[key];
}

/** Whether the feature renders its page's level-one heading. */
export function rendersOwnHeading(key: FeatureKey): boolean {
  return "pageHeading" in FEATURES[key];
}

export interface FeatureModuleFields {
  key: FeatureKey;
  title: string | null;
}

export const featureModuleContract = defineContract({
  contentType: "featureModule",
  fields: (entry): FeatureModuleFields => ({ key: entry.requiredOneOf("key", FEATURE_KEYS), title: entry.text("title") }),
});
