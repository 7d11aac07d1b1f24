import { BarChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import { TREND_BARS_HEIGHT } from "../model/trends";

/**
 * A trend's bars (@mantine/charts on recharts), in a chunk of their own that loads when a trend is first drawn.
 * `onOpen` gets the series and the month of a clicked bar.
 */
export default function TrendBars({
  data,
  series,
  clickable,
  onOpen,
}: {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  clickable: boolean;
  onOpen: (seriesName: string, month: unknown) => void;
}) {
  return (
    <BarChart
      h={TREND_BARS_HEIGHT}
      data={data}
      dataKey="label"
      series={series}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: "bottom", height: 36 }}
      tickLine="none"
      gridAxis="y"
      maxBarWidth={28}
      valueFormatter={(v) => v.toLocaleString()}
      barProps={(s) => ({
        cursor: clickable ? "pointer" : undefined,
        onClick: (bar: unknown) =>
          onOpen(s.name, (bar as { payload?: { month?: unknown } } | undefined)?.payload?.month),
      })}
    />
  );
}
