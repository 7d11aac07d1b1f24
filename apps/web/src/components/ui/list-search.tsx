import { Group, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";

/** The row above a list: its search box, then its sort. */
export function ListToolbar({
  phone,
  hidden = false,
  children,
}: {
  phone: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap={phone ? "wrap" : "nowrap"} align="flex-end" display={hidden ? "none" : undefined}>
      {children}
    </Group>
  );
}

interface ListSearchBoxProps {
  label: string;
  /** The search in the address. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (q: string) => void;
  phone: boolean;
}

/** A list's search box: it asks once typing pauses, and follows the address (a reset, the back button). */
export function ListSearchBox({ label, value, onSearch, phone }: ListSearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const debounced = useDebouncedCallback((q: string) => onSearch(q.trim()), 300);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      style={{ flex: 1 }}
      miw={phone ? "100%" : 240}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
    />
  );
}
