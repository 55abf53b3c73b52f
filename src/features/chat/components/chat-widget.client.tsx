"use client";

import { useTranslations } from "next-intl";
import { Fragment, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { revalidateBff } from "@/api/bff-keys";
import type { Audience } from "@/lib/audience";
import { formatDate, formatDateTime } from "@/lib/date";
import { button } from "@/ui/recipes.css";
import { sendChatMessage } from "../api/chat-requests";
import { useChatConversation, useChatConversations } from "../api/use-chat";
import { BACK_ONLINE_NOTICE_MS, nextConnectionState } from "../rules/connection";
import type { ChatAttachment, ChatMessage } from "../types";
import { ChatComposer } from "./chat-composer.client";
import * as styles from "./chat.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

export interface ChatWidgetProps {
  audience: Audience;
}

/** A message on its way: shown at once, sent with its key; not delivered, a tap sends it again with the same key. */
interface PendingMessage {
  key: string;
  conversationId: string | null;
  text: string;
  attachments: ChatAttachment[];
  state: "sending" | "failed";
}

/**
 * The embedded chat (account.md §2 Chat, §8 Chat errors): the customer's conversations (empty
 * state; "could not be loaded" with a retry), the open conversation's messages (customer right,
 * Kundenservice left, times in Berlin; polled every 5 s while visible), the form, and the
 * connection notices: offline, reconnecting while undelivered messages are sent again, back online.
 */
export function ChatWidget({ audience }: ChatWidgetProps) {
  const t = useTranslations("chat");
  const [selected, setSelected] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [connection, dispatchConnection] = useReducer(nextConnectionState, "online");
  const list = useChatConversations();
  const reloadList = list.mutate;
  const conversation = useChatConversation(selected);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const sentHere = useRef(false);

  // The first conversation opens by itself once the list is read.
  const first = list.data?.[0]?.id ?? null;
  const [autoOpened, setAutoOpened] = useState(false);
  if (!autoOpened && first !== null && selected === null) {
    setAutoOpened(true);
    setSelected(first);
  }

  const deliver = useCallback(async (message: PendingMessage): Promise<boolean> => {
    setPending((current) => current.map((item) => (item.key === message.key ? { ...item, state: "sending" } : item)));
    const { data, status } = await sendChatMessage(
      {
        ...(message.conversationId ? { conversation_id: message.conversationId } : {}),
        text: message.text,
        attachment_ids: message.attachments.map((attachment) => attachment.id),
      },
      message.key,
    );
    if (status === 200 && data) {
      setSelected((current) => current ?? data.conversation_id);
      await Promise.all([revalidateBff("getChatConversation", { conversationId: data.conversation_id }), revalidateBff("listChatConversations")]);
      setPending((current) => current.filter((item) => item.key !== message.key));
      return true;
    }
    setPending((current) => current.map((item) => (item.key === message.key ? { ...item, state: "failed" } : item)));
    return false;
  }, []);

  const send = (message: { text: string; attachments: ChatAttachment[] }) => {
    sentHere.current = true;
    const item: PendingMessage = { key: crypto.randomUUID(), conversationId: selected, ...message, state: "sending" };
    setPending((current) => [...current, item]);
    if (typeof navigator !== "undefined" && !navigator.onLine) {
      setPending((current) => current.map((entry) => (entry.key === item.key ? { ...entry, state: "failed" } : entry)));
      return;
    }
    void deliver(item);
  };

  // §8: offline, then reconnecting while the messages not delivered are sent again, then back online.
  useEffect(() => {
    const offline = () => dispatchConnection("went-offline");
    const online = async () => {
      dispatchConnection("came-online");
      const failed = pendingRef.current.filter((item) => item.state === "failed");
      await Promise.all([...failed.map((item) => deliver(item)), reloadList()]);
      dispatchConnection("retries-settled");
    };
    if (!navigator.onLine) offline();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [deliver, reloadList]);

  useEffect(() => {
    if (connection !== "back-online") return;
    const timer = window.setTimeout(() => dispatchConnection("notice-elapsed"), BACK_ONLINE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [connection]);

  const messages: ChatMessage[] = selected && conversation.data?.id === selected ? conversation.data.messages : [];
  const shownPending = pending.filter((item) => item.conversationId === selected);
  const textOf = (message: ChatMessage) => (message.kind === "auto_reply" ? t("autoReply", { audience }) : message.text);

  // A chat shows its newest message: the log (a box of its own height) scrolls to its end as
  // messages come; once the customer has sent one here, that end comes into the page's view too, so
  // on a phone the acknowledgement is not left below the screen (it had no scrolling at all).
  const logRef = useRef<HTMLDivElement>(null);
  const newest = `${messages.at(-1)?.id ?? ""}:${shownPending.length}`;
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    log.scrollTop = log.scrollHeight;
    if (sentHere.current) log.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [newest]);

  return (
    <InteractiveWhenHydrated>
      <div className={styles.widget} data-feature="chat">
        <div>
          <h3>{t("conversations", { audience })}</h3>
          {list.error ? (
            <div role="alert">
              <p>{t("listFailed")}</p>
              <button type="button" className={button.secondary} onClick={() => void list.mutate()}>
                {t("retry")}
              </button>
            </div>
          ) : list.data === undefined ? (
            <p role="status">{t("loading")}</p>
          ) : (
            <>
              {list.data === null || list.data.length === 0 ? <p className={styles.muted}>{t("noConversations", { audience })}</p> : null}
              <ul className={styles.list}>
                {(list.data ?? []).map((item) => (
                  <li key={item.id}>
                    <button type="button" className={styles.listItem} aria-current={item.id === selected} onClick={() => setSelected(item.id)}>
                      <span>{t("conversationFrom", { date: formatDate(item.created_at) })}</span>
                      {item.last_message ? (
                        <span className={`${styles.muted} ${styles.preview}`}>
                          {item.last_message.kind === "auto_reply" ? t("autoReply", { audience }) : item.last_message.text}
                        </span>
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
              {selected !== null ? (
                <button type="button" className={button.tertiary} onClick={() => setSelected(null)}>
                  {t("newConversation")}
                </button>
              ) : null}
            </>
          )}
        </div>
        <div className={styles.thread}>
          {connection === "offline" ? (
            <p className={styles.notice} role="status">
              {t("offline", { audience })}
            </p>
          ) : connection === "reconnecting" ? (
            <p className={styles.notice} role="status">
              {t("reconnecting")}
            </p>
          ) : connection === "back-online" ? (
            <p className={styles.goodNotice} role="status">
              {t("backOnline")}
            </p>
          ) : null}
          {selected && conversation.error && !conversation.data ? (
            <div role="alert">
              <p>{t("threadFailed")}</p>
              <button type="button" className={button.secondary} onClick={() => void conversation.mutate()}>
                {t("retry")}
              </button>
            </div>
          ) : null}
          <div ref={logRef} role="log" aria-live="polite" aria-label={t("messages")} className={styles.log} tabIndex={0}>
            {selected && conversation.isLoading ? <p role="status">{t("loading")}</p> : null}
            {!selected && shownPending.length === 0 ? <p className={styles.muted}>{t("noMessages", { audience })}</p> : null}
            {messages.map((message) => (
              <div
                key={message.id}
                className={message.author === "customer" ? styles.customerMessage : styles.agentMessage}
                data-author={message.author}
              >
                <p className={styles.meta}>
                  {t("sentAt", {
                    author: message.author === "customer" ? t("you", { audience }) : t("agent"),
                    time: formatDateTime(message.created_at),
                  })}
                </p>
                <span>{textOf(message)}</span>
                {message.attachments.map((attachment) => (
                  <a key={attachment.id} className={styles.attachmentLink} href={attachment.url} target="_blank" rel="noopener">
                    {attachment.name}
                  </a>
                ))}
              </div>
            ))}
            {shownPending.map((item) => (
              <Fragment key={item.key}>
                <div className={styles.customerMessage} data-author="customer" data-state={item.state}>
                  <p className={styles.meta}>{item.state === "sending" ? t("sending") : t("you", { audience })}</p>
                  <span>{item.text.trim()}</span>
                  {item.attachments.map((attachment) => (
                    <span key={attachment.id}>{attachment.name}</span>
                  ))}
                </div>
                {item.state === "failed" ? (
                  <button type="button" className={styles.retry} onClick={() => void deliver(item)}>
                    {t("notDelivered")}
                  </button>
                ) : null}
              </Fragment>
            ))}
          </div>
          <ChatComposer audience={audience} conversationId={selected} onSend={send} />
        </div>
      </div>
    </InteractiveWhenHydrated>
  );
}
