"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { callEndpoint } from "@/api/client";
import type { Audience } from "@/lib/audience";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";

type ConfirmState = "idle" | "sending" | "confirmed" | "invalid" | "failure";

export function NewsletterConfirmButton({
  token,
  initial,
  title,
  audience,
}: {
  token: string;
  /** What the server read for the token: a confirmed sign-up or an unknown token need no click. */
  initial: Extract<ConfirmState, "idle" | "confirmed" | "invalid">;
  title: string | null;
  audience: Audience;
}) {
  const t = useTranslations("chrome.newsletter");
  const [state, setState] = useState<ConfirmState>(initial);
  const confirm = async () => {
    setState("sending");
    try {
      const { status } = await callEndpoint("postNewsletterConfirmation", { body: { token } });
      setState(status >= 200 && status < 300 ? "confirmed" : status === 404 || status === 422 ? "invalid" : "failure");
    } catch {
      setState("failure");
    }
  };
  return (
    <section>
      <h1>{title ?? t("confirmTitle")}</h1>
      {state === "confirmed" ? (
        <p role="status">{t("confirmed", { audience })}</p>
      ) : state === "invalid" ? (
        <p role="alert">{t("confirmInvalid", { audience })}</p>
      ) : (
        <>
          <p>{audience === "b2b" ? t("confirmTextB2b") : t("confirmText")}</p>
          {state === "failure" ? (
            <p role="alert" className={form.error}>
              {t("failure")}
            </p>
          ) : null}
          <button type="button" className={button.primary} onClick={confirm} disabled={state === "sending"}>
            {t("confirm")}
          </button>
        </>
      )}
    </section>
  );
}
