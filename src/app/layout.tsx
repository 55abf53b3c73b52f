import type { ReactNode } from "react";

/** The locale layout renders <html>; this root only passes through (next-intl's setup). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
