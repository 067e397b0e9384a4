import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';
import { formatNumber } from '../layout/format.js';
import type { ChartTable } from './chart-card.js';

/** Spanish texts of the charts (MUI X Charts' own are English). */
export const CHART_TEXT = { noData: 'No hay datos para mostrar', loading: 'Cargando datos…' };
/** Every label of a category axis, not the ones that fit without overlapping. */
export const everyLabel = () => true;
export const spanish = (value: number | null) => formatNumber(value ?? 0);

export interface Slice {
  label: string;
  value: number;
  color?: string;
}

/** Fixed colours for pies that are not statuses (accounts, gender): readable under the white figures. */
const PIE_COLOURS = ['#0b3d91', '#b45309', '#2e7d32', '#6a1b9a', '#c62828', '#00796b'];

/** A pie whose slices carry their figures (white with a dark outline: readable on any colour) and a Spanish tooltip. */
export function Pie({ slices }: { slices: Slice[] }) {
  return (
    <PieChart
      localeText={CHART_TEXT}
      height={240}
      colors={PIE_COLOURS}
      sx={{ [`& .${pieClasses.arcLabel}`]: { fill: '#fff', fontWeight: 700, stroke: 'rgba(0, 0, 0, 0.7)', strokeWidth: 3, paintOrder: 'stroke' } }}
      series={[{ data: slices.map((slice, id) => ({ id, ...slice })), arcLabel: (item) => formatNumber(item.value), arcLabelMinAngle: 14, valueFormatter: (item) => formatNumber(item.value) }]}
    />
  );
}

export const sliceTable = (heading: string, slices: Slice[]): ChartTable => ({ columns: [heading, 'Cantidad'], rows: slices.map((s) => [s.label, formatNumber(s.value)]) });

/** Bars per category with every category labelled; `horizontal` for long labels (age groups). */
export function Bars({ categories, values, label, height = 260, max, horizontal }: { categories: string[]; values: number[]; label: string; height?: number; max?: number; horizontal?: boolean }) {
  const band = { scaleType: 'band' as const, data: categories, tickLabelInterval: everyLabel };
  const series = [{ data: values, label, valueFormatter: spanish }];
  return horizontal ? (
    <BarChart localeText={CHART_TEXT} height={height} layout="horizontal" yAxis={[{ ...band, width: 'auto' }]} xAxis={[{ max, valueFormatter: spanish }]} series={series} />
  ) : (
    <BarChart localeText={CHART_TEXT} height={height} xAxis={[{ ...band, height: 'auto', tickLabelStyle: categories.length > 8 ? { angle: -45, textAnchor: 'end' } : undefined }]} yAxis={[{ max, valueFormatter: spanish }]} series={series} />
  );
}

export const barTable = (heading: string, categories: string[], label: string, values: number[]): ChartTable => ({ columns: [heading, label], rows: categories.map((c, i) => [c, formatNumber(values[i])]) });
