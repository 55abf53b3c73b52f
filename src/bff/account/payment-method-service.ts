import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import {
  canEditPaymentMethod,
  isCardNumber,
  isD2cDeal,
  isPaymentType,
  parseCardExpiry,
  portalReturnPath,
  type PaymentMethod,
  type PaymentType,
} from "@/features/account/rules/payment-methods";
import type { PaymentSessionView } from "@/features/account/types";
import { prolongationLink } from "@/features/end-of-subscription/rules/prolongation-link";
import type { Dayjs } from "@/lib/clock";
import { compactIban } from "@/lib/iban";
import type { SessionCustomer } from "../auth/session-customer";
import type { Db } from "../db/client";
import { car, deal, paymentMethod, paymentSession } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";
import type { ConfirmedMethod, PaymentGateway } from "./payment-gateway";

/** How long a hosted payment session stays open (Stripe Checkout's default is 24 hours). */
export const PAYMENT_SESSION_HOURS = 24;
/** The built-in page's declined test card (Stripe's own "generic decline" number). */
export const DECLINED_TEST_CARD = "4000000000000002";

/**
 * GET …/bff/payment-methods (account.md §2, §3, §7): one entry per deal of the customer that is a
 * subscription or has a method on file, with its car model; `editable` by account.md §6.
 */
export async function listPaymentMethods(db: Db, customerId: string): Promise<PaymentMethod[]> {
  const rows = await db
    .select({ deal, model: car.model, oem: car.oem, method: paymentMethod })
    .from(deal)
    .leftJoin(car, eq(car.id, deal.carId))
    .leftJoin(paymentMethod, eq(paymentMethod.dealId, deal.id))
    .where(eq(deal.customerId, customerId))
    .orderBy(deal.createdAt, deal.id);
  return rows
    .filter((row) => row.method !== null || canEditPaymentMethod(row.deal))
    .map(({ deal: d, model, oem, method }) => ({
      deal_id: d.id,
      payment_type: method && isPaymentType(method.paymentType) ? method.paymentType : null,
      identifier_last_4: method?.identifierLast4 ?? null,
      exp_month: method?.expMonth ?? null,
      exp_year: method?.expYear ?? null,
      account_holder: method?.accountHolder ?? null,
      car_model: model ? `${oem ?? ""} ${model}`.trim() : null,
      prolongation: prolongationLink({
        state: d.state,
        subscribed_as: d.subscribedAs,
        subscribed_to: d.subscribedTo,
        followup_subscription_id: d.followupSubscriptionId,
        minimum_commitment_end_date: d.minimumCommitmentEndDate,
        planned_delivery_date: d.plannedDeliveryDate,
      }),
      editable: canEditPaymentMethod(d),
      d2c: isD2cDeal(d),
    }));
}

export interface PaymentSessionInput {
  /** account.md §7 lists only the URLs; §3 names the deal. Without it: the customer's one editable deal. */
  deal_id?: string | undefined;
  success_url: string;
  cancel_url: string;
}

/**
 * POST …/bff/payment-methods/{type} (account.md §4, §7): opens a hosted payment session for one
 * deal and answers its URL (201). 422 for a type not offered, a return URL outside the portal
 * (`origins`: the portal's own, whose absolute URLs are taken as their path) or no deal named where
 * the customer has several or none to change; null (404) for another customer's deal; 409 when
 * the deal's method cannot be changed (§6).
 */
export async function createPaymentSession(
  db: Db,
  who: SessionCustomer,
  type: string,
  input: PaymentSessionInput,
  now: Dayjs,
  gateway: PaymentGateway,
  origins: readonly string[] = [],
): Promise<{ session_url: string } | null> {
  if (!isPaymentType(type))
    throw new ValidationError([{ path: "type", code: "one_of", message: "type: card, sepa_debit, paypal or us_bank_account" }]);
  const returnPaths = { success_url: portalReturnPath(input.success_url, origins), cancel_url: portalReturnPath(input.cancel_url, origins) };
  const { success_url: successUrl, cancel_url: cancelUrl } = returnPaths;
  if (successUrl === null || cancelUrl === null) {
    const refused = Object.entries(returnPaths).filter(([, path]) => path === null);
    throw new ValidationError(refused.map(([path]) => ({ path, code: "invalid" as const, message: `${path}: a path of this portal` })));
  }
  const row = await paymentSessionDeal(db, who.customerId, input.deal_id);
  if (!row) return null;
  if (!canEditPaymentMethod(row))
    throw new ConflictError("payment_method_not_editable", "Only a running subscription's payment method can be changed");
  const id = `pay-${randomUUID()}`;
  const locale = /^\/portal\/([^/]+)\//.exec(successUrl)?.[1] ?? "de-DE";
  const { providerSessionId, url } = await gateway.createSetupSession({ sessionId: id, type, successUrl, cancelUrl, locale, email: who.email });
  await db.insert(paymentSession).values({
    id,
    customerId: who.customerId,
    dealId: row.id,
    paymentType: type,
    provider: gateway.provider,
    providerSessionId,
    successUrl,
    cancelUrl,
    expiresAt: now.add(PAYMENT_SESSION_HOURS, "hour").toDate(),
    createdAt: now.toDate(),
  });
  return { session_url: url };
}

