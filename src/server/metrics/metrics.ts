/**
 * Prometheus-style metrics of this instance (decision 0032): counters and one latency histogram,
 * kept in memory on `globalThis.__callitMetrics` so that everything in the process (the app's
 * bundles and our server, server/main.mjs) counts into the same registry. Each instance exposes
 * its own numbers at `/api/metrics`; Prometheus scrapes every instance and sums.
 *
 * Labels are bounded: a route is its declared pattern (`/api/groups/{groupId}/picks`), never the
 * path a client sent, so a made-up path cannot grow the registry.
 */

import { openStreams } from "@/server/realtime/hub";

/** Seconds; the usual Prometheus defaults, wide enough for an event stream's set-up and an import. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

interface CounterFamily {
  kind: "counter";
  help: string;
  values: Map<string, number>;
}

interface HistogramFamily {
  kind: "histogram";
  help: string;
  values: Map<string, { buckets: number[]; sum: number; count: number }>;
}

type Family = CounterFamily | HistogramFamily;

export interface MetricsRegistry {
  families: Map<string, Family>;
  /** For server/main.mjs (plain JavaScript): one answered request. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  increment(name: string, labels?: Labels, by?: number): void;
}

/** What is counted, with its help text; a name not listed here cannot be counted. */
const COUNTERS = {
  callit_http_requests_total: "API requests answered, by method, route pattern and status.",
  callit_picks_saved_total: "Picks stored (created or changed) by players.",
  callit_mails_total:
    "Mails handed to the SMTP server (outcome=sent) or given up after the last attempt (outcome=failed), or attempts that failed and will be retried (outcome=retry).",
  callit_push_messages_total:
    "Push reminders handed to a browser's push service (outcome=sent), refused because the browser dropped the subscription (outcome=gone, the device is removed), or failed (outcome=failed).",
  callit_result_events_processed_total: "Result events scored (points and standings brought up to date).",
  callit_server_render_errors_total: "Errors thrown while rendering a page or running a route on the server.",
  callit_jobs_total:
    "Runs of background jobs on this instance, by job and outcome (succeeded or failed; decision 0036).",
} as const;

const HISTOGRAMS = {
  callit_http_request_duration_seconds:
    "Time from a request reaching its API route to its answer (headers), by method and route pattern.",
} as const;

export type CounterName = keyof typeof COUNTERS;

const holder = globalThis as unknown as { __callitMetrics?: MetricsRegistry };

function labelKey(labels: Labels): string {
  return Object.keys(labels)
    .sort()
    .map((k) => `${k}="${escapeLabel(labels[k]!)}"`)
    .join(",");
}

function escapeLabel(value: string): string {
  return value.replaceAll("\\", "\\\\").replaceAll("\n", "\\n").replaceAll('"', '\\"');
}

function createRegistry(): MetricsRegistry {
  const families = new Map<string, Family>();
  for (const [name, help] of Object.entries(COUNTERS)) families.set(name, { kind: "counter", help, values: new Map() });
  for (const [name, help] of Object.entries(HISTOGRAMS))
    families.set(name, { kind: "histogram", help, values: new Map() });
  const increment = (name: string, labels: Labels = {}, by = 1) => {
    const family = families.get(name);
    if (family?.kind !== "counter" || !(by > 0)) return;
    const key = labelKey(labels);
    family.values.set(key, (family.values.get(key) ?? 0) + by);
  };
  const observe = (name: string, labels: Labels, value: number) => {
    const family = families.get(name);
    if (family?.kind !== "histogram" || !Number.isFinite(value)) return;
    const key = labelKey(labels);
    let series = family.values.get(key);
    if (!series) {
      series = { buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      family.values.set(key, series);
    }
    LATENCY_BUCKETS.forEach((le, i) => {
      if (value <= le) series.buckets[i]! += 1;
    });
    series.sum += value;
    series.count += 1;
  };
  return {
    families,
    increment,
    observeRequest(method, route, status, seconds) {
      increment("callit_http_requests_total", { method, route, status: String(status) });
      observe("callit_http_request_duration_seconds", { method, route }, seconds);
    },
  };
}

export function getMetrics(): MetricsRegistry {
  holder.__callitMetrics ??= createRegistry();
  return holder.__callitMetrics;
}

export function countRequest(method: string, route: string, status: number, seconds: number): void {
  getMetrics().observeRequest(method, route, status, seconds);
}

export function count(name: CounterName, labels?: Labels, by = 1): void {
  getMetrics().increment(name, labels, by);
}

function formatNumber(value: number): string {
  if (value === Infinity) return "+Inf";
  return String(value);
}

function withLabels(key: string, extra?: string): string {
  const all = [key, extra].filter(Boolean).join(",");
  return all ? `{${all}}` : "";
}

/** The Prometheus text exposition format (version 0.0.4). */
export function renderMetrics(): string {
  const lines: string[] = [];
  for (const [name, family] of getMetrics().families) {
    lines.push(`# HELP ${name} ${family.help}`, `# TYPE ${name} ${family.kind}`);
    if (family.kind === "counter") {
      for (const [key, value] of family.values) lines.push(`${name}${withLabels(key)} ${formatNumber(value)}`);
    } else {
      for (const [key, series] of family.values) {
        LATENCY_BUCKETS.forEach((le, i) =>
          lines.push(`${name}_bucket${withLabels(key, `le="${le}"`)} ${series.buckets[i]}`),
        );
        lines.push(`${name}_bucket${withLabels(key, 'le="+Inf"')} ${series.count}`);
        lines.push(`${name}_sum${withLabels(key)} ${series.sum}`, `${name}_count${withLabels(key)} ${series.count}`);
      }
    }
  }
  const memory = process.memoryUsage();
  lines.push(
    "# HELP process_resident_memory_bytes Resident memory size in bytes.",
    "# TYPE process_resident_memory_bytes gauge",
    `process_resident_memory_bytes ${memory.rss}`,
    "# HELP nodejs_heap_used_bytes V8 heap in use, in bytes.",
    "# TYPE nodejs_heap_used_bytes gauge",
    `nodejs_heap_used_bytes ${memory.heapUsed}`,
    "# HELP callit_event_streams_open Event streams open on this instance (GET /api/events).",
    "# TYPE callit_event_streams_open gauge",
    `callit_event_streams_open ${openStreams().streams}`,
    "# HELP process_uptime_seconds Seconds since this instance started.",
    "# TYPE process_uptime_seconds gauge",
    `process_uptime_seconds ${Math.round(process.uptime())}`,
  );
  return `${lines.join("\n")}\n`;
}
