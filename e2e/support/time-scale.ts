/**
 * How many times longer every journey may wait than on a quiet machine (E2E_TIME_SCALE, default 2): the test
 * timeouts of the config and each `test.setTimeout`, the expectations' and actions' timeouts. A busy 2-core machine
 * (CI beside other work) runs the journeys two to three times slower than a quiet one; a journey that needs more
 * than twice its quiet time is slow, not flaky, and fails.
 */
export const TIME_SCALE = Math.max(1, Number(process.env.E2E_TIME_SCALE ?? "2"));
