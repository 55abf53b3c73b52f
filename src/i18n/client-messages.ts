import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces client components read. Only these travel to the browser; everything
 * else is rendered on the server, so the page does not ship every text of the portal.
 *
 * The layout's provider carries those of the site chrome, the generic parts (dialogs, errors,
 * step forms and their results, the sign-in dialog any page opens) and the deal pages' read side.
 */
export const LAYOUT_NAMESPACES = [
  "signIn",
  "signInFlow",
  "authMessages",
  "socialSignIn",
  "dialog",
  "errors",
  "validation",
  "problems",
  "chrome",
  "appBanner",
  "carSearch",
  "damageReports",
  "subscriptionList",
  "dealModals",
  "stepForms",
  "mileage",
  "mileageUpgrade",
  "appraisal",
  "serviceRequests",
] as const;

/**
 * The namespaces of one feature's client parts, and the feature (its folder) whose parts alone read
 * them. They travel only with the page that renders those parts, in a provider of their own
 * (`FeatureMessages`): every page carried all of them, about two thirds of its texts.
 */
export const FEATURE_NAMESPACES = {
  myAccount: "account",
  drivers: "drivers",
  loyalty: "loyalty",
  referral: "loyalty",
  businessPortal: "business",
  prolongation: "end-of-subscription",
  buyCar: "end-of-subscription",
  insurance: "insurance",
  addons: "insurance",
  chat: "chat",
} as const;

export type FeatureNamespace = keyof typeof FEATURE_NAMESPACES;

/** The layout's namespaces, and those of the features named, from all of a locale's messages. */
export function pickClientMessages(messages: AbstractIntlMessages, features: readonly FeatureNamespace[] = []): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of [...LAYOUT_NAMESPACES, ...features]) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
