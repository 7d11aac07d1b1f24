import dns from "node:dns";
import { isAllowedAddress } from "./address-rule.ts";
import { type OutboundUrlProblem, outboundUrlProblem } from "./url-rule.ts";

/** Why an address a user is saving cannot be called: the URL rule's reasons, or where its name points. */
export type OutboundTargetProblem = OutboundUrlProblem | "refused" | "unresolved";

export interface OutboundTargetOptions {
  allowHttp: boolean;
  allowAddresses: readonly string[];
  /** The resolver (tests pass a stub); defaults to the system's. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** The longest the name may take to resolve. */
  timeoutMs?: number;
}

const systemResolve = async (hostname: string) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The guarded client's rules applied when an address is SAVED (a webhook that is called later, by a job), so
 * that the person saving it hears at once that it can never work: the URL rule, then every address its name
 * resolves to against the address rule (decision 057). The client checks again at each connection, so a name
 * that later points elsewhere still reaches nothing it may not.
 */
export async function outboundTargetProblem(
  target: string,
  options: OutboundTargetOptions,
): Promise<OutboundTargetProblem | null> {
  const problem = outboundUrlProblem(target, options.allowHttp);
  if (problem) return problem;
  const hostname = new URL(target).hostname.replace(/^\[(.*)\]$/, "$1");
  const allowed = new Set(options.allowAddresses);
  const resolve = options.resolve ?? systemResolve;
  let addresses: string[];
  try {
    addresses = await Promise.race([
      resolve(hostname),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("no answer in time")), options.timeoutMs ?? 3000).unref(),
      ),
    ]);
  } catch {
    return "unresolved";
  }
  if (addresses.length === 0) return "unresolved";
  return addresses.every((a) => isAllowedAddress(a, allowed)) ? null : "refused";
}
