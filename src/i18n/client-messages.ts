import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces client components read. Only these travel to the browser; everything
 * else is rendered on the server, so the page does not ship every text of the portal.
 *
 * The layout's provider carries only what the site chrome and the generic parts any page may show
 * use: dialogs, errors, the checks and refusals any form may show (`validation`, `problems`: the
 * BFF's refusal codes are worded through `features/errors/rules/problem-message.ts`), the header's
 * search (a part of `carSearch`, named by its path). Each of these is in the RSC payload of every page, an inline
 * script the phone parses before the page turns interactive.
 */
export const LAYOUT_NAMESPACES = ["dialog", "errors", "validation", "problems", "chrome", "appBanner", "carSearch.aiSearch"] as const;

/**
 * The namespaces of client parts that only some pages render, and the folders (under `src/`) whose
 * parts alone read them. They travel only with the page that renders those parts, in a provider
 * of their own (`FeatureMessages`): the sign-in dialog's texts (about 16 KB) and the deal pages'
 * were in every page's payload. A namespace the layout carries a part of (`carSearch`) is carried
 * whole here.
 */
export const FEATURE_NAMESPACES = {
  myAccount: ["features/account"],
  drivers: ["features/drivers"],
  loyalty: ["features/loyalty"],
  referral: ["features/loyalty"],
  businessPortal: ["features/business"],
  prolongation: ["features/end-of-subscription"],
  buyCar: ["features/end-of-subscription"],
  insurance: ["features/insurance"],
  addons: ["features/insurance"],
  chat: ["features/chat"],
  signIn: ["features/auth"],
  signInFlow: ["features/auth"],
  socialSignIn: ["features/auth"],
  // The email-verification modal opens from the account menu too.
  authMessages: ["features/auth", "features/account"],
  carSearch: ["features/car-search"],
  damageReports: ["features/damage"],
  subscriptionList: ["features/damage"],
  dealModals: ["features/deal-modals"],
  stepForms: ["features/step-forms"],
  // The result views of step forms render inside the step form (`STEP_FORM_RESULTS`).
  mileage: ["features/mileage", "features/insurance"],
  mileageUpgrade: ["features/mileage"],
  appraisal: ["features/returns"],
  serviceRequests: ["features/service-requests"],
} as const satisfies Record<string, readonly string[]>;

export type FeatureNamespace = keyof typeof FEATURE_NAMESPACES;

/** The namespace of a message path (`carSearch` of `carSearch.aiSearch`). */
export function namespaceOf(path: string): string {
  const dot = path.indexOf(".");
  return dot < 0 ? path : path.slice(0, dot);
}

/** The layout's namespaces, and those of the features named, from all of a locale's messages. */
export function pickClientMessages(messages: AbstractIntlMessages, features: readonly FeatureNamespace[] = []): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of LAYOUT_NAMESPACES) {
    const namespace = namespaceOf(path);
    const part = path.slice(namespace.length + 1);
    const value = messages[namespace];
    if (part === "") {
      if (value !== undefined) picked[namespace] = value;
    } else if (typeof value === "object" && value[part] !== undefined) {
      picked[namespace] = { ...(picked[namespace] as AbstractIntlMessages | undefined), [part]: value[part] };
    }
  }
  for (const namespace of features) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
