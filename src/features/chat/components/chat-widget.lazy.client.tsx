"use client";

import dynamic from "next/dynamic";

/**
 * `ChatWidget` of `chat-widget.client.tsx`, loaded on demand: the page that renders it fetches
 * its code, no other page does. Rendered on the server as before; interactive once its chunk arrived.
 */
export const ChatWidget = dynamic(() => import("./chat-widget.client").then((loaded) => loaded.ChatWidget));
