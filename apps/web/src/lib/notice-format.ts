/** How a notification is shown wherever one is: the unread badge and the time since. */

/** The badge text: the count, or 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** "5 minutes ago" in the interface language. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const fmt = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return fmt.format(Math.round(seconds / size), unit);
  }
  return fmt.format(0, "second");
}
