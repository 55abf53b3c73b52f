import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { carName } from "@/features/deals/car-name";
import { paths } from "@/lib/paths";
import { getAccountDeletionState } from "../api/account-deletion.server";
import { ACCOUNT_DELETION_MODALS } from "../account-deletion-modals";
import { modalHref } from "@/ui/modal-link";
import { DeleteAccountConfirmButtons } from "./delete-account-confirm.lazy.client";
import * as styles from "./account-deletion.css";

/**
 * The buttons of the confirm-delete-account modal (account.md §4, deals.md §4 "Account deletion"):
 * the modal's text is content; whether a running subscription sends the customer to /contact is
 * decided here, on the server, by the same rule the BFF refuses with.
 */
export async function DeleteAccountConfirm({ context }: { context: PageContext }) {
  const { customer, locale } = context;
  if (!customer) return null;
  const [state, t] = await Promise.all([getAccountDeletionState(customer.customerId), getTranslations({ locale, namespace: "accountDeletion" })]);
  const account = paths.myaccount(locale);
  const blocked = state.preventing.length > 0;
  return (
    <>
      {/* The modal's text (content) speaks of the deletion; a customer whose subscriptions prevent
          it is told before confirming that it leads to customer service (account.md §4). */}
      {blocked ? (
        <>
          <p className={styles.pending} role="note">
            {t("preventingText", { audience: customer.audience, count: state.preventing.length })}
          </p>
          <ul className={styles.deals} aria-label={t("preventingTitle")}>
            {state.preventing.map((deal) => (
              <li key={deal.id}>{carName(deal.car)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <DeleteAccountConfirmButtons
        blocked={blocked}
        contactHref={paths.contact(locale)}
        // The request ends every session, so the success modal opens on the home page.
        requestedHref={modalHref(paths.home(locale), ACCOUNT_DELETION_MODALS.requested)}
        failedHref={modalHref(account, ACCOUNT_DELETION_MODALS.failed)}
        // Blocked, the button says where it leads instead of promising the deletion (review round 12).
        labels={{ confirm: blocked ? t("contact") : t("confirm"), cancel: t("cancel"), sending: t("sending") }}
      />
    </>
  );
}
