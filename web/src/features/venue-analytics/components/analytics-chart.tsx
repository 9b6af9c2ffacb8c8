// A small bar chart of one figure per day, drawn as SVG (no chart library): an image to a screen
// reader, named by what it shows and summed up in its description, each bar titled with its day
// and value for pointer users. The same figures are in the table beside it.
import { useId } from 'react';
import { formatCalendarDateEnGb, formatCount } from '../../../lib/format-en-gb';

const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 24;

export interface ChartPoint {
  day: string;
  value: number;
}

export function AnalyticsChart({ title, points }: { title: string; points: readonly ChartPoint[] }) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...points.map((point) => point.value));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const busiest = points.reduce<ChartPoint | null>(
    (best, point) => (!best || point.value > best.value ? point : best),
    null,
  );
  const slot = (WIDTH - AXIS) / Math.max(1, points.length);
  const barWidth = Math.max(1, slot * 0.7);
  const plotHeight = HEIGHT - AXIS;
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className="analytics-chart">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="analytics-chart__svg"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>
          {`${formatCount(total)} in all over ${points.length} days`}
          {busiest && busiest.value > 0
            ? `; the most on ${formatCalendarDateEnGb(busiest.day)} (${formatCount(busiest.value)})`
            : ''}
          .
        </desc>
        <line className="analytics-chart__axis" x1={AXIS} y1={plotHeight} x2={WIDTH} y2={plotHeight} />
        <text className="analytics-chart__label" x={AXIS - 4} y={10} textAnchor="end">
          {formatCount(max)}
        </text>
        <text className="analytics-chart__label" x={AXIS - 4} y={plotHeight} textAnchor="end">
          0
        </text>
        {points.map((point, index) => {
          const height = (point.value / max) * (plotHeight - 4);
          return (
            <rect
              key={point.day}
              className="analytics-chart__bar"
              x={AXIS + index * slot + (slot - barWidth) / 2}
              y={plotHeight - height}
              width={barWidth}
              height={height}
            >
              <title>{`${formatCalendarDateEnGb(point.day)}: ${formatCount(point.value)}`}</title>
            </rect>
          );
        })}
        {first && (
          <text className="analytics-chart__label" x={AXIS} y={HEIGHT - 6}>
            {formatCalendarDateEnGb(first.day)}
          </text>
        )}
        {last && points.length > 1 && (
          <text className="analytics-chart__label" x={WIDTH} y={HEIGHT - 6} textAnchor="end">
            {formatCalendarDateEnGb(last.day)}
          </text>
        )}
      </svg>
    </figure>
  );
}
