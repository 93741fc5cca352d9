import type { ReactNode } from "react";
import { defineLayout } from "@/server/http/define-page";
import { currentSite } from "@/server/sites/sites";
import { MainLayout } from "@/ui/layouts/main-layout";

/**
 * The pages drawn without MUI: the same shell as (main), no MUI, Emotion or theme provider in the
 * browser (decision 0065). A page moves here once nothing on it needs MUI.
 */
export default defineLayout<ReactNode>(async ({ db, props: { children } }) => (
  <MainLayout site={await currentSite(db)}>{children}</MainLayout>
));
