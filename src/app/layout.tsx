import type { ReactNode } from "react";

// The real document lives in [locale]/layout.tsx; this root only passes through.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
