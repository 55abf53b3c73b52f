import "server-only";
import { cache } from "react";
import { getDb } from "@/bff/db/client";
import { findAccountData } from "@/bff/account/profile-service";
import { findPaymentSession, listPaymentMethods } from "@/bff/account/payment-method-service";
import type { Dayjs } from "@/lib/clock";
import { timedLoader } from "@/lib/server-timing";
import type { AccountData, PaymentSessionView } from "../types";
import type { PaymentMethod } from "../rules/payment-methods";

/** The account page's data (account.md §2 "Account data page"), read once per request on the server. */
export const getAccountData = cache(
  timedLoader("data", async (customerId: string): Promise<AccountData | null> => findAccountData(await getDb(), customerId)),
);

export const getPaymentMethods = cache(
  timedLoader("data", async (customerId: string): Promise<PaymentMethod[]> => listPaymentMethods(await getDb(), customerId)),
);

export async function getPaymentSession(customerId: string, sessionId: string, now: Dayjs): Promise<PaymentSessionView | null> {
  return findPaymentSession(await getDb(), customerId, sessionId, now);
}
