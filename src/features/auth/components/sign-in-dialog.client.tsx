"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { Dialog } from "@/ui/dialog.client";
import type { SignInTab } from "../rules/sign-in-flow";
import { SignIn, type SignInProps } from "./sign-in-form.client";

/**
 * The sign-in modal the home page opens for `login=true` (account.md section 2). Closing it
 * drops the query so a reload does not open it again.
 */
export function SignInDialog(props: SignInProps) {
  const t = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  // The title follows the tab: "Registrieren" on the registration tab.
  const [tab, setTab] = useState<SignInTab>("login");
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) router.replace(pathname);
      }}
      title={tab === "register" ? t("signInFlow.tabRegister") : t("signIn.title")}
      closeLabel={t("dialog.close")}
    >
      <SignIn {...props} onTabChange={setTab} />
    </Dialog>
  );
}
