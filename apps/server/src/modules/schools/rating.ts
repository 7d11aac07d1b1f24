/** An average rating to one decimal, or null without ratings. */
export const roundedRating = (average: string | number | null | undefined) =>
  average ? Math.round(Number(average) * 10) / 10 : null;
