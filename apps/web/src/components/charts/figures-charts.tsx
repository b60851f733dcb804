import { theme } from 'antd';
import { useMemo } from 'react';
import { ChartCanvas } from './chart-canvas';

/** One line (or bar series) of a chart: its name and one value per label. */
export interface ChartSeries {
  name: string;
  values: readonly number[];
}

/** The chart colours after the brand's green: distinct enough for three or four series. */
const palette = ['#0b6e4f', '#d48806', '#1677ff', '#cf1322', '#722ed1'];

/**
 * A trend over time: a line per series along the period's days, months or years. `formatValue` writes the axis and
 * tooltip numbers (Myanmar digits in mm); `labels` are already written for display (the tooltip's title), `ticks`
 * their short form under the axis (a day without its year), so a phone's axis does not run them together.
 */
export function TrendChart({
  labels,
  ticks = labels,
  series,
  label,
  formatValue,
  testId,
}: {
  labels: readonly string[];
  ticks?: readonly string[];
  series: readonly ChartSeries[];
  label: string;
  formatValue: (value: number) => string;
  testId?: string;
}) {
  const { token } = theme.useToken();
  const config = useMemo(
    () => ({
      type: 'line' as const,
      data: {
        labels: [...labels],
        datasets: series.map((line, index) => ({
          label: line.name,
          data: [...line.values],
          borderColor: palette[index % palette.length],
          backgroundColor: palette[index % palette.length],
          pointRadius: labels.length > 40 ? 0 : 3,
          // Straight lines between the figures: a curve would draw values no day had.
          tension: 0,
        })),
      },
      options: {
        interaction: { mode: 'index' as const, intersect: false },
        scales: {
          x: {
            ticks: {
              font: { family: token.fontFamily },
              maxRotation: 0,
              autoSkip: true,
              callback: (_value: string | number, index: number) => ticks[index] ?? '',
            },
          },
          y: {
            beginAtZero: true,
            ticks: {
              font: { family: token.fontFamily },
              callback: (value: string | number) => formatValue(Number(value)),
            },
          },
        },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item: { dataset: { label?: string }; parsed: { y: number | null } }) =>
                `${item.dataset.label ?? ''}: ${formatValue(item.parsed.y ?? 0)}`,
            },
          },
        },
      },
    }),
    [labels, ticks, series, formatValue, token.fontFamily],
  );
  return <ChartCanvas config={config} label={label} testId={testId} />;
}

/** Bars per category (a branch each): horizontal, so long branch names stay readable on a phone. */
export function BarsChart({
  labels,
  series,
  label,
  formatValue,
  testId,
}: {
  labels: readonly string[];
  series: readonly ChartSeries[];
  label: string;
  formatValue: (value: number) => string;
  testId?: string;
}) {
  const { token } = theme.useToken();
  const config = useMemo(
    () => ({
      type: 'bar' as const,
      data: {
        labels: [...labels],
        datasets: series.map((bars, index) => ({
          label: bars.name,
          data: [...bars.values],
          backgroundColor: palette[index % palette.length],
        })),
      },
      options: {
        indexAxis: 'y' as const,
        scales: {
          x: {
            beginAtZero: true,
            ticks: {
              font: { family: token.fontFamily },
              callback: (value: string | number) => formatValue(Number(value)),
            },
          },
          y: { ticks: { font: { family: token.fontFamily } } },
        },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item: { dataset: { label?: string }; parsed: { x: number | null } }) =>
                `${item.dataset.label ?? ''}: ${formatValue(item.parsed.x ?? 0)}`,
            },
          },
        },
      },
    }),
    [labels, series, formatValue, token.fontFamily],
  );
  return <ChartCanvas config={config} label={label} height={Math.max(160, labels.length * 36 + 60)} testId={testId} />;
}
