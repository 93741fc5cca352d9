import { COLOR_SCHEME_STORAGE_KEY } from "@/lib/constants";

/**
 * Before the first paint, the `light` or `dark` class on <html> that the theme's CSS variables
 * follow, from the stored mode (light, dark, else the device's choice): the same reading as
 * ./color-scheme.ts's `readMode` and `draw`, so that a dark page never flashes light. Drawn by the
 * server: no script of ours in the page's bundle for it (it was MUI's InitColorSchemeScript, a
 * client component).
 */
const SOURCE = `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})}catch(e){}var d=m==="dark"||(m!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches),c=document.documentElement.classList;c.remove("light","dark");c.add(d?"dark":"light")})()`;

export function ColorSchemeScript({ nonce }: { nonce?: string }) {
  // The browser hides a nonce from the DOM once read: hydration finds it empty.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
