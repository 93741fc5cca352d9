"use client";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/** Why the scoring and jokers are greyed out, and where to get them. */
export function PlusHint({ slug }: { slug: string }) {
  const t = useTranslations("plus");
  return (
    <Typography variant="body2" sx={{ color: "text.secondary" }} data-testid="plus-hint">
      {t.rich("hint", { link: (chunks) => <Link href={`/${slug}/plus`}>{chunks}</Link> })}
    </Typography>
  );
}
