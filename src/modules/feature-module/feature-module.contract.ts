import { defineContract } from "@/cms/module-contract";

/** Code-owned features that a `featureModule` entry places on a page; each has its component in `feature-module.tsx`. */
export const FEATURE_KEYS = [
  "subscription-list",
  "vehicle-details",
  "sign-in",
  "business-sign-in",
  "order-status",
  "return-status",
  "documents",
  "damage-reports",
  "invoices",
  "business-details",
  "services",
  "mileage-status",
  "category-subscription",
  "car-picker",
  "service-confirmation",
  "insurance-addons",
  "insurance-upgrade",
  "one-time-mileage",
  "extend-options",
  "prolongation",
  "prolongation-success",
  "account-deletion",
  "delete-account-confirm",
  "account-deletion-dismiss",
  "deals-preventing-deletion",
  "buy-car",
  "car-search",
  "account-data",
  "account-contact",
  "edit-account",
  "edit-company",
  "change-password",
  "hosted-payment",
  "drivers-list",
  "driver-add",
  "reset-password",
  "business-portal",
  "business-contacts",
  "referral",
  "newsletter-confirm",
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export interface FeatureModuleFields {
  key: FeatureKey;
  title: string | null;
}

export const featureModuleContract = defineContract({
  contentType: "featureModule",
  fields: (entry): FeatureModuleFields => ({ key: entry.requiredOneOf("key", FEATURE_KEYS), title: entry.text("title") }),
});
