import "server-only";
import { wholeNumberText } from "./fields";
import { ImportError } from "./types";

/**
 * A small RFC 4180 CSV reader: comma-separated, fields optionally in double quotes ("" inside quotes is one quote,
 * quoted fields may hold commas and line breaks), CRLF or LF line ends, optional UTF-8 byte order mark.
 * Every record keeps the 1-based line it starts on so errors can say `line N`. Blank lines are skipped.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export function parseCsvRecords(text: string): CsvRecord[] {
  const reader = new RecordReader(text.startsWith("\uFEFF") ? text.slice(1) : text);
  return reader.readAll().filter((record) => !(record.cells.length === 1 && record.cells[0] === ""));
}

class RecordReader {
  private position = 0;
  private line = 1;

  constructor(private readonly text: string) {}

  readAll(): CsvRecord[] {
    const records: CsvRecord[] = [];
    while (this.position < this.text.length) records.push(this.readRecord());
    return records;
  }

  private readRecord(): CsvRecord {
    const record: CsvRecord = { line: this.line, cells: [] };
    for (;;) {
      record.cells.push(this.readField());
      const next = this.text[this.position];
      if (next === ",") {
        this.position += 1;
        continue;
      }
      this.skipLineEnd();
      return record;
    }
  }

  private readField(): string {
    if (this.text[this.position] === '"') return this.readQuoted();
    const start = this.position;
    while (this.position < this.text.length && !",\r\n".includes(this.text[this.position] ?? "")) {
      if (this.text[this.position] === '"') {
        throw new ImportError(
          'a double quote inside an unquoted field; quote the whole field and double the quote ("")',
          `line ${this.line}`,
        );
      }
      this.position += 1;
    }
    return this.text.slice(start, this.position);
  }

  private readQuoted(): string {
    const openedOn = this.line;
    let value = "";
    this.position += 1;
    for (;;) {
      if (this.position >= this.text.length)
        throw new ImportError("a quoted field is never closed", `line ${openedOn}`);
      const char = this.text[this.position] ?? "";
      if (char === '"' && this.text[this.position + 1] === '"') {
        value += '"';
        this.position += 2;
      } else if (char === '"') {
        this.position += 1;
        this.checkAfterClosingQuote();
        return value;
      } else {
        if (char === "\n") this.line += 1;
        if (!(char === "\r" && this.text[this.position + 1] === "\n")) value += char;
        this.position += 1;
      }
    }
  }

  private checkAfterClosingQuote(): void {
    const next = this.text[this.position];
    if (next !== undefined && !",\r\n".includes(next)) {
      throw new ImportError("unexpected text after a closing double quote", `line ${this.line}`);
    }
  }

  private skipLineEnd(): void {
    if (this.text[this.position] === "\r") this.position += 1;
    if (this.text[this.position] === "\n") this.position += 1;
    this.line += 1;
  }
}

export interface CsvRow {
  line: number;
  /** "line N", ready to be an ImportError's `where`. */
  where: string;
  /** The trimmed cell of `column`; "" when empty or when the file has no such column. */
  cell(column: string): string;
}

export interface CsvTable {
  columns: string[];
  rows: CsvRow[];
}

export interface CsvTableOptions {
  required: readonly string[];
  /** When given, any other column is refused (catches typos such as `home_scor`). */
  allowed?: readonly string[];
}

/** Reads a CSV file whose first line names the columns. */
export function readCsvTable(text: string, options: CsvTableOptions): CsvTable {
  const [header, ...records] = parseCsvRecords(text);
  if (!header) throw new ImportError("the file is empty; the first line must name the columns", "line 1");
  const columns = header.cells.map((name) => name.trim());
  checkHeader(columns, options, `line ${header.line}`);
  const index = new Map(columns.map((name, i) => [name, i]));
  const rows = records.map((record): CsvRow => {
    if (record.cells.length !== columns.length) {
      throw new ImportError(
        `expected ${columns.length} fields like the header, found ${record.cells.length}`,
        `line ${record.line}`,
      );
    }
    return {
      line: record.line,
      where: `line ${record.line}`,
      cell: (column) => {
        const i = index.get(column);
        return i === undefined ? "" : (record.cells[i] ?? "").trim();
      },
    };
  });
  return { columns, rows };
}

function checkHeader(columns: string[], options: CsvTableOptions, where: string): void {
  const duplicate = columns.find((name, i) => columns.indexOf(name) !== i);
  if (duplicate !== undefined) throw new ImportError(`column "${duplicate}" appears twice`, where);
  const missing = options.required.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw new ImportError(`missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`, where);
  const { allowed } = options;
  const unknown = allowed ? columns.filter((name) => !allowed.includes(name)) : [];
  if (unknown.length > 0) {
    throw new ImportError(
      `unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((name) => `"${name}"`).join(", ")}`,
      where,
    );
  }
}

/** A home and an away number read from two cells. */
export type ScorePair = { home: number; away: number };

/** The cell of a required column; refused, naming the line, when it is empty. */
export function required(csv: CsvRow, column: string): string {
  const value = csv.cell(column);
  if (!value) throw new ImportError(`${column} is required`, csv.where);
  return value;
}
/** Both cells or neither; each a whole number ≥ 0. */
export function pairOf(csv: CsvRow, homeColumn: string, awayColumn: string): ScorePair | undefined {
  const [home, away] = [csv.cell(homeColumn), csv.cell(awayColumn)];
  if (!home && !away) return undefined;
  if (!home || !away) throw new ImportError(`give both ${homeColumn} and ${awayColumn}, or neither`, csv.where);
  return {
    home: wholeNumberText(home, csv.where, homeColumn),
    away: wholeNumberText(away, csv.where, awayColumn),
  };
}
/** Each game id once in the file; a repeat names both lines. */
export function checkUniqueIds(ids: { id: string; where: string }[]): void {
  const seen = new Map<string, string>();
  for (const { id, where } of ids) {
    const other = seen.get(id);
    if (other) throw new ImportError(`game id "${id}" is also used on ${other}`, where);
    seen.set(id, where);
  }
}
