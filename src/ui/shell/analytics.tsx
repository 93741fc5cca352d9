"use client";
/**
 * The tag manager and analytics scripts, configured by id and loaded only after consent. The page's
 * Content-Security-Policy allows their hosts only when it was served with the consent cookie
 * (decision 0020): consenting on a page served without it reloads the page once.
 */
import { useEffect } from "react";
import { useConsent } from "../consent";
import { useScripts, type ScriptToAdd } from "./use-script";

export function Analytics({
  gtmId,
  gaId,
  nonce,
  allowedByPolicy,
}: {
  gtmId?: string;
  gaId?: string;
  nonce?: string;
  allowedByPolicy: boolean;
}) {
  const { consented } = useConsent();
  const wanted = Boolean(gtmId || gaId) && consented;
  useEffect(() => {
    if (wanted && !allowedByPolicy) window.location.reload();
  }, [wanted, allowedByPolicy]);
  const scripts: ScriptToAdd[] = [];
  if (consented && allowedByPolicy) {
    if (gtmId)
      scripts.push({
        id: "gtm",
        nonce,
        text: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`,
      });
    if (gaId)
      scripts.push(
        { id: "gtag", nonce, src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}` },
        {
          id: "ga",
          nonce,
          text: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(gaId)});`,
        },
      );
  }
  useScripts(scripts);
  return null;
}
