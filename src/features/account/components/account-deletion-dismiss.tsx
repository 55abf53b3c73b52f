import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { ModalDismissButton } from "./modal-dismiss.client";

/** The closing button of the account-deletion modals (error, requested, already requested). */
export async function AccountDeletionDismiss({ context }: { context: PageContext }) {
  const t = await getTranslations({ locale: context.locale, namespace: "accountDeletion" });
  return <ModalDismissButton label={t("dismiss")} />;
}
