import type { ReactNode } from "react";
import { SimpleLayout } from "@/ui/layouts/simple-layout";
import { MuiPage } from "@/ui/mui-theme";

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SimpleLayout>
      <MuiPage>{children}</MuiPage>
    </SimpleLayout>
  );
}
