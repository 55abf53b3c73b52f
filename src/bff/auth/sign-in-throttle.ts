import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, eq, gt } from "drizzle-orm";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { signInFailure } from "../db/schema";

/**
 * Failed sign-ins are throttled per account and per client address (issue 5 "Sign-in abuse"),
 * counted in the database so that a restart does not reset them. 10 failures per account in 15
 * minutes is at most 40 an hour, under the cap of 100 per account per hour. Unknown
 * emails are counted like known ones, so the answer never tells whether an account exists.
 */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const CLIENT_FAILURE_LIMIT = 50;
export const FAILURE_WINDOW_MINUTES = 15;

export const TOO_MANY_ATTEMPTS = {
  code: "TOO_MANY_ATTEMPTS",
  message: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.",
} as const;

export function isEmailSignIn(request: Request): boolean {
  return request.method === "POST" && new URL(request.url).pathname.endsWith("/sign-in/email");
}

/** The first address of X-Forwarded-For (set by the server in front, or by Next itself). */
export function clientAddressOf(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "unknown";
}

export async function throttleSignIn(db: Db, request: Request, now: Dayjs, signIn: (request: Request) => Promise<Response>): Promise<Response> {
  const body = await request.text();
  const email = emailOf(body);
  const clientAddress = clientAddressOf(request);
  const since = now.subtract(FAILURE_WINDOW_MINUTES, "minute").toDate();
  const [byAccount, byClient] = await Promise.all([
    failuresSince(db, eq(signInFailure.email, email), since),
    failuresSince(db, eq(signInFailure.clientAddress, clientAddress), since),
  ]);
  if (byAccount >= ACCOUNT_FAILURE_LIMIT || byClient >= CLIENT_FAILURE_LIMIT) {
    return Response.json(TOO_MANY_ATTEMPTS, { status: 429, headers: { "retry-after": String(FAILURE_WINDOW_MINUTES * 60), "cache-control": "no-store" } });
  }

  const response = await signIn(new Request(request, { body }));
  if (response.status === 401) {
    await db.insert(signInFailure).values({ id: randomUUID(), email, clientAddress, createdAt: now.toDate() });
  } else if (response.ok) {
    await db.delete(signInFailure).where(eq(signInFailure.email, email));
  }
  return response;
}

function emailOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { email?: unknown };
    return typeof parsed.email === "string" ? parsed.email.trim().toLowerCase() : "";
  } catch {
    return "";
  }
}

async function failuresSince(db: Db, who: ReturnType<typeof eq>, since: Date): Promise<number> {
  const [row] = await db.select({ failures: count() }).from(signInFailure).where(and(who, gt(signInFailure.createdAt, since)));
  return row?.failures ?? 0;
}
