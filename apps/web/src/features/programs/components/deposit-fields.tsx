import { SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { ProgramFormValues } from "../form-model";

interface DepositFieldsProps {
  form: UseFormReturnType<ProgramFormValues>;
  errorOf: (path: string) => string | undefined;
  readOnly: boolean;
}

/**
 * What students pay (issue 27): the enrolment deposit an offer asks, in the program's currency, due some days after
 * the offer, and whether staff may waive one applicant's fee or deposit.
 */
export function DepositFields({ form, errorOf, readOnly }: DepositFieldsProps) {
  const { t } = useTranslation("programs");
  const currency = form.values.currency;
  const field = (path: "deposit_amount" | "deposit_due_days") => ({
    label: t(`fields.${path}`),
    ...form.getInputProps(path),
    error: errorOf(path),
    readOnly,
  });
  const toggle = (path: "application_fee_waivable" | "deposit_waivable") => ({
    label: t(`fields.${path}`),
    description: t(`fields.${path}Hint`),
    ...form.getInputProps(path, { type: "checkbox" }),
    error: errorOf(path),
    disabled: readOnly,
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          {...field("deposit_amount")}
          inputMode="decimal"
          placeholder={readOnly ? undefined : "500.00"}
          description={t("fields.deposit_amountHint")}
          leftSection={
            currency ? (
              <Text size="xs" c="dimmed" fw={600}>
                {currency}
              </Text>
            ) : null
          }
        />
        <TextInput
          {...field("deposit_due_days")}
          inputMode="numeric"
          placeholder={readOnly ? undefined : "30"}
          description={t("fields.deposit_due_daysHint")}
          rightSection={
            <Text size="xs" c="dimmed" pr={6}>
              {t("fields.days")}
            </Text>
          }
          rightSectionWidth={56}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Switch {...toggle("application_fee_waivable")} />
        <Switch {...toggle("deposit_waivable")} />
      </SimpleGrid>
    </Stack>
  );
}
