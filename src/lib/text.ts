/**
 * The characters a text field can hold, one home for every rule and schema: a one-line field
 * (a name, an id, a query value) holds no C0 control character or DEL; a text area may also
 * hold tab and line breaks. Anything else is not something a person typed.
 */

/** C0 controls and DEL: nothing a one-line field can produce. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Control characters a text area cannot produce (tab and line breaks are text there). */
export const NOT_TEXT_AREA = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A person's name (account.md §5 registration, deals.md §5 "Name pattern"): letters including
 * accented European letters, space, comma, period, apostrophe, hyphen. The one pattern of
 * registration, the drivers, and the return and handover contacts, in the browser and the BFF.
 */
export const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿĀ-žȘșȚțẞ ,.'’-]+$/;

/** Whether `value` is one line of typed text (no control character at all). */
export function isOneLineText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** Whether `value` could come from a text area (tab and line breaks allowed, other controls not). */
export function isTextAreaText(value: string): boolean {
  return !NOT_TEXT_AREA.test(value);
}

/**
 * Characters that show nothing on their own: Unicode format characters (`\p{Cf}`: the zero-width
 * space and joiners, the bidi controls U+202A–U+202E and U+2066–U+2069, the byte-order mark, the
 * soft hyphen, invisible operators, tags), variation selectors, the combining grapheme joiner, the
 * Hangul fillers and the braille blank. Whitespace is `trim`'s. Without them a chat message of
 * U+200B, U+202E and U+FEFF only would be accepted, as its `trim()` leaves three characters.
 */
// Alternatives rather than one class: in a class, a joining character beside another reads as
// one combined character (eslint's no-misleading-character-class).
const INVISIBLE = /\p{Cf}|\u034f|\u115f|\u1160|\u3164|\uffa0|\u2800|[\ufe00-\ufe0f]|[\u{e0100}-\u{e01ef}]/gu;

/**
 * What of `value` a reader sees: without invisible characters and trimmed. A rule that asks for
 * text (required, a minimum length) asks it of this, so that a text that only looks empty is empty.
 */
export function visibleText(value: string): string {
  return value.replace(INVISIBLE, "").trim();
}

/** The longest alternative text of an image (deals.md §5 and account.md §5: "cut to 48 characters"). */
export const IMAGE_ALT_MAX_LENGTH = 48;

/**
 * An image's alternative text, cut to 48 characters (a car's full name with its trim can be longer).
 * Cut by code point, so that an emoji or an accented letter is never split in half.
 */
export function imageAlt(text: string): string {
  return Array.from(text.trim()).slice(0, IMAGE_ALT_MAX_LENGTH).join("").trimEnd();
}

/**
 * An amount stays on one line with its unit: the space between a number and "€", "%" or "km"
 * becomes a no-break space, as `formatMoney` writes it (review: a banner at 320 px broke
 * "kostet jetzt 99" / "€."). For texts typed in content.
 */
export function keepAmountsWithUnits(text: string): string {
  return text.replace(/(\d) (€|%|km\b)/g, "$1\u00a0$2");
}

/**
 * A sentence that ends with a full stop, once: a message ending in an amount gets one, one whose
 * amount already ends with a stop ("83,19 € zzgl. MwSt.") keeps it (review: "Deine neue
 * Monatsrate: 599 €" had none).
 */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text.trimEnd()) ? text : `${text.trimEnd()}.`;
}
