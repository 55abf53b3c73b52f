"use client";

import { useEffect } from "react";
import { keepReferralCode } from "@/lib/referral-code-cookie";

/** Keeps a shared link's code for the registration; only a code the landing found valid. */
export function ReferralCodeKeeper({ code }: { code: string }) {
  useEffect(() => keepReferralCode(code), [code]);
  return null;
}
