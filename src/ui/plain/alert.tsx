import type { ReactNode } from "react";
import content from "./content.module.css";

/** MUI's icons of its Alert: InfoOutlined and SuccessOutlined. */
const ICON = {
  info: "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8",
  success:
    "M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z",
} as const;

/** MUI's standard Alert (info or success) as the server draws it, without MUI (decision 0068). */
export function Alert({ severity = "info", children }: { severity?: keyof typeof ICON; children: ReactNode }) {
  return (
    <div role="alert" className={`${content.alert} ${severity === "success" ? content.alertSuccess : ""}`}>
      <div className={content.alertIcon}>
        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={ICON[severity]} />
        </svg>
      </div>
      <div className={content.alertMessage}>{children}</div>
    </div>
  );
}
