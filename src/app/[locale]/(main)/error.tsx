"use client";
import { ErrorView } from "@/ui/shell/error-view";

// Inside the (main) layout: the top bar, footer and bottom navigation stay, so the player can leave.
export default ErrorView;
