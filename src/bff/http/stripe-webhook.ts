import "server-only";
import type Stripe from "stripe";
import { now as clockNow, type Dayjs } from "@/lib/clock";
import { stripeConfig } from "@/lib/env";
import { getDb, type Db } from "../db/client";
import { PayloadTooLargeError, readBodyText } from "./body-limit";
import { jsonResponse } from "./json-response";
import { dataTagsOfCustomer } from "../auth/customer-data-tags";
import { markDataChanged } from "@/lib/private-cache/data-changes.server";
import { confirmedStripeMethod, stripeClient } from "../account/payment-gateway";
import { completePaymentSession, hasOpenStripeSession } from "../account/payment-method-service";
import { NOT_FOUND_REASON } from "./error-response";

/** Stripe's events are small; anything larger is not one (read no further than this). */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export interface StripeWebhookDeps {
  db: Db;
  client: Stripe;
  webhookSecret: string;
  now: Dayjs;
}

/**
 * POST /portal/api/stripe/webhook: `checkout.session.completed` of a setup-mode session, with
 * its signature checked (`Stripe-Signature`, `STRIPE_WEBHOOK_SECRET`), confirms the new method
 * through the same path as the built-in page (account.md §4). Unknown sessions and other events
 * are acknowledged and ignored; a bad signature is a 400 and changes nothing.
 */
export async function handleStripeWebhook(request: Request, deps: StripeWebhookDeps): Promise<Response> {
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonResponse({ error: "bad_request", reason: "Missing Stripe-Signature" }, 400);
  let body: string;
  try {
    // Counted as it streams in and dropped past the limit: a chunked body is never held whole
    // (held whole, three parallel uploads took the server from 247 to 948 MB).
    body = await readBodyText(request, WEBHOOK_BODY_LIMIT);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return jsonResponse({ error: "payload_too_large", reason: error.message, limit: error.limit }, 413);
    throw error;
  }
  let event: Stripe.Event;
  try {
    event = await deps.client.webhooks.constructEventAsync(body, signature, deps.webhookSecret);
  } catch {
    return jsonResponse({ error: "bad_request", reason: "Invalid signature" }, 400);
  }
  if (event.type !== "checkout.session.completed") return jsonResponse({ received: true });
  const session = event.data.object;
  if (session.mode !== "setup" || !(await hasOpenStripeSession(deps.db, session.id))) return jsonResponse({ received: true });
  const method = await confirmedStripeMethod(deps.client, session);
  if (!method) return jsonResponse({ error: "unprocessable", reason: "No payment method on the session" }, 422);
  const completed = await completePaymentSession(deps.db, { providerSessionId: session.id }, method, deps.now);
  // The customer's pages and reads kept by the private cache show the old method: outdated now.
  if (completed) await markDataChanged(await dataTagsOfCustomer(deps.db, completed.customerId));
  return jsonResponse({ received: true });
}

/** The app's webhook: 404 unless Stripe and its webhook secret are configured. */
export async function stripeWebhook(request: Request): Promise<Response> {
  const config = stripeConfig();
  if (!config?.webhookSecret) return jsonResponse({ error: "not_found", reason: NOT_FOUND_REASON }, 404);
  return handleStripeWebhook(request, {
    db: await getDb(),
    client: stripeClient(config.secretKey),
    webhookSecret: config.webhookSecret,
    now: clockNow(),
  });
}
