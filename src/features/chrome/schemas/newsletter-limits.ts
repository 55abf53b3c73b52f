/**
 * Names as the shared form rules allow (account.md §5 "Names 1 to 100"). Apart from the schema so
 * that the footer's form can name them without loading yup.
 */
export const NEWSLETTER_NAME_MAX = 100;
export const NEWSLETTER_EMAIL_MAX = 254;
