import { Anchor, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { TOAST_DURATION_MS } from "@quad/contract/rules/constants";
import { i18n } from "../../../lib/i18n";
import { showToast } from "../../../lib/toast";

/**
 * The success toast of a booking or a request, with a link to the new visit. `open` navigates in the app (the
 * toast outlives the dialog that showed it); the link keeps a real href for a new tab.
 */
export function showVisitToast(message: string, visit: { href: string; label: string; open: () => void }): void {
  const id = `visit-${visit.href}`;
  showToast({
    id,
    color: "teal",
    autoClose: TOAST_DURATION_MS * 3,
    closeButtonProps: { "aria-label": i18n.t("common.close") },
    message: (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor
          href={visit.href}
          size="sm"
          fw={600}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            notifications.hide(id);
            visit.open();
          }}
        >
          {visit.label}
        </Anchor>
      </Stack>
    ),
  });
}
