import type { MovementRecord } from '@boxbook/domain';

const W = 320;
const H = 170;
/** Room for the best value above the line and the first and last days under it. */
const PAD = { left: 12, right: 12, top: 26, bottom: 30 };

/**
 * Progress over time, drawn as SVG (no chart library for one line): days spaced by real time,
 * the personal best marked. The list beside it carries the same numbers for screen readers.
 */
export function HistoryChart({
  records,
  label,
  value,
  day,
}: {
  records: MovementRecord[];
  label: string;
  /** "105 kg", as the rest of the dialog writes a value. */
  value: (v: number) => string;
  /** A short day, "20/11". */
  day: (when: string) => string;
}) {
  if (records.length === 0) return null;
  const times = records.map((r) => Date.parse(`${r.when}T00:00:00Z`));
  const values = records.map((r) => r.value);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [v0, v1] = [Math.min(...values), Math.max(...values)];
  // A single record or a flat line still sits in the middle of the chart.
  const x = (t: number) =>
    t1 === t0 ? W / 2 : PAD.left + ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number) =>
    v1 === v0 ? H / 2 : PAD.top + (1 - (v - v0) / (v1 - v0)) * (H - PAD.top - PAD.bottom);
  const points = records.map((r, i) => ({ x: x(times[i] ?? 0), y: y(r.value), record: r }));
  const line = points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const best = points.find((p) => p.record.rm);
  const [first, last] = [records[0], records.at(-1)];
  const text = { fontSize: 11, fill: '#4b5563' } as const;

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      className="h-auto w-full"
      data-testid="history-chart"
    >
      <title>{label}</title>
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={H - PAD.bottom + 4}
        y2={H - PAD.bottom + 4}
        stroke="#e5e7eb"
      />
      <polyline points={line} fill="none" stroke="#ea580c" strokeWidth={2.5} strokeLinejoin="round" />
      {first && (
        <text x={PAD.left} y={H - 8} {...text}>
          {day(first.when)}
        </text>
      )}
      {last && last !== first && (
        <text x={W - PAD.right} y={H - 8} textAnchor="end" {...text}>
          {day(last.when)}
        </text>
      )}
      {best && (
        <text
          x={Math.min(Math.max(best.x, PAD.left + 24), W - PAD.right - 24)}
          y={best.y - 11}
          textAnchor="middle"
          fontSize={12}
          fontWeight={700}
          fill="#111827"
        >
          {value(best.record.value)}
        </text>
      )}
      {points.map((p) => (
        <circle
          key={p.record.id}
          cx={p.x}
          cy={p.y}
          r={p.record.rm ? 6 : 4}
          fill={p.record.rm ? '#111827' : '#ffffff'}
          stroke={p.record.rm ? '#f59e0b' : '#ea580c'}
          strokeWidth={2.5}
        />
      ))}
    </svg>
  );
}
