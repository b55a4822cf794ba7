// How report jobs are timed: their lease, how often processes look for work, and a pause tests use.
// Its own file so the server's config can read it without importing the jobs (no import circle).
export interface JobTimings {
  /** How long a claim holds before another process may take the job over. */
  readonly leaseMs: number;
  /** How often a process looks for jobs other processes queued or left behind. */
  readonly pollMs: number;
  /** A pause after each pillar (tests use it to stop a process half-way). */
  readonly pillarPauseMs: number;
}

export const DEFAULT_JOB_TIMINGS: JobTimings = { leaseMs: 30_000, pollMs: 1000, pillarPauseMs: 0 };
