/** Sessions this tab has joined (kept for the tab's life, so a reload keeps sending presence). */
const KEY = "quad-webinar-joined";

function read(): number[] {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(KEY) ?? "[]");
    return Array.isArray(raw) ? raw.filter((v): v is number => typeof v === "number") : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

export function markJoined(id: number): void {
  const ids = read();
  if (!ids.includes(id)) window.sessionStorage.setItem(KEY, JSON.stringify([...ids, id].slice(-50)));
  for (const l of listeners) l();
}

export function hasJoined(id: number): boolean {
  return read().includes(id);
}

export function onJoinedChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
