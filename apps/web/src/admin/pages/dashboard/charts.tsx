import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from './echart';

// Only the parts the dashboard draws: the whole of ECharts would triple the admin chunk.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const GREEN = '#15803d';
const PALETTE = [GREEN, '#60a5fa', '#f59e0b', '#a78bfa'];

interface Series {
  name: string;
  data: number[];
  /** Right-hand axis (counts next to money). */
  right?: boolean;
  area?: boolean;
}

export function TrendChart({
  dates,
  series,
  height = 320,
}: {
  dates: string[];
  series: Series[];
  height?: number;
}) {
  const twoAxes = series.some((s) => s.right);
  return (
    <EChart
      height={height}
      option={{
        color: PALETTE,
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 48, right: twoAxes ? 48 : 16, top: 40, bottom: 28 },
        xAxis: { type: 'category', data: dates.map((d) => d.slice(5)), boundaryGap: false },
        yAxis: twoAxes
          ? [{ type: 'value' }, { type: 'value', splitLine: { show: false }, minInterval: 1 }]
          : [{ type: 'value', minInterval: 1 }],
        series: series.map((s) => ({
          name: s.name,
          type: 'line',
          smooth: 0.25,
          showSymbol: false,
          yAxisIndex: s.right ? 1 : 0,
          data: s.data,
          areaStyle: s.area ? { opacity: 0.12 } : undefined,
        })),
      }}
    />
  );
}

export function TopBarChart({
  names,
  values,
  label,
  height = 320,
}: {
  names: string[];
  values: number[];
  label: string;
  height?: number;
}) {
  return (
    <EChart
      height={height}
      option={{
        color: [GREEN],
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: {
          type: 'category',
          inverse: true,
          data: names,
          axisLabel: { width: 140, overflow: 'truncate' },
        },
        series: [
          {
            name: label,
            type: 'bar',
            data: values,
            barMaxWidth: 18,
            itemStyle: { borderRadius: [0, 4, 4, 0] },
          },
        ],
      }}
    />
  );
}
