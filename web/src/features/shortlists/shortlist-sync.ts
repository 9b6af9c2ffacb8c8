// Keeps a signed-in planner's brief in step with one of their saved shortlists, so it follows
// them across devices. On sign-in the brief kept in this browser merges into their most recently
// changed shortlist (a union: nothing dropped; what does not fit the cap goes to new shortlists,
// and the planner is told); from then on the brief's venues are that shortlist's, each change in
// this browser is sent to the account, and another device's changes arrive on the next visit.
// Sending the brief keeps the shortlist saved; "Clear brief" empties it. Signed out, nothing here
// runs and the brief is the browser's alone, as it always was.
import { DEFAULT_SHORTLIST_NAME } from '@venue-finder/contract';
import { ApiError, messageOf } from '../../lib/api-client';
import { onBriefCleared, readBrief, replaceBriefVenues } from '../../lib/brief-store';
import {
  readStoredJson,
  removeStored,
  useStoredValue,
  writeStoredJson,
  parseJsonOrUndefined,
} from '../../lib/browser-storage';
import { getVenueCards } from '../../lib/venue-cards';
import {
  addShortlistVenues,
  createShortlist,
  getShortlist,
  listShortlists,
  removeShortlistVenue,
  renameShortlist,
  type Shortlist,
} from './api/shortlists';
import { mergeNotice, mergeShortlist, shortlistChanges } from './shortlist-merge';

/** Which of the planner's shortlists this browser's brief shows, kept under 'brief-account'. */
export interface BriefAccount {
  userId: string;
  shortlistId: string;
  name: string;
  /** What the planner should know about the last merge or save, or null. */
  notice: string | null;
}

const ACCOUNT_KEY = 'brief-account';
/** What the shortlists made of the venues that did not fit a merge are called. */
export const SET_ASIDE_SHORTLIST_NAME = 'From this browser';
export const SAVE_FAILURE_MESSAGE =
  'We could not save this change to your account. Please check your connection; your shortlist shows what is saved.';

function toBriefAccount(stored: unknown): BriefAccount | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { userId, shortlistId, name, notice } = stored as Partial<Record<keyof BriefAccount, unknown>>;
  if (typeof userId !== 'string' || typeof shortlistId !== 'string') return null;
  return {
    userId,
    shortlistId,
    name: typeof name === 'string' ? name : '',
    notice: typeof notice === 'string' ? notice : null,
  };
}

const parseBriefAccount = (raw: string | null) => toBriefAccount(parseJsonOrUndefined(raw));

/** The shortlist the brief shows, while a planner is signed in; null otherwise. */
export function useBriefAccount(): BriefAccount | null {
  return useStoredValue(ACCOUNT_KEY, parseBriefAccount);
}

const readAccount = () => toBriefAccount(readStoredJson(ACCOUNT_KEY));

class ShortlistSync {
  private userId: string | null = null;
  /** The venues the account's shortlist holds, as this browser last saw or saved them. */
  private known: string[] = [];
  /** The brief was just sent: show the saved shortlist again instead of emptying it. */
  private sent = false;
  private queue: Promise<unknown> = Promise.resolve();
  /** Told whenever the shortlists changed (the picker's list reads again). */
  onShortlistsChanged: () => void = () => {};

  constructor() {
    if (typeof window !== 'undefined')
      onBriefCleared((why) => {
        if (why === 'sent') this.sent = true;
      });
  }

  /** The planner `userId` is signed in: the brief follows their account from now on. */
  start(userId: string): void {
    if (this.userId === userId) return;
    this.userId = userId;
    this.known = [];
    void this.enqueue(() => this.attach());
  }

  /** Nobody, or someone who is not a planner, is signed in: the brief is the browser's alone. */
  stop(): void {
    this.userId = null;
    this.known = [];
    if (readAccount()) removeStored(ACCOUNT_KEY);
  }

