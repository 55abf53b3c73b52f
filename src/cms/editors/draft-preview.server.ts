import "server-only";
import { cookies, draftMode } from "next/headers";
import { cache } from "react";
import { DRAFT_MODE_COOKIE, isPreviewTokenValid, PREVIEW_COOKIE, PREVIEW_MAX_AGE_SECONDS, previewCookieOptions, previewToken } from "./draft-preview";
import { PREVIEW_AS_COOKIE } from "./preview-as";
import { portalOrigin, previewSecret } from "@/lib/env";

/**
 * Whether this request sees drafts, inspector attributes and the module gallery. The one check
 * everything uses instead of `draftMode().isEnabled`: that is true for anyone holding the build's
 * bypass value, secret configured or not.
 */
export const isDraftPreview = cache(async (): Promise<boolean> => {
  const secret = previewSecret();
  if (!secret || !(await draftMode()).isEnabled) return false;
  return isPreviewTokenValid((await cookies()).get(PREVIEW_COOKIE)?.value, secret, Date.now());
});

/**
 * For the preview route, after checking the secret. Next sets its cookie `Path=/` and
 * `SameSite=None` with no expiry; it is set again here for the portal's path only, for an hour,
 * SameSite=None only where the Contentful iframe needs it (https).
 */
export async function startDraftPreview(secret: string, now: number = Date.now()): Promise<void> {
  (await draftMode()).enable();
  const jar = await cookies();
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value;
  if (!bypass) throw new Error("draftMode().enable() set no cookie");
  const options = previewCookieOptions(portalOrigin());
  jar.set({ name: DRAFT_MODE_COOKIE, value: bypass, ...options });
  jar.set({ name: PREVIEW_COOKIE, value: await previewToken(secret, now + PREVIEW_MAX_AGE_SECONDS * 1000), ...options });
}

export async function endDraftPreview(): Promise<void> {
  (await draftMode()).disable();
  const jar = await cookies();
  const expired = { ...previewCookieOptions(portalOrigin(), 0), expires: new Date(0) };
  jar.set({ name: DRAFT_MODE_COOKIE, value: "", ...expired });
  jar.set({ name: PREVIEW_COOKIE, value: "", ...expired });
  jar.set({ name: PREVIEW_AS_COOKIE, value: "", ...expired });
}
