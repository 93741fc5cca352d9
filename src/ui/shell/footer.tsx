import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { DOC_SLUGS } from "@/lib/docs";

export async function Footer() {
  const t = await getTranslations();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: "divider", py: 3, mt: 6 }}>
      <Container maxWidth="lg">
        <Stack
          component="nav"
          aria-label={t("a11y.footerNavigation")}
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: "wrap", mb: 1 }}
        >
          {DOC_SLUGS.map((slug) => (
            <Link key={slug} href={`/docs/${slug}`}>
              {t(`docs.${slug}`)}
            </Link>
          ))}
          <Link href="/contact">{t("nav.contact")}</Link>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t("footer.copyright", { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
