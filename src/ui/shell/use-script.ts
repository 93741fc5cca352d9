"use client";
import { useEffect } from "react";

export interface ScriptToAdd {
  /** One script of this id per page. */
  id: string;
  /** An external script, loaded async; or `text`, run inline. */
  src?: string;
  text?: string;
  /** The page's CSP nonce (an inline script needs it). */
  nonce?: string;
}

/**
 * Adds scripts to the document once each (by id), after hydration, or after the page's load event
 * with `afterLoad`: what the consent-gated analytics and ad loaders needed of next/script
 * (`afterInteractive`, `lazyOnload`), without its loader in every page's runtime.
 */
export function useScripts(scripts: readonly ScriptToAdd[], when: "now" | "afterLoad" = "now") {
  const key = JSON.stringify(scripts);
  useEffect(() => {
    const wanted = JSON.parse(key) as ScriptToAdd[];
    if (wanted.length === 0) return;
    const add = () => {
      for (const script of wanted) {
        if (document.getElementById(script.id)) continue;
        const element = document.createElement("script");
        element.id = script.id;
        if (script.nonce) element.nonce = script.nonce;
        if (script.src) {
          element.src = script.src;
          element.async = true;
        } else element.text = script.text ?? "";
        document.head.appendChild(element);
      }
    };
    if (when === "now" || document.readyState === "complete") return add();
    window.addEventListener("load", add, { once: true });
    return () => window.removeEventListener("load", add);
  }, [key, when]);
}
