import { useEffect } from "react";

/** Sets the browser tab's title while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Quad`;
  }, [title]);
}
