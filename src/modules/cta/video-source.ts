/**
 * What a video CTA (account.md §2: a call to action "can open a modal or a video modal") may play:
 * a YouTube or Vimeo video, embedded from the privacy-friendly player hosts, or a video file
 * uploaded to Contentful or served by the portal. Anything else is refused when content is read,
 * so the page's Content-Security-Policy can name exactly these hosts.
 */
/** The `ctaAction` that makes a CTA open its `href` in a video modal. */
export const VIDEO_CTA_ACTION = "video";

export type VideoSource = { kind: "embed"; src: string } | { kind: "file"; src: string };

export const VIDEO_EMBED_HOSTS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;
export const VIDEO_FILE_HOSTS = ["https://videos.ctfassets.net", "https://assets.ctfassets.net"] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const VIDEO_FILE = /\.(mp4|webm)$/i;

export function parseVideoSource(href: string | null): VideoSource | null {
  if (!href) return null;
  if (href.startsWith("/")) return VIDEO_FILE.test(href) && !href.startsWith("//") ? { kind: "file", src: href } : null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^www\./, "");
  if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "m.youtube.com") {
    const id = url.pathname === "/watch" ? url.searchParams.get("v") : url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)$/)?.[1];
    return id && YOUTUBE_ID.test(id) ? { kind: "embed", src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (host === "youtu.be") {
    const id = url.pathname.slice(1);
    return YOUTUBE_ID.test(id) ? { kind: "embed", src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = url.pathname.match(/^\/(?:video\/)?(\d+)$/)?.[1];
    return id && VIMEO_ID.test(id) ? { kind: "embed", src: `https://player.vimeo.com/video/${id}` } : null;
  }
  if ((VIDEO_FILE_HOSTS as readonly string[]).includes(url.origin) && VIDEO_FILE.test(url.pathname)) return { kind: "file", src: url.href };
  return null;
}
