import type { RewardGroup, RewardOption, RewardType } from "../types";
import { VOUCHER_MIN_POINTS } from "./loyalty-rules";

/**
 * The rewards points buy (account.md §3 Reward group: mileage and voucher, each option with the
 * points needed). The catalogue lives in code so the BFF prices a redemption itself: the browser
 * names a reward (`reward_action_name`), never its price. Vouchers start at 4,000 points (§9).
 */
export const REWARD_GROUPS: readonly RewardGroup[] = [
  {
    type: "mileage",
    options: [
      { name: "mileage_250", value: 1_000, amount: 250, description: "250 Freikilometer für dein Abo", image: "mileage" },
      { name: "mileage_500", value: 1_800, amount: 500, description: "500 Freikilometer für dein Abo", image: "mileage" },
    ],
  },
  {
    type: "voucher",
    options: [
      {
        name: "voucher_100",
        value: VOUCHER_MIN_POINTS,
        amount: 100,
        description: "100 € Gutschein auf die erste Monatsrate deiner nächsten Buchung",
        image: "voucher",
      },
      {
        name: "voucher_300",
        value: 10_000,
        amount: 300,
        description: "300 € Gutschein auf die erste Monatsrate deiner nächsten Buchung",
        image: "voucher",
      },
    ],
  },
];

export const REWARD_NAMES = REWARD_GROUPS.flatMap((g) => g.options.map((o) => o.name));

export function findReward(name: string): (RewardOption & { type: RewardType }) | null {
  for (const group of REWARD_GROUPS) {
    const option = group.options.find((o) => o.name === name);
    if (option) return { ...option, type: group.type };
  }
  return null;
}
