import type { PartnerDetail, UpdatePartnerInput } from "@quad/contract/api/partners";
import { MAX_COLLEGE_IMAGES } from "@quad/contract/rules/constants";
import { PARTNER_FILE_RULES } from "@quad/contract/rules/partner-profile";
import type { AppContext } from "../../app-context.ts";
import { ListValidationError, NotFoundError } from "../../lib/errors.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { checkUpload } from "../../lib/uploads.ts";
import { removeFilesLater } from "../files/file-removal.job.ts";
import { createPlaceChecks } from "../reference/reference-checks.ts";
import { createPartnersRepository } from "./partners.repository.ts";

type Segment = "universities" | "schools";
/** What the service reads of the signed-in user (the users module sits above partners). */
type Me = { partner_id: number; institute_type: string };
const TYPE_OF: Record<Segment, string> = { universities: "University", schools: "School" };
const num = (v: string | number | null) => (v === null ? null : Number(v));

/** The institution's own details (spec 1 §3 Partner and School). */
export function createPartnersService(ctx: Pick<AppContext, "db" | "now" | "storage" | "fileLinks" | "jobs">) {
  const { db, fileLinks } = ctx;
  const places = createPlaceChecks(db);
  const repo = createPartnersRepository(db);

  function assertOwn(me: Me, segment: Segment, id: number) {
    if (me.partner_id !== id || me.institute_type !== TYPE_OF[segment])
      throw new NotFoundError(`Partner ${id} not found`);
  }

  const file = (name: string | null) => (name ? { name, url: fileLinks.url(name) as string } : null);

  async function detail(id: number): Promise<PartnerDetail> {
    const row = await repo.detail(id);
    if (!row) throw new NotFoundError(`Partner ${id} not found`);
    const p = row.p;
    return {
      id: p.id,
      institute_type: p.institute_type as PartnerDetail["institute_type"],
      name: p.name,
      address: p.address,
      city: p.city,
      postal_code: p.postal_code,
      country_id: p.country_id,
      country: row.country,
      state_id: p.state_id,
      state: row.state,
      timezone: p.timezone,
      email: p.email,
      contact: p.contact,
      website: p.website,
      description: p.description,
      logo: file(p.logo),
      brochure: file(p.brochure),
      images: p.images.map((n) => file(n) as { name: string; url: string }),
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
      calendar_sync: p.calendar_sync,
      is_zoom_connected: p.is_zoom_connected,
      zoom_email: p.zoom_email,
      school_size_id: p.school_size_id,
      school_type: p.school_type as PartnerDetail["school_type"],
      ceeb_code: p.ceeb_code,
      instructions: p.instructions,
      confirmation_message: p.confirmation_message,
    };
  }

  /** Checks every uploaded file; stores them only when all are valid. */
  async function storeFiles(files: UploadedFile[], keptImages: number) {
    const errors: Record<string, string[]> = {};
    const addError = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    const accepted: { field: string; data: Buffer; ext: string }[] = [];
    for (const f of files) {
      const rule = PARTNER_FILE_RULES[f.field as keyof typeof PARTNER_FILE_RULES];
      if (!rule) continue;
      const checked = await checkUpload(f, { maxMb: rule.maxMb, types: [...rule.types] });
      if ("error" in checked) addError(f.field, checked.error);
      else accepted.push({ field: f.field, data: f.data, ext: checked.ext });
    }
    if (keptImages + accepted.filter((a) => a.field === "images").length > MAX_COLLEGE_IMAGES) {
      addError("images", `at most ${MAX_COLLEGE_IMAGES} images`);
    }
    if (Object.keys(errors).length) throw new ListValidationError(errors);
    const stored: Record<string, string[]> = {};
    for (const a of accepted) stored[a.field] = [...(stored[a.field] ?? []), await ctx.storage.put(a.data, a.ext)];
    return stored;
  }

  return {
    async get(me: Me, segment: Segment, id: number) {
      assertOwn(me, segment, id);
      return { partner: await detail(id) };
    },

    async update(me: Me, segment: Segment, id: number, input: UpdatePartnerInput, files: UploadedFile[]) {
      assertOwn(me, segment, id);
      const current = await repo.files(id);
      if (!current) throw new NotFoundError(`Partner ${id} not found`);
      const isSchool = segment === "schools";
      const missing = await places.problems({
        country_id: input.country_id,
        state_id: input.state_id,
        school_size_id: isSchool ? input.school_size_id : undefined,
      });
      if (Object.keys(missing).length > 0)
        throw new ListValidationError(Object.fromEntries(Object.entries(missing).map(([k, m]) => [k, [m]])));
      const removeImages = new Set(input.remove_images ?? []);
      const keptImages = current.images.filter((n) => !removeImages.has(n));
      const stored = await storeFiles(files, keptImages.length);
      const s = (v: number | null | undefined) => (v === undefined || v === null ? null : String(v));
      await repo.update(id, {
        name: input.name,
        address: input.address ?? null,
        city: input.city ?? null,
        postal_code: input.postal_code ?? null,
        country_id: input.country_id,
        state_id: input.state_id ?? null,
        email: input.email ?? null,
        contact: input.contact ?? null,
        website: input.website ?? null,
        description: input.description ?? null,
        virtual_tour_link: input.virtual_tour_link ?? null,
        facebook_url: input.facebook_url ?? null,
        instagram_url: input.instagram_url ?? null,
        youtube_url: input.youtube_url ?? null,
        ...(input.video_links ? { video_links: input.video_links } : {}),
        ...(input.top_majors ? { top_majors: input.top_majors } : {}),
        ...(input.testimonials ? { testimonials: input.testimonials } : {}),
        avg_sat: input.avg_sat ?? null,
        avg_act: input.avg_act ?? null,
        avg_ib: input.avg_ib ?? null,
        avg_gpa: s(input.avg_gpa),
        avg_ielts: s(input.avg_ielts),
        avg_toefl: input.avg_toefl ?? null,
        avg_duolingo: input.avg_duolingo ?? null,
        ...(isSchool
          ? {
              school_size_id: input.school_size_id ?? null,
              school_type: input.school_type ?? null,
              ceeb_code: input.ceeb_code ?? null,
              instructions: input.instructions ?? null,
              confirmation_message: input.confirmation_message ?? null,
            }
          : {}),
        logo: stored.logo?.[0] ?? (input.remove_logo ? null : current.logo),
        brochure: stored.brochure?.[0] ?? (input.remove_brochure ? null : current.brochure),
        images: [...keptImages, ...(stored.images ?? [])],
        updated_at: ctx.now(),
      });
      const replaced = [
        ...(stored.logo || input.remove_logo ? [current.logo] : []),
        ...(stored.brochure || input.remove_brochure ? [current.brochure] : []),
        ...current.images.filter((n) => removeImages.has(n)),
      ];
      // Replaced files go as cleanup after the commit, never failing the saved change (decision 061).
      await removeFilesLater(ctx, replaced);
      return { partner: await detail(id) };
    },
  };
}
