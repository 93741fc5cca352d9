import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// Messages are compiled at build time (decision 0074): the browser gets no ICU parser, only
// next-intl's formatter of the compiled form.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // Database drivers stay outside the bundle: PGlite loads its WASM from its own package folder.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "nodemailer"],
  poweredByHeader: false,
  // The container ships `.next/standalone` (traced server files and node_modules), completed by
  // scripts/standalone.mjs and run by our own server/main.mjs, never Next's server.js (decision 0028).
  output: "standalone",
  // The build checks the app; `npm run typecheck` checks everything, tests and the route types
  // included. `npm test` runs that first and builds with CALLIT_TYPES_CHECKED=1: the build skips
  // the same check over again (scripts/test.mjs, decision 0086). Any other build checks.
  typescript: { tsconfigPath: "tsconfig.build.json", ignoreBuildErrors: process.env.CALLIT_TYPES_CHECKED === "1" },
  reactStrictMode: true,
  // The server's source maps (one per server chunk, about 220 MB) map the stacks of the errors Next
  // prints. `npm test`'s build leaves them out (CALLIT_SERVER_SOURCE_MAPS=0, scripts/test.mjs): no
  // test reads a stack, and the build takes about a fifth less CPU (decision 0103). Any other build,
  // the container's too, keeps them.
  experimental: { turbopackSourceMaps: process.env.CALLIT_SERVER_SOURCE_MAPS !== "0" },
  // The files of public/ that a release does not change in practice (the flags, the font, the app's
  // icons): fresh for a day, then used while revalidated in the background for a week, so a
  // returning player's page asks for none of them. Next's default (max-age=0) revalidated every flag
  // and the preloaded font on each page view, a round trip each (decision 0104).
  async headers() {
    const cached = [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }];
    return ["/flags/:file*", "/fonts/:file*", "/icons/:file*"].map((source) => ({ source, headers: cached }));
  },
  // The table of every error code's status stays on the server: the browser's build takes the
  // browser's `statusOf` (decision 0096).
  turbopack: { resolveAlias: { "@/lib/error-status": { browser: "./src/lib/error-status.browser.ts" } } },
};

export default withNextIntl(nextConfig);
