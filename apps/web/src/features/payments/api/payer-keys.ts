/** Query keys of the payer's screens (a payment by its link, a program's tuition). */
export const payerKeys = {
  all: ["payer"] as const,
  byToken: (token: string) => ["payer", "payment", token] as const,
  tuition: (programId: number) => ["payer", "tuition", programId] as const,
};
