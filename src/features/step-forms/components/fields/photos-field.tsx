import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { DAMAGE_PHOTO_MAX_BYTES } from "@/api/upload-limits";
import { button } from "@/ui/recipes.css";
import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";
import { uploadProgressTicks, UPLOAD_TICK_MS, UPLOAD_DONE_SHOWN_MS } from "./upload-progress";
import { CloseIcon } from "@/ui/icons";

interface Photo {
  id: string;
  name: string;
  progress: number;
  /** `refused`: the BFF refused the file's type (415); `failed`: any other failure, swallowed (deals.md §8). */
  state: "uploading" | "done" | "refused" | "failed";
  location: string | null;
}

/**
 * Photos of a damage (deals.md §3 images, §5, §9): several images at once, each posted on its own
 * to the field's `upload` URL with the deal and a timestamp; the answers' `path.location` are the
 * field's value. A file over 6 MB stops the whole choice with the toast of §5; progress runs on
 * the timer of §9; while any photo uploads the value is empty and the field's error is the manual
 * error "Bilder werden noch hochgeladen …" (§5), which disables the submit button. A photo
 * whose type the BFF refused says why in its row; any other failure is swallowed as §8 says (no
 * toast, no dialog, no alert): its row only reads "Nicht hochgeladen.", so that a customer who
 * chose a file sees it was not taken, without a reason that would not be true.
 */
export function PhotosField({ field, control, setValue, form }: FieldRendererProps) {
  const t = useTranslations("stepForms");
  // Shown again (after "nicht fahrbereit" was unticked, deals.md §4), the list holds the photos the form kept.
  const [photos, setPhotos] = useState<Photo[]>(() => keptPhotos(form.values[field.name]));
  const input = useRef<HTMLInputElement>(null);
  const uploading = photos.some((photo) => photo.state === "uploading");
  const locations = photos.flatMap((photo) => (photo.state === "done" && photo.location ? [photo.location] : []));
  const value = uploading ? [] : locations;
  const key = value.join("\n");

  const current = form.values[field.name];
  const currentKey = Array.isArray(current) ? current.join("\n") : null;
  // Nothing chosen yet is no answer yet: writing the empty list as the form opens would mark the
  // field touched and show "Pflichtfeld" before any input.
  const untouched = currentKey === null && key === "";
  useEffect(() => {
    if (currentKey !== key && !untouched) setValue(key === "" ? [] : key.split("\n"));
  }, [currentKey, key, setValue, untouched]);

  // §5 "While uploading, a manual error … blocks the form": the field's error while any photo uploads.
  const { setManualError } = form;
  useEffect(() => {
    if (!uploading) return;
    setManualError(field.name, UPLOADING);
    return () => setManualError(field.name, null);
  }, [uploading, field.name, setManualError]);

  const update = (id: string, change: Partial<Photo>) => setPhotos((all) => all.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));

  const send = async (photo: Photo, file: File) => {
    const ticks = uploadProgressTicks();
    const timer = setInterval(() => update(photo.id, { progress: ticks.next().value ?? 80 }), UPLOAD_TICK_MS);
    try {
      const body = new FormData();
      body.set("file", file);
      body.set("subscription_id", form.dealId ?? "");
      body.set("timestamp", String(Date.now()));
      const response = await fetch(field.upload?.url ?? "", { method: "POST", body, credentials: "same-origin" });
      const answer = (await response.json().catch(() => null)) as { path?: { location?: unknown } } | null;
      const location = response.ok && typeof answer?.path?.location === "string" ? answer.path.location : null;
      clearInterval(timer);
      if (!location) return update(photo.id, { state: response.status === 415 ? "refused" : "failed", progress: 0 });
      update(photo.id, { progress: 100 });
      uploadedNames.set(location, photo.name);
      setTimeout(() => update(photo.id, { state: "done", location }), UPLOAD_DONE_SHOWN_MS);
    } catch {
      clearInterval(timer);
      update(photo.id, { state: "failed", progress: 0 });
    }
  };

  const choose = (files: File[]) => {
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    if (files.some((file) => file.size > DAMAGE_PHOTO_MAX_BYTES)) {
      form.notify("error", `${t("photosTooLarge")} ${t("photosMaxSize")}`);
      return;
    }
    // The earlier "zu groß" no longer holds once files within the limit are on their way.
    form.withdrawErrors();
    const added = files.map((file) => ({ id: crypto.randomUUID(), name: file.name, progress: 10, state: "uploading" as const, location: null }));
    setPhotos((all) => [...all, ...added]);
    added.forEach((photo, index) => void send(photo, files[index]!));
  };

  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/*"
        className={styles.input}
        {...control}
        onChange={(event) => choose([...(event.target.files ?? [])])}
      />
      {photos.length > 0 ? (
        <ul className={styles.photoList}>
          {photos.map((photo) => (
            <li key={photo.id} className={styles.photoRow}>
              <span>
                {photo.name}
                {photo.state === "uploading" ? (
                  <progress className={styles.progress} max={100} value={photo.progress} aria-label={t("photoProgress", { name: photo.name })} />
                ) : null}
                {photo.state === "done" ? <span className={styles.help}> · {t("photoUploaded")}</span> : null}
                {photo.state === "refused" ? (
                  <span className={styles.error} role="alert">
                    {" "}
                    · {t("photoRefused")}
                  </span>
                ) : null}
                {photo.state === "failed" ? <span className={styles.help}> · {t("photoNotUploaded")}</span> : null}
              </span>
              {photo.state !== "uploading" ? (
                <button
                  type="button"
                  className={button.tertiary}
                  aria-label={t("removePhoto", { name: photo.name })}
                  onClick={() => setPhotos((all) => all.filter((other) => other.id !== photo.id))}
                >
                  <CloseIcon />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The manual error of a field whose photos are still uploading. */
const UPLOADING = { key: "stepForms.photosUploading", values: {} };

/** The file names of this page's uploads, by location: a list shown again names them as before. */
const uploadedNames = new Map<string, string>();

/** The uploaded photos a form value names (their locations), as rows of the list. */
function keptPhotos(value: unknown): Photo[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((location): location is string => typeof location === "string" && location !== "")
    .map((location) => ({
      id: location,
      name: uploadedNames.get(location) ?? location.split("/").pop() ?? location,
      progress: 100,
      state: "done",
      location,
    }));
}
