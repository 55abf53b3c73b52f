/** deals.md §2: the modals of this feature, opened with `?modalName=` (content `modal` entries carry the same names). */
export const INSURANCE_UPGRADE_MODAL = "INSURANCE_UPGRADE";
export const ONE_TIME_MILEAGE_MODAL = "one_time_mileage";