/**
 * The deal whose method changes: the one named, if it is this customer's (null: 404), else the
 * customer's only deal whose method can change (account.md §6). With several or none the call
 * names no deal, and says so (422 on `deal_id`).
 */
async function paymentSessionDeal(db: Db, customerId: string, dealId: string | undefined): Promise<typeof deal.$inferSelect | null> {
  if (dealId !== undefined) {
    const [named] = await db
      .select()
      .from(deal)
      .where(and(eq(deal.id, dealId), eq(deal.customerId, customerId)))
      .limit(1);
    return named ?? null;
  }
  const editable = (await db.select().from(deal).where(eq(deal.customerId, customerId))).filter(canEditPaymentMethod);
  if (editable.length === 1) return editable[0]!;
  throw new ValidationError([
    editable.length === 0
      ? { path: "deal_id", code: "invalid", message: "deal_id: the customer has no subscription whose payment method can change" }
      : {
          path: "deal_id",
          code: "required",
          message: `deal_id: the customer has ${editable.length} subscriptions whose payment method can change; name one`,
        },
  ]);
}

/** The built-in hosted page's view of an open session of this customer; null otherwise (404). */
export async function findPaymentSession(db: Db, customerId: string, sessionId: string, now: Dayjs): Promise<PaymentSessionView | null> {
  const [row] = await db
    .select({ s: paymentSession, model: car.model, oem: car.oem })
    .from(paymentSession)
    .innerJoin(deal, eq(deal.id, paymentSession.dealId))
    .leftJoin(car, eq(car.id, deal.carId))
    .where(and(eq(paymentSession.id, sessionId), eq(paymentSession.customerId, customerId), eq(paymentSession.provider, "embedded")))
    .limit(1);
  if (!row || !isPaymentType(row.s.paymentType)) return null;
  const open = row.s.status === "open" && row.s.expiresAt > now.toDate();
  return {
    id: row.s.id,
    payment_type: row.s.paymentType,
    car_model: row.model ? `${row.oem ?? ""} ${row.model}`.trim() : null,
    open,
    success_url: row.s.successUrl,
    cancel_url: row.s.cancelUrl,
  };
}

export interface HostedPaymentInput {
  account_holder?: string | undefined;
  card_number?: string | undefined;
  card_expiry?: string | undefined;
  card_cvc?: string | undefined;
  iban?: string | undefined;
  routing_number?: string | undefined;
  account_number?: string | undefined;
  paypal_email?: string | undefined;
}

type HostedIssue = { path: keyof HostedPaymentInput; code: "required" | "invalid" | "iban_invalid" };

