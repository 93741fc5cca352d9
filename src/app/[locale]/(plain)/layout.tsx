import type { ReactNode } from "react";
import { MainLayout } from "@/ui/layouts/main-layout";

/**
 * The pages drawn without MUI: the same shell as (main), no MUI, Emotion or theme provider in the
 * browser (decision 0065). A page moves here once nothing on it needs MUI.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return <MainLayout>{children}</MainLayout>;
}
