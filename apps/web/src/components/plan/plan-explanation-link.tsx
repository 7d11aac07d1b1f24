import { Anchor, type AnchorProps } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PLAN_EXPLANATION } from "../../lib/plan";

/** A link to where the plan is explained (Settings → Plan, decision 113). */
export function PlanExplanationLink({ children, ...props }: AnchorProps & { children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={PLAN_EXPLANATION.to}
      search={PLAN_EXPLANATION.search}
      size="sm"
      {...props}
      style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
    >
      <IconInfoCircle size={15} aria-hidden="true" style={{ flexShrink: 0 }} />
      <span>{children}</span>
    </Anchor>
  );
}
