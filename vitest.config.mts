import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // `server-only` throws outside React's server build; tests run server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          // One module graph per worker, not per file (as the integration files, decision 0055): the
          // unit files share no state through modules (one stubs an env variable, with vi.stubEnv).
          // Side by side on this machine, A B A B: 0.39x the CPU, 0.47x the wall (docs/benchmarks.md, 2026-12-01).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/setup.ts"],
          // Files run one after another in a worker that keeps its loaded modules (decision 0055):
          // importing the app (Better Auth, Next, the route handlers) once per worker instead of
          // once per file. Each file still has a database of its own (createTestDb), and setup.ts
          // undoes its changes to process.env when it ends.
          isolate: false,
          // Both cores of a CI machine (Vitest's default leaves one free): while one file waits on
          // a socket or a timer, the other runs.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // next-intl's middleware imports `next/server` without its extension, which only a
          // bundler resolves: Vite transforms it, so the proxy runs in tests as in Next.
          server: { deps: { inline: ["next-intl"] } },
        },
      },
      {
        resolve: { alias },
        // `npm run test:cluster`: two server processes behind HAProxy on PostgreSQL (needs a build).
        test: {
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
