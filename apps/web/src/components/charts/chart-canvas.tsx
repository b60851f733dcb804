import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';

// Only what the line and bar charts draw: Chart.js is tree-shaken to these.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
  Filler,
);

/**
 * One Chart.js chart on a canvas, made once and updated in place when its data or options change (no flicker, no
 * leak). The canvas carries a label for screen readers: the same figures are always in a table beside it.
 */
export function ChartCanvas({
  config,
  label,
  height = 260,
  testId,
}: {
  config: ChartConfiguration<'line' | 'bar'>;
  label: string;
  height?: number;
  testId?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart<'line' | 'bar'> | null>(null);
  const typeRef = useRef<string | null>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const font = { family: token.fontFamily, size: 12 };
    const withFont: ChartConfiguration<'line' | 'bar'> = {
      ...config,
      options: {
        ...config.options,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          ...config.options?.plugins,
          legend: { labels: { font }, ...config.options?.plugins?.legend },
          tooltip: { bodyFont: font, titleFont: font, ...config.options?.plugins?.tooltip },
        },
      },
    };
    if (chartRef.current && typeRef.current === config.type) {
      chartRef.current.data = withFont.data;
      chartRef.current.options = withFont.options ?? {};
      chartRef.current.update();
      return;
    }
    chartRef.current?.destroy();
    chartRef.current = new Chart(canvas, withFont);
    typeRef.current = config.type;
  }, [config, token.fontFamily]);

  useEffect(
    () => () => {
      chartRef.current?.destroy();
      chartRef.current = null;
    },
    [],
  );

  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <canvas ref={canvasRef} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
