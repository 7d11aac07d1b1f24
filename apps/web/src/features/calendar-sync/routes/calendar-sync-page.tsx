import { Alert, Stack } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { translateServerMessage } from "../../../lib/server-messages";
import { useSessionStore } from "../../../lib/session-store";
import { useCalendars } from "../api/get-calendars";
import { useSetCalendarToken } from "../api/set-calendar-token";
import { CalendarsSection } from "../components/calendars-section";
import { ConnectSection } from "../components/connect-section";
import { StatusSection } from "../components/status-section";
import { CORE_MODE_KEY, connectionState, googleReturn, isCoreMode } from "../model";

/** Google's return (?code&state): handed to the calendar token call once, then taken out of the address. */
function useGoogleReturn(partnerId: number) {
  const { t } = useTranslation(["calendarSync", "translation"], { nsMode: "fallback" });
  const connect = useSetCalendarToken(partnerId);
  const [problem, setProblem] = useState<string | null>(null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const back = googleReturn(window.location.search);
    if (!back) return;
    const core = window.sessionStorage.getItem(CORE_MODE_KEY) === "true";
    window.sessionStorage.removeItem(CORE_MODE_KEY);
    window.history.replaceState(null, "", `${window.location.pathname}${core ? "?core=true" : ""}`);
    if (back.kind === "denied") {
      setProblem(t("google.denied"));
      return;
    }
    connect.mutateAsync({ provider: "google", auth_token: back.code, state: back.state }).catch((err) => {
      const body = (err as { body?: { errors?: Record<string, string> } }).body;
      const first = Object.values(body?.errors ?? {})[0];
      setProblem(first ? translateServerMessage(first, t) : t("google.failed"));
    });
  }, [connect, t]);
  return { connecting: connect.isPending, problem };
}

function CalendarSyncScreen({ partnerId, footer }: { partnerId: number; footer?: ReactNode }) {
  const { t } = useTranslation(["calendarSync", "translation"], { nsMode: "fallback" });
  const status = useCalendars(partnerId);
  const google = useGoogleReturn(partnerId);
  const core = isCoreMode(window.location.search);
  const state = connectionState(status.data);

  return (
    <Stack gap={0}>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        {google.problem ? (
          <Alert color="red" variant="light" role="alert">
            {google.problem}
          </Alert>
        ) : null}
        {status.isPending || google.connecting ? (
          <RouteLoader />
        ) : status.isError || !status.data ? (
          <Alert color="red" variant="light">
            {t("loadFailed")}
          </Alert>
        ) : (
          <>
            {state === "disconnected" ? null : <StatusSection partnerId={partnerId} status={status.data} />}
            {state === "connected" ? <CalendarsSection partnerId={partnerId} status={status.data} /> : null}
            {state === "connected" ? null : (
              <ConnectSection
                partnerId={partnerId}
                core={core}
                reconnect={state === "expired" ? status.data.provider : null}
                caldav={{
                  server_url: status.data.server_url ?? "",
                  username: status.data.provider === "caldav" ? (status.data.account ?? "") : "",
                }}
              />
            )}
          </>
        )}
        {footer}
      </Stack>
    </Stack>
  );
}

/**
 * /calendar-sync (spec 1 §4 calendar flow; issue 25 §1, §5): connect Google or a CalDAV server, choose
 * calendars, sync now, last synced, reconnect, disconnect. `footer` is where the app composes more sections.
 */
export default function CalendarSyncPage({ footer }: { footer?: ReactNode }) {
  const ready = useNamespace("calendarSync");
  const partnerId = useSessionStore((s) => s.data?.partner_id);
  if (!ready || partnerId === undefined) return <RouteLoader />;
  return <CalendarSyncScreen partnerId={partnerId} footer={footer} />;
}
