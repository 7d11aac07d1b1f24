import type { UniversityPublicProfile } from "@quad/contract/api/university-profiles";
import { ID_MAX } from "@quad/contract/rules/input-limits";

/** The `?university=ID` search parameter that opens a university's profile over a screen; null when absent or not an id. */
export function parseUniversityParam(raw: unknown): number | null {
  const text = typeof raw === "string" || typeof raw === "number" ? String(raw) : "";
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}

/** The search of a screen with the profile opened (an id) or closed (null), other parameters kept. */
export function withUniversityParam(search: Record<string, unknown>, id: number | null): Record<string, unknown> {
  const { university: _drop, ...rest } = search;
  return id === null ? rest : { ...rest, university: String(id) };
}

export type ProfileLinkKey = "website" | "virtualTour" | "facebook" | "instagram" | "youtube" | "video";
export interface ProfileLink {
  key: ProfileLinkKey;
  href: string;
  /** The video's number among the video links (1-based), for "Video 2". */
  n?: number;
}

const httpLink = (v: string | null | undefined): v is string => typeof v === "string" && /^https?:\/\/\S+$/i.test(v);

/** The profile's outward links in the order shown, web addresses only (anything else is left out). */
export function profileLinks(
  u: Pick<
    UniversityPublicProfile,
    "website" | "virtual_tour_link" | "facebook_url" | "instagram_url" | "youtube_url" | "video_links"
  >,
): ProfileLink[] {
  const out: ProfileLink[] = [];
  const add = (key: ProfileLinkKey, href: string | null | undefined) => {
    if (httpLink(href)) out.push({ key, href });
  };
  add("website", u.website);
  add("virtualTour", u.virtual_tour_link);
  add("facebook", u.facebook_url);
  add("instagram", u.instagram_url);
  add("youtube", u.youtube_url);
  u.video_links.filter(httpLink).forEach((href, i) => {
    out.push({ key: "video", href, n: i + 1 });
  });
  return out;
}

/** Initials of an institution without a logo ("Harbour State University" -> "HS"). */
export function institutionInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
  const skip = new Set(["of", "the", "and", "at", "for"]);
  const picked = words.filter((w) => !skip.has(w.toLowerCase()));
  return (picked.length ? picked : words)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? "")
    .join("");
}
