import { Card, Checkbox, Group, Skeleton, Stack, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { toggleSelected } from "../../lib/selection";
import { CardInView } from "./when-visible";

interface SelectableCardsProps<T extends { id: number | string }> {
  rows: T[];
  /** The list's name ("Applications"). */
  label: string;
  selected: T[];
  onSelectedChange: (rows: T[]) => void;
  onOpen: (row: T) => void;
  /** The selection box's name for a row ("Select Ada Li"). */
  selectLabel: (row: T) => string;
  /** What a card shows. */
  children: (row: T) => ReactNode;
  /** Rows can be selected (the default); false: cards that only open their row. */
  selectable?: boolean;
}

/**
 * A list on a phone: one card per row, with its selection box; the card opens the row. The card's button is named by
 * what it shows (a label of its own would hide the visible text from speech input: axe label-content-name-mismatch).
 */
export function SelectableCards<T extends { id: number | string }>(p: SelectableCardsProps<T>) {
  const ids = new Set(p.selected.map((r) => r.id));
  return (
    <Stack gap="sm" role="list" aria-label={p.label}>
      {p.rows.map((r, i) => (
        <CardInView key={r.id} at={i} minHeight={88}>
          <SelectableCard row={r} {...p} checked={ids.has(r.id)} />
        </CardInView>
      ))}
    </Stack>
  );
}

function SelectableCard<T extends { id: number | string }>(p: SelectableCardsProps<T> & { row: T; checked: boolean }) {
  const r = p.row;
  return (
    <Card withBorder radius="md" p="sm" role="listitem">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {p.selectable === false ? null : (
          <Checkbox
            mt={2}
            checked={p.checked}
            onChange={() => p.onSelectedChange(toggleSelected(p.selected, r))}
            aria-label={p.selectLabel(r)}
          />
        )}
        <UnstyledButton onClick={() => p.onOpen(r)} style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={6}>{p.children(r)}</Stack>
        </UnstyledButton>
      </Group>
    </Card>
  );
}

/** The phone list's placeholder while the first page loads. */
export function SelectableCardsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder radius="md" p="sm">
          <Skeleton h={16} w="55%" />
          <Skeleton h={12} w="35%" mt="sm" />
          <Skeleton h={12} w="70%" mt="xs" />
        </Card>
      ))}
    </Stack>
  );
}
