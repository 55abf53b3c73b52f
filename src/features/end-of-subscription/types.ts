/** The prolongation request (deals.md §3 "Prolongation request": term, amount, mileage_package, dealId). */
export interface ProlongationRequest {
  term: number;
  amount: number;
  mileage_package: number;
  dealId: string;
}

/** The answer of POST …/prolongation (deals.md §7: data.dealId, contactId): the follow-up deal. */
export interface ProlongationResult {
  dealId: string;
  contactId: string;
}
