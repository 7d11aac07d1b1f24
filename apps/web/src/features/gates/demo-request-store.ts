import { create } from "zustand";

/** Whether the demo-request dialog is open; the user menu opens it, the shell's gates render it. */
export const useDemoRequestDialog = create<{ opened: boolean }>(() => ({ opened: false }));

export function openDemoRequest(): void {
  useDemoRequestDialog.setState({ opened: true });
}

export function closeDemoRequest(): void {
  useDemoRequestDialog.setState({ opened: false });
}
