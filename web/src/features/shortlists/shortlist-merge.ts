// How the brief kept in this browser merges into a planner's saved shortlist on sign-in: the
// union of the two, the account's venues first, each venue once. Nothing is dropped: the venues
// that would take the shortlist over the cap of one brief are set aside for new shortlists, in
// groups that each fit, and the planner is told so.
import { MAX_BRIEF_VENUES } from '@venue-finder/contract';

export interface ShortlistMerge {
  /** The browser's venues the shortlist lacks and has room for, in the browser's order. */
  toAdd: string[];
  /** The browser's venues that do not fit, in groups of at most the cap: one new shortlist each. */
  overflow: string[][];
}

export function mergeShortlist(
  accountIds: readonly string[],
  browserIds: readonly string[],
  cap: number = MAX_BRIEF_VENUES,
): ShortlistMerge {
  const present = new Set(accountIds);
  const missing = [...new Set(browserIds)].filter((id) => !present.has(id));
  const room = Math.max(0, cap - present.size);
  const toAdd = missing.slice(0, room);
  const rest = missing.slice(room);
  const overflow: string[][] = [];
  for (let start = 0; start < rest.length; start += cap) overflow.push(rest.slice(start, start + cap));
  return { toAdd, overflow };
}

/** What the planner is told after a merge that set venues aside; null when everything fitted. */
export function mergeNotice(
  shortlistName: string,
  overflow: readonly (readonly string[])[],
  newName: string,
): string | null {
  const count = overflow.reduce((sum, group) => sum + group.length, 0);
  if (count === 0) return null;
  const venues = count === 1 ? '1 venue' : `${count} venues`;
  const where =
    overflow.length === 1 ? `a new shortlist, “${newName}”` : `${overflow.length} new shortlists, “${newName}”`;
  return (
    `${venues} from this browser did not fit in “${shortlistName}”, which can hold at most ${MAX_BRIEF_VENUES}: ` +
    `we kept ${count === 1 ? 'it' : 'them'} in ${where}.`
  );
}

/** The venues to add to and remove from the account so that it holds what the browser's brief now holds. */
export function shortlistChanges(
  known: readonly string[],
  local: readonly string[],
): { added: string[]; removed: string[] } {
  const before = new Set(known);
  const after = new Set(local);
  return { added: local.filter((id) => !before.has(id)), removed: known.filter((id) => !after.has(id)) };
}
