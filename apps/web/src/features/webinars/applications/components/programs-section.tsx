import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { GuestProgramsResponseSchema } from "@quad/contract/api/application-guest";
import { IconCircleCheck, IconFileCertificate } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDate } from "../../../../lib/dates";
import { useLinkTo } from "../../catalogue/components/use-link-to";
import { useViewer } from "../../catalogue/components/use-viewer";
import { useInstitutionPrograms } from "../api/list-institution-programs";
import { appliedState, isOpen } from "../model";
import { ApplyModal } from "./apply-modal";

type Program = z.infer<typeof GuestProgramsResponseSchema>["programs"][number];

function cost(p: Program, locale: string): string | null {
  if (!p.min_cost && !p.max_cost) return null;
  const format = (v: string) => {
    if (!p.currency) return v;
    try {
      return new Intl.NumberFormat(locale, {
        style: "currency",
        currency: p.currency,
        maximumFractionDigits: 0,
      }).format(Number(v));
    } catch {
      return `${v} ${p.currency}`;
    }
  };
  if (p.min_cost && p.max_cost && p.min_cost !== p.max_cost) return `${format(p.min_cost)} – ${format(p.max_cost)}`;
  return format((p.min_cost ?? p.max_cost) as string);
}

function ProgramCard({ program, action }: { program: Program; action: React.ReactNode }) {
  const { t, i18n } = useTranslation("applications");
  const open = program.intake_rounds.filter((r) => r.is_open);
  const price = cost(program, i18n.language);
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={`program-${program.id}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="md" id={`program-${program.id}`}>
            {program.name}
          </Title>
          <Badge variant="light" color={isOpen(program) ? "teal" : "gray"} tt="none" style={{ flexShrink: 0 }}>
            {isOpen(program) ? t("guest.programs.open") : t("guest.programs.closed")}
          </Badge>
        </Group>
        {program.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {program.description}
          </Text>
        ) : null}
        <Stack gap={2}>
          {price ? <Text size="sm">{t("guest.programs.cost", { cost: price })}</Text> : null}
          <Anchor
            component={Link}
            to={`/tuition-fee?program_id=${program.id}`}
            size="sm"
            aria-label={t("guest.programs.tuitionOf", { program: program.name })}
          >
            {t("guest.programs.tuition")}
          </Anchor>
          {open.map((r) => (
            <Text key={r.id} size="sm">
              {r.deadline ? t("guest.programs.roundDeadline", { round: r.name, date: formatDate(r.deadline) }) : r.name}
            </Text>
          ))}
          {program.required_documents.length ? (
            <Text size="xs" c="dimmed">
              {t("guest.programs.documents", {
                list: program.required_documents.map((d) => t(`documentTypes.${d.type}`)).join(", "),
              })}
            </Text>
          ) : null}
        </Stack>
        <Group mt="auto" pt="xs">
          {action}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A university's active programs on its profile in the guest area (issue 13 §3): a signed-in student applies, a
 * visitor is asked to sign in first, a parent or counselor is told only students apply.
 */
export function ProgramsSection({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation("applications");
  const viewer = useViewer();
  const location = useLocation();
  const linkTo = useLinkTo();
  const programs = useInstitutionPrograms(institutionId);
  const [applying, setApplying] = useState<Program | null>(null);
  const list = programs.data?.programs ?? [];
  if (programs.isError || (programs.isSuccess && list.length === 0)) return null;
  const here = `${location.pathname}${location.searchStr}`;
  const student = viewer.guest?.role === "student";
  const actionOf = (p: Program) => {
    const applied = student ? appliedState(p.my_application) : null;
    if (applied)
      return (
        <Group gap="xs" justify="space-between" w="100%" wrap="wrap" data-applied={applied.id}>
          <Group gap={6}>
            <Badge
              variant="light"
              color="quad"
              tt="none"
              leftSection={<IconCircleCheck size={12} aria-hidden="true" />}
            >
              {t("guest.programs.applied")}
            </Badge>
            <Text size="sm" c="dimmed">
              {applied.resultKey ? `${t(applied.statusKey)} · ${t(applied.resultKey)}` : t(applied.statusKey)}
            </Text>
          </Group>
          <Button
            component="a"
            {...linkTo("/webinars/my-sessions", { tab: "applications" })}
            variant="light"
            size="sm"
            aria-label={t("guest.programs.viewApplicationTo", { program: p.name })}
          >
            {t("guest.programs.viewApplication")}
          </Button>
        </Group>
      );
    if (!isOpen(p)) return null;
    if (!viewer.signedIn)
      return (
        <Button component="a" {...linkTo("/webinars/sign-in", { redirect_to: here })} variant="light" size="sm">
          {t("guest.programs.signInToApply")}
        </Button>
      );
    if (!student)
      return (
        <Text size="xs" c="dimmed">
          {t("guest.programs.studentsOnly")}
        </Text>
      );
    return (
      <Button size="sm" onClick={() => setApplying(p)} aria-label={t("guest.programs.applyTo", { program: p.name })}>
        {t("guest.programs.apply")}
      </Button>
    );
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="programs-heading">
      <Group gap="xs">
        <IconFileCertificate size={22} aria-hidden="true" />
        <Title order={2} fz="lg" id="programs-heading">
          {t("guest.programs.title")}
        </Title>
      </Group>
      {programs.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={160} radius="md" />
          <Skeleton h={160} radius="md" />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((p) => (
            <ProgramCard key={p.id} program={p} action={actionOf(p)} />
          ))}
        </SimpleGrid>
      )}
      <ApplyModal program={applying} onClose={() => setApplying(null)} />
    </Stack>
  );
}
