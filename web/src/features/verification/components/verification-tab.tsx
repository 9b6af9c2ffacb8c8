// The portal's Verification tab (owner-admin spec §2): pick a venue, see its progress — tier,
// points, items verified, badges, completion and the next milestone — and prove checklist items
// with a photo. Verified items are ticked and locked.

import { useEffect, useId, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, messageOf } from '../../../lib/api-client';
import { uploadMedia } from '../../../lib/upload-media';
import { formatDateEnGb } from '../../../lib/format-en-gb';
import type { ApiSchema, Tier } from '@venue-finder/contract';
import { type ChecklistCategory, useChecklist, useProgress, useVerifyItem } from '../api/verification';
import { TIER_LABELS } from '../../../lib/vocabulary-labels';
import '../verification.css';

export const VERIFIED_MESSAGE_MS = 3_000;

/** A badge as people read it: 'category_complete:av' → 'AV equipment complete'. */
function badgeLabel(badge: string, categories: ChecklistCategory[]): string {
  if (badge === 'first_verification') return 'First item verified';
  if (badge === 'all_complete') return 'Checklist complete';
  const [kind, value] = badge.split(':');
  if (kind === 'tier') return `${TIER_LABELS[value as Tier] ?? value} tier reached`;
  if (kind === 'category_complete') return `${categories.find((c) => c.id === value)?.name ?? value} complete`;
  return badge;
}

