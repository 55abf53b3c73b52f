import { stripeWebhook } from "@/bff/http/stripe-webhook";

/** Stripe's `checkout.session.completed` for payment-method changes (account.md §4). */
export { stripeWebhook as POST };
