import { ImportError } from "../../src/server/tournaments/import/types";

/** The ImportError a parser throws for a malformed file (fails the test when it throws none). */
export function importErrorOf(run: () => unknown): ImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error("expected an ImportError");
}
