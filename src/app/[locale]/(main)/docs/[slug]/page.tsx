import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/constants";
import { getDoc } from "@/server/content/get-doc";
import { pageMetadata } from "@/ui/metadata";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const doc = await getDoc(locale, slug);
  if (!doc) return {};
  return pageMetadata({ locale, path: `/docs/${slug}`, title: doc.title, description: doc.description });
}

export default async function DocPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const doc = await getDoc(locale, slug);
  if (!doc) notFound();
  return (
    <Box
      component="article"
      sx={{ maxWidth: 760, "& h2": { mt: 4, mb: 1 }, "& a": { color: "primary.main" }, lineHeight: 1.7 }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        {doc.title}
      </Typography>
      {/* Our own markdown from the repository, not user input. */}
      <div dangerouslySetInnerHTML={{ __html: doc.html }} />
    </Box>
  );
}
