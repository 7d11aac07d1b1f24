import type { ExportColumn } from "@quad/contract/rules/connections-export";
import { type Stringifier, stringify } from "csv-stringify";
import { neutraliseFormula } from "../../lib/csv.ts";

/**
 * The CSV writer of a connections export: RFC 4180 (CRLF, quotes doubled, fields with a comma, quote or
 * line break quoted), UTF-8 with a byte-order mark so spreadsheets read non-Latin names, and every cell,
 * headers included, neutralised against formula injection (a leading = + - @ tab or CR gets an apostrophe).
 * Records are the rows of the repository: cells c0, c1 ... in column order.
 */
export function exportCsvWriter(columns: readonly ExportColumn[]): Stringifier {
  return stringify({
    bom: true,
    header: true,
    record_delimiter: "windows",
    columns: columns.map((c, i) => ({ key: `c${i}`, header: neutraliseFormula(c.header) })),
    cast: { string: (value) => neutraliseFormula(value) },
  });
}
