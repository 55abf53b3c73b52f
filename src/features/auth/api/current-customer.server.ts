import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getSessionCustomer } from "@/bff/auth/auth";

/** The signed-in customer of this request, or null; one session lookup per request. */
export const getCurrentCustomer = cache(async () => getSessionCustomer(await headers()));
