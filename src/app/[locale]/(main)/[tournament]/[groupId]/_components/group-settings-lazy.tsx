"use client";
import dynamic from "next/dynamic";

/**
 * The settings, for managers only: its code (MUI's select, menu, checkbox, alert and the confirm
 * dialog) loads only where the server renders it, so members' group pages do without (decision 0042).
 */
export const GroupSettings = dynamic(() => import("./group-settings").then((m) => m.GroupSettings));
