import type { ReactNode } from "react";
import { defineLayout } from "@/server/http/define-page";
import { currentSite } from "@/server/sites/sites";
import { MainLayout } from "@/ui/layouts/main-layout";
import { MuiPage } from "@/ui/mui-theme";

/** The pages drawn with MUI; the pages without it are in (plain), with the same shell (decision 0065). */
export default defineLayout<ReactNode>(async ({ db, props: { children } }) => (
  <MainLayout site={await currentSite(db)}>
    <MuiPage>{children}</MuiPage>
  </MainLayout>
));
