"use client";
import { useEffect } from "react";
import { useConsent } from "../consent";
import { useScripts } from "../shell/use-script";

/**
 * The ad network's script, once per page and only after cookie consent. The page's policy allows
 * its host only when served with the consent cookie (decision 0020): consenting reloads once.
 */
export function AdLoader({ src, allowedByPolicy }: { src: string; allowedByPolicy: boolean }) {
  const { consented } = useConsent();
  useEffect(() => {
    if (consented && !allowedByPolicy) window.location.reload();
  }, [consented, allowedByPolicy]);
  useScripts(consented && allowedByPolicy ? [{ id: "callit-ads", src }] : [], "afterLoad");
  return null;
}
