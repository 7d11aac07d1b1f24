import type { ReactNode } from "react";
import { SelectableCardsSkeleton } from "./selectable-cards";

interface ListBodyProps {
  phone: boolean;
  /** The answer holds nothing (listView). */
  empty: boolean;
  /** Nothing to show yet (listView): the phone's placeholder. */
  waiting: boolean;
  emptyState: ReactNode;
  /** The phone's cards. */
  cards: ReactNode;
  /** The table of wider screens (it shows its own loading). */
  table: ReactNode;
  /** The phone's placeholder, when its cards are not the selectable ones. */
  skeleton?: ReactNode;
}

/** A list's rows: the empty state, cards on a phone (a placeholder while they load) or the table. */
export function ListBody({ phone, empty, waiting, emptyState, cards, table, skeleton }: ListBodyProps) {
  if (empty) return emptyState;
  if (!phone) return table;
  return waiting ? (skeleton ?? <SelectableCardsSkeleton />) : cards;
}
