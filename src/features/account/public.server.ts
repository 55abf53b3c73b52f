/** What modules read of this feature on the server. */
export { accountModalMayOpen } from "./api/account-deletion.server";
export { accountLinkFilter } from "./api/account-viewer.server";
