"use client";
import { ErrorView } from "@/ui/shell/error-view";

// Inside the (plain) layout, as in (main): the top bar, footer and bottom navigation stay, so the player can leave.
export default ErrorView;
