/** "du", "dich", "dir" and the forms of "dein" as whole words: how content addresses private customers (deals.md §1). */
export const INFORMAL_ADDRESS = /(?<![\p{L}\d])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?![\p{L}\d])/iu;

/** The informal words in a text, in order ("Melde dein Auto" → ["dein"]). */
export function informalWords(text: string): string[] {
  return [...text.matchAll(new RegExp(INFORMAL_ADDRESS, "giu"))].map((match) => match[0]);
}
