"use client";

import dynamic from "next/dynamic";

/** The reset-password form of `reset-password.client.tsx`, loaded on demand like the sign-in form. */
export const ResetPassword = dynamic(() => import("./reset-password.client").then((loaded) => loaded.ResetPassword));
