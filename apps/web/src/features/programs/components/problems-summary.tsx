import { Alert, Anchor, List, Text } from "@mantine/core";
import { IconAlertCircle, IconChecklist, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type ProgramTab, tabOfField } from "../editor-errors";
import { useProblemText } from "./use-problem-text";

interface ProblemsProps {
  problems: Record<string, string>;
  /** The tab on screen: its problems need no link. */
  tab: ProgramTab;
  onGoTo: (tab: ProgramTab, field: string) => void;
}

function ProblemList({ problems, tab, onGoTo }: ProblemsProps) {
  const { t } = useTranslation("programs");
  const text = useProblemText();
  return (
    <List size="sm" spacing={4} mt="xs">
      {Object.entries(problems).map(([field, message]) => (
        <List.Item key={field}>
          {text.line(field, message)}
          {tabOfField(field) === tab ? null : (
            <>
              {" "}
              <Anchor component="button" type="button" size="sm" onClick={() => onGoTo(tabOfField(field), field)}>
                {t("summary.goTo", { tab: t(`tabs.${tabOfField(field)}`) })}
              </Anchor>
            </>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** A refused save or activation: what the server (or the form) found, each with a link to its tab. */
export function ProblemsSummary({ problems, activation, tab, onGoTo }: ProblemsProps & { activation: boolean }) {
  const { t } = useTranslation("programs");
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      title={activation ? t("summary.notActivated") : t("summary.notSaved")}
      role="alert"
      data-testid="problems-summary"
    >
      <Text size="sm">{activation ? t("summary.notActivatedBody") : t("summary.notSavedBody")}</Text>
      <ProblemList problems={problems} tab={tab} onGoTo={onGoTo} />
    </Alert>
  );
}

/** Before activating: what activation still needs, from the form as it is now (the server's rule, shared). */
export function ActivationChecklist({
  missing,
  tab,
  onGoTo,
}: { missing: Record<string, string> } & Pick<ProblemsProps, "onGoTo" | "tab">) {
  const { t } = useTranslation("programs");
  const ready = Object.keys(missing).length === 0;
  return (
    <Alert
      color={ready ? "teal" : "blue"}
      variant="light"
      icon={ready ? <IconCircleCheck size={18} aria-hidden="true" /> : <IconChecklist size={18} aria-hidden="true" />}
      title={ready ? t("checklist.ready") : t("checklist.title")}
      data-testid="activation-checklist"
    >
      {ready ? (
        <Text size="sm">{t("checklist.readyBody")}</Text>
      ) : (
        <ProblemList problems={missing} tab={tab} onGoTo={onGoTo} />
      )}
    </Alert>
  );
}
