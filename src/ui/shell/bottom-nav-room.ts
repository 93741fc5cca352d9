import { THEME } from "@/lib/constants";

/** The room the bottom navigation takes at the bottom of a phone's screen (below md), its safe area included: the layout and the pick sheet's save bar keep clear of it. */
export const BOTTOM_NAV_ROOM = `calc(${THEME.bottomNavigationSpacingUnits * THEME.spacing}px + env(safe-area-inset-bottom, 0px))`;
