import { Group, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";

interface LogoProps {
  /** Mark size in px. */
  size?: number;
  /** "light" for use on dark or brand backgrounds. */
  tone?: "dark" | "light";
}

/** The Quad mark and wordmark. */
export function Logo({ size = 32, tone = "dark" }: LogoProps) {
  const { t } = useTranslation();
  const gradientId = `quad-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <Group gap={10} wrap="nowrap" aria-label={t("app.name")} role="img">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop
              offset="0"
              stopColor={tone === "light" ? "#ffffff" : "#5e62df"}
              stopOpacity={tone === "light" ? 0.25 : 1}
            />
            <stop
              offset="1"
              stopColor={tone === "light" ? "#ffffff" : "#2e349c"}
              stopOpacity={tone === "light" ? 0.12 : 1}
            />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
        <g fill="#fff">
          <rect x="14" y="14" width="16" height="16" rx="4" />
          <rect x="34" y="14" width="16" height="16" rx="4" opacity=".7" />
          <rect x="14" y="34" width="16" height="16" rx="4" opacity=".7" />
          <rect x="34" y="34" width="16" height="16" rx="8" opacity=".45" />
        </g>
      </svg>
      <Text
        component="span"
        fw={800}
        fz={size * 0.66}
        lh={1}
        c={tone === "light" ? "white" : "dark.8"}
        style={{ letterSpacing: "-0.02em" }}
        aria-hidden="true"
      >
        {t("app.name")}
      </Text>
    </Group>
  );
}
