import { Box, type BoxProps, SegmentedControl } from "@mantine/core";
import { type CSSProperties, type ReactNode, useId } from "react";

const classes = SegmentedControl.classes;

export type SegmentedItem<T extends string> = { value: T; label: ReactNode };

/**
 * A segmented control drawn by CSS alone (decision 125). Mantine's `SegmentedControl` measures its options after
 * mounting to place a sliding indicator: a forced layout of the whole screen inside the commit and two synchronous
 * re-renders per control. This one renders the same markup with Mantine's own classes and never sets
 * `data-initialized`, so Mantine's stylesheet draws the chosen option's background on the label itself (its
 * server-render look). Keyboard and screen readers get native radio buttons in a `radiogroup`.
 */
export function Segmented<T extends string>({
  value,
  onChange,
  data,
  size,
  radius,
  fullWidth = false,
  disabled = false,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...box
}: Omit<BoxProps, "className" | "style" | "mod"> & {
  value: T;
  onChange: (value: T) => void;
  data: readonly SegmentedItem<T>[];
  size?: "xs" | "sm";
  radius?: "xl";
  fullWidth?: boolean;
  disabled?: boolean;
  "aria-label"?: string;
  "aria-labelledby"?: string;
}) {
  const name = useId();
  const style = {
    "--sc-shadow": "var(--mantine-shadow-xs)",
    ...(size
      ? { "--sc-padding": `var(--sc-padding-${size})`, "--sc-font-size": `var(--mantine-font-size-${size})` }
      : {}),
    ...(radius ? { "--sc-radius": `var(--mantine-radius-${radius})` } : {}),
  } as CSSProperties;
  return (
    <Box
      {...box}
      className={classes.root}
      style={style}
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      mod={{ "with-items-borders": true, "full-width": fullWidth, disabled }}
    >
      {data.map((item) => {
        const active = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={active}
              disabled={disabled}
              onChange={() => {
                if (!disabled) onChange(item.value);
              }}
              data-focus-ring="auto"
            />
            <label
              className={classes.label}
              htmlFor={id}
              data-active={(active && !disabled) || undefined}
              data-disabled={disabled || undefined}
            >
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </Box>
  );
}
