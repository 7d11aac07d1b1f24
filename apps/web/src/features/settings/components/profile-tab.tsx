import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { UserDetailSchema } from "@quad/contract/api/auth";
import { UpdateProfileInputSchema } from "@quad/contract/api/users";
import { GENDERS } from "@quad/contract/rules/constants";
import { IconAlertTriangle, IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { fileProblem, PROFILE_PHOTO_RULE } from "../../../lib/file-checks";
import { formError, splitServerErrors } from "../../../lib/form-errors";
import { useLocalCountries } from "../../../lib/reference/country-names";
import { translateServerMessage } from "../../../lib/server-messages";
import { useUser } from "../api/get-user";
import { useUpdateProfile } from "../api/update-profile";
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  phoneCodeOptions,
  profileFormData,
  profileValues,
  toProfileInput,
} from "../model";

const resolve = schemaResolver(UpdateProfileInputSchema, { sync: true });

type UserDetail = z.infer<typeof UserDetailSchema>;

export function ProfileTab({ userId, requiredMissing }: { userId: number; requiredMissing: boolean }) {
  const user = useUser(userId);
  if (!user.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Group>
          <Skeleton circle height={88} />
          <Skeleton height={36} width={160} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {["a", "b", "c", "d", "e", "f"].map((k) => (
            <Skeleton key={k} height={56} />
          ))}
        </SimpleGrid>
        <Skeleton height={110} />
      </Stack>
    );
  }
  return <ProfileForm user={user.data} userId={userId} requiredMissing={requiredMissing} />;
}

function ProfileForm({
  user,
  userId,
  requiredMissing,
}: {
  user: UserDetail;
  userId: number;
  requiredMissing: boolean;
}) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const update = useUpdateProfile(userId);
  const countries = useLocalCountries();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const form = useForm<ProfileFormValues>({
    mode: "controlled",
    initialValues: profileValues(user),
    validate: (values) => resolve(toProfileInput(values)),
  });

  const label = (field: keyof ProfileFormValues) => t(`settings.profile.fields.${field}`);
  const input = (field: keyof ProfileFormValues) => ({
    label: label(field),
    ...form.getInputProps(field),
    error: formError(form.errors, field, label(field), t),
  });

  const choosePhoto = (file: File | null) => {
    if (!file) return;
    const problem = fileProblem(file, PROFILE_PHOTO_RULE);
    setPhotoError(problem ? translateServerMessage(problem, t) : null);
    setPhoto(problem ? null : file);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      await update.mutateAsync(profileFormData(values, photo));
      setPhoto(null);
      form.resetDirty();
      showSuccessToast(t("settings.profile.saved"));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const { onFields, other } = splitServerErrors(error.fieldErrors, PROFILE_FIELDS);
      form.setErrors(onFields);
      const photoMessage = error.fieldErrors.profile_photo;
      if (photoMessage) setPhotoError(translateServerMessage(photoMessage, t));
      const rest = other.filter((m) => m !== photoMessage);
      if (rest.length) setGeneral(rest.map((m) => translateServerMessage(m, t)).join("\n"));
      else if (!Object.keys(error.fieldErrors).length) setGeneral(translateServerMessage(error.outcome.message, t));
    }
  });

  const avatarSrc = preview ?? user.profile_photo_url ?? undefined;
  const initials = `${form.values.first_name.at(0) ?? ""}${form.values.last_name.at(0) ?? ""}`.toUpperCase();

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {requiredMissing ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
            {t("translation:server.fillRequiredProfile")}
          </Alert>
        ) : null}
        {general ? (
          <Alert color="red" variant="light" title={t("settings.profile.failed")} style={{ whiteSpace: "pre-line" }}>
            {general}
          </Alert>
        ) : null}

        <Paper withBorder radius="md" p="md">
          <Group gap="lg" wrap="nowrap" align="center">
            <Avatar src={avatarSrc} size={88} radius="xl" color="quad" alt={t("settings.profile.photoAlt")}>
              {initials || "Q"}
            </Avatar>
            <Stack gap={6}>
              <Text fw={600}>{t("settings.profile.photo")}</Text>
              <Text size="xs" c="dimmed">
                {t("settings.profile.photoHint")}
              </Text>
              <Group gap="xs">
                <FileButton onChange={choosePhoto} accept="image/png,image/jpeg">
                  {(props) => (
                    <Button
                      {...props}
                      variant="light"
                      size="xs"
                      leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
                    >
                      {t("settings.profile.choosePhoto")}
                    </Button>
                  )}
                </FileButton>
                {photo ? (
                  <Button
                    variant="subtle"
                    color="gray"
                    size="xs"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => setPhoto(null)}
                  >
                    {t("settings.profile.discardPhoto")}
                  </Button>
                ) : null}
              </Group>
              {photo ? (
                <Text size="xs" c="teal.9">
                  {t("settings.profile.photoReady", { name: photo.name })}
                </Text>
              ) : null}
              {photoError ? (
                <Text size="sm" c="red.8" role="alert" data-testid="photo-error">
                  {photoError}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </Paper>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...input("first_name")} withAsterisk autoComplete="given-name" />
          <TextInput {...input("last_name")} withAsterisk autoComplete="family-name" />
          <TextInput label={t("settings.profile.fields.email")} value={user.email} readOnly disabled />
          <TextInput {...input("designation")} autoComplete="organization-title" />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Select
              {...input("phone_country_code")}
              data={phoneCodeOptions(countries.data ?? [])}
              searchable
              clearable
              w={130}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {option.label}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    {(option as { name?: string }).name}
                  </Text>
                </Group>
              )}
              comboboxProps={{ width: 260, position: "bottom-start" }}
              placeholder="+1"
              nothingFoundMessage={t("settings.profile.noCode")}
              onChange={(value) => form.setFieldValue("phone_country_code", value ?? "")}
            />
            <TextInput {...input("phone")} type="tel" autoComplete="tel-national" style={{ flex: 1 }} />
          </Group>
          <Select
            {...input("gender")}
            data={GENDERS.map((g) => ({ value: g, label: t(`settings.profile.genders.${g}`) }))}
            clearable
            placeholder={t("settings.profile.chooseGender")}
            onChange={(value) => form.setFieldValue("gender", value ?? "")}
          />
        </SimpleGrid>
        <Textarea {...input("biography")} autosize minRows={3} maxRows={8} maxLength={1000} />

        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t("settings.profile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
