/** The locally stored "accepted" flag of the transition-car modal; logout clears `portal.*` keys. */
export function transitionCarAcceptedKey(dealId: string): string {
  return `portal.transition-car-accepted.${dealId}`;
}
