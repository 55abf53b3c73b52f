"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { callEndpoint } from "@/api/client";
import type { Audience } from "@/lib/audience";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";

export function NewsletterConfirmButton({ token, title, audience }: { token: string; title: string | null; audience: Audience }) {
  const t = useTranslations("chrome.newsletter");
  const [state, setState] = useState<"idle" | "sending" | "confirmed" | "invalid" | "failure">(token === "" ? "invalid" : "idle");
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
