import { ApplicationsListInputSchema } from "@quad/contract/api/applications-list";
import { DOCUMENT_TYPE_NAMES } from "@quad/contract/rules/document-types";
import { createApplicationsService } from "../modules/applications/applications.service.ts";
import { createSchoolApplications } from "../modules/applications/school-applications.service.ts";
import { createGuestNotifications } from "../modules/guest-notifications/guest-notifications.service.ts";
import type { DemoActors } from "./demo-context.ts";
import { demoPdf, demoUpload } from "./demo-files.ts";

/** How many of its students' shared applications the demo school's counsellor adds a school document to. */
const RECOMMENDED = 3;

/**
 * The demo school's side of direct apply (issue 24 §1): its students applied and most shared their applications
 * with it (demo-applications.ts); its counsellor reads them through the school's list, as the screen does, and
 * adds the school's document a few of their programs ask for (a recommendation letter, else the school's
 * transcript) through the school's service.
 */
export async function seedDemoSchoolApplications(actors: DemoActors, schoolEmail: string) {
  const counsellor = await actors.user(schoolEmail);
  const ports = { guestNotifier: createGuestNotifications(actors.ctx) };
  const list = createApplicationsService(actors.ctx, ports);
  const school = createSchoolApplications(actors.ctx);
  const applications: { id: number }[] = [];
  for (const tab of ["upcoming", "past"]) {
    const answer = await list.list(counsellor, ApplicationsListInputSchema.parse({ tab }));
    applications.push(...(JSON.parse(answer.json.toString()) as { applications: { id: number }[] }).applications);
  }
  let added = 0;
  for (const { id } of applications) {
    if (added >= RECOMMENDED) break;
    const { application } = await school.get(counsellor, id);
    const types = application.school_document_types ?? [];
    const type = types.includes("recommendation_letter") ? "recommendation_letter" : types[0];
    if (!type) continue;
    const name = `${application.student.first_name} ${application.student.last_name}`;
    const title = DOCUMENT_TYPE_NAMES[type];
    const file = demoUpload(
      "document",
      type === "recommendation_letter" ? "counsellor-recommendation.pdf" : "school-transcript.pdf",
      demoPdf(title, [name, `From ${counsellor.partner_name}'s counselling office`]),
    );
    await school.upload(counsellor, id, type, file, "document");
    added += 1;
  }
  return added;
}
