/** What modules read of this feature on the server. */
export { getDealOrderStatus, getListedDeals } from "./api/deals.server";
