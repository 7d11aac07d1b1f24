import { Box, Group, Text, Tooltip } from "@mantine/core";
import { geoEqualEarth, geoPath } from "d3-geo";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json";
import { type CountryCount, countsByNumericId, MAP_STEPS, mapLegend, mapShade } from "../model/world-map";

const WIDTH = 800;
const HEIGHT = 400;

/** The shade colours, none first (Mantine's indigo scale). */
const SHADES = [
  "var(--mantine-color-gray-2)",
  "var(--mantine-color-indigo-1)",
  "var(--mantine-color-indigo-3)",
  "var(--mantine-color-indigo-5)",
  "var(--mantine-color-indigo-7)",
  "var(--mantine-color-indigo-9)",
];

interface Shape {
  id: string;
  d: string;
}

/** The world's country outlines as SVG paths, projected once (Natural Earth 1:110m, bundled: no tile server). */
function useShapes(): Shape[] {
  return useMemo(() => {
    const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const countries = feature(topology, topology.objects.countries);
    const projection = geoEqualEarth().fitExtent(
      [
        [4, 4],
        [WIDTH - 4, HEIGHT - 4],
      ],
      countries,
    );
    const path = geoPath(projection);
    return countries.features
      .filter((f) => f.properties?.name !== "Antarctica")
      .map((f, i) => ({ id: String(f.id ?? `x${i}`), d: path(f) ?? "" }));
  }, []);
}

/** The atlas id of the country under the pointer or holding the focus (its path, or its link's path). */
function isoAt(target: EventTarget): string | null {
  const element = target as Element;
  const path = element.closest("[data-iso]") ?? element.querySelector?.("[data-iso]");
  return path?.getAttribute("data-iso") ?? null;
}

/**
 * The country-wise figures on a world map: each country shaded by its count, with a legend. Countries are matched by
 * ISO code (the figures' alpha-2 code, the atlas's numeric id); the table beside it lists the same numbers.
 */
export function WorldMap({
  rows,
  countryName,
  onOpen,
  hrefOf,
}: {
  rows: CountryCount[];
  countryName: (row: CountryCount) => string;
  onOpen: (row: CountryCount) => void;
  hrefOf: (row: CountryCount) => string;
}) {
  const { t } = useTranslation("dashboard");
  const shapes = useShapes();
  const byId = useMemo(() => countsByNumericId(rows), [rows]);
  const max = Math.max(0, ...rows.map((r) => r.count));
  const legend = mapLegend(max, MAP_STEPS);
  const [hovered, setHovered] = useState<string | null>(null);
  const tip = hovered ? byId.get(hovered) : undefined;
  return (
    <Box component="figure" m={0} aria-label={t("countries.mapLabel")}>
      {/* One floating tooltip for the map (not one per country): its label follows the country under the pointer. */}
      <Tooltip.Floating
        label={tip ? t("countries.mapTip", { name: countryName(tip), count: tip.count }) : ""}
        disabled={!tip}
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          style={{ display: "block" }}
          onMouseOver={(e) => setHovered(isoAt(e.target))}
          onMouseLeave={() => setHovered(null)}
          // A country's link reached by keyboard names its figure the same way.
          onFocus={(e) => setHovered(isoAt(e.target))}
          onBlur={() => setHovered(null)}
        >
          <title>{t("countries.mapLabel")}</title>
          {shapes.map((s) => {
            const row = byId.get(s.id);
            if (!row) {
              return (
                <path
                  key={s.id}
                  d={s.d}
                  fill={SHADES[0]}
                  stroke="var(--mantine-color-body)"
                  strokeWidth={0.5}
                  data-iso={s.id}
                />
              );
            }
            return (
              <a
                key={s.id}
                href={hrefOf(row)}
                aria-label={t("countries.mapTip", { name: countryName(row), count: row.count })}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
                  e.preventDefault();
                  onOpen(row);
                }}
              >
                <path
                  d={s.d}
                  fill={SHADES[mapShade(row.count, max)]}
                  stroke="var(--mantine-color-body)"
                  strokeWidth={0.5}
                  data-iso={s.id}
                  data-count={row.count}
                  style={{ cursor: "pointer" }}
                />
              </a>
            );
          })}
        </svg>
      </Tooltip.Floating>
      <Group gap="xs" mt="xs" wrap="wrap" aria-label={t("countries.legend")}>
        <Group gap={4} wrap="nowrap">
          <Box w={14} h={14} bg={SHADES[0]} style={{ borderRadius: 3 }} />
          <Text size="xs" c="dimmed">
            0
          </Text>
        </Group>
        {legend.map((b) => (
          <Group key={b.shade} gap={4} wrap="nowrap">
            <Box w={14} h={14} bg={SHADES[b.shade]} style={{ borderRadius: 3 }} />
            <Text size="xs" c="dimmed">
              {b.from === b.to ? b.from.toLocaleString() : `${b.from.toLocaleString()}–${b.to.toLocaleString()}`}
            </Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
