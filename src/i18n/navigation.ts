import { createElement, type ComponentProps } from "react";
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's localised link, without prefetching unless a link asks for it (decision 0076): a
 * page's shell alone links to 17 pages, and Next prefetched each of them from the server (twice)
 * as they came into view, about 34 requests a page view for pages a player mostly never opens.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch: false, ...props });
}
