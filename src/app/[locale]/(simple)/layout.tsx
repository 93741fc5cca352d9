import type { ReactNode } from "react";
import { SimpleLayout } from "@/ui/layouts/simple-layout";

export default function Layout({ children }: { children: ReactNode }) {
  return <SimpleLayout>{children}</SimpleLayout>;
}
