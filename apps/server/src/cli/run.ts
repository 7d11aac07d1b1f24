import { ConfigError } from "../config.ts";
import { FolderLockedError } from "../db/folder-lock.ts";
import { MoveError } from "./move-database.ts";

/**
 * Runs an operator command: a refusal it was built to give (bad configuration, the embedded database held by a
 * running server) is printed as it is, without a stack; anything else with its stack. Both exit with 1.
 */
export function runCommand(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(
      err instanceof FolderLockedError || err instanceof ConfigError || err instanceof MoveError ? err.message : err,
    );
    process.exit(1);
  });
}
