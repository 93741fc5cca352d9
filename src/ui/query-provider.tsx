"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { QUERY_DEFAULTS } from "@/lib/constants";

/**
 * TanStack Query for the few islands that use it (contact form, purchase status): placed around
 * them, not in the app's providers, so other pages do not load it (decision 0041).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
