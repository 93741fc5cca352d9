"use client";
import dynamic from "next/dynamic";

/**
 * The settings, for managers only: its code (MUI's theme, select, menu, checkbox, alert and the
 * confirm dialog) loads only where the server renders it, so members' group pages do without
 * (decisions 0042, 0068).
 */
export const GroupSettings = dynamic(() => import("./group-settings-themed"));
