import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from "react";

/**
 * Escape inside a dialog closes the open picker, not the dialog.
 *
 * Mantine's Modal listens for Escape on the window (capture phase), before a date or time picker's dropdown sees
 * the key, so one Escape would close both and lose what was typed. A dialog keeps the ids of its open pickers and
 * turns `closeOnEscape` off while any is open; each picker reports its dropdown opening and closing.
 */
type Report = (id: string, open: boolean) => void;

const PickerEscapeContext = createContext<Report | null>(null);

/** Wraps a dialog's content with the `report` of `usePickerEscape`. */
export function PickerEscapeScope({ report, children }: { report: Report; children: ReactNode }) {
  return <PickerEscapeContext.Provider value={report}>{children}</PickerEscapeContext.Provider>;
}

/** In the dialog: whether a picker's dropdown is open, and what its pickers report to. */
export function usePickerEscape(): { pickerOpen: boolean; report: Report } {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>(
    (id, isOpen) =>
      setOpen((prev) => {
        if (prev.has(id) === isOpen) return prev;
        const next = new Set(prev);
        if (isOpen) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return { pickerOpen: open.size > 0, report };
}

/** In a picker: reports whether its dropdown is open (nothing outside a dialog that listens). */
export function usePickerOpenReport(open: boolean): void {
  const report = useContext(PickerEscapeContext);
  const id = useId();
  useEffect(() => {
    report?.(id, open);
  }, [report, id, open]);
  useEffect(() => () => report?.(id, false), [report, id]);
}
