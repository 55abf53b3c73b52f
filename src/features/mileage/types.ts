import type { MileagePackageOffer, MileageUpgradeBlock } from "./rules/mileage-packages";

/** deals.md §7 GET …/mileage_packages: "packages and is_late_change", and whether (or why not) an upgrade is possible now. */
export interface MileagePackages {
  mileage_package: number | null;
  /** The monthly rate now (EUR; business: net of VAT). */
  amount: number;
  is_late_change: boolean;
  /** Null when an upgrade is possible; else why not (the 409 codes of the PUT). */
  unavailable_reason: MileageUpgradeBlock | null;
  available_mileage_packages: MileagePackageOffer[];
  /** Business customers' amounts are net of VAT (deals.md §6). */
  net_prices: boolean;
}

/** deals.md §7 PUT …/mileage_packages: the change as stored. */
export interface MileagePackageUpgrade extends MileagePackageOffer {
  previous_mileage_package: number | null;
  is_late_change: boolean;
  net_prices: boolean;
  changed_at: string;
}
