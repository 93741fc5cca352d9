import type { ReactNode } from "react";
import { MainLayout } from "@/ui/layouts/main-layout";
import { MuiPage } from "@/ui/mui-theme";

/** The pages drawn with MUI; the pages without it are in (plain), with the same shell (decision 0065). */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <MainLayout>
      <MuiPage>{children}</MuiPage>
    </MainLayout>
  );
}
