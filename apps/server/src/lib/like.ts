/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards in it escaped; undefined for blank text. */
export function containsPattern(text: string | undefined): string | undefined {
  const t = text?.trim();
  return t ? `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}
