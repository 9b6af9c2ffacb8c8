// Which of a signed-in planner's saved shortlists this browser's brief shows, kept in browser
// storage under 'brief-account' (absent until a planner signs in on this browser). It stays after
// they sign out, so that their next sign-in merges only what was added here meanwhile.
import { parseJsonOrUndefined, readStoredJson, useStoredValue } from '../../lib/browser-storage';

export const ACCOUNT_KEY = 'brief-account';

export interface BriefAccount {
  userId: string;
  shortlistId: string;
  name: string;
  /**
   * The shortlist's venues as this browser last saved or read them: on the next sign-in, venues
   * the brief holds beyond these were added here meanwhile (signed out, or offline) and merge in,
   * while those another device removed stay removed.
   */
  venueIds: string[];
  /** What the planner should know about the last merge or save, or null. */
  notice: string | null;
}

function toBriefAccount(stored: unknown): BriefAccount | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { userId, shortlistId, name, venueIds, notice } = stored as Partial<Record<keyof BriefAccount, unknown>>;
  if (typeof userId !== 'string' || typeof shortlistId !== 'string') return null;
  return {
    userId,
    shortlistId,
    name: typeof name === 'string' ? name : '',
    venueIds: Array.isArray(venueIds) ? venueIds.filter((id): id is string => typeof id === 'string') : [],
    notice: typeof notice === 'string' ? notice : null,
  };
}

const parseBriefAccount = (raw: string | null) => toBriefAccount(parseJsonOrUndefined(raw));

/** The shortlist the brief shows, while a planner is signed in; null otherwise. */
export function useBriefAccount(): BriefAccount | null {
  return useStoredValue(ACCOUNT_KEY, parseBriefAccount);
}

export const readAccount = (): BriefAccount | null => toBriefAccount(readStoredJson(ACCOUNT_KEY));
