"use client";
import AppBar from "@mui/material/AppBar";
import Container from "@mui/material/Container";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { ErrorView } from "@/ui/shell/error-view";

/** When a layout itself fails, the shell is gone: a plain header with the way home stands in for it. */
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("meta");
  return (
    <>
      <AppBar position="static" elevation={0} color="primary" enableColorOnDark>
        <Toolbar component="nav" aria-label={t("siteName")}>
          <Typography
            component={Link}
            href="/"
            variant="h6"
            sx={{ color: "inherit", textDecoration: "none", fontWeight: 800 }}
          >
            {t("siteName")}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="lg">
        <ErrorView {...props} />
      </Container>
    </>
  );
}
