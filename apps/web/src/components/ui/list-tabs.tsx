import { Tabs, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatNumber } from "../../lib/i18n";

interface ListTabsProps {
  value: string;
  onChange: (tab: string | null) => void;
  /** The tab list's name. */
  label: string;
  /** Tabs share the width (phones). */
  grow: boolean;
  /** Kept in the page but not shown (a list that has one view only for some readers). */
  hidden?: boolean;
  children: ReactNode;
}

/** The tabs above a list; a row too wide for a phone scrolls instead of wrapping. */
export function ListTabs({ value, onChange, label, grow, hidden = false, children }: ListTabsProps) {
  return (
    <Tabs display={hidden ? "none" : undefined} value={value} onChange={onChange}>
      <Tabs.List mb="md" aria-label={label} grow={grow} style={{ flexWrap: "nowrap", overflowX: "auto" }}>
        {children}
      </Tabs.List>
    </Tabs>
  );
}

/** One tab with the number of records behind it, once the list has answered (its place kept before). */
export function CountTab({ value, label, count }: { value: string; label: string; count?: number }) {
  return (
    <Tabs.Tab value={value}>
      {label}
      {count === undefined ? (
        // The number's line is kept while the list answers, so the tabs do not grow under the reader (issue 28).
        <Text span size="sm" ml={6} fw={600} aria-hidden="true" style={{ visibility: "hidden" }}>
          0
        </Text>
      ) : (
        <Text span size="sm" c="dimmed" ml={6} fw={600} data-count={value}>
          {formatNumber(count)}
        </Text>
      )}
    </Tabs.Tab>
  );
}
