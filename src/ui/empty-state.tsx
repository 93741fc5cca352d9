import type { ReactNode } from "react";
import content from "./plain/content.module.css";

/**
 * An empty list or table, saying what to do next (issue 13, point 8): the message, then the
 * actions (links or buttons) that lead on. A server component, drawn without MUI (decision 0068).
 */
export function EmptyState({
  children,
  actions,
  testId = "empty-state",
}: {
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`${content.outlined} ${content.emptyState}`} data-testid={testId}>
      <div className={`${content.stack2} ${content.start}`}>
        <div className={content.body1}>{children}</div>
        {actions && <div className={content.row1}>{actions}</div>}
      </div>
    </div>
  );
}
