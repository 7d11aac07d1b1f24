import type { ApplicationResult, FeeStatus, UcasChoice } from "@quad/contract/rules/application";
import type { RoundKey } from "./demo-programs.ts";
import type { Random } from "./random.ts";

/** What happens to an application after it is submitted: staff's review, the applicant's withdrawal. */
export type ReviewAction =
  | { kind: "open" }
  | { kind: "review"; fee?: FeeStatus; note?: string }
  | { kind: "comment"; body: string }
  | { kind: "result"; result: ApplicationResult; note?: string }
  | { kind: "document"; type: "offer_letter" | "supporting_document" | "ucas_report"; name: string }
  | { kind: "delete_document" }
  | { kind: "choice"; choice: UcasChoice }
  | { kind: "deposit"; paid: boolean; note?: string }
  | { kind: "complete"; note?: string }
  | { kind: "withdraw"; by: "applicant" | "staff"; note?: string };
/** An action and how many days after the previous one it happens. */
export interface ReviewStep {
  days: number;
  action: ReviewAction;
}

const COMMENTS = [
  "Strong transcript and a clear personal statement; I would support an offer.",
  "The English test report is missing the writing sub-score: I have asked the applicant to send it again.",
  "Interviewed today: articulate and well prepared. Recommend admit.",
  "Grades are borderline for the program. A conditional offer on final results?",
  "Agreed. Let us wait for the final transcript before deciding.",
  "The scholarship committee flagged this applicant as a finalist.",
  "Checked the passport scan: the name matches the transcript.",
  "Their recommendation letter is outstanding; the teacher knows them well.",
];
const RESULT_NOTES: Partial<Record<ApplicationResult, string[]>> = {
  conditional_offer: [
    "Offer conditional on final grades and IELTS 6.5 overall.",
    "Conditional on the final transcript.",
  ],
  waitlisted: ["Waitlisted: the course is full for this intake."],
  rejected: ["Does not meet the mathematics requirement.", "Below the English requirement for this program."],
  admitted: ["Excellent file; merit scholarship recommended."],
};

/** The kinds of review an application goes through (before the present cuts it short). */
const KINDS = [
  "new",
  "opened",
  "in_review",
  "decided",
  "deposit_paid",
  "deposit_unpaid",
  "reopened",
  "waitlist_admit",
  "rejected_completed",
  "admitted_completed",
  "withdrawn_early",
  "withdrawn_review",
  "withdrawn_staff",
] as const;
type Kind = (typeof KINDS)[number];

/** How likely each kind is: the intake that started is mostly decided; a recent application mostly unopened. */
function weights(round: RoundKey, ageDays: number): Record<Kind, number> {
  if (round !== "past" && ageDays < 12)
    return { ...none(), new: 55, opened: 10, in_review: 20, decided: 5, withdrawn_early: 3, withdrawn_staff: 1 };
  const base: Record<Kind, number> = {
    new: 2,
    opened: 1,
    in_review: 5,
    decided: 22,
    deposit_paid: 22,
    deposit_unpaid: 7,
    reopened: 1,
    waitlist_admit: 5,
    rejected_completed: 9,
    admitted_completed: 3,
    withdrawn_early: 4,
    withdrawn_review: 3,
    withdrawn_staff: 2,
  };
  return round === "past" ? base : { ...base, new: 6, opened: 3, in_review: 12, deposit_paid: 14 };
}
const none = (): Record<Kind, number> => Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;

/**
 * The review an application goes through, as steps with delays in days: opened by staff, reviewed (the fee checked),
 * discussed, decided (every result), the offer letter, the applicant's UCAS choice, the deposit, completion; or
 * withdrawn by the applicant or on their word. `extra` adds the staff documents some applications get.
 */
