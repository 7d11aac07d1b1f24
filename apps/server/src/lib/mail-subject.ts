/** Most characters of a mail subject: longer ones are folded or cut by mail clients anyway. */
export const SUBJECT_MAX = 90;

/** A zone or other aside in brackets, with the space before it: " (America/New_York)", "（Asia/Shanghai）". */
const ASIDE = /\s*[(（][^()（）]*[)）]/g;
/** Where a clause ends: a cut there keeps every value before it whole. */
const CLAUSE_END = /[,;:](?=\s)|[，；：。]|\s[—–-](?=\s)/g;

/**
 * A mail subject of at most `max` characters that never cuts a value in the middle (issue 24 §6: "(America/New_…"):
 * the text as it is when it fits; else without its bracketed asides (the zone is in the body); else cut after its
 * last whole clause, or its last whole word, with "…". Chinese text without spaces is cut between characters, never
 * inside a run of Latin letters or digits (a name, a time, a zone).
 */
export function fitSubject(text: string, max = SUBJECT_MAX): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const bare = plain.replace(ASIDE, "").trim();
  if (bare.length <= max) return bare;
  const room = max - 1;
  const head = bare.slice(0, room + 1);
  let cut = -1;
  for (const m of head.matchAll(CLAUSE_END)) if (m.index <= room) cut = m.index;
  if (cut < room / 2) {
    const space = head.lastIndexOf(" ", room);
    if (space >= room / 2) cut = space;
    else {
      // No space far enough back (Chinese): step back out of a run of Latin letters, digits and zone characters.
      const inValue = /[\w/:.@+-]/;
      cut = room;
      while (cut > room / 2 && inValue.test(bare.charAt(cut - 1)) && inValue.test(bare.charAt(cut))) cut -= 1;
      if (cut <= room / 2) cut = room;
    }
  }
  return `${bare.slice(0, cut).replace(/[\s,;:，；：—–-]+$/, "")}…`;
}
