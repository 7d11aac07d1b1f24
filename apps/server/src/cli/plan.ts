import path from "node:path";
import { parseArgs } from "node:util";
import { ACCESS_TIERS, type AccessTier, PLAN_AREAS, type PlanArea } from "@quad/contract/rules/plans";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { NotFoundError, ValidationError } from "../lib/errors.ts";
import { createConnectionTiersRepository } from "../modules/connections/connection-tiers.repository.ts";
import { connectionsPlanListener, UNLOCK_POLICY, UNLOCK_QUEUE } from "../modules/connections/connections-unlock.job.ts";
import { createPlansService } from "../modules/plans/plans.service.ts";
import { createPartnerApprovalRepository } from "../modules/users/partner-approval.repository.ts";
import { createJobs } from "../plugins/jobs.ts";
import { runCommand } from "./run.ts";

const USAGE = `usage: npm run plan -- <partner id | user email> [<area> <tier>] [--by <name>]
  without area and tier: prints the institution's plan
  areas: ${PLAN_AREAS.join(", ")} (a University holds all three, an ApplicationClient connections and insights, a School none)
  tiers: ${ACCESS_TIERS.join(", ")}
  --by   who made the change, kept with it (default: $USER)`;

/** A refusal of the command's input: the message, and exit code 2. */
function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

const describeTier = (tier: AccessTier, stored: boolean) => `${tier}${stored ? "" : " (default)"}`;

/**
 * Operator command (issue 26 §1, decision 104): an institution's plan, by its partner id or one of its users'
 * email; with an area and a tier, sets that area's tier through the plans service. Connections moved to paid
 * unlock the institution's existing connections in the background (the connections-unlock job, decision 105).
 */
async function main() {
  const { values, positionals } = (() => {
    try {
      return parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { by: { type: "string" } } });
    } catch (err) {
      refuse(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    }
  })();
  if (positionals.length !== 1 && positionals.length !== 3) refuse(USAGE);
  const [who, area, tier] = positionals as [string, string | undefined, string | undefined];
  if (area !== undefined && !(PLAN_AREAS as readonly string[]).includes(area)) {
    refuse(`Unknown area "${area}": one of ${PLAN_AREAS.join(", ")}.`);
  }
  if (tier !== undefined && !(ACCESS_TIERS as readonly string[]).includes(tier)) {
    refuse(`Unknown tier "${tier}": one of ${ACCESS_TIERS.join(", ")}.`);
  }
  const by = values.by?.trim() || process.env.USER || process.env.LOGNAME || "operator";

  const config = loadConfig();
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  const log = { info: () => undefined, debug: () => undefined, warn: console.warn, error: console.error } as never;
  const jobs = createJobs({ database, log, workers: false, pollSeconds: 5 });
  let jobsStarted = false;
  try {
    await database.migrate();
    const { db } = database;
    const partnerId = await createPartnerApprovalRepository(db).findPartnerId(who);
    if (partnerId === undefined) {
      console.error(`No institution found for ${who}`);
      process.exitCode = 1;
      return;
    }
    const plans = createPlansService({ db, now: () => new Date() }, { listeners: [connectionsPlanListener({ jobs })] });
    if (area !== undefined && tier !== undefined) {
      void jobs.define(UNLOCK_QUEUE, UNLOCK_POLICY);
      jobsStarted = true;
      await jobs.start();
      const { partner, from } = await plans.set(partnerId, area as PlanArea, tier as AccessTier, by);
      console.log(`${partner.name} (partner ${partner.id}): ${area} ${from} → ${tier}, by ${by}.`);
      if (area === "connections") {
        const locked = await createConnectionTiersRepository(db).lockedCount(partnerId);
        if (tier === "paid") {
          console.log(
            locked > 0
              ? `${locked} connection(s) not on the paid tier are unlocked in the background (job ${UNLOCK_QUEUE}, run by the server's workers).`
              : "Every connection is already on the paid tier.",
          );
        } else {
          console.log(`New connections come ${tier}; those already paid stay paid (decision 105).`);
        }
      }
    }
    const { partner, plan, areas, stored } = await plans.describe(partnerId);
    console.log(`${partner.name} (partner ${partner.id}, ${partner.institute_type})`);
    if (areas.length === 0) console.log(`  no plan areas: a ${partner.institute_type} holds none`);
    for (const a of areas) console.log(`  ${a.padEnd(16)} ${describeTier(plan[a], stored[a] !== undefined)}`);
  } catch (err) {
    if (err instanceof ValidationError) {
      console.error(err.message);
      process.exitCode = 2;
      return;
    }
    if (err instanceof NotFoundError) {
      console.error(err.message);
      process.exitCode = 1;
      return;
    }
    throw err;
  } finally {
    if (jobsStarted) await jobs.stop();
    await database.close();
  }
}

runCommand(main);
