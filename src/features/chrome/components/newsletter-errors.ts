import { newsletterSignUpSchema } from "../schemas/newsletter";

export type NewsletterField = "firstname" | "lastname" | "email" | "gdpr";
export type NewsletterValues = { firstname: string; lastname: string; email: string; gdpr: boolean };
export type NewsletterError = "required" | "email" | "max" | "oneLine";
export type NewsletterErrors = Partial<Record<NewsletterField, NewsletterError>>;

const ERROR_OF_TEST: Record<string, NewsletterError> = { email: "email", max: "max", "one-line": "oneLine" };

/** The footer form's check with the BFF's schema: each field's first problem. */
export function newsletterErrors(values: NewsletterValues): NewsletterErrors {
  try {
    newsletterSignUpSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: NewsletterErrors = {};
    const inner = (error as { inner?: { path?: string; type?: string }[] }).inner ?? [];
    for (const issue of inner) {
      const path = issue.path as NewsletterField | undefined;
      if (!path || errors[path]) continue;
      errors[path] = ERROR_OF_TEST[issue.type ?? ""] ?? "required";
    }
    return errors;
  }
}
