import { describe, expect, it } from "vitest";
import { countsByNumericId, mapLegend, mapShade, sortCountries } from "./world-map";

describe("world map values", () => {
  it("matches alpha-2 codes to the atlas's numeric ids", () => {
    const byId = countsByNumericId([
      { id: 1, name: "China", code: "CN", count: 4 },
      { id: 2, name: "Andorra", code: "ad", count: 1 },
      { id: 3, name: "Nowhere", code: "ZZ", count: 2 },
    ]);
    expect(byId.get("156")?.count).toBe(4);
    expect(byId.get("020")?.name).toBe("Andorra");
    expect(byId.size).toBe(2);
  });

  it("scales counts into shades up to the largest, with a legend that covers every count once", () => {
    expect(mapShade(0, 10)).toBe(0);
    expect(mapShade(1, 10)).toBe(1);
    expect(mapShade(10, 10)).toBe(5);
    expect(mapShade(5, 10)).toBe(3);
    expect(mapShade(3, 0)).toBe(0);
    expect(mapLegend(10)).toEqual([
      { shade: 1, from: 1, to: 2 },
      { shade: 2, from: 3, to: 4 },
      { shade: 3, from: 5, to: 6 },
      { shade: 4, from: 7, to: 8 },
      { shade: 5, from: 9, to: 10 },
    ]);
    for (const max of [1, 2, 3, 7, 10, 123]) {
      const legend = mapLegend(max);
      for (let n = 1; n <= max; n++) {
        const band = legend.find((b) => n >= b.from && n <= b.to);
        expect(band?.shade, `${n} of ${max}`).toBe(mapShade(n, max));
      }
    }
    expect(mapLegend(0)).toEqual([]);
  });

  it("sorts the table by count or name", () => {
    const rows = [
      { name: "Chile", count: 2 },
      { name: "Brazil", count: 5 },
      { name: "Angola", count: 2 },
    ];
    expect(sortCountries(rows, "count", "desc").map((r) => r.name)).toEqual(["Brazil", "Angola", "Chile"]);
    expect(sortCountries(rows, "name", "asc").map((r) => r.name)).toEqual(["Angola", "Brazil", "Chile"]);
    expect(sortCountries(rows, "name", "desc").map((r) => r.name)).toEqual(["Chile", "Brazil", "Angola"]);
  });
});
