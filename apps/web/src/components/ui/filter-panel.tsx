import { Button, Collapse, Drawer, Group, SimpleGrid, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import type { ReactNode } from "react";

const filterIcon = <IconAdjustmentsHorizontal size={16} aria-hidden="true" />;

interface FilterBarProps {
  /** The filters always in view (a row of four on a wide screen). */
  primary: ReactNode;
  /** The others, drawn only while "More filters" is open; null when there are none (no "More filters"). */
  secondary: ReactNode;
  /** Opens the secondary filters at first when one of them holds a value. */
  secondaryActive: boolean;
  moreLabel: string;
  fewerLabel: string;
}

/** Tablet and desktop: the daily filters in view, every other one a click away. */
export function FilterBar({ primary, secondary, secondaryActive, moreLabel, fewerLabel }: FilterBarProps) {
  const [more, { toggle }] = useDisclosure(secondaryActive);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        {primary}
      </SimpleGrid>
      {secondary === null ? null : (
        <Collapse expanded={more}>
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" verticalSpacing="xs" pt={4}>
            {more ? secondary : null}
          </SimpleGrid>
        </Collapse>
      )}
      {/* Without secondary filters (null) there is nothing more to show. */}
      {secondary === null ? null : (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={toggle}
          leftSection={filterIcon}
          aria-expanded={more}
          style={{ alignSelf: "flex-start" }}
        >
          {more ? fewerLabel : moreLabel}
        </Button>
      )}
    </Stack>
  );
}

interface FilterDrawerProps {
  /** The button's text ("Filters", "Filters (2)"). */
  openLabel: string;
  title: string;
  closeLabel: string;
  resetLabel: string;
  doneLabel: string;
  /** Shows the reset beside "done" (some filter holds a value). */
  canReset: boolean;
  onReset: () => void;
  /** Every filter, one under the other. */
  children: ReactNode;
}

/** Phone: one button; every filter in a drawer from the bottom, with reset and done kept in view. */
export function FilterDrawer(p: FilterDrawerProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open} leftSection={filterIcon} fullWidth>
        {p.openLabel}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="90%"
        title={p.title}
        radius="md"
        closeButtonProps={{ "aria-label": p.closeLabel }}
      >
        <Stack gap="sm">
          {p.children}
          <Group
            gap="sm"
            grow
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
          >
            {p.canReset ? (
              <Button variant="default" onClick={p.onReset}>
                {p.resetLabel}
              </Button>
            ) : null}
            <Button onClick={close}>{p.doneLabel}</Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
