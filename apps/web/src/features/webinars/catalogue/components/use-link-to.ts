import { useNavigate } from "@tanstack/react-router";
import type { MouseEvent } from "react";

/**
 * Props for an <a> to another screen with a query (sign-in and profile links with redirect_to): a real address to
 * open in a new tab, and an in-app navigation on a plain click.
 */
export function useLinkTo(): (
  path: string,
  search: Record<string, string>,
) => {
  href: string;
  onClick: (e: MouseEvent) => void;
} {
  const navigate = useNavigate();
  return (path, search) => ({
    href: `${path}?${new URLSearchParams(search).toString()}`,
    onClick: (e: MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      void navigate({ to: path, search });
    },
  });
}
