import { useId } from 'react';

export interface BarSeries {
  key: string;
  label: string;
  /** A fill class with 3:1 contrast on white (WCAG 1.4.11). */
  fill: string;
}

export interface BarRow {
  key: string;
  label: string;
  values: number[];
}

/**
 * Horizontal grouped bars drawn in SVG, one line per row, so that a phone shows them as well as a
 * desktop. The picture is for the eye; screen readers get the same numbers as a table.
 */
export function BarChart({
  title,
  series,
  rows,
  format = String,
}: {
  title: string;
  series: BarSeries[];
  rows: BarRow[];
  format?: (value: number) => string;
}) {
  const id = useId();
  const max = Math.max(0, ...rows.flatMap((r) => r.values));
  const share = (value: number) => (max > 0 ? (value / max) * 100 : 0);
  const barHeight = 14;
  const gap = 4;
  const height = series.length * barHeight + (series.length - 1) * gap;
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <figcaption id={`${id}-title`} className="mb-3 font-bold text-ink">
        {title}
      </figcaption>
      {series.length > 1 && (
        <ul aria-hidden="true" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" rx="2" className={s.fill} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div aria-hidden="true" className="space-y-2">
        {rows.map((row) => (
          // minmax(0, 1fr): an SVG's default width (300px) must not push a phone's page sideways.
          <div
            key={row.key}
            className="grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-center gap-2 text-sm"
          >
            <span className="truncate text-gray-700" title={row.label}>
              {row.label}
            </span>
            <svg width="100%" height={height} role="presentation" className="block min-w-0">
              {row.values.map((value, i) => (
                <rect
                  key={series[i]?.key ?? i}
                  x="0"
                  y={i * (barHeight + gap)}
                  width={`${share(value)}%`}
                  height={barHeight}
                  rx="3"
                  className={series[i]?.fill}
                />
              ))}
            </svg>
            <span className="text-right tabular-nums text-ink">{row.values.map(format).join(' · ')}</span>
          </div>
        ))}
      </div>
      {/* In a block: a table grows to its content, so sr-only on the table itself would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, i) => (
                  <td key={series[i]?.key ?? i}>{format(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
