import { Anchor, type AnchorProps, Badge } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { PLAN_EXPLANATION, PLAN_EXPLANATION_HREF } from "../../lib/plan";

/** A real link to Settings → Plan (opens in a new tab too) that moves within the app on a plain click. */
function usePlanExplanation() {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(PLAN_EXPLANATION);
  };
  return { href: PLAN_EXPLANATION_HREF, onClick };
}

/** A link to where the plan is explained (Settings → Plan, decision 113). */
export function PlanExplanationLink({ children, ...props }: AnchorProps & { children: ReactNode }) {
  const link = usePlanExplanation();
  return (
    <Anchor {...link} size="sm" {...props} style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
      <IconInfoCircle size={15} aria-hidden="true" style={{ flexShrink: 0 }} />
      <span>{children}</span>
    </Anchor>
  );
}

/** A plan's badge (the dashboard's "Free plan") that opens its explanation; `label` names the link's target. */
export function PlanBadgeLink({ children, label }: { children: ReactNode; label: string }) {
  const link = usePlanExplanation();
  return (
    <Badge
      component="a"
      {...link}
      aria-label={label}
      variant="outline"
      color="gray"
      radius="sm"
      leftSection={<IconInfoCircle size={12} aria-hidden="true" />}
      style={{ cursor: "pointer" }}
      data-plan-badge="free"
    >
      {children}
    </Badge>
  );
}
