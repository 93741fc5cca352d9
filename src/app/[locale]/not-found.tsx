import type { Metadata } from "next";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/ui/link-button";
import { MainLayout } from "@/ui/layouts/main-layout";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <MainLayout>
      <Stack spacing={2} sx={{ alignItems: "flex-start", py: 6 }}>
        <Typography variant="overline" color="text.secondary">
          404
        </Typography>
        <Typography variant="h4" component="h1">
          {t("title")}
        </Typography>
        <Typography>{t("text")}</Typography>
        <LinkButton variant="contained" href="/">
          {t("home")}
        </LinkButton>
      </Stack>
    </MainLayout>
  );
}
