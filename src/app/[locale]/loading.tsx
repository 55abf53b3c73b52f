import { useTranslations } from "next-intl";

export default function Loading() {
  const t = useTranslations();
  return (
    <p role="status" aria-live="polite">
      {t("loading")}
    </p>
  );
}
