/**
 * Spreadsheet formula injection neutralised: a cell starting with = + - @ tab or CR gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it.
 */
export function neutraliseFormula(s: string): string {
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** One CSV cell per RFC 4180, with formula injection neutralised. */
export function csvCell(value: unknown): string {
  const s = neutraliseFormula(
    value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value),
  );
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
