"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent } from "react";
import type { Audience } from "@/lib/audience";
import * as form from "@/ui/form.css";
import { button, visuallyHidden } from "@/ui/recipes.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { uploadChatAttachment } from "../api/chat-requests";
import { CHAT_ATTACHMENT_ACCEPT, CHAT_ATTACHMENTS_PER_MESSAGE, chatFileProblem } from "../rules/chat-attachment";
import { CHAT_TEXT_MAX, CHAT_TEXT_MIN, chatTextProblem } from "../rules/chat-text";
import type { ChatAttachment } from "../types";
import * as styles from "./chat.css";

interface ChosenFile {
  localId: string;
  name: string;
  progress: number;
  attachment: ChatAttachment | null;
  error: string | null;
}

export interface ChatComposerProps {
  audience: Audience;
  conversationId: string | null;
  /** Hands the message on; the widget shows it at once and sends it (again, on a tap, if not delivered). */
  onSend(message: { text: string; attachments: ChatAttachment[] }): void;
}

const FILE_ERRORS = new Set(["file_too_large", "file_type_not_accepted", "file_invalid", "file_active_content", "file_empty"]);

/**
 * The chat form (account.md §2 Chat, §5 Chat form): the text by the shared rule (required, 2 to
 * 2,000 characters, no control characters), files uploaded as soon as they are chosen, each with a
 * progress bar, checked for type and size first and by the BFF again (unsafe files refused there).
 */
export function ChatComposer({ audience, conversationId, onSend }: ChatComposerProps) {
  const t = useTranslations("chat");
  const id = useId();
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const problem = chatTextProblem(text);
  const textError = touched && problem ? t(`textErrors.${problem}`, { audience, min: CHAT_TEXT_MIN, max: CHAT_TEXT_MAX }) : null;
  const uploading = files.some((file) => file.attachment === null && file.error === null);
  // A refused file stays in the list with its reason until removed: sending then went on without
  // it and cleared the reason, so the customer believed it sent (review round 21).
  const refused = files.some((file) => file.error !== null);

  const update = (localId: string, change: Partial<ChosenFile>) =>
    setFiles((current) => current.map((file) => (file.localId === localId ? { ...file, ...change } : file)));

  const choose = (chosen: FileList | null) => {
    setFileError(null);
    const list = [...(chosen ?? [])];
    if (input.current) input.current.value = "";
    if (files.length + list.length > CHAT_ATTACHMENTS_PER_MESSAGE) {
      setFileError(t("fileErrors.too_many", { max: CHAT_ATTACHMENTS_PER_MESSAGE }));
      return;
    }
    for (const file of list) {
      const refused = chatFileProblem(file);
      if (refused) {
        setFileError(t(`fileErrors.${refused}`));
        continue;
      }
      const localId = crypto.randomUUID();
      setFiles((current) => [...current, { localId, name: file.name, progress: 0, attachment: null, error: null }]);
      void uploadChatAttachment(file, conversationId, (fraction) => update(localId, { progress: fraction })).then((result) => {
        if ("attachment" in result) update(localId, { attachment: result.attachment, progress: 1 });
        else {
          const code = result.code && FILE_ERRORS.has(result.code) ? result.code : "upload_failed";
          update(localId, { error: t(`fileErrors.${code}`, { audience }) });
        }
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (refused) {
      setFileError(t("fileErrors.remove_refused", { audience }));
      return;
    }
    if (problem || uploading) return;
    const attachments = files.flatMap((file) => (file.attachment ? [file.attachment] : []));
    onSend({ text, attachments });
    setText("");
    setTouched(false);
    setFiles([]);
    setFileError(null);
  };

  return (
    <form className={styles.composer} onSubmit={submit} noValidate aria-label={t("messageLabel")}>
      <InteractiveWhenHydrated>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-text`}>
            {t("messageLabel")}
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            value={text}
            placeholder={t("messagePlaceholder", { audience })}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${id}-text-error` : undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => text !== "" && setTouched(true)}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter starts a new line (as chat inputs do).
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          {textError ? (
            <p id={`${id}-text-error`} className={form.error} role="alert">
              {textError}
            </p>
          ) : null}
        </div>
        <div className={form.field}>
          <input
            ref={input}
            id={`${id}-file`}
            className={visuallyHidden}
            type="file"
            multiple
            accept={CHAT_ATTACHMENT_ACCEPT}
            aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ""}`}
            onChange={(event) => choose(event.target.files)}
          />
          <label htmlFor={`${id}-file`} className={`${button.secondary} ${styles.attachLabel}`}>
            {t("attach")}
          </label>
          <p id={`${id}-file-hint`} className={form.help}>
            {t("attachHint", { max: CHAT_ATTACHMENTS_PER_MESSAGE })}
          </p>
          {fileError ? (
            <p id={`${id}-file-error`} className={form.error} role="alert">
              {fileError}
            </p>
          ) : null}
          {files.length > 0 ? (
            <ul className={styles.files}>
              {files.map((file) => (
                <li key={file.localId} className={styles.fileRow}>
                  <span>{file.name}</span>
                  {file.error ? (
                    <span className={form.error} role="alert">
                      {file.error}
                    </span>
                  ) : (
                    <progress
                      className={styles.progress}
                      max={1}
                      value={file.progress}
                      aria-label={file.attachment ? t("uploaded", { name: file.name }) : t("uploading", { name: file.name })}
                    />
                  )}
                  <button
                    type="button"
                    className={button.tertiary}
                    onClick={() => {
                      setFiles((current) => current.filter((candidate) => candidate.localId !== file.localId));
                      setFileError(null);
                    }}
                  >
                    {t("removeFile", { name: file.name })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={form.actions}>
          <button type="submit" className={button.primary} aria-disabled={uploading || undefined}>
            {t("send")}
          </button>
        </div>
      </InteractiveWhenHydrated>
    </form>
  );
}
