/**
 * The loyalty personas (account.md §9): the level comes from the points ledger, where each has two
 * paid rates (1,098 points) and the ID.3 booking (500 points) besides the points carried over.
 */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import { seedCar } from "../rows/deal";
import { seedInvoice } from "../rows/documents";
import type { PersonaSeed } from "../types";
import { renewedId3Deal, renewedId3Milestones, runningId3Deal, runningId3Milestones } from "./running-id3";

const LOYALTY_PERSONAS = ["silke", "gero", "bianca", "rita"] as const;

export function loyalty(cal: SeedCalendar): PersonaSeed {
  const { at } = cal;
  return {
    profiles: {
      // Silver with 1,598 points: the 250 km reward (1,000) yes, 500 km (1,800) and vouchers (from 4,000) no.
      silke: seedProfile("silke", { carriedOverPoints: 0, evBooking: true }),
      // Gold with 9,848.50 points, 151.50 short of Platinum: the 100 € voucher yes, the 300 € one (10,000) no.
      gero: seedProfile("gero", { carriedOverPoints: 8_250.5, evBooking: true }),
      // Black (52,000.25 points collected, 48,000.25 left after a voucher a month ago, still open):
      // no second voucher (one per booking, not combinable), mileage rewards yes.
      bianca: seedProfile("bianca", { carriedOverPoints: 50_402.25, evBooking: true }),
      // Referred seven friends, six subscribed, the first five rewarded (5,000 points, 5 × 200 EUR).
      rita: seedProfile("rita", { carriedOverPoints: 0, evBooking: true }),
    },
    // An EV booking each (500 points).
    cars: [
      seedCar("car-silke-id3", "vwId3", "WVWZZZE1ZPP000360", "KA-SS 360E", at(-100, "09:00")),
      seedCar("car-gero-id3", "vwId3", "WVWZZZE1ZPP000361", "HD-GG 361E", at(-100, "09:00")),
      seedCar("car-bianca-id3", "vwId3", "WVWZZZE1ZPP000362", "M-BB 362E", at(-100, "09:00")),
      seedCar("car-rita-id3", "vwId3", "WVWZZZE1ZPP000363", "B-RR 363E", at(-405, "09:00")),
    ],
    deals: [
      runningId3Deal(cal, "silke", ["Silke", "Silber"]),
      runningId3Deal(cal, "gero", ["Gero", "Gold"]),
      runningId3Deal(cal, "bianca", ["Bianca", "Black"]),
      // Rita's ran its 12 months and renewed itself (deals.md §4: the post-auto-renewal notice).
      renewedId3Deal(cal, "rita", ["Rita", "Empfehlung"]),
    ],
    // Two paid monthly rates each (2 × 549 points) and the open current one.
    invoices: LOYALTY_PERSONAS.flatMap((key, i) => [
      seedInvoice(cal, 60 + i * 3, key, `deal-${key}-active`, 54_900, "paid", at(-62, "06:00")),
      seedInvoice(cal, 61 + i * 3, key, `deal-${key}-active`, 54_900, "paid", at(-32, "06:00")),
      seedInvoice(cal, 62 + i * 3, key, `deal-${key}-active`, 54_900, "open", at(-2, "06:00")),
    ]),
    milestones: LOYALTY_PERSONAS.flatMap((key) => (key === "rita" ? renewedId3Milestones(cal, key) : runningId3Milestones(cal, key))),
    referrals: [1, 2, 3, 4, 5, 6, 7].map((n) => ({
      id: `referral-rita-${n}`,
      referrer: "rita",
      friendContactId: `friend-of-rita-${n}`,
      invitedAt: at(-90 + n * 5, "12:00"),
      // The seventh friend has not subscribed yet.
      subscribedAt: n < 7 ? at(-85 + n * 5, "12:00") : null,
    })),
    redemptions: [{ id: "redemption-bianca-voucher", personaKey: "bianca", rewardName: "voucher_100", redeemedAt: at(-30, "12:00") }],
  };
}
