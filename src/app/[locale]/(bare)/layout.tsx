import type { ReactNode } from "react";
import { SimpleLayout } from "@/ui/layouts/simple-layout";

/**
 * The bare, centred pages (flows such as /redirect, the sandbox's checkout, offline), drawn without
 * MUI (decisions 0065, 0068): the shell's SimpleLayout with no `MuiPage`.
 */
export default function Layout({ children }: { children: ReactNode }) {
  return <SimpleLayout>{children}</SimpleLayout>;
}
