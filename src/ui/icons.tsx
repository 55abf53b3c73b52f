/**
 * The portal's pictograms as inline SVG, drawn in the text's colour at the text's size and hidden
 * from screen readers (their buttons and links carry the name). Not characters such as ☰, ▾, ←
 * or ✓: the body font (Inter's Latin subset) has none of them, so each one made the browser search
 * the system's fonts during the first layout, about 30 to 60 ms of a phone's main thread per page
 * on Linux's Chromium (docs/performance.md "Layout and page weight"), and drew them in whatever font it found.
 * The close cross (×, which the font has) is drawn here too, so all of them share one stroke.
 */
import type { SVGProps } from "react";
import * as styles from "./icons.css";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "viewBox">;

function icon(path: string) {
  return function Icon({ width = "1em", height = "1em", className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={width}
        height={height}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className ? `${styles.icon} ${className}` : styles.icon}
        {...props}
      >
        <path d={path} />
      </svg>
    );
  };
}

export const MenuIcon = icon("M4 6h16M4 12h16M4 18h16");
export const ChevronDownIcon = icon("m6 9 6 6 6-6");
export const ArrowLeftIcon = icon("M19 12H5m6-6-6 6 6 6");
export const ArrowRightIcon = icon("M5 12h14m-6-6 6 6-6 6");
export const CloseIcon = icon("M6 6l12 12M18 6 6 18");
export const CheckIcon = icon("m5 12 5 5 9-10");
export const CartIcon = icon("M3 4h2l2.4 11h11.2L21 8H6.3M10 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z");
