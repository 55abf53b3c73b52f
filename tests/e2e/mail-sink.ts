import type { APIRequestContext } from "@playwright/test";
import { SMTP_SINK_ORIGIN } from "../../playwright.config";

/** A mail as the e2e server sent it over SMTP to `tests/helpers/smtp-sink.mjs`, with its parts and files. */
export interface SunkMail {
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  hasTextPart: boolean;
  html: string;
  links: string[];
  attachments: { filename: string | null; contentType: string; content: string }[];
}

/** The mails to `email` that arrived so far, oldest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<SunkMail[]> {
  const response = await request.get(`${SMTP_SINK_ORIGIN}/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as SunkMail[];
}
