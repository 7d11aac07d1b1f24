import { Anchor, Text } from "@mantine/core";
import { Link, useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/ui/auth-card";
import { initialRegistrationValues, type RegistrableType } from "../model";
import { RegisterForm } from "./register-form";
import { RegistrationSent } from "./registration-sent";

/** Registration of a school or a university (spec 1 §2, §7 POST registrations). */
export function RegisterPage({ type }: { type: RegistrableType }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const searchPath = type === "School" ? "/search-school" : "/search-university";

  if (sent) return <RegistrationSent message={sent.message} email={sent.email} />;

  return (
    <AuthCard
      width={680}
      title={t(`registration.form.title.${type}`)}
      subtitle={
        <>
          {t("registration.form.subtitle")}{" "}
          <Text span size="sm" c="dimmed">
            {t("registration.form.haveAccount")}{" "}
            <Anchor component={Link} to="/sign-in" size="sm" fw={600} underline="always">
              {t("auth.signIn.submit")}
            </Anchor>
          </Text>
        </>
      }
    >
      <RegisterForm
        type={type}
        searchPath={searchPath}
        initialValues={initialRegistrationValues(new URLSearchParams(location.searchStr))}
        onRegistered={(message, email) => setSent({ message, email })}
      />
    </AuthCard>
  );
}
