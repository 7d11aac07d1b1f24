import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { RegistrationInputSchema } from "@quad/contract/api/auth";
import { IconAlertCircle, IconBuildingCommunity, IconLock } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/ui/password-field";
import { ApiError } from "../../../lib/api-client";
import { formError, splitServerErrors } from "../../../lib/form-errors";
import { useLocalCountries } from "../../../lib/reference/country-names";
import { useStates } from "../../../lib/reference/get-states";
import { translateServerMessage } from "../../../lib/server-messages";
import { useCreateRegistration } from "../api/create-registration";
import {
  REGISTRATION_FIELDS,
  type RegistrableType,
  type RegistrationFormValues,
  registrationErrors,
  registrationFormData,
  toRegistrationInput,
} from "../model";

const resolve = schemaResolver(RegistrationInputSchema, { sync: true });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title
        order={2}
        fz="sm"
        tt="uppercase"
        c="dimmed"
        fw={700}
        style={{ letterSpacing: "0.06em" }}
        component="legend"
        mb="xs"
      >
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface RegisterFormProps {
  type: RegistrableType;
  initialValues: RegistrationFormValues;
  searchPath: string;
  onRegistered: (message: string, email: string) => void;
}

export function RegisterForm({ type, initialValues, searchPath, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useCreateRegistration();
  const countries = useLocalCountries();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<RegistrationFormValues>({
    mode: "controlled",
    initialValues,
    validate: (values) => registrationErrors(resolve(toRegistrationInput(type, values)), values),
  });
  const countryId = form.values.country_id ? Number(form.values.country_id) : null;
  const states = useStates(countryId);
  const claimed = initialValues.partner_id !== "";

  const label = (field: string) => t(`registration.fields.${field}`);
  const input = (field: keyof RegistrationFormValues) => ({
    label: label(field),
    ...form.getInputProps(field),
    error: formError(form.errors, field, label(field), t),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setOtherErrors([]);
    const payload = RegistrationInputSchema.parse(toRegistrationInput(type, values));
    try {
      const res = await register.mutateAsync(registrationFormData(payload));
      onRegistered(res.message, payload.email);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const { onFields, other } = splitServerErrors(error.fieldErrors, REGISTRATION_FIELDS);
      form.setErrors(onFields);
      const general = other.length
        ? other
        : Object.keys(onFields).length
          ? []
          : [error.outcome.message || error.message];
      setOtherErrors(general.filter(Boolean));
    }
  });

  const countryOptions = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const stateOptions = (states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xl">
        {otherErrors.length ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t("registration.form.failed")}>
            {otherErrors.map((m) => translateServerMessage(m, t)).join("\n")}
          </Alert>
        ) : null}

        <Section title={t(`registration.form.institutionSection.${type}`)}>
          <TextInput
            {...input("institution_name")}
            label={t(`registration.fields.institution.${type}`)}
            error={formError(form.errors, "institution_name", t(`registration.fields.institution.${type}`), t)}
            withAsterisk
            readOnly={claimed}
            leftSection={
              claimed ? (
                <IconLock size={16} aria-hidden="true" />
              ) : (
                <IconBuildingCommunity size={16} aria-hidden="true" />
              )
            }
            description={
              claimed ? (
                <Group gap={6} component="span">
                  <Badge size="xs" variant="light" component="span">
                    {t("registration.form.selectedFromSearch")}
                  </Badge>
                  <Anchor component={Link} to={searchPath} size="xs">
                    {t("registration.form.change")}
                  </Anchor>
                </Group>
              ) : undefined
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              {...input("country_id")}
              withAsterisk
              searchable
              data={countryOptions}
              placeholder={countries.isLoading ? t("common.loading") : t("registration.form.chooseCountry")}
              nothingFoundMessage={t("registration.form.noCountry")}
              rightSection={countries.isLoading ? <Loader size={14} /> : undefined}
              value={form.values.country_id || null}
              onChange={(value) => {
                form.setFieldValue("country_id", value ?? "");
                form.setFieldValue("state_id", "");
              }}
            />
            <Select
              {...input("state_id")}
              searchable
              clearable
              data={stateOptions}
              disabled={countryId === null || (states.isSuccess && stateOptions.length === 0)}
              placeholder={
                countryId === null
                  ? t("registration.form.chooseCountryFirst")
                  : states.isSuccess && stateOptions.length === 0
                    ? t("registration.form.noStates")
                    : t("registration.form.optional")
              }
              rightSection={states.isFetching ? <Loader size={14} /> : undefined}
              value={form.values.state_id || null}
              onChange={(value) => form.setFieldValue("state_id", value ?? "")}
            />
            <TextInput {...input("city")} autoComplete="address-level2" />
            <TextInput {...input("website")} placeholder="https://" type="url" autoComplete="url" />
          </SimpleGrid>
        </Section>

        <Section title={t("registration.form.contactSection")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...input("first_name")} withAsterisk autoComplete="given-name" />
            <TextInput {...input("last_name")} withAsterisk autoComplete="family-name" />
            <TextInput {...input("designation")} autoComplete="organization-title" />
            <TextInput {...input("phone")} type="tel" autoComplete="tel" />
          </SimpleGrid>
          <TextInput
            {...input("email")}
            withAsterisk
            type="email"
            autoComplete="email"
            description={t("registration.form.emailHint")}
          />
        </Section>

        <Section title={t("registration.form.accountSection")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordField {...input("password")} withAsterisk autoComplete="new-password" />
            <PasswordField {...input("password_confirmation")} withAsterisk autoComplete="new-password" />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t("registration.form.passwordHint")}
          </Text>
        </Section>

        <Stack gap="sm">
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t("registration.form.submit")}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t("registration.form.consentPrefix")}{" "}
            <Anchor component={Link} to="/privacy-policy" size="xs" underline="always">
              {t("nav.privacyPolicy")}
            </Anchor>
            .
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
