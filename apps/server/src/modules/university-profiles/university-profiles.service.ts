import type { UniversityProfileResponse, UniversityPublicProfile } from "@quad/contract/api/university-profiles";
import { profileViewDay, UPCOMING_PROFILE_SESSIONS } from "@quad/contract/rules/university-profile";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createGuestsRepository, type GuestRow } from "../webinars/guests.repository.ts";
import { createUniversityProfilesRepository } from "./university-profiles.repository.ts";

const num = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * A university's public profile as schools and webinar guests see it (issue 12 §1). Opening it records a
 * profile view of the viewer's person on the university, once per viewer and UTC day: a school's staff
 * member becomes a counsellor connection of it, a guest a connection as their own profile says (migrations
 * 0028 and 0030 make the connection from the activity).
 */
export function createUniversityProfilesService(ctx: Pick<AppContext, "db" | "now" | "fileLinks">) {
  const { db, now, fileLinks } = ctx;
  const repo = createUniversityProfilesRepository(db);
  const guests = createGuestsRepository(db);
  const file = (name: string) => ({ name, url: fileLinks.url(name) as string });

  async function profile(id: number): Promise<UniversityProfileResponse> {
    const row = await repo.publicProfile(id);
    if (!row) throw new NotFoundError();
    const p = row.p;
    const university: UniversityPublicProfile = {
      id: p.id,
      institute_type: p.institute_type as UniversityPublicProfile["institute_type"],
      name: p.name,
      city: p.city,
      state: row.state,
      country: row.country,
      website: p.website,
      description: p.description,
      logo: p.logo ? file(p.logo) : null,
      images: p.images.map(file),
      virtual_tour_link: p.virtual_tour_link,
      video_links: p.video_links,
      facebook_url: p.facebook_url,
      instagram_url: p.instagram_url,
      youtube_url: p.youtube_url,
      top_majors: p.top_majors,
      testimonials: p.testimonials,
      avg_sat: p.avg_sat,
      avg_act: p.avg_act,
      avg_ib: p.avg_ib,
      avg_gpa: num(p.avg_gpa),
      avg_ielts: num(p.avg_ielts),
      avg_toefl: p.avg_toefl,
      avg_duolingo: p.avg_duolingo,
    };
    const sessions = await repo.upcomingSessions(p.id, now(), UPCOMING_PROFILE_SESSIONS);
    return {
      university,
      upcoming_sessions: sessions.map((s) => ({
        id: s.id,
        category_id: s.category_id as number,
        title: s.title,
        start_time: s.start_time.toISOString(),
        end_time: s.end_time.toISOString(),
        timezone: s.timezone,
        is_in_person: s.is_in_person,
        location: s.location,
      })),
    };
  }

  /** A profile view of the person on the university, once per UTC day. */
  async function recordView(universityId: number, personId: number) {
    const at = now();
    await repo.recordDailyView(universityId, personId, profileViewDay(at), at);
  }

  return {
    /**
     * GET partners/universities/{id}/profile: a School's staff member's view is recorded (their person by
     * their email); a University's or ApplicationClient's look at a peer records nothing.
     */
    async forPartner(user: UserWithPartner, id: number): Promise<UniversityProfileResponse> {
      const answer = await profile(id);
      if (user.institute_type === "School") await recordView(id, await guests.personFor(user.email));
      return answer;
    },

    /** GET webinars/institutions/{id}: a signed-in guest's view is recorded (their person); a visitor's is not. */
    async forGuest(guest: GuestRow | null, id: number): Promise<UniversityProfileResponse> {
      const answer = await profile(id);
      if (guest) {
        await recordView(id, await guests.personOf(guest));
      }
      return answer;
    },
  };
}
