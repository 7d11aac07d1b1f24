import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { GuestRegistrationInputSchema } from "@quad/contract/api/webinars";
import { PASSWORD_MIN_LENGTH } from "@quad/contract/rules/constants";
import type { GuestRole } from "@quad/contract/rules/webinar-sessions";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../../components/ui/auth-card";
import { PasswordField } from "../../../../components/ui/password-field";
import { ApiError } from "../../../../lib/api-client";
import { splitServerErrors } from "../../../../lib/form-errors";
import { translateServerMessage } from "../../../../lib/server-messages";
import { useSessionStore } from "../../../../lib/session-store";
import { useCreateGuestRegistration } from "../api/create-guest-registration";
import { Centered } from "../components/centered";
import { accountFieldError } from "../components/field-error";
import { PartnerNotice } from "../components/partner-notice";
import { RoleField } from "../components/role-field";
import { SchoolPicker } from "../components/school-picker";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useStartGuestSession } from "../hooks/use-guest-account";
import {
  afterSignInPath,
  GUEST_REGISTER_PATH,
  GUEST_SIGN_IN_PATH,
  namesSchool,
  partnerNotice,
  redirectFrom,
  type SchoolChoice,
  schoolFromSearch,
  userFormData,
  withRedirect,
} from "../model";

interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  role: GuestRole | "";
  school: SchoolChoice | null;
}

const FIELDS = ["first_name", "last_name", "email", "password", "role", "institute_name", "school_partner_id"];
const resolve = schemaResolver(GuestRegistrationInputSchema, { sync: true });

function registrationInput(v: RegisterValues, locale: string) {
  const withSchool = namesSchool(v.role) && v.school;
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    password: v.password,
    role: v.role,
    school_partner_id: withSchool && v.school?.kind === "directory" ? String(v.school.id) : "",
    institute_name: withSchool ? (v.school?.name ?? "") : "",
    locale,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? "",
  };
}

/**
 * /webinars/register: the guest's sign-up, kept to one short step (names, email, password, category and
 * the school found before); the rest of the profile of spec 3 §2 is completed on /webinars/users/update.
 */
export default function GuestRegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const redirectTo = redirectFrom(location.searchStr);
  const notice = partnerNotice(useSessionStore((s) => (s.authToken ? s.data?.institute_type : null)));
  const locale = useSessionStore((s) => s.locale);
  const register = useCreateGuestRegistration();
  const startSession = useStartGuestSession();
  const [failure, setFailure] = useState<string[]>([]);
  useDocumentTitle(t("webinars.accounts.register.title"));

  const form = useForm<RegisterValues>({
    mode: "controlled",
    initialValues: {
      first_name: "",
      last_name: "",
      email: "",
      password: "",
      role: "",
      school: schoolFromSearch(location.searchStr),
    },
    validate: (values) => {
      const errors = resolve(registrationInput(values, locale));
      return Object.fromEntries(Object.entries(errors).filter(([field]) => FIELDS.includes(field)));
    },
  });

  const label = (field: string) => t(`webinars.accounts.fields.${field}`);
  const input = (field: "first_name" | "last_name" | "email" | "password") => ({
    label: label(field),
    ...form.getInputProps(field),
    error: accountFieldError(form.errors, field, label(field), t),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure([]);
    const payload = GuestRegistrationInputSchema.parse(registrationInput(values, locale));
    try {
      const guest = await register.mutateAsync(userFormData(payload));
      startSession(guest);
      await navigate({ href: afterSignInPath(guest, redirectTo), replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const { onFields, other } = splitServerErrors(error.fieldErrors, FIELDS);
      const { school_partner_id, ...rest } = onFields;
      form.setErrors(school_partner_id ? { ...rest, institute_name: school_partner_id } : rest);
      if (other.length) setFailure(other);
      else if (!Object.keys(onFields).length) setFailure([error.outcome.message || error.message]);
    }
  });

  return (
    <Centered>
      <AuthCard
        width={640}
        title={t("webinars.accounts.register.title")}
        subtitle={t("webinars.accounts.register.subtitle")}
      >
        {notice ? (
          <PartnerNotice notice={notice} returnTo={GUEST_REGISTER_PATH} />
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="lg">
              {failure.length ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={18} />}
                  title={t("webinars.accounts.register.failed")}
                >
                  {failure.map((m) => translateServerMessage(m, t)).join("\n")}
                </Alert>
              ) : null}
              <RoleField
                value={form.values.role}
                onChange={(role) => form.setFieldValue("role", role)}
                error={accountFieldError(form.errors, "role", label("role"), t)}
              />
              {namesSchool(form.values.role) ? (
                <SchoolPicker
                  label={label(form.values.role === "counselor" ? "institute_name_counselor" : "institute_name")}
                  description={t("webinars.accounts.register.schoolHint")}
                  value={form.values.school}
                  onChange={(school) => form.setFieldValue("school", school)}
                  error={accountFieldError(form.errors, "institute_name", label("institute_name"), t)}
                />
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput {...input("first_name")} withAsterisk autoComplete="given-name" />
                <TextInput {...input("last_name")} withAsterisk autoComplete="family-name" />
              </SimpleGrid>
              <TextInput
                {...input("email")}
                withAsterisk
                type="email"
                autoComplete="email"
                description={t("webinars.accounts.register.emailHint")}
              />
              <PasswordField
                {...input("password")}
                withAsterisk
                autoComplete="new-password"
                description={t("webinars.accounts.register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
              />
              <Button type="submit" size="md" fullWidth loading={register.isPending}>
                {t("webinars.accounts.register.submit")}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {t("webinars.accounts.register.nextStep")}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {t("webinars.accounts.haveAccount")}{" "}
                <Anchor
                  component={Link}
                  to={withRedirect(GUEST_SIGN_IN_PATH, redirectTo)}
                  size="sm"
                  fw={600}
                  underline="always"
                >
                  {t("webinars.accounts.signIn.submit")}
                </Anchor>
              </Text>
            </Stack>
          </form>
        )}
      </AuthCard>
    </Centered>
  );
}
