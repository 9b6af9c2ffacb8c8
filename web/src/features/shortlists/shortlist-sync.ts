// Keeps a signed-in planner's brief in step with one of their saved shortlists, so it follows
// them across devices. On sign-in the brief kept in this browser merges into their most recently
// changed shortlist (a union: nothing dropped; what does not fit the cap goes to new shortlists,
// and the planner is told); from then on the brief's venues are that shortlist's, each change in
// this browser is sent to the account, and another device's changes arrive as the brief opens.
// Sending the brief keeps the shortlist saved; "Clear brief" empties it. Signed out, nothing here
// runs and the brief is the browser's alone, as it always was. It runs on the brief's pages
// (components/shortlist-sync.tsx); venues added on other pages merge in as the brief page opens.
import { DEFAULT_SHORTLIST_NAME } from '@venue-finder/contract';
import { ApiError, messageOf } from '../../lib/api-client';
import { readBrief, replaceBriefVenues } from '../../lib/brief-store';
import { writeStoredJson } from '../../lib/browser-storage';
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
import { ACCOUNT_KEY, type BriefAccount, readAccount } from './brief-account';
import { mergeNotice, mergeShortlist, shortlistChanges } from './shortlist-merge';

/** What the shortlists made of the venues that did not fit a merge are called. */
export const SET_ASIDE_SHORTLIST_NAME = 'From this browser';
export const SAVE_FAILURE_MESSAGE =
  'We could not save this change to your account. Please check your connection; your shortlist shows what is saved.';

class ShortlistSync {
  private userId: string | null = null;
  /** The brief was just sent: show the saved shortlist again instead of emptying it. */
  private sent = false;
  private queue: Promise<unknown> = Promise.resolve();
  /** Told whenever the shortlists changed (the picker's list reads again). */
  onShortlistsChanged: () => void = () => {};

  /** The brief is about to be emptied because it was sent: the saved shortlist shows again instead. */
  briefSent(): void {
    this.sent = true;
  }

  /** The planner `userId` is signed in: the brief follows their account from now on. */
  start(userId: string): void {
    if (this.userId === userId) return;
    this.userId = userId;
    void this.enqueue(() => this.attach());
  }

  /** The planner signed out: this browser's brief is its own until the next sign-in merges it. */
  stop(): void {
    this.userId = null;
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
      const { added, removed } = shortlistChanges(account.venueIds, local);
      if (added.length === 0 && removed.length === 0) return;
      try {
        if (added.length > 0) await addShortlistVenues(account.shortlistId, added);
        for (const venueId of removed) await removeShortlistVenue(account.shortlistId, venueId);
        writeStoredJson(ACCOUNT_KEY, { ...account, venueIds: local, notice: null });
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
   * On sign-in: a brief that showed one of this planner's shortlists merges into it what was
   * added here since (every other change was saved as it was made, and what another device
   * removed must stay removed); any other brief merges whole into the planner's most recently
   * changed shortlist, or a new one.
   */
  private async attach(): Promise<void> {
    const account = readAccount();
    const local = readBrief().items.map((item) => item.venue_id);
    if (account?.userId === this.userId) {
      try {
        const saved = await getShortlist(account.shortlistId);
        const seen = new Set(account.venueIds);
        await this.merge(
          saved,
          local.filter((id) => !seen.has(id)),
          account.notice,
        );
        return;
      } catch (error) {
        // Deleted on another device: this brief merges like any other.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    }
    const [latest] = (await listShortlists(1)).shortlists;
    await this.merge(
      latest ? await getShortlist(latest.id) : await createShortlist(DEFAULT_SHORTLIST_NAME),
      local,
      null,
    );
  }

  /** Adds the browser's venues the shortlist lacks; those over the cap go to new shortlists, and the planner is told. */
  private async merge(target: Shortlist, browserIds: string[], notice: string | null): Promise<void> {
    const plan = mergeShortlist(target.venue_ids, browserIds);
    const merged = plan.toAdd.length > 0 ? await addShortlistVenues(target.id, plan.toAdd) : target;
    for (const group of plan.overflow) await createShortlist(SET_ASIDE_SHORTLIST_NAME, group);
    await this.show(merged, mergeNotice(merged.name, plan.overflow, SET_ASIDE_SHORTLIST_NAME) ?? notice);
    this.onShortlistsChanged();
  }

  private async show(shortlist: Shortlist, notice: string | null): Promise<void> {
    if (!this.userId) return;
    const cards = await getVenueCards(shortlist.venue_ids);
    // Venues no longer published stay saved in the account, only not shown (nor removed).
    const account: BriefAccount = {
      userId: this.userId,
      shortlistId: shortlist.id,
      name: shortlist.name,
      venueIds: cards.map((card) => card.id),
      notice,
    };
    // The record first: the brief's change that follows then reads as no change to send.
    writeStoredJson(ACCOUNT_KEY, account);
    replaceBriefVenues(cards);
  }
}

/** The one sync of this browser's brief. */
export const shortlistSync = new ShortlistSync();
