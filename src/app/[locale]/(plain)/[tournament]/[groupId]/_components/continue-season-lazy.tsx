"use client";
import dynamic from "next/dynamic";

/** The owner's "continue into the next season": its code (and the action's) loads only where the server renders it (decision 0068). */
export const ContinueSeason = dynamic(() => import("./continue-season").then((m) => m.ContinueSeason));
