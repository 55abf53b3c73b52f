/**
 * The content modals of the account deletion (deals.md §2 "Modals for account deletion:
 * confirm-delete-account, an error one, and account-deletion-requested-successfully"; account.md
 * §2, §4 "already requested"). The two the spec does not name are named here.
 */
export const ACCOUNT_DELETION_MODALS = {
  confirm: "confirm-delete-account",
  failed: "account-deletion-failed",
  requested: "account-deletion-requested-successfully",
  alreadyRequested: "account-deletion-already-requested",
} as const;