export function VerificationTab({ venues }: { venues: ApiSchema<'OwnerVenue'>[] }) {
  const [venueId, setVenueId] = useState(venues[0]?.id ?? '');
  const pickerId = useId();
  if (venues.length === 0)
    return <p className="notice">List or claim a venue to take part in the verification programme.</p>;
  return (
    <div className="verification">
      {venues.length > 1 && (
        <div className="field field--inline">
          <label className="field__label" htmlFor={pickerId}>
            Venue
          </label>
          <select id={pickerId} className="field__control" value={venueId} onChange={(e) => setVenueId(e.target.value)}>
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <VenueProgramme key={venueId} venueId={venueId} />
    </div>
  );
}

function VenueProgramme({ venueId }: { venueId: string }) {
  const progress = useProgress(venueId);
  const checklist = useChecklist(venueId);
  if (progress.isPending || checklist.isPending) return <p role="status">Loading your progress…</p>;
  if (progress.isError)
    return (
      <p role="alert" className="field__error">
        Error loading gamification data:{' '}
        {progress.error instanceof ApiError && progress.error.status > 0
          ? progress.error.message
          : 'Failed to fetch progress'}
      </p>
    );
  const categories = checklist.data ?? [];
  const p = progress.data;
  return (
    <>
      <section className={`progress-panel progress-panel--${p.current_tier}`} aria-label="Progress">
        <p className="progress-panel__tier">{TIER_LABELS[p.current_tier]} tier</p>
        <dl className="progress-panel__figures">
          <div>
            <dt>Total points</dt>
            <dd>{p.total_points}</dd>
          </div>
          <div>
            <dt>Items verified</dt>
            <dd>{p.verified_items_count}</dd>
          </div>
          <div>
            <dt>Badges earned</dt>
            <dd>{p.badges_earned.length}</dd>
          </div>
        </dl>
        <p>
          Completion: {p.completion_percentage}%
          <progress className="progress-panel__bar" max={100} value={p.completion_percentage} aria-label="Completion">
            {p.completion_percentage}%
          </progress>
        </p>
        <p>
          {p.verified_items_count} of {p.total_items_count} checklist items completed
        </p>
        <div className="progress-panel__next">
          {p.next_tier ? (
            <p>
              Next milestone: <strong>{TIER_LABELS[p.next_tier.name]}</strong> — {p.next_tier.points_needed} points to
              go
            </p>
          ) : (
            <p>You have reached the highest tier.</p>
          )}
        </div>
        {p.badges_earned.length > 0 && (
          <ul className="progress-panel__badges" aria-label="Badges earned">
            {p.badges_earned.map((badge) => (
              <li key={badge.badge_type}>
                {badgeLabel(badge.badge_type, categories)} <small>{formatDateEnGb(badge.earned_at)}</small>
              </li>
            ))}
          </ul>
        )}
      </section>
      {checklist.isError || categories.length === 0 ? (
        <p className="notice">No checklist data available</p>
      ) : (
        <Checklist venueId={venueId} categories={categories} />
      )}
    </>
  );
}

function Checklist({ venueId, categories }: { venueId: string; categories: ChecklistCategory[] }) {
  const [selected, setSelected] = useState(categories[0]!.id);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), VERIFIED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const tabs = categories.map((c) => {
    const done = c.verified_items.length === c.items.length;
    return { key: c.id, label: `${c.name} ${c.verified_items.length}/${c.items.length}${done ? ' ✓' : ''}` };
  });
  const category = categories.find((c) => c.id === selected) ?? categories[0]!;
  return (
    <section aria-label="Checklist">
      <h2>Checklist</h2>
      <div role="status">{message && <p className="notice">{message}</p>}</div>
      <Tabs label="Checklist categories" tabs={tabs} selected={category.id} onSelect={setSelected}>
        <p>
          {category.points_per_item} points per item · {category.items.length}{' '}
          {category.items.length === 1 ? 'item' : 'items'}
        </p>
        <ul className="checklist">
          {category.items.map((item, index) => (
            <ChecklistItem
              key={`${category.id}-${index}`}
              venueId={venueId}
              category={category}
              index={index}
              text={item}
              verified={category.verified_items.includes(index)}
              onVerified={(points) => setMessage(`Item verified! You earned ${points} points!`)}
            />
          ))}
        </ul>
      </Tabs>
    </section>
  );
}

function ChecklistItem({
  venueId,
  category,
  index,
  text,
  verified,
  onVerified,
}: {
  venueId: string;
  category: ChecklistCategory;
  index: number;
  text: string;
  verified: boolean;
  onVerified: (points: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const [imageUrl, setImageUrl] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useVerifyItem(venueId);
  const [uploading, setUploading] = useState(false);
  const fileId = useId();
  // Only the photo uploaded here is previewed (and counts): a typed address elsewhere is never loaded.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const previewable = uploaded !== null && imageUrl.trim() === uploaded;

  if (verified)
    return (
      <li className="checklist__item checklist__item--verified">
        <span aria-hidden="true">✓</span> {text} <span className="visually-hidden">(verified)</span>
      </li>
    );

  function submit() {
    if (!imageUrl.trim()) {
      setProblem('Please provide an image URL');
      return;
    }
    setProblem(null);
    verify
      .mutateAsync({
        category_id: category.id,
        item_index: index,
        image_url: imageUrl.trim(),
        comment: comment.trim() || null,
      })
      .then(
        (answer) => onVerified(answer.points_awarded),
        (error: unknown) =>
          setProblem(error instanceof ApiError && error.status > 0 ? error.message : 'Failed to verify item'),
      );
  }

  return (
    <li className="checklist__item">
      <button type="button" className="button button--quiet" aria-expanded={open} onClick={() => setOpen(!open)}>
        {text}
      </button>
      {open && (
        <form
          className="checklist__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField label="Image URL" type="url" required value={imageUrl} onValueChange={setImageUrl} />
          <div className="field">
            <label className="field__label" htmlFor={fileId}>
              Or upload the photo
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                setUploading(true);
                setProblem(null);
                uploadMedia(file, 'image', { type: 'verification', id: venueId })
                  .then(
                    (address) => {
                      setUploaded(address);
                      setImageUrl(address);
                    },
                    (error: unknown) => setProblem(messageOf(error, 'The upload failed. Please try again.')),
                  )
                  .finally(() => setUploading(false));
              }}
            />
          </div>
          {previewable && (
            <img
              className="checklist__preview"
              src={imageUrl.trim()}
              alt="Preview of your photo"
              width={160}
              height={110}
            />
          )}
          <TextField label="Comment (optional)" value={comment} onValueChange={setComment} />
          <div role="alert">{problem && <p className="verification__error">{problem}</p>}</div>
          <div className="admin-table__actions">
            <button type="submit" className="button button--primary" disabled={verify.isPending}>
              {verify.isPending ? 'Verifying…' : 'Verify Item'}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
