import type { FeatureProps } from "@/kernel/feature-props";
import { getNewsletterTokenStatus } from "../api/newsletter-status.server";
import { NewsletterConfirmButton } from "./newsletter-confirm.client";

/**
 * The page the confirmation mail links to (`/newsletter/confirm?token=…`, double opt-in): a button
 * confirms, not the visit itself, so a mail scanner that opens the link confirms nothing. A link
 * followed again after its sign-up was confirmed says so at once, with no button to press.
 */
export async function NewsletterConfirm({ context, title }: FeatureProps) {
  const token = context.query.token ?? "";
  const status = await getNewsletterTokenStatus(token);
  const initial = status === "confirmed" ? "confirmed" : status === null ? "invalid" : "idle";
  return <NewsletterConfirmButton token={token} initial={initial} title={title} audience={context.audience} />;
}
