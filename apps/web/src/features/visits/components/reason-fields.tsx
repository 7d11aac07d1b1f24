import { Select, Stack, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useReasons } from "../api/get-reasons";
import type { VisitSide } from "../model";
import { OTHER_REASON, reasonKind, reasonSlug } from "../reasons";

export interface ReasonValue {
  choice: string | null;
  other: string;
}

interface ReasonFieldsProps {
  action: "decline" | "cancel" | "reschedule";
  side: VisitSide;
  value: ReasonValue;
  onChange: (value: ReasonValue) => void;
  errors: { reason?: string; other?: string };
  required?: boolean;
}

/** A reason from the reference list for the action and side; "Other" asks for the reason in words. */
export function ReasonFields({ action, side, value, onChange, errors, required = true }: ReasonFieldsProps) {
  const { t } = useTranslation("visits");
  const reasons = useReasons(reasonKind(action, side));
  const data = (reasons.data?.reasons ?? []).map((r) => ({
    value: r.name,
    label: t(`reasonNames.${reasonSlug(r.name)}`, { defaultValue: r.name }),
  }));
  return (
    <Stack gap="sm">
      <Select
        label={t("reason.label")}
        placeholder={reasons.isLoading ? t("reason.loading") : t("reason.placeholder")}
        data={data}
        value={value.choice}
        onChange={(choice) => onChange({ ...value, choice })}
        error={errors.reason ? t(`reason.${errors.reason}`) : undefined}
        withAsterisk={required}
        comboboxProps={{ withinPortal: true }}
        disabled={reasons.isLoading}
      />
      {value.choice === OTHER_REASON ? (
        <Textarea
          label={t("reason.otherLabel")}
          placeholder={t("reason.otherPlaceholder")}
          value={value.other}
          onChange={(e) => onChange({ ...value, other: e.currentTarget.value })}
          error={errors.other ? t(`reason.${errors.other}`) : undefined}
          withAsterisk
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          data-autofocus
        />
      ) : null}
    </Stack>
  );
}
