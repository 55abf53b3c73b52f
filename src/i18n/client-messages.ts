import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces client components read. Only these travel to the browser; everything
 * else is rendered on the server, so the page does not ship every text of the portal.
 */
export const CLIENT_NAMESPACES = [
  "signIn",
  "signInFlow",
  "authMessages",
  "dialog",
  "errors",
  "damageReports",
  "subscriptionList",
  "dealModals",
  "stepForms",
  "validation",
  "problems",
  "mileage",
  "appraisal",
  "appBanner",
  "serviceRequests",
  "mileageUpgrade",
  "insurance",
  "addons",
  "prolongation",
  "buyCar",
  "carSearch",
  "myAccount",
  "drivers",
  "socialSignIn",
  "businessPortal",
  "loyalty",
  "referral",
  "chrome",
  "chat",
] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of CLIENT_NAMESPACES) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
