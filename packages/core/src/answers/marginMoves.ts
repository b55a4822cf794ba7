// What moved a margin between two periods (issue 45, item 3): each line of the income statement
// between revenue and the margin's profit, as a share of each period's revenue, and how many points
// of revenue it moved, biggest move first. Pure: the statement's lines in, the moves out.

/** A statement line printed for both periods, in whole units, with its page. */
export interface MovedLineInput {
  readonly label: string;
  readonly before: number;
  readonly after: number;
  readonly pageNumber: number;
}

export interface MovedLine extends MovedLineInput {
  /** The line as a percentage of revenue, in each period. */
  readonly shareBefore: number;
  readonly shareAfter: number;
  /** shareAfter − shareBefore, in percentage points of revenue. */
  readonly points: number;
}

/** Lines that moved: at most this many are named, the biggest moves. */
export const MOVED_LINES_NAMED = 5;

/**
 * The lines as shares of revenue in each period, biggest move (in points, either way) first, at
 * most MOVED_LINES_NAMED. No revenue above zero in either period: no shares, no moves.
 */
export function linesThatMoved(
  lines: ReadonlyArray<MovedLineInput>,
  revenueBefore: number,
  revenueAfter: number,
): MovedLine[] {
  if (!(revenueBefore > 0) || !(revenueAfter > 0)) return [];
  return lines
    .filter((line) => Number.isFinite(line.before) && Number.isFinite(line.after))
    .map((line) => {
      const shareBefore = (line.before / revenueBefore) * 100;
      const shareAfter = (line.after / revenueAfter) * 100;
      return { ...line, shareBefore, shareAfter, points: shareAfter - shareBefore };
    })
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
    .slice(0, MOVED_LINES_NAMED);
}
