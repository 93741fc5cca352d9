import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { currentSite } from "@/server/sites/sites";
import { BottomNav } from "../shell/bottom-nav";
import { BOTTOM_NAV_ROOM } from "../shell/bottom-nav-room";
import { Footer } from "../shell/footer";
import { ContentFade } from "../shell/route-progress";
import { TopBar } from "../shell/top-bar";

/** The app shell: top bar, content, footer, and the bottom navigation on phones. */
export async function MainLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("a11y");
  const site = await currentSite();
  return (
    <Box
      sx={{
        minHeight: "100dvh",
        display: "flex",
        flexDirection: "column",
        pb: { xs: BOTTOM_NAV_ROOM, md: 0 },
        px: "env(safe-area-inset-right, 0px) env(safe-area-inset-left, 0px)",
      }}
    >
      <Box
        component="a"
        href="#main"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: 3000,
          p: 1,
          bgcolor: "background.paper",
          color: "text.primary",
          "&:focus": { top: 8 },
        }}
      >
        {t("skipToContent")}
      </Box>
      <TopBar siteName={site.name} locales={site.locales} />
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 2, md: 4 }, outline: "none" }}
      >
        <ContentFade>{children}</ContentFade>
      </Container>
      <Footer />
      <BottomNav />
    </Box>
  );
}
