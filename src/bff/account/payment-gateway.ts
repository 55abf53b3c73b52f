import "server-only";
import Stripe from "stripe";
import type { PaymentType } from "@/features/account/rules/payment-methods";
import { portalOrigin, stripeConfig } from "@/lib/env";

/** What a hosted payment page reports back once the customer confirmed a new method. */
export interface ConfirmedMethod {
  payment_type: PaymentType;
  identifier_last_4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  account_holder: string | null;
}

export interface SetupSessionRequest {
  sessionId: string;
  type: PaymentType;
  /** Portal paths (`/portal/de-DE/myaccount?payment=success`). */
  successUrl: string;
  cancelUrl: string;
  locale: string;
  email: string;
}

/**
 * Where the customer enters the new method (account.md §4: the browser goes to `session_url`):
 * Stripe Checkout in setup mode with `STRIPE_SECRET_KEY`, else the portal's built-in hosted page.
 */
export interface PaymentGateway {
  provider: "stripe" | "embedded";
  createSetupSession(request: SetupSessionRequest): Promise<{ providerSessionId: string | null; url: string }>;
}

export const embeddedGateway: PaymentGateway = {
  provider: "embedded",
  async createSetupSession({ sessionId, locale }) {
    return { providerSessionId: null, url: `/portal/${locale}/myaccount/payment-session?session=${encodeURIComponent(sessionId)}` };
  },
};

/** Stripe's own name for the types the portal offers (PayPal and US bank accounts included). */
const STRIPE_TYPES: Record<PaymentType, Stripe.Checkout.SessionCreateParams.PaymentMethodType> = {
  card: "card",
  sepa_debit: "sepa_debit",
  paypal: "paypal",
  us_bank_account: "us_bank_account",
};

/** `options` point the SDK elsewhere (host, port, protocol): the tests' stand-in of Stripe's API. */
export function stripeGateway(client: Stripe, origin: string): PaymentGateway {
  return {
    provider: "stripe",
    async createSetupSession({ sessionId, type, successUrl, cancelUrl, locale, email }) {
      const session = await client.checkout.sessions.create(
        {
          mode: "setup",
          // account.md §9 "US region uses USD": the payment set-up; amounts are shown in EUR (lib/money.ts).
          currency: locale === "en-US" ? "usd" : "eur",
          payment_method_types: [STRIPE_TYPES[type]],
          client_reference_id: sessionId,
          customer_email: email,
          success_url: new URL(successUrl, origin).toString(),
          cancel_url: new URL(cancelUrl, origin).toString(),
          metadata: { portal_session: sessionId },
        },
        { idempotencyKey: `portal-setup-${sessionId}` },
      );
      if (!session.url) throw new Error("Stripe answered a Checkout session without a URL");
      return { providerSessionId: session.id, url: session.url };
    },
  };
}

export function stripeClient(secretKey: string, options: Stripe.StripeConfig = {}): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000, ...options });
}

/** The configured gateway: Stripe when `STRIPE_SECRET_KEY` is set, else the built-in page. */
export function currentGateway(): PaymentGateway {
  const config = stripeConfig();
  return config ? stripeGateway(stripeClient(config.secretKey), portalOrigin()) : embeddedGateway;
}

/**
 * The method a completed Checkout session set up (`checkout.session.completed`): its SetupIntent's
 * payment method, as account.md §3 names the fields.
 */
export async function confirmedStripeMethod(client: Stripe, session: Stripe.Checkout.Session): Promise<ConfirmedMethod | null> {
  const intentId = typeof session.setup_intent === "string" ? session.setup_intent : session.setup_intent?.id;
  if (!intentId) return null;
  const intent = await client.setupIntents.retrieve(intentId, { expand: ["payment_method"] });
  const method = intent.payment_method;
  if (!method || typeof method === "string") return null;
  switch (method.type) {
    case "card":
      return {
        payment_type: "card",
        identifier_last_4: method.card?.last4 ?? null,
        exp_month: method.card?.exp_month ?? null,
        exp_year: method.card?.exp_year ?? null,
        account_holder: method.billing_details.name ?? null,
      };
    case "sepa_debit":
      return {
        payment_type: "sepa_debit",
        identifier_last_4: method.sepa_debit?.last4 ?? null,
        exp_month: null,
        exp_year: null,
        account_holder: method.billing_details.name ?? null,
      };
    case "us_bank_account":
      return {
        payment_type: "us_bank_account",
        identifier_last_4: method.us_bank_account?.last4 ?? null,
        exp_month: null,
        exp_year: null,
        account_holder: method.billing_details.name ?? null,
      };
    case "paypal":
      return {
        payment_type: "paypal",
        identifier_last_4: null,
        exp_month: null,
        exp_year: null,
        account_holder: method.paypal?.payer_email ?? method.billing_details.name ?? null,
      };
    default:
      return null;
  }
}
