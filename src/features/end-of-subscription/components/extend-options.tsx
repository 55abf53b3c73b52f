import { Link } from "@/ui/link.client";
import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { formatDate } from "@/lib/date";
import { formatMoney, netOfVat } from "@/lib/money";
import { paths } from "@/lib/paths";
import { moduleTitle } from "@/ui/module.css";
import { button } from "@/ui/recipes.css";
import { ModalLink } from "@/ui/modal-link";
import { isReturnInProgress } from "@/features/returns/rules/return-planning";
import { endOfSubscriptionReturnChoice } from "@/features/returns/rules/return-windows";
import { getDealWithInventory, getLatestBuyCarOffer } from "../api/buy-car.server";
import { getDealProlongationOffer } from "../api/prolongation.server";
import { SWAP_MODAL_NAME } from "../api/swap.server";
import { BUY_CAR_MODAL_NAME, isBuyCarOffered } from "../rules/buy-car";
import { isExtendOptionsSelectorShown } from "../rules/prolongation-offer";
import * as styles from "./prolongation.css";
import { SelectOptionTracking } from "./select-option-tracking.client";

/**
 * The extend-subscription selector (deals.md §2; §4 "End-of-subscription options"; §9 "Options
 * visible about 3 months before end"): what may follow the contract, as the deal allows. Prolong
 * when the server offers a prolongation; swap opens the swap modal (`swap_modal`, which leads to the
 * shop); return leads to the return flow. Buy car (§4: a day window around the return date and an
 * inventory vehicle, looked up on the server) opens buy_car_modal. Private and business customers
 * alike get every choice the deal allows (§2 "B2B end-of-subscription options").
 */
export async function ExtendOptions({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, deal, locale, audience, now } = context;
  if (!customer || !deal || !isExtendOptionsSelectorShown(deal, context)) return null;
  const [answer, withInventory, requested, t, tBuy] = await Promise.all([
    getDealProlongationOffer(customer.customerId, deal.id, now),
    getDealWithInventory(customer.customerId, deal.id, now),
    getLatestBuyCarOffer(customer.customerId, deal.id),
    getTranslations({ locale, namespace: "prolongation" }),
    getTranslations({ locale, namespace: "buyCar" }),
  ]);
  const buyable = withInventory !== null && isBuyCarOffered(withInventory.deal, withInventory.inventory, context);
  const offer = answer?.offer ?? null;
  // deals.md §6: business customers see prices net of VAT.
  const business = audience === "b2b";
  const lowest = offer ? Math.min(...offer.options.map((option) => option.price)) : null;
  const heading = title ?? t("selectorTitle", { audience });
  const dealPath = paths.deal(locale, deal.id);
  const bookedReturn = isReturnInProgress(deal) ? deal.return_date : null;
  const returnChoice = endOfSubscriptionReturnChoice(deal, context);
  // The contract's end, as the list's card and the deal's contract table name it ("Vertragsende"). A
  // booked return is said by its own line below and by the banner, which then counts the days to the
  // return, not to the end (black-box review: "Dein Abo endet am" named the return day beside a
  // "Vertragsende" two weeks later).
  const endsOn = deal.end_date;
  return (
    <section className={styles.section} aria-label={heading} data-testid="extend-options">
      <h2 className={moduleTitle}>{heading}</h2>
      {endsOn ? <p className={styles.choiceText}>{t("selectorIntro", { audience, date: formatDate(endsOn) })}</p> : null}
      <SelectOptionTracking dealId={deal.id}>
        <ul className={styles.choices}>
          {offer && lowest !== null ? (
            <li className={styles.choice}>
              <p className={styles.choiceText}>{t("prolongText", { audience, price: formatMoney(business ? netOfVat(lowest) : lowest) })}</p>
              <Link className={button.primary} href={`${dealPath}/prolongation`} data-select-option="prolong">
                {t("prolong")}
              </Link>
            </li>
          ) : null}
          {buyable ? (
            <li className={styles.choice}>
              {/* A request already sent is said, not offered again as if nothing happened. */}
              {requested ? (
                <p className={styles.choiceText} role="status">
                  {tBuy("requestedText", { audience, date: formatDate(requested.sent_at), price: formatMoney(requested.price) })}
                </p>
              ) : (
                <p className={styles.choiceText}>{tBuy("buyText", { audience })}</p>
              )}
              <ModalLink className={button.secondary} data-select-option="buy" path={dealPath} name={BUY_CAR_MODAL_NAME}>
                {requested ? tBuy("viewRequest") : tBuy("buy")}
              </ModalLink>
            </li>
          ) : null}
          <li className={styles.choice}>
            <p className={styles.choiceText}>{t("swapText", { audience })}</p>
            <ModalLink className={button.secondary} data-select-option="swap" path={dealPath} name={SWAP_MODAL_NAME}>
              {t("swap")}
            </ModalLink>
          </li>
          {returnChoice ? (
            <li className={styles.choice}>
              {/* Once booked, the return is what the banners say it is ("Zur Rückgabe" was still offered). */}
              <p className={styles.choiceText}>
                {returnChoice.kind === "opens"
                  ? t("returnOpensText", { audience, date: formatDate(returnChoice.on) })
                  : bookedReturn
                    ? t("returnBookedText", { audience, date: formatDate(bookedReturn) })
                    : t("returnText", { audience })}
              </p>
              {/* Booked, the return is changed where its status is shown (the return status block, the B2B
                  aside): one "Rückgabe ändern" per page (review: it was offered twice). */}
              {returnChoice.kind === "plan" ? (
                <Link className={button.secondary} href={`${dealPath}/return`} data-select-option="return">
                  {t("return")}
                </Link>
              ) : null}
            </li>
          ) : null}
        </ul>
      </SelectOptionTracking>
    </section>
  );
}
