import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import type { ReactNode } from "react";
import { RouteProgressBar } from "../shell/route-progress";

/** A bare, centred page (flows such as /redirect) whose loading bar sits in the middle (seed §2). */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", p: 2 }}>
      <RouteProgressBar centered />
      <Container maxWidth="sm">{children}</Container>
    </Box>
  );
}
