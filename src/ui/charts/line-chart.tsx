/**
 * A line chart rendered on the server as SVG (no chart library, no script), with its data as a
 * table beside it (decision 0048): the picture for the eye, the table for screen readers, keyboard
 * and copy. Colours are the theme's CSS variables (light and dark); each series also has its own
 * dash and marker, so that colour is never the only difference.
 */
import styles from "./line-chart.module.css";

export interface ChartSeries {
  label: string;
  /** One value per x label; null where the series has none. */
  values: (number | null)[];
}

/**
 * The picture's two sizes: an SVG scales its text with its width, so a phone gets a picture drawn
 * for its width (12 px labels on a 360 px screen, not 5 px), shown by CSS, and wider screens the
 * wide one; `labels` is how many x labels fit, `chars` how long one may be at least.
 */
const WIDE = { width: 640, height: 240, labels: 8, chars: 10 } as const;
const NARROW = { width: 320, height: 200, labels: 4, chars: 8 } as const;
type Size = typeof WIDE | typeof NARROW;
const PAD = { top: 16, right: 16, bottom: 36, left: 44 };
/** Per series: stroke, dash and marker (at most three series). */
const LOOKS = [
  { stroke: "var(--mui-palette-primary-main)", dash: undefined, marker: "circle" },
  { stroke: "var(--mui-palette-secondary-main)", dash: "6 4", marker: "square" },
  { stroke: "var(--mui-palette-text-secondary)", dash: "2 4", marker: "triangle" },
] as const;

/** Round tick values from min to max (about four steps, none smaller than `minStep`). */
export function ticksOf(min: number, max: number, minStep = 0): number[] {
  if (max <= min) return [min];
  const raw = Math.max((max - min) / 4, minStep);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step / 2; v += step) ticks.push(Number(v.toFixed(6)));
  return ticks;
}

function Marker({ kind, x, y, stroke }: { kind: string; x: number; y: number; stroke: string }) {
  const style = { fill: stroke, stroke };
  if (kind === "square") return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} style={style} />;
  if (kind === "triangle")
    return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y + 3.5}L${x - 4.5} ${y + 3.5}Z`} style={style} />;
  return <circle cx={x} cy={y} r={3.5} style={style} />;
}

/**
 * `invert`: smaller is better and drawn higher (a rank). `whole`: the values are whole numbers, and
 * so are the axis's ticks. `format` writes a value in the table and on the axis (the page's locale).
 */
export function LineChart({
  id,
  title,
  description,
  xTitle,
  xLabels,
  series,
  invert = false,
  whole = false,
  format,
}: {
  id: string;
  title: string;
  description: string;
  xTitle: string;
  xLabels: string[];
  series: ChartSeries[];
  invert?: boolean;
  whole?: boolean;
  format: (value: number) => string;
}) {
  const values = series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const low = invert ? Math.max(1, Math.min(...values, 1)) : Math.min(0, ...values);
  const high = Math.max(low + 1, ...values);
  // Whole values (a rank) have whole ticks: a rank of 1 to 2 read "1, 1, 2, 2, 2" at quarter steps.
  const ticks = ticksOf(low, high, whole ? 1 : 0).filter((t) => !invert || t >= 1);
  const plot = {
    label: `${title}. ${description}`,
    xTitle,
    xLabels,
    series,
    ticks,
    top: Math.max(high, ticks.at(-1) ?? high),
    bottom: Math.min(low, ticks[0] ?? low),
    invert,
    format,
  };
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <div className={styles.body}>
        <div>
          <Plot {...plot} size={WIDE} className={styles.wide} testId={`${id}-svg`} />
          <Plot {...plot} size={NARROW} className={styles.narrow} testId={`${id}-svg-narrow`} />
          <ul className={styles.legend} aria-hidden="true">
            {series.map((s, k) => {
              const look = LOOKS[k % LOOKS.length]!;
              return (
                <li key={s.label}>
                  <svg width="28" height="10" viewBox="0 0 28 10">
                    <line
                      x1="0"
                      x2="28"
                      y1="5"
                      y2="5"
                      style={{ stroke: look.stroke }}
                      strokeWidth={2.5}
                      strokeDasharray={look.dash}
                    />
                    <Marker kind={look.marker} x={14} y={5} stroke={look.stroke} />
                  </svg>
                  {s.label}
                </li>
              );
            })}
          </ul>
        </div>
        <table className={styles.table} data-testid={`${id}-table`}>
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xTitle}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xLabels.map((label, i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>
                    {s.values[i] === null || s.values[i] === undefined ? "–" : format(s.values[i]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The chart's picture at one size (see WIDE and NARROW). */
function Plot({
  size,
  className,
  testId,
  label,
  xTitle,
  xLabels,
  series,
  ticks,
  top,
  bottom,
  invert,
  format,
}: {
  size: Size;
  className: string | undefined;
  testId: string;
  label: string;
  xTitle: string;
  xLabels: string[];
  series: ChartSeries[];
  ticks: number[];
  top: number;
  bottom: number;
  invert: boolean;
  format: (value: number) => string;
}) {
  const plotW = size.width - PAD.left - PAD.right;
  const plotH = size.height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (xLabels.length <= 1 ? plotW / 2 : (i * plotW) / (xLabels.length - 1));
  const y = (v: number) => {
    const share = (v - bottom) / (top - bottom || 1);
    return PAD.top + (invert ? share : 1 - share) * plotH;
  };
  // Label at most `size.labels` x ticks, each as long as its share of the width allows (about 7
  // units a character), never shorter than `size.chars`.
  const every = Math.max(1, Math.ceil(xLabels.length / size.labels));
  const shown = Math.ceil(xLabels.length / every);
  const chars = Math.max(size.chars, Math.floor(plotW / Math.max(2, shown) / 7));
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      className={`${styles.svg} ${className}`}
      role="img"
      aria-label={label}
      data-testid={testId}
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={size.width - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
          <text x={PAD.left - 6} y={y(t)} className={styles.yTick}>
            {format(t)}
          </text>
        </g>
      ))}
      {xLabels.map((text, i) =>
        i % every === 0 || i === xLabels.length - 1 ? (
          <text
            key={`${text}-${i}`}
            x={x(i)}
            y={size.height - PAD.bottom + 16}
            className={styles.xTick}
            // The first and last labels stay inside the picture.
            textAnchor={
              xLabels.length > 1 && i === 0
                ? "start"
                : xLabels.length > 1 && i === xLabels.length - 1
                  ? "end"
                  : "middle"
            }
          >
            {text.length > chars ? `${text.slice(0, chars - 1)}…` : text}
          </text>
        ) : null,
      )}
      <text x={PAD.left + plotW / 2} y={size.height - 4} className={styles.xTitle}>
        {xTitle}
      </text>
      {series.map((s, k) => {
        const look = LOOKS[k % LOOKS.length]!;
        const points = s.values.map((v, i) => (v === null ? null : ([x(i), y(v)] as const)));
        const path = points.reduce(
          (d, p, i) =>
            p === null
              ? d
              : `${d}${i === 0 || points[i - 1] === null ? "M" : "L"}${p[0].toFixed(1)} ${p[1].toFixed(1)}`,
          "",
        );
        return (
          <g key={s.label}>
            <path d={path} fill="none" style={{ stroke: look.stroke }} strokeWidth={2.5} strokeDasharray={look.dash} />
            {points.map((p, i) =>
              p === null ? null : <Marker key={i} kind={look.marker} x={p[0]} y={p[1]} stroke={look.stroke} />,
            )}
          </g>
        );
      })}
    </svg>
  );
}
