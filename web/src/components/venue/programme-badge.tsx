// A venue's standing in the verification programme, as planners see it on its card and page:
// its tier and how many of its facts the owner has proven with a photo.
import type { ProgrammeStanding } from '@venue-finder/contract';
import { formatCount } from '../../lib/format-en-gb';
import { TIER_LABELS } from '../../lib/vocabulary-labels';

export function ProgrammeBadge({ programme }: { programme: ProgrammeStanding | null | undefined }) {
  if (!programme) return null;
  const facts = `${formatCount(programme.verified_items)} ${programme.verified_items === 1 ? 'fact' : 'facts'}`;
  return (
    <span className={`badge badge--tier badge--tier-${programme.tier}`}>
      {TIER_LABELS[programme.tier]} tier · {facts} proven by photo
    </span>
  );
}