export function reviewPath(
  random: Random,
  v: { round: RoundKey; ageDays: number; feeCharged: boolean; ucas: boolean },
): ReviewStep[] {
  const w = weights(v.round, v.ageDays);
  const kind = random.weighted(KINDS.map((k) => ({ weight: w[k], value: k })));
  const days = (min: number, max: number) => random.int(min * 24, max * 24) / 24;
  const step = (d: number, action: ReviewAction): ReviewStep => ({ days: d, action });
  const open = () => [step(days(1, 10), { kind: "open" })];
  const review = (): ReviewStep[] => {
    const fee = v.feeCharged
      ? random.weighted<FeeStatus | undefined>([
          { weight: 75, value: "paid" },
          { weight: 8, value: "waived" },
          { weight: 17, value: undefined },
        ])
      : undefined;
    const steps = [
      ...open(),
      step(days(0, 4), {
        kind: "review",
        fee,
        ...(fee === "waived" ? { note: "Fee waived: scholarship finalist." } : {}),
      }),
    ];
    if (random.chance(0.3)) {
      const first = random.int(0, COMMENTS.length - 1);
      for (let k = 0; k < random.int(1, 3); k += 1)
        steps.push(step(days(1, 5), { kind: "comment", body: COMMENTS[(first + k) % COMMENTS.length] as string }));
    }
    if (v.ucas && random.chance(0.25))
      steps.push(step(days(0, 3), { kind: "document", type: "ucas_report", name: "ucas-report.pdf" }));
    else if (random.chance(0.08))
      steps.push(step(days(0, 3), { kind: "document", type: "supporting_document", name: "interview-notes.pdf" }));
    return steps;
  };
  const result = (r: ApplicationResult, min = 6, max = 35): ReviewStep => {
    const notes = RESULT_NOTES[r];
    const note = notes && random.chance(0.5) ? random.pick(notes) : undefined;
    return step(days(min, max), { kind: "result", result: r, ...(note ? { note } : {}) });
  };
  const offer = () => random.pick<ApplicationResult>(["admitted", "conditional_offer"]);
  const letter = () =>
    random.chance(0.4) ? [step(days(0, 3), { kind: "document", type: "offer_letter", name: "offer-letter.pdf" })] : [];
  const choice = (c: UcasChoice) => step(days(5, 25), { kind: "choice", choice: c });
  const offered = (r = offer()) => [result(r), ...letter()];

  switch (kind) {
    case "new":
      return [];
    case "opened":
      return open();
    case "in_review":
      return review();
    case "decided": {
      const r = random.weighted<ApplicationResult>([
        { weight: 30, value: "admitted" },
        { weight: 25, value: "conditional_offer" },
        { weight: 15, value: "waitlisted" },
        { weight: 30, value: "rejected" },
      ]);
      if (r === "waitlisted" || r === "rejected") return [...review(), result(r)];
      const c = random.weighted<UcasChoice | undefined>([
        { weight: 45, value: "firm" },
        { weight: 25, value: "insurance" },
        { weight: 15, value: "declined" },
        { weight: 15, value: undefined },
      ]);
      return [...review(), ...offered(r), ...(c ? [choice(c)] : [])];
    }
    case "deposit_paid":
      return [...review(), ...offered(), choice("firm"), step(days(7, 30), { kind: "deposit", paid: true })];
    case "deposit_unpaid":
      return [
        ...review(),
        ...offered(),
        choice(random.pick<UcasChoice>(["insurance", "declined"])),
        step(days(10, 30), { kind: "deposit", paid: false, note: "The deposit deadline passed without payment." }),
      ];
    case "reopened":
      return [
        ...review(),
        ...offered("admitted"),
        choice("firm"),
        step(days(7, 20), { kind: "deposit", paid: true }),
        step(days(3, 10), { kind: "deposit", paid: false, note: "The bank reversed the deposit payment." }),
      ];
    case "waitlist_admit":
      return [...review(), result("waitlisted"), result("admitted", 10, 40), ...letter(), choice("firm")];
    case "rejected_completed":
      return [...review(), result("rejected"), step(days(3, 15), { kind: "complete" })];
    case "admitted_completed":
      return [
        ...review(),
        ...offered("admitted"),
        step(days(5, 20), { kind: "complete", note: "Deposit waived under the partner agreement." }),
      ];
    case "withdrawn_early":
      return [step(days(3, 30), { kind: "withdraw", by: "applicant" })];
    case "withdrawn_review":
      return [...review(), step(days(3, 20), { kind: "withdraw", by: "applicant" })];
    case "withdrawn_staff":
      return [
        ...open(),
        step(days(2, 20), {
          kind: "withdraw",
          by: "staff",
          note: "The applicant wrote to withdraw: they accepted another offer.",
        }),
      ];
  }
}

/** A staff document uploaded by mistake and deleted the next day, then the right one uploaded. */
export function mistakenUpload(): ReviewStep[] {
  return [
    { days: 1, action: { kind: "document", type: "supporting_document", name: "interview-notes-draft.pdf" } },
    { days: 1, action: { kind: "delete_document" } },
    { days: 0.1, action: { kind: "document", type: "supporting_document", name: "interview-notes.pdf" } },
  ];
}
