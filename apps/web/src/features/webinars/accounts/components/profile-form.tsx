import {
  Alert,
  Button,
  Group,
  Input,
  List,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { GuestProfileInputSchema, type GuestUser } from "@quad/contract/api/webinars";
import { academicYear } from "@quad/contract/rules/webinar-sessions";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/api-client";
import { splitServerErrors } from "../../../../lib/form-errors";
import { useLocalCountries } from "../../../../lib/reference/country-names";
import { translateServerMessage } from "../../../../lib/server-messages";
import { useUpdateGuestProfile } from "../api/update-guest-profile";
import {
  graduationYears,
  missingInForm,
  namesSchool,
  type ProfileFormValues,
  profileFormValues,
  profileInput,
  SCORE_TESTS,
  userFormData,
} from "../model";
import { accountFieldError } from "./field-error";
import { RoleField } from "./role-field";
import { SchoolPicker } from "./school-picker";
import { FieldGroup } from "./section-card";

const SERVER_FIELDS = [
  "first_name",
  "last_name",
  "role",
  "date_of_birth",
  "graduation_year",
  "country_id",
  "state",
  "city",
  "postal_code",
  "citizenship_country_id",
  "planned_start",
  "scores",
  "academic_interests",
  "institute_name",
  "gender",
];
const resolve = schemaResolver(GuestProfileInputSchema, { sync: true });

interface ProfileFormProps {
  guest: Omit<GuestUser, "authToken">;
  onSaved: (guest: GuestUser) => void;
}

/** The guest's profile (spec 3 §2 fields); the contract's rule marks which are required for this category. */
export function ProfileForm({ guest, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const countries = useLocalCountries();
  const update = useUpdateGuestProfile();
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm<ProfileFormValues>({
    mode: "controlled",
    initialValues: profileFormValues(guest),
    validate: (values) => {
      const errors: FormErrors = resolve(profileInput(values));
      const { school_partner_id, ...rest } = errors;
      return school_partner_id ? { ...rest, institute_name: school_partner_id } : rest;
    },
  });
  const v = form.values;
  const missing = new Set(missingInForm(v, guest.email));
  const required = (field: string) =>
    ["first_name", "last_name", "role", "country_id", "city"].includes(field) ||
    (v.role === "student" && ["date_of_birth", "graduation_year", "institute_name"].includes(field)) ||
    (v.role === "counselor" && field === "institute_name");

  const label = (field: string) => t(`webinars.accounts.fields.${field}`);
  const field = (name: keyof ProfileFormValues) => ({
    label: label(name),
    withAsterisk: required(name),
    ...form.getInputProps(name),
    error: accountFieldError(form.errors, name, label(name), t),
  });
  const countryOptions = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const years = graduationYears(academicYear(new Date())).map((y) => ({ value: String(y), label: String(y) }));

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure([]);
    try {
      const saved = await update.mutateAsync(userFormData(GuestProfileInputSchema.parse(profileInput(values))));
      // Partial progress is kept; what is still missing is marked on its field.
      form.setErrors(Object.fromEntries(saved.missing_fields.map((f) => [f, "is required"])));
      onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const { onFields, other } = splitServerErrors(error.fieldErrors, [...SERVER_FIELDS, "school_partner_id"]);
      const { school_partner_id, ...rest } = onFields;
      form.setErrors(school_partner_id ? { ...rest, institute_name: school_partner_id } : rest);
      if (other.length) setFailure(other);
      else if (!Object.keys(onFields).length) setFailure([error.outcome.message || error.message]);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xl">
        {failure.length ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t("webinars.accounts.profile.failed")}
          >
            {failure.map((m) => translateServerMessage(m, t)).join("\n")}
          </Alert>
        ) : null}

        <FieldGroup title={t("webinars.accounts.profile.aboutYou")}>
          <RoleField
            value={v.role}
            onChange={(role) => form.setFieldValue("role", role)}
            error={accountFieldError(form.errors, "role", label("role"), t)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...field("first_name")} autoComplete="given-name" />
            <TextInput {...field("last_name")} autoComplete="family-name" />
            <TextInput
              label={label("email")}
              value={guest.email}
              readOnly
              variant="filled"
              description={t("webinars.accounts.profile.emailFixed")}
            />
            <TextInput
              {...field("date_of_birth")}
              type="date"
              autoComplete="bday"
              max={new Date().toISOString().slice(0, 10)}
            />
            <Select
              {...field("gender")}
              clearable
              data={["male", "female", "other"].map((g) => ({ value: g, label: t(`webinars.accounts.genders.${g}`) }))}
              placeholder={t("webinars.accounts.profile.optional")}
              value={v.gender || null}
              onChange={(g) => form.setFieldValue("gender", g ?? "")}
            />
          </SimpleGrid>
        </FieldGroup>

        <FieldGroup title={t("webinars.accounts.profile.whereYouLive")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              {...field("country_id")}
              searchable
              data={countryOptions}
              placeholder={t("webinars.accounts.profile.chooseCountry")}
              nothingFoundMessage={t("webinars.accounts.searchSchool.noCountry")}
              value={v.country_id || null}
              onChange={(id) => form.setFieldValue("country_id", id ?? "")}
            />
            <TextInput {...field("state")} autoComplete="address-level1" />
            <TextInput {...field("city")} autoComplete="address-level2" />
            <TextInput {...field("postal_code")} autoComplete="postal-code" />
            <Select
              {...field("citizenship_country_id")}
              searchable
              clearable
              data={countryOptions}
              placeholder={t("webinars.accounts.profile.optional")}
              nothingFoundMessage={t("webinars.accounts.searchSchool.noCountry")}
              value={v.citizenship_country_id || null}
              onChange={(id) => form.setFieldValue("citizenship_country_id", id ?? "")}
            />
          </SimpleGrid>
        </FieldGroup>

        <FieldGroup title={t("webinars.accounts.profile.education")}>
          <SchoolPicker
            label={label(v.role === "counselor" ? "institute_name_counselor" : "institute_name")}
            required={required("institute_name")}
            description={namesSchool(v.role) ? undefined : t("webinars.accounts.profile.schoolOptional")}
            value={v.school}
            onChange={(school) => form.setFieldValue("school", school)}
            error={accountFieldError(form.errors, "institute_name", label("institute_name"), t)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              {...field("graduation_year")}
              clearable
              data={years}
              placeholder={t("webinars.accounts.profile.chooseYear")}
              value={v.graduation_year || null}
              onChange={(y) => form.setFieldValue("graduation_year", y ?? "")}
            />
            <TextInput
              {...field("planned_start")}
              type="month"
              description={t("webinars.accounts.profile.plannedStartHint")}
            />
          </SimpleGrid>
          <TagsInput
            {...field("academic_interests")}
            description={t("webinars.accounts.profile.interestsHint")}
            size="md"
            maxTags={10}
            splitChars={[","]}
            clearable
          />
          <Input.Wrapper
            labelElement="div"
            size="md"
            label={t("webinars.accounts.fields.scores")}
            description={t("webinars.accounts.profile.scoresHint")}
          >
            <SimpleGrid cols={{ base: 2, xs: 4, sm: 7 }} spacing="xs" mt={6}>
              {SCORE_TESTS.map((test) => (
                <TextInput
                  key={test}
                  label={test}
                  size="sm"
                  maxLength={20}
                  {...form.getInputProps(`scores.${test}`)}
                  error={accountFieldError(form.errors, `scores.${test}`, test, t)}
                />
              ))}
            </SimpleGrid>
          </Input.Wrapper>
        </FieldGroup>

        <Group justify="space-between" wrap="wrap" gap="sm">
          {missing.size === 0 ? (
            <Group gap={6} c="teal.9">
              <IconCircleCheck size={18} aria-hidden="true" />
              <Text size="sm" fw={600}>
                {t("webinars.accounts.profile.complete")}
              </Text>
            </Group>
          ) : (
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t("webinars.accounts.profile.stillMissing", { count: missing.size })}
              </Text>
              <List size="xs" c="dimmed" withPadding>
                {[...missing].map((f) => (
                  <List.Item key={f}>{label(f)}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Button type="submit" size="md" loading={update.isPending}>
            {t("webinars.accounts.profile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
