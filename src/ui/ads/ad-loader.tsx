"use client";
import Script from "next/script";
import { useEffect } from "react";
import { useConsent } from "../consent";

/**
 * The ad network's script, once per page and only after cookie consent. The page's policy allows
 * its host only when served with the consent cookie (decision 0020): consenting reloads once.
 */
export function AdLoader({ src, allowedByPolicy }: { src: string; allowedByPolicy: boolean }) {
  const { consented } = useConsent();
  useEffect(() => {
    if (consented && !allowedByPolicy) window.location.reload();
  }, [consented, allowedByPolicy]);
  if (!consented || !allowedByPolicy) return null;
  return <Script id="callit-ads" src={src} strategy="lazyOnload" />;
}
