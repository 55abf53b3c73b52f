import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import { getSessionCustomer } from "@/bff/auth/auth";

/** The signed-in customer of this request, or null; one session lookup per request. */
export const getCurrentCustomer = cache(timedLoader("session", async () => getSessionCustomer(await headers())));
