"use client";
import Script from "next/script";
import { useConsent } from "../consent";

/** The ad network's script, once per page and only after cookie consent. */
export function AdLoader({ src }: { src: string }) {
  const { consented } = useConsent();
  if (!consented) return null;
  return <Script id="callit-ads" src={src} strategy="lazyOnload" />;
}
