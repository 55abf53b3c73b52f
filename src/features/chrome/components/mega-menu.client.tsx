"use client";

import { Link } from "@/ui/link.client";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { MenuSectionType } from "../rules/chrome-content";
import * as styles from "./mega-menu.css";
import { ChevronDownIcon } from "@/ui/icons";

export interface MenuLink {
  label: string;
  href: string;
  text: string | null;
}

export interface MenuNavItem {
  label: string;
  href: string;
  sections: { type: MenuSectionType; title: string | null; text: string | null; items: MenuLink[]; cta: MenuLink | null }[];
}

/** How long the pointer may leave a menu before it closes (crossing the gap to the panel). */
const HOVER_CLOSE_MS = 150;

/**
 * The main links with their mega menus (account.md §2 Header), as a disclosure navigation: each
 * main link with a menu is a button (aria-expanded) that opens its panel on hover, click, Enter or
 * Space; Escape closes it and returns focus to the button, leaving the menu by Tab or a click
 * elsewhere closes it too. A main link without a menu is a plain link.
 */
export function MegaMenu({ items }: { items: MenuNavItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A mouse opens a panel as it comes over the button; its click then keeps the panel open instead
  // of closing what the customer is about to use (a second click closes it).
  const openedByHover = useRef(false);
  const root = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const pathname = usePathname();

  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const hoverOpen = (index: number) => {
    window.clearTimeout(closeTimer.current);
    if (open !== index) openedByHover.current = true;
    setOpen(index);
  };
  const hoverClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), HOVER_CLOSE_MS);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && open === index) {
      event.stopPropagation();
      setOpen(null);
      root.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${baseId}-button-${index}`)}`)?.focus();
    }
  };

  return (
    <ul ref={root} className={styles.list}>
      {items.map((item, index) =>
        item.sections.length === 0 ? (
          <li key={item.label}>
            <Link className={styles.trigger} href={item.href}>
              {item.label}
            </Link>
          </li>
        ) : (
          <li
            key={item.label}
            onPointerEnter={(event) => event.pointerType === "mouse" && hoverOpen(index)}
            onPointerLeave={(event) => event.pointerType === "mouse" && hoverClose()}
            onKeyDown={onKeyDown(index)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) setOpen(null);
            }}
          >
            <button
              type="button"
              id={`${baseId}-button-${index}`}
              className={styles.trigger}
              aria-expanded={open === index}
              aria-controls={`${baseId}-panel-${index}`}
              onClick={() => {
                setOpen(open === index && !openedByHover.current ? null : index);
                openedByHover.current = false;
              }}
            >
              {item.label}
              <ChevronDownIcon className={styles.chevron} />
            </button>
            <div id={`${baseId}-panel-${index}`} className={styles.panel} hidden={open !== index}>
              <div className={styles.sections}>
                {item.sections.map((section, at) => (
                  <MenuSection key={`${section.type}-${at}`} section={section} />
                ))}
              </div>
            </div>
          </li>
        ),
      )}
    </ul>
  );
}

function MenuSection({ section }: { section: MenuNavItem["sections"][number] }) {
  const headingId = useId();
  const cards = section.type === "card" || section.type === "program-cards";
  return (
    <section
      className={cards ? styles.cardSection : styles.section}
      aria-labelledby={section.title ? headingId : undefined}
      data-section={section.type}
    >
      {section.title ? (
        <p id={headingId} className={styles.sectionTitle}>
          {section.title}
        </p>
      ) : null}
      {section.text ? <p className={styles.sectionText}>{section.text}</p> : null}
      {section.items.length > 0 ? (
        <ul className={cards ? styles.cards : styles.links}>
          {section.items.map((item) => (
            <li key={`${item.href}-${item.label}`} className={cards ? styles.card : undefined}>
              <Link className={styles.link} href={item.href}>
                {item.label}
              </Link>
              {item.text ? <span className={styles.itemText}>{item.text}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {section.cta ? (
        <Link className={styles.cta} href={section.cta.href}>
          {section.cta.label}
        </Link>
      ) : null}
    </section>
  );
}