  /** The brief changed in this browser (or another tab): the account is told what changed. */
  briefChanged(): void {
    if (!this.userId) return;
    void this.enqueue(async () => {
      const account = readAccount();
      if (!account || account.userId !== this.userId) return;
      if (this.sent) {
        this.sent = false;
        await this.show(await getShortlist(account.shortlistId), account.notice);
        return;
      }
      const local = readBrief().items.map((item) => item.venue_id);
      const { added, removed } = shortlistChanges(this.known, local);
      if (added.length === 0 && removed.length === 0) return;
      try {
        if (added.length > 0) await addShortlistVenues(account.shortlistId, added);
        for (const venueId of removed) await removeShortlistVenue(account.shortlistId, venueId);
        this.known = local;
        if (account.notice) writeStoredJson(ACCOUNT_KEY, { ...account, notice: null });
      } catch (error) {
        // Not saved (over the cap, a venue withdrawn, offline): say why, and show what is saved.
        console.error('Could not save the shortlist to the account', error);
        await this.show(await getShortlist(account.shortlistId), messageOf(error, SAVE_FAILURE_MESSAGE));
      }
      this.onShortlistsChanged();
    });
  }

  /** Shows another of the planner's shortlists in the brief. */
  choose(shortlistId: string): Promise<void> {
    return this.enqueue(async () => this.show(await getShortlist(shortlistId), null));
  }

  /** Starts a new, empty shortlist and shows it; the one shown before stays saved. */
  startNew(name: string): Promise<void> {
    return this.enqueue(async () => {
      await this.show(await createShortlist(name), null);
      this.onShortlistsChanged();
    });
  }

  rename(name: string): Promise<void> {
    return this.enqueue(async () => {
      const account = readAccount();
      if (!account) return;
      const renamed = await renameShortlist(account.shortlistId, name);
      writeStoredJson(ACCOUNT_KEY, { ...account, name: renamed.name });
      this.onShortlistsChanged();
    });
  }

  /** One change at a time, in order; a failure is the caller's to report and stops nothing after it. */
  private enqueue(job: () => Promise<void>): Promise<void> {
    const run = this.queue.then(job);
    this.queue = run.catch((error: unknown) => console.error('Shortlist sync failed', error));
    return run;
  }

  /**
   * On sign-in: a brief already showing one of this planner's shortlists shows it as saved (every
   * change made here was sent as it was made, and another device's removals must stick); any other
   * brief merges into the planner's most recently changed shortlist, or a new one.
   */
  private async attach(): Promise<void> {
    const account = readAccount();
    if (account?.userId === this.userId) {
      try {
        await this.show(await getShortlist(account.shortlistId), account.notice);
        return;
      } catch (error) {
        // Deleted on another device: this brief merges like any other.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    }
    const [latest] = (await listShortlists(1)).shortlists;
    const target = latest ? await getShortlist(latest.id) : await createShortlist(DEFAULT_SHORTLIST_NAME);
    const plan = mergeShortlist(
      target.venue_ids,
      readBrief().items.map((item) => item.venue_id),
    );
    const merged = plan.toAdd.length > 0 ? await addShortlistVenues(target.id, plan.toAdd) : target;
    for (const group of plan.overflow) await createShortlist(SET_ASIDE_SHORTLIST_NAME, group);
    await this.show(merged, mergeNotice(merged.name, plan.overflow, SET_ASIDE_SHORTLIST_NAME));
    this.onShortlistsChanged();
  }

  private async show(shortlist: Shortlist, notice: string | null): Promise<void> {
    if (!this.userId) return;
    const cards = await getVenueCards(shortlist.venue_ids);
    // Venues no longer published stay saved in the account, only not shown.
    this.known = cards.map((card) => card.id);
    replaceBriefVenues(cards);
    const account: BriefAccount = { userId: this.userId, shortlistId: shortlist.id, name: shortlist.name, notice };
    writeStoredJson(ACCOUNT_KEY, account);
  }
}

/** The one sync of this browser's brief. */
export const shortlistSync = new ShortlistSync();
