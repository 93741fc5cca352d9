import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/**
 * An empty list or table, saying what to do next (issue 13, point 8): the message, then the
 * actions (links or buttons) that lead on. A server component.
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
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Typography component="div">{children}</Typography>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
