import { getTranslations } from "next-intl/server";
import { ModalLink } from "@/ui/modal-link";
import type { PageContext } from "@/kernel/page-context";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { formatDate } from "@/lib/date";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import { getAccountDeletionState } from "../api/account-deletion.server";
import { ACCOUNT_DELETION_MODALS } from "../account-deletion-modals";
import { DeleteAccountContactLink } from "./delete-account-confirm.lazy.client";
import * as styles from "./account-deletion.css";

/**
 * The account page's delete-account action (account.md §2 "A delete-account action. If deletion was
 * already requested, a 'requested' modal opens; otherwise the deletion modal."; §4 "With active
 * subscriptions the user is sent to /contact": the action leads there, where the page lists them, as
 * a confirmation that promised the deletion and then refused it read as a contradiction). Its explanation
 * is content beside it, and the page's other sections are placed around it.
 */
export async function AccountDeletionAction({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale, audience } = context;
  if (!customer) return null;
  const [state, t] = await Promise.all([getAccountDeletionState(customer.customerId), getTranslations({ locale, namespace: "accountDeletion" })]);
  const modal = state.requested ? ACCOUNT_DELETION_MODALS.alreadyRequested : ACCOUNT_DELETION_MODALS.confirm;
  const link =
    !state.requested && state.preventing.length > 0 ? (
      <DeleteAccountContactLink href={paths.contact(locale)} className={button.secondary}>
        {t("action")}
      </DeleteAccountContactLink>
    ) : (
      <ModalLink path={paths.myaccount(locale)} name={modal} className={button.secondary}>
        {t("action")}
      </ModalLink>
    );
  // With the request pending, the page said only "you can ask for the deletion here",
  // and only the modal behind the button told that it was asked already. The page says it too, in
  // the modal's words, with the day it was asked.
  const action = state.requestedAt ? (
    <>
      <p role="status" className={styles.pending}>
        {t("pending", { audience, date: formatDate(state.requestedAt) })}
      </p>
      <p>{link}</p>
    </>
  ) : (
    <p>{link}</p>
  );
  // Content usually puts the section's heading and explanation in a text block above the button.
  if (!title) return <div data-feature="account-deletion">{action}</div>;
  return (
    <section className={moduleSection} aria-label={title} data-feature="account-deletion">
      <h2 className={moduleTitle}>{title}</h2>
      {action}
    </section>
  );
}
