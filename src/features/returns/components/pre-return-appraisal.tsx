import { getTranslations } from "next-intl/server";
import { FeatureMessages } from "@/i18n/feature-messages";
import type { PageContext } from "@/kernel/page-context";
import { formatDate } from "@/lib/date";
import { Banner } from "@/ui/banner";
import { getDealPreReturnAppraisal } from "../../deals/api/deals.server";
import { PreReturnAppraisalBooking } from "./pre-return-appraisal-booking.lazy.client";

/**
 * The pre-return appraisal banner of the return info (deals.md §2): the offer to book one while the
 * rule of §4 allows it, then the booked appointment. Not for business customers (§6). The BFF
 * applies the rule (`preReturnAppraisalDates`) and offers no dates when booking is impossible (§3).
 */
export async function PreReturnAppraisal({ context }: { context: PageContext }) {
  const { customer, deal, locale } = context;
  if (!customer || customer.audience !== "b2c" || !deal) return null;
  const [offer, t] = await Promise.all([
    getDealPreReturnAppraisal(customer.customerId, deal.id),
    getTranslations({ locale, namespace: "appraisal" }),
  ]);
  if (!offer) return null;
  const { booking } = offer;
  if (booking) {
    return (
      <Banner
        tone="success"
        name="pre-return-appraisal"
        title={t("bookedTitle")}
        actions={
          <FeatureMessages namespaces={["appraisal"]}>
            <PreReturnAppraisalBooking dealId={deal.id} options={[]} timeslots={[]} />
          </FeatureMessages>
        }
      >
        <p>{t("bookedText", { date: formatDate(booking.appointment_date), time: booking.formatted_time })}</p>
      </Banner>
    );
  }
  if (!offer.options || offer.options.length === 0) return null;
  return (
    <Banner
      name="pre-return-appraisal"
      title={t("title")}
      actions={
        <FeatureMessages namespaces={["appraisal"]}>
          <PreReturnAppraisalBooking dealId={deal.id} options={offer.options} timeslots={offer.timeslots} />
        </FeatureMessages>
      }
    >
      <p>{t("text")}</p>
    </Banner>
  );
}
