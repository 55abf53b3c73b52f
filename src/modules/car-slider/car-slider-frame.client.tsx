"use client";

import { useRef, type ReactNode } from "react";
import { button } from "@/ui/recipes.css";
import * as styles from "./car-slider.css";
import { ArrowLeftIcon, ArrowRightIcon } from "@/ui/icons";

/** How far one press of an arrow moves the list (deals.md and account.md §9: "slider step 500 px"). */
export const SLIDER_STEP_PX = 500;

/**
 * The scrolling part of the car slider: the cards stay a plain list (swipe, scroll, or tab through
 * the links), and the two buttons move it by 500 px for those with a mouse.
 */
export function CarSliderFrame({ label, previous, next, children }: { label: string; previous: string; next: string; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    list.current?.scrollBy({ left: direction * SLIDER_STEP_PX, behavior: "smooth" });
  };
  return (
    <div className={styles.frame}>
      <div className={styles.controls}>
        <button type="button" className={button.secondary} aria-label={previous} onClick={() => move(-1)}>
          <ArrowLeftIcon />
        </button>
        <button type="button" className={button.secondary} aria-label={next} onClick={() => move(1)}>
          <ArrowRightIcon />
        </button>
      </div>
      <ul ref={list} className={styles.list} aria-label={label}>
        {children}
      </ul>
    </div>
  );
}
