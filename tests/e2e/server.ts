import { test } from "@playwright/test";

/**
 * The server a test runs against (playwright.config.ts): the shared specs' one or the exclusive
 * specs' own, each with its data directory (the seeded players, the admins' passwords) and the file
 * its clock reads. A run without projects (E2E_PARALLEL=0) has the one server of the environment.
 */
interface TestServer {
  dataDir: string;
  clockFile: string;
}

export function testServer(): TestServer {
  const metadata = test.info().project.metadata as Partial<TestServer> | undefined;
  const dataDir = metadata?.dataDir ?? process.env.E2E_DATA_DIR;
  const clockFile = metadata?.clockFile ?? process.env.E2E_CLOCK_FILE;
  if (!dataDir || !clockFile) throw new Error("No test server: run through playwright.config.ts");
  return { dataDir, clockFile };
}
