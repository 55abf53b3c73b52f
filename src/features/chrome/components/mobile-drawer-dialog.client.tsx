"use client";

import * as Accordion from "@radix-ui/react-accordion";
import * as RadixDialog from "@radix-ui/react-dialog";
import { Link } from "@/ui/link.client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { MobileDrawerProps } from "./mobile-drawer.client";
import * as styles from "./mobile-drawer.css";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "@/ui/icons";
import { keepOpenForLayersAbove } from "@/ui/layers";

/** account.md §2 Header: the drawer's states. */
export type DrawerState = "closed" | "menu" | "user";

/**
 * The phone header's burger drawer (account.md §2 Header): a Radix dialog (focus trapped,
 * Escape closes) with the main links as accordions, the search and help link, and a user panel
 * (the account entries handed in by the layout). States: closed, menu open, user panel open.
 * Loaded by the burger's first press (`mobile-drawer.client.tsx`), so it starts open.
 */
export function MobileDrawerDialog({ navigation, help, search, userPanel }: MobileDrawerProps) {
  const t = useTranslations("chrome");
  const [state, setState] = useState<DrawerState>("menu");
  const pathname = usePathname();
  // A navigation closes the drawer (the layout, and so the drawer, stays mounted).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setState("closed");
  }

  return (
    <RadixDialog.Root open={state !== "closed"} onOpenChange={(open) => setState(open ? "menu" : "closed")}>
      <RadixDialog.Trigger className={styles.burger} aria-label={t("openMenu")}>
        <MenuIcon width={24} height={24} />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          data-drawer-state={state}
          onPointerDownOutside={keepOpenForLayersAbove}
          onInteractOutside={keepOpenForLayersAbove}
        >
          <div className={styles.top}>
            <RadixDialog.Title className={styles.title}>{state === "user" ? t("userPanel") : t("menu")}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t("closeMenu")}>
              <CloseIcon width={24} height={24} />
            </RadixDialog.Close>
          </div>
          <div className={styles.views}>
            <button type="button" className={styles.switchButton} aria-pressed={state === "menu"} onClick={() => setState("menu")}>
              {t("menu")}
            </button>
            <button type="button" className={styles.switchButton} aria-pressed={state === "user"} onClick={() => setState("user")}>
              {t("userPanel")}
            </button>
          </div>
          {state === "user" ? (
            <div className={styles.body}>{userPanel}</div>
          ) : (
            <div className={styles.body}>
              {search ? <div className={styles.search}>{search}</div> : null}
              <nav aria-label={t("mobileNavigation")}>
                <Accordion.Root type="single" collapsible className={styles.accordion}>
                  {navigation.map((item) =>
                    item.sections.length === 0 ? (
                      <Link key={item.label} className={styles.item} href={item.href}>
                        {item.label}
                      </Link>
                    ) : (
                      <Accordion.Item key={item.label} value={item.label} className={styles.accordionItem}>
                        <Accordion.Header className={styles.accordionHeader}>
                          <Accordion.Trigger className={styles.item}>
                            {item.label}
                            <ChevronDownIcon />
                          </Accordion.Trigger>
                        </Accordion.Header>
                        <Accordion.Content className={styles.panel}>
                          {item.sections.map((section, at) => (
                            <div key={`${section.type}-${at}`} className={styles.section}>
                              {section.title ? <p className={styles.sectionTitle}>{section.title}</p> : null}
                              <ul className={styles.links}>
                                {section.items.map((link) => (
                                  <li key={`${link.href}-${link.label}`}>
                                    <Link href={link.href}>{link.label}</Link>
                                  </li>
                                ))}
                                {section.cta ? (
                                  <li>
                                    <Link href={section.cta.href}>{section.cta.label}</Link>
                                  </li>
                                ) : null}
                              </ul>
                            </div>
                          ))}
                        </Accordion.Content>
                      </Accordion.Item>
                    ),
                  )}
                </Accordion.Root>
              </nav>
              {help ? (
                <Link className={styles.item} href={help.href}>
                  {help.label}
                </Link>
              ) : null}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
