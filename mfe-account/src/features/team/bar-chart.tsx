import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the parts a bar chart needs (Chart.js is tree-shaken: no line, pie or animation plugins).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface Series {
  readonly label: string;
  readonly values: readonly number[];
  readonly color: string;
}

export interface BarChartProps {
  /** What the chart shows, read by screen readers (the table beside it has the figures). */
  readonly summary: string;
  readonly labels: readonly string[];
  readonly series: readonly Series[];
  readonly horizontal?: boolean;
  readonly stacked?: boolean;
}

/** A bar chart for people who read at a glance; its figures are also in the table that follows it. */
export function BarChart({ summary, labels, series, horizontal = false, stacked = false }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((s) => ({ label: s.label, data: [...s.values], backgroundColor: s.color })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { stacked, ticks: { precision: 0 } },
          y: { stacked, ticks: { precision: 0 }, beginAtZero: true },
        },
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, horizontal, stacked]);
  const height = horizontal ? Math.max(160, labels.length * 28 + 60) : 240;
  return (
    <div className="team__chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
