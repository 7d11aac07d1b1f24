import { Anchor, Badge, Group, Stack, Tabs } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { useForm } from "@mantine/form";
import type { Program } from "@quad/contract/api/programs";
import { programCompleteness } from "@quad/contract/rules/program";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { DAYJS_LOCALE } from "../../../lib/dates";
import { useProgramUniversities } from "../api/list-universities";
import { errorsByTab, PROGRAM_TABS, type ProgramTab } from "../editor-errors";
import {
  emptyProgramValues,
  formProblems,
  type ProgramFormValues,
  parseCostsForFacts,
  programFormValues,
} from "../form-model";
import { PROGRAMS_PATH, programPath } from "../model";
import { type FileChanges, NO_FILE_CHANGES } from "../uploads-model";
import { ContentTab } from "./content-tab";
import { CoursesTab } from "./courses-tab";
import { EditorActions } from "./editor-actions";
import { InformationTab } from "./information-tab";
import { useLeaveGuard } from "./leave-guard";
import { ActivationChecklist, ProblemsSummary } from "./problems-summary";
import { ProgramFiles } from "./program-files";
import { ProgramStatusBadge } from "./program-status-badge";
import { RequirementsTab } from "./requirements-tab";
import { TestsTab } from "./tests-tab";
import { useProblemText } from "./use-problem-text";
import { useProgramActions } from "./use-program-actions";
import { useProgramSave } from "./use-program-save";

interface ProgramEditorProps {
  /** The saved program; null for a new one. */
  program: Program | null;
  canWrite: boolean;
}

/**
 * The program editor (spec 3 §2 tabs: information, tests, content, courses/majors, additional requirements): a
 * draft is saved at any time, complete or not; activating asks the server, which answers what is missing.
 */
export function ProgramEditor({ program, canWrite }: ProgramEditorProps) {
  const { t, i18n } = useTranslation("programs");
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const tab: ProgramTab = PROGRAM_TABS.find((x) => x === rawSearch.tab) ?? "information";
  const setTab = (next: ProgramTab) =>
    void navigate({
      to: program ? programPath(program.id) : programPath("new"),
      search: next === "information" ? {} : { tab: next },
      replace: true,
    });

  const form = useForm<ProgramFormValues>({
    mode: "controlled",
    initialValues: program ? programFormValues(program) : emptyProgramValues(),
    validate: formProblems,
  });
  const [files, setFiles] = useState<FileChanges>(NO_FILE_CHANGES);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const problemText = useProblemText();
  const readOnly = !canWrite;
  const dirty = form.isDirty() || files !== NO_FILE_CHANGES;
  const guard = useLeaveGuard(canWrite && dirty);
  const { save, pending, summary } = useProgramSave({
    program,
    form,
    files,
    setFiles,
    setFileErrors,
    onTab: setTab,
    allowLeave: guard.allowLeave,
  });
  const actions = useProgramActions({
    onDeleted: () => {
      guard.allowLeave.current = true;
      void navigate({ to: PROGRAMS_PATH });
    },
  });

  // A new program belongs to the institution itself until another university is chosen.
  const universities = useProgramUniversities();
  const firstUniversity = universities.data?.[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only fills the empty field once the look-up is in
  useEffect(() => {
    if (!program && firstUniversity && !form.values.university_id) {
      form.setFieldValue("university_id", String(firstUniversity));
      form.resetDirty();
    }
  }, [firstUniversity]);

  const errorOf = (path: string) => {
    const message = form.errors[path];
    return typeof message === "string" && message ? problemText.inline(path, message) : undefined;
  };
  const counts = errorsByTab({ ...form.errors, ...fileErrors });
  const allowed = program?.allowed_actions ?? null;
  const canActivate = allowed === null || allowed.includes("activate");
  const missing = programCompleteness({ ...form.values, ...parseCostsForFacts(form.values) });
  const goTo = (next: ProgramTab, field: string) => {
    setTab(next);
    // The field is drawn once its tab is shown.
    setTimeout(() => document.querySelector<HTMLElement>(`[data-path="${field}"]`)?.focus(), 50);
  };

  const filesSection = (
    <ProgramFiles
      programId={program?.id ?? null}
      brochure={program?.brochure ?? null}
      banners={program?.banners ?? []}
      changes={files}
      errors={fileErrors}
      readOnly={readOnly}
      onChange={setFiles}
      onProblem={(field, message) =>
        setFileErrors(({ [field]: _, ...rest }) => (message ? { ...rest, [field]: message } : rest))
      }
      errorText={problemText.inline}
    />
  );
  const tabProps = { form, errorOf, readOnly };

  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.language as "en-US"] ?? "en", firstDayOfWeek: 1 }}>
      <Stack gap={0}>
        <PageHeader
          eyebrow={
            <Group gap="sm">
              <Anchor component={Link} to={PROGRAMS_PATH} size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={14} aria-hidden="true" />
                  {t("editor.back")}
                </Group>
              </Anchor>
              {program ? <ProgramStatusBadge status={program.status} data-testid="program-status" /> : null}
              {dirty && canWrite ? (
                <Badge color="yellow" variant="light" radius="sm">
                  {t("editor.unsaved")}
                </Badge>
              ) : null}
            </Group>
          }
          title={program ? program.name : t("editor.newTitle")}
          description={
            readOnly
              ? t("editor.readOnly")
              : program
                ? t("editor.description", { id: program.id, count: program.applicants })
                : t("editor.newDescription")
          }
          actions={
            canWrite ? (
              <EditorActions
                allowed={allowed}
                pending={pending}
                busy={pending !== null || actions.busy !== null}
                onSave={(b) => void save(b)}
                onAction={(a) => program && void actions.run(a, program)}
              />
            ) : null
          }
        />
        <Stack gap="md">
          {summary ? (
            <ProblemsSummary problems={summary.problems} activation={summary.activation} tab={tab} onGoTo={goTo} />
          ) : canWrite && canActivate ? (
            <ActivationChecklist missing={missing} tab={tab} onGoTo={goTo} />
          ) : null}
          <Tabs
            value={tab}
            onChange={(v) => setTab(PROGRAM_TABS.find((x) => x === v) ?? "information")}
            keepMounted={false}
          >
            <Tabs.List
              mb="md"
              aria-label={t("tabs.label")}
              style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}
            >
              {PROGRAM_TABS.map((x) => (
                <Tabs.Tab
                  key={x}
                  value={x}
                  style={{ flexShrink: 0 }}
                  rightSection={
                    counts[x] ? (
                      <Badge size="xs" circle color="red" aria-label={t("tabs.errors", { count: counts[x] })}>
                        {counts[x]}
                      </Badge>
                    ) : null
                  }
                >
                  {t(`tabs.${x}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="information">
              <InformationTab {...tabProps} files={filesSection} />
            </Tabs.Panel>
            <Tabs.Panel value="tests">
              <TestsTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="content">
              <ContentTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="courses">
              <CoursesTab {...tabProps} />
            </Tabs.Panel>
            <Tabs.Panel value="requirements">
              <RequirementsTab {...tabProps} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Stack>
      {actions.dialogs}
      {guard.dialog}
    </DatesProvider>
  );
}
