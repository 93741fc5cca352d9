import type { ReactNode } from "react";
import { SimpleLayout } from "@/ui/layouts/simple-layout";

/** The bare, centred pages drawn without MUI (as (simple), without `MuiPage`; decision 0065). */
export default function Layout({ children }: { children: ReactNode }) {
  return <SimpleLayout>{children}</SimpleLayout>;
}
