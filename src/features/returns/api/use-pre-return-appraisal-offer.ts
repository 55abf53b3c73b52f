import { useBff } from "@/api/use-bff";
import type { PreReturnAppraisalOffer } from "../../deals/types";

/**
 * The bookable days and slots of a deal's pre-return appraisal (deals.md §7 GET
 * …/pre-return-appraisal?selected_date), read while `selectedDate` is given (the booking dialog is
 * open); until the answer arrives the offer the page was rendered with stands in.
 */
export function usePreReturnAppraisalOffer(dealId: string, selectedDate: string | null, rendered: PreReturnAppraisalOffer) {
  return useBff("getPreReturnAppraisal", selectedDate === null ? null : { params: { id: dealId }, body: { selected_date: selectedDate } }, {
    fallbackData: rendered,
    // Another day's slots stay listed while the chosen day's are read.
    keepPreviousData: true,
  });
}
