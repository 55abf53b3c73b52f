/**
 * Step-form endpoints are URL templates in content (account.md §5 "Shared form rules"): only
 * `customer_id`, `subscription_id` and `lead_id` may be filled in; any other placeholder raises
 * "Unsupported parameter in URL".
 */
export const URL_TEMPLATE_PARAMETERS = ["customer_id", "subscription_id", "lead_id"] as const;
export type UrlTemplateParameter = (typeof URL_TEMPLATE_PARAMETERS)[number];
export type UrlTemplateValues = Partial<Record<UrlTemplateParameter, string | null>>;

export class UnsupportedUrlParameterError extends Error {
  override name = "UnsupportedUrlParameterError";
  constructor(readonly parameter: string) {
    super("Unsupported parameter in URL");
  }
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

function isTemplateParameter(name: string): name is UrlTemplateParameter {
  return (URL_TEMPLATE_PARAMETERS as readonly string[]).includes(name);
}

/** The placeholders of a template; throws for one that is not allowed. */
export function templateParameters(template: string): UrlTemplateParameter[] {
  return [...template.matchAll(PLACEHOLDER)].map(([, name = ""]) => {
    if (!isTemplateParameter(name)) throw new UnsupportedUrlParameterError(name);
    return name;
  });
}

export function fillUrlTemplate(template: string, values: UrlTemplateValues): string {
  templateParameters(template);
  return template.replace(PLACEHOLDER, (_, name: UrlTemplateParameter) => {
    const value = values[name];
    if (!value) throw new Error(`Missing value for ${name} in URL`);
    return encodeURIComponent(value);
  });
}
