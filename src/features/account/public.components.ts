/**
 * The components of this feature that modules place on a page. A lazy wrapper (`*.lazy.client.tsx`)
 * is re-exported as it is, so its code still loads on demand.
 */
export { AccountContact, AccountData } from "./components/account-data";
export { AccountDeletionAction } from "./components/account-deletion-action";
export { AccountDeletionDismiss } from "./components/account-deletion-dismiss";
export { ChangePassword, EditAccount, EditCompany } from "./components/account-edit";
export { DealsPreventingDeletion } from "./components/deals-preventing-deletion";
export { DeleteAccountConfirm } from "./components/delete-account-confirm";
export { HostedPayment } from "./components/hosted-payment";
export { LogoutOnArrival } from "./components/logout-button.client";
