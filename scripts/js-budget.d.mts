export type PageSize = { page: string; bytes: number };
export function firstLoadFiles(nextDir: string): Map<string, string[]>;
export function measure(nextDir: string): PageSize[];
export function checkBudgets(results: PageSize[], budgets: Record<string, number>): string[];