/** What the built-in page requires per type: a holder, and the type's own details. */
export function hostedPaymentIssues(type: PaymentType, input: HostedPaymentInput, today: string): HostedIssue[] {
  const issues: HostedIssue[] = [];
  const need = (path: keyof HostedPaymentInput, valid: (value: string) => boolean, invalid: HostedIssue["code"] = "invalid") => {
    const value = (input[path] ?? "").trim();
    if (value === "") issues.push({ path, code: "required" });
    else if (/[\u0000-\u001f\u007f]/.test(value) || !valid(value)) issues.push({ path, code: invalid });
  };
  if (type === "paypal") {
    need("paypal_email", (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 254);
    return issues;
  }
  need("account_holder", (v) => v.length <= 100);
  if (type === "card") {
    need("card_number", isCardNumber);
    need("card_expiry", (v) => parseCardExpiry(v, today) !== null);
    need("card_cvc", (v) => /^\d{3,4}$/.test(v));
  } else if (type === "sepa_debit") {
    need("iban", (v) => compactIban(v) !== null, "iban_invalid");
  } else {
    need("routing_number", (v) => /^\d{9}$/.test(v));
    need("account_number", (v) => /^\d{4,17}$/.test(v));
  }
  return issues;
}

/**
 * The built-in hosted page's confirmation (the stand-in of Stripe Checkout): checks the entered
 * test data, then the same confirmation path as Stripe's webhook. The declined test card is a 409
 * `card_declined` (the card error text of account.md §8). Answers where the browser goes next.
 */
export async function confirmHostedPayment(
  db: Db,
  who: SessionCustomer,
  sessionId: string,
  input: HostedPaymentInput,
  now: Dayjs,
): Promise<{ redirect_url: string } | null> {
  const view = await findPaymentSession(db, who.customerId, sessionId, now);
  if (!view) return null;
  if (!view.open) throw new ConflictError("payment_session_closed", "This payment session is completed, canceled or expired");
  const issues = hostedPaymentIssues(view.payment_type, input, now.format("YYYY-MM-DD"));
  if (issues.length > 0) throw new ValidationError(issues.map((issue) => ({ ...issue, message: `${issue.path}: ${issue.code}` })));
  const holder = (input.account_holder ?? "").trim();
  let method: ConfirmedMethod;
  switch (view.payment_type) {
    case "card": {
      const number = (input.card_number ?? "").replace(/\s+/g, "");
      if (number === DECLINED_TEST_CARD) throw new ConflictError("card_declined", "The card was declined");
      const expiry = parseCardExpiry(input.card_expiry ?? "", now.format("YYYY-MM-DD"))!;
      method = { payment_type: "card", identifier_last_4: number.slice(-4), exp_month: expiry.month, exp_year: expiry.year, account_holder: holder };
      break;
    }
    case "sepa_debit":
      method = {
        payment_type: "sepa_debit",
        identifier_last_4: compactIban(input.iban ?? "")!.slice(-4),
        exp_month: null,
        exp_year: null,
        account_holder: holder,
      };
      break;
    case "us_bank_account":
      method = {
        payment_type: "us_bank_account",
        identifier_last_4: (input.account_number ?? "").trim().slice(-4),
        exp_month: null,
        exp_year: null,
        account_holder: holder,
      };
      break;
    case "paypal":
      method = {
        payment_type: "paypal",
        identifier_last_4: null,
        exp_month: null,
        exp_year: null,
        account_holder: (input.paypal_email ?? "").trim(),
      };
      break;
  }
  const done = await completePaymentSession(db, { id: sessionId }, method, now);
  if (!done) throw new ConflictError("payment_session_closed", "This payment session is completed, canceled or expired");
  return { redirect_url: done.successUrl };
}

/** The hosted page's cancel: the old method stays; the browser goes to the cancel URL. */
export async function cancelHostedPayment(db: Db, who: SessionCustomer, sessionId: string, now: Dayjs): Promise<{ redirect_url: string } | null> {
  const view = await findPaymentSession(db, who.customerId, sessionId, now);
  if (!view) return null;
  await db
    .update(paymentSession)
    .set({ status: "canceled", completedAt: now.toDate() })
    .where(and(eq(paymentSession.id, sessionId), eq(paymentSession.status, "open")));
  return { redirect_url: view.cancel_url };
}

/**
 * The one confirmation path (built-in page and Stripe's `checkout.session.completed` alike): the
 * open session becomes completed, the deal's method is replaced, and the operations side learns
 * of it through the outbox (account.md §2: the new method must reach the leasing bank too), in one
 * transaction. A session completed already is null (a repeated webhook changes nothing).
 */
export async function completePaymentSession(
  db: Db,
  by: { id: string } | { providerSessionId: string },
  method: ConfirmedMethod,
  now: Dayjs,
): Promise<{ successUrl: string; dealId: string; customerId: string } | null> {
  return db.transaction(async (tx) => {
    const match = "id" in by ? eq(paymentSession.id, by.id) : eq(paymentSession.providerSessionId, by.providerSessionId);
    const [session] = await tx
      .update(paymentSession)
      .set({ status: "completed", completedAt: now.toDate() })
      .where(and(match, eq(paymentSession.status, "open")))
      .returning();
    if (!session) return null;
    const values = {
      customerId: session.customerId,
      dealId: session.dealId,
      paymentType: method.payment_type,
      identifierLast4: method.identifier_last_4,
      expMonth: method.exp_month,
      expYear: method.exp_year,
      accountHolder: method.account_holder,
      updatedAt: now.toDate(),
    };
    await tx
      .insert(paymentMethod)
      .values({ id: `pm-${randomUUID()}`, ...values, createdAt: now.toDate() })
      .onConflictDoUpdate({ target: paymentMethod.dealId, set: values });
    await enqueue(
      tx,
      {
        topic: "payment-method-changed",
        payload: {
          subscription_id: session.dealId,
          payment_type: method.payment_type,
          identifier_last_4: method.identifier_last_4,
          provider: session.provider,
        },
      },
      now.toDate(),
    );
    return { successUrl: session.successUrl, dealId: session.dealId, customerId: session.customerId };
  });
}

/** Whether a Stripe session id belongs to an open session of ours (the webhook ignores others). */
export async function hasOpenStripeSession(db: Db, providerSessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentSession.id })
    .from(paymentSession)
    .where(and(eq(paymentSession.providerSessionId, providerSessionId), or(eq(paymentSession.status, "open"))))
    .limit(1);
  return row !== undefined;
}
