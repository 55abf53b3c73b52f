"use client";
import { useEffect, useRef, useState, type RefObject } from "react";
import * as styles from "./gallery-frame.css";

/** Heights a frame may take: a framed page cannot make the gallery endless. */
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 2400;
const FIRST_HEIGHT = 360;

interface FrameHeight {
  galleryFrameHeight: number;
}

function isFrameHeight(data: unknown): data is FrameHeight {
  return typeof data === "object" && data !== null && typeof (data as FrameHeight).galleryFrameHeight === "number";
}

/**
 * One example of a code-owned feature, modal or the loyalty programme, in a frame of its own: such a
 * block runs its page's scripts (it opens its introduction, sends a visitor to sign in, leaves for a
 * payment page), which must act on the frame, not on the gallery: a frame's router and its
 * `location` are the frame's own. Loaded once it is on screen, not as the browser's lazy loading
 * does (thousands of pixels ahead: dozens of pages rendered at once); as tall as it says it is.
 */
export function GalleryFrame({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(FIRST_HEIGHT);
  const shown = useShownOnce(frame);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || !isFrameHeight(event.data)) return;
      setHeight(Math.min(Math.max(Math.ceil(event.data.galleryFrameHeight), MIN_HEIGHT), MAX_HEIGHT));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return <iframe ref={frame} src={shown ? src : undefined} title={title} className={styles.frame} style={{ height }} />;
}

/** Whether the element has come on screen (or within a little of it) at least once. */
function useShownOnce(element: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (shown || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, shown]);
  return shown;
}

/** In the framed example: tells the gallery how tall it is, whenever that changes. */
export function ReportFrameHeight({ target }: { target: string }) {
  useEffect(() => {
    if (window.parent === window) return;
    const element = document.querySelector(target);
    if (!element) return;
    const report = () => {
      const message: FrameHeight = { galleryFrameHeight: element.getBoundingClientRect().bottom + window.scrollY + 24 };
      window.parent.postMessage(message, window.location.origin);
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [target]);
  return null;
}
