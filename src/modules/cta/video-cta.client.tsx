"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/ui/dialog.client";
import type { VideoSource } from "./video-source";
import * as styles from "./cta.css";

/**
 * A CTA that opens a video modal (account.md §2). The player loads only once the modal opens and
 * stops when it closes, as the dialog's content unmounts.
 */
export function VideoCta({ text, video, className, tracking }: { text: string; video: VideoSource; className: string; tracking?: string }) {
  const t = useTranslations("dialog");
  return (
    <Dialog
      title={text}
      closeLabel={t("close")}
      trigger={
        <button type="button" className={className} data-tracking-location={tracking}>
          {text}
        </button>
      }
    >
      <div className={styles.video}>
        {video.kind === "embed" ? (
          <iframe src={video.src} title={text} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen className={styles.videoFrame} />
        ) : (
          <video src={video.src} controls autoPlay playsInline className={styles.videoFrame} />
        )}
      </div>
    </Dialog>
  );
}
