/**
 * The four charts. This module is the only one that imports recharts, and it is only
 * ever loaded by `import()` from the analysis page, so no other chunk carries it.
 */
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export const palette = ['#0f766e', '#2563eb', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#65a30d'];

export interface SeriesDef {
  key: string;
  label: string;
}
export interface ChartRow {
  label: string;
  [key: string]: string | number;
}

const HEIGHT = 280;
const axis = { fontSize: 12, fill: '#475569' };
const colour = (i: number) => palette[i % palette.length];
const grid = <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />;
/** The time axis under the charts over time (a bucket a label). */
const timeAxis = <XAxis dataKey="label" tick={axis} minTickGap={16} />;
/** What every series over time shares: its data, its name and its colour, drawn at once. */
const seriesOf = (s: SeriesDef, i: number) => ({
  type: 'monotone' as const,
  dataKey: s.key,
  name: s.label,
  stroke: colour(i),
  isAnimationActive: false,
});

export function WeeklyChart({ rows, series }: { rows: ChartRow[]; series: SeriesDef[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <AreaChart data={rows} margin={{ top: 8, right: 8, left: -16, bottom: 0 }} accessibilityLayer={false}>
        {grid}
        {timeAxis}
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip />
        <Legend />
        {series.map((s, i) => (
          <Area key={s.key} {...seriesOf(s, i)} stackId="activity" fill={colour(i)} fillOpacity={0.25} />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function DistributionChart({ slices }: { slices: { label: string; value: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <PieChart accessibilityLayer={false}>
        <Pie data={slices} dataKey="value" nameKey="label" outerRadius="75%" isAnimationActive={false}>
          {slices.map((s, i) => (
            <Cell key={s.label} fill={colour(i)} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}

export function RevenueChart({
  rows,
  series,
  format,
  compact,
}: {
  rows: ChartRow[];
  series: SeriesDef[];
  format: (n: number) => string;
  /** Short axis labels ("160K"); the tooltip gives the full amount. */
  compact: (n: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }} accessibilityLayer={false}>
        {grid}
        {timeAxis}
        <YAxis tick={axis} tickFormatter={(v: number) => compact(v)} width={48} />
        <Tooltip formatter={(v) => format(Number(v))} />
        <Legend />
        {series.map((s, i) => (
          <Line key={s.key} {...seriesOf(s, i)} strokeWidth={2} dot={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function EngagementChart({ bars }: { bars: { label: string; value: number; colour: string }[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart
        data={bars}
        layout="vertical"
        margin={{ top: 8, right: 16, left: 0, bottom: 0 }}
        accessibilityLayer={false}
      >
        {grid}
        <XAxis type="number" domain={[0, 100]} tick={axis} unit="%" />
        <YAxis type="category" dataKey="label" tick={axis} width={120} />
        <Tooltip formatter={(v) => `${Number(v)}%`} />
        <Bar dataKey="value" isAnimationActive={false}>
          {bars.map((b) => (
            <Cell key={b.label} fill={b.colour} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
