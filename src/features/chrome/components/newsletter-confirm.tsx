import type { FeatureProps } from "@/kernel/feature-props";
import { NewsletterConfirmButton } from "./newsletter-confirm.client";

/**
 * The page the confirmation mail links to (`/newsletter/confirm?token=…`, double opt-in): a button
 * confirms, not the visit itself, so a mail scanner that opens the link confirms nothing.
 */
export function NewsletterConfirm({ context, title }: FeatureProps) {
  return <NewsletterConfirmButton token={context.query.token ?? ""} title={title} audience={context.audience} />;
}
