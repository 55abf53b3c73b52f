import { useCallback, useEffect, useRef, useState } from "react";
import type { StepFormFields } from "@/cms/types";
import { preflightTarget, type PreflightRequest } from "../preflight";

/** Where the form is sent: known, still being asked (the form's preflight), or not to be found out. */
export type SubmitTarget = { state: "ready"; url: string } | { state: "checking" } | { state: "failed" };

/**
 * The form's address: `url`, or what its preflight answers. A check without an address to ask, a
 * non-200 or an answer off the allow-list fails (deals.md §5, §8: the error modal with retry).
 */
export function useSubmitTarget(url: string, preflight: PreflightRequest, method: StepFormFields["submit"]["method"]) {
  const [target, setTarget] = useState<SubmitTarget>(preflight ? { state: "checking" } : { state: "ready", url });
  const check = useCallback(async () => {
    if (!preflight) return;
    setTarget({ state: "checking" });
    if (preflight.url === null) return setTarget({ state: "failed" });
    try {
      const response = await fetch(preflight.url, { credentials: "same-origin", headers: { accept: "application/json" } });
      const answered = response.ok ? preflightTarget(await response.json().catch(() => null), method) : null;
      setTarget(answered ? { state: "ready", url: answered } : { state: "failed" });
    } catch {
      setTarget({ state: "failed" });
    }
  }, [preflight, method]);
  // Asked once as the form opens; `retry` asks again.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void check();
  }, [check]);
  return { target, retry: check };
}
