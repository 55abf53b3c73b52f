/**
 * What modules use of this feature: its plain vocabulary (types, constants, rules). No React and no
 * server code, so content contracts (run by the content check), client code and scripts can load it.
 */
export { DELAY_MODAL_TEXT_KEYS, delayModalTexts, type DelayModalTexts } from "./delay-modal-texts";
export {
  alternativeCarHref,
  alternativeCarOpensOn,
  alternativeCarWindow,
  type DelayChoice,
  delayVoucherCode,
  HANDOVER_MODAL_NAME,
} from "./rules/delay-alternatives";
export { delayCreditAmount, isDeliveryDelayBannerShown, wishedDeliveryDate } from "./rules/delivery-delay";
export { isVerificationBannerShown } from "./rules/order-status";
