/** What modules read of this feature on the server. */
export { getCustomerDeals, getDealOrderStatus } from "./api/deals.server";
