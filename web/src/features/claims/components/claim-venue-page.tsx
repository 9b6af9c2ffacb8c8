// /v2/venue/{idOrSlug}/claim: prove a venue is yours (owner-admin spec §2, §4, §5). Three proofs
// with their strength; a visitor who is not signed in is sent to sign in on submit and comes back
// to the same claim with their choice kept. On success 'Claim Submitted!' (with the DNS record to
// publish when that was the proof) and, after 3 seconds, the owner portal.
import { MEDIA_KINDS, cityName } from '@venue-finder/contract';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormAlert, SubmitButton } from '../../../components/ui/form-alert';
import { VenueImage } from '../../../components/ui/venue-image';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { maySignedIn, useSession } from '../../../lib/session';
import { rememberReturnPath } from '../../../lib/return-path';
import { uploadMedia } from '../../../lib/upload-media';
import { useVenue } from '../../../lib/venue';
import { type Claim, type ProofType, useSubmitClaim } from '../api/claims';
import '../claims.css';

export const CLAIM_REDIRECT_MS = 3_000;

const METHODS: { type: ProofType; label: string; description: string }[] = [
  {
    type: 'email_domain',
    label: 'Email domain',
    description: 'Your signed-in e-mail address is at the venue website’s domain.',
  },
  {
    type: 'dns_txt',
    label: 'DNS TXT record',
    description: 'Publish a TXT record we give you on the venue website’s domain.',
  },
  { type: 'doc', label: 'Document', description: 'Upload a utility bill, lease or letterhead (PDF, PNG or JPEG).' },
];

const STRENGTH: Record<ProofType, { level: string; text: string }> = {
  doc: { level: 'Low', text: 'Document only' },
  email_domain: { level: 'Medium', text: 'Email domain match' },
  dns_txt: { level: 'High', text: 'DNS TXT or DMARC-verified email' },
};

/** DNS proof is on the venue website's own domain: a venue without a website cannot offer it. */
const methodsFor = (website: string | null | undefined) =>
  website ? METHODS : METHODS.filter((m) => m.type !== 'dns_txt');

/** The proof chosen before signing in, kept for the way back. */
const choiceKey = (venue: string) => `vf_claim_choice:${venue}`;

function keptChoice(venue: string, methods: typeof METHODS): ProofType | null {
  try {
    const value = sessionStorage.getItem(choiceKey(venue));
    return methods.some((m) => m.type === value) ? (value as ProofType) : null;
  } catch {
    return null;
  }
}

export function ClaimVenuePage() {
  const { idOrSlug = '' } = useParams();
  const venue = useVenue(idOrSlug);
  useDocumentTitle(pageTitle(venue.data ? `Claim ${venue.data.name}` : 'Claim this venue'));

  if (venue.isPending)
    return (
      <p className="container page" role="status">
        Loading the venue…
      </p>
    );
  if (venue.isError || !venue.data)
    return (
      <div className="container page page--narrow">
        <h1>Venue not found</h1>
        <p>
          <Link className="button button--primary" to={paths.venues.getHref()}>
            Back to Venues
          </Link>
        </p>
      </div>
    );
  return <ClaimForm venue={venue.data} idOrSlug={idOrSlug} />;
}

type LoadedVenue = NonNullable<ReturnType<typeof useVenue>['data']>;

function ClaimForm({ venue, idOrSlug }: { venue: LoadedVenue; idOrSlug: string }) {
  const session = useSession({ enabled: maySignedIn() });
  const methods = methodsFor(venue.website);
  const [method, setMethod] = useState<ProofType>(() => keptChoice(venue.id, methods) ?? 'email_domain');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitted, setSubmitted] = useState<Claim | null>(null);
  const submit = useSubmitClaim();
  const navigate = useNavigate();
  const fileId = useId();

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => navigate(paths.ownerPortal.getHref()), CLAIM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [submitted, navigate]);

  if (submitted) return <ClaimSubmitted claim={submitted} />;

  if (venue.claimed || !venue.claimable)
    return (
      <div className="container page page--narrow claim-page">
        <h1>Claim {venue.name}</h1>
        <p className="notice" role="status">
          {venue.claimed
            ? 'This venue has already been claimed.'
            : 'This venue cannot be claimed. Please contact us if it is yours.'}
        </p>
        <p>
          <Link to={paths.venue.getHref(venue.slug)}>Back to {venue.name}</Link>
        </p>
      </div>
    );

  async function onSubmit() {
    setProblem(null);
    if (!session.data) {
      try {
        sessionStorage.setItem(choiceKey(venue.id), method);
      } catch {
        // storage off: the choice is asked again
      }
      const here = paths.claimVenue.getHref(idOrSlug);
      rememberReturnPath(here);
      navigate(paths.signIn.getHref(here));
      return;
    }
    let value = '';
    if (method === 'doc') {
      if (!file) {
        setProblem('Please upload a document as proof');
        return;
      }
      setUploading(true);
      try {
        value = await uploadMedia(file, 'document', { type: 'claim', id: venue.id });
      } catch (error) {
        setUploading(false);
        const known = error instanceof ApiError && error.status === 400;
        setProblem(known ? error.message : 'Failed to upload document. Please try again.');
        return;
      }
      setUploading(false);
    }
    submit.mutate(
      { venue_id: venue.id, proof: { type: method, value } },
      {
        onSuccess: (claim) => {
          try {
            sessionStorage.removeItem(choiceKey(venue.id));
          } catch {
            // nothing kept
          }
          setSubmitted(claim);
        },
        onError: (error) => setProblem(messageOf(error, 'Failed to submit claim')),
      },
    );
  }

  const strength = STRENGTH[method];
  const website = venue.website;
  return (
    <div className="container page page--narrow claim-page">
      <h1>Claim {venue.name}</h1>
      <div className="claim-page__venue">
        <VenueImage src={venue.photo_main} alt={venue.name} width={240} height={160} />
        <dl>
          <dt>City</dt>
          <dd>{cityName(venue.city_slug)}</dd>
          <dt>Postcode</dt>
          <dd>{venue.address.postcode || '—'}</dd>
          <dt>Website</dt>
          <dd>{website ?? 'None listed'}</dd>
        </dl>
      </div>
      {!session.data && !session.isPending && (
        <p className="notice">You will be asked to sign in with your e-mail address when you submit.</p>
      )}
      {session.data && (
        <p>
          Claiming as <strong>{session.data.email}</strong>.
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <fieldset className="claim-page__methods">
          <legend className="field__label">How will you prove this venue is yours?</legend>
          {methods.map((m) => (
            <label key={m.type} className="claim-page__method">
              <input
                type="radio"
                name="proof"
                value={m.type}
                checked={method === m.type}
                onChange={() => {
                  setMethod(m.type);
                  setProblem(null);
                }}
              />
              <span>
                <strong>{m.label}</strong>
                <br />
                {m.description}
              </span>
            </label>
          ))}
        </fieldset>
        <section
          className={`claim-page__strength claim-page__strength--${strength.level.toLowerCase()}`}
          aria-label="Proof strength"
        >
          <p>
            Proof strength: <strong>{strength.level}</strong> ({strength.text})
          </p>
        </section>
        {method === 'doc' && (
          <div className="field">
            <label className="field__label" htmlFor={fileId}>
              Your document
            </label>
            <input
              id={fileId}
              type="file"
              accept={MEDIA_KINDS.document.types.join(',')}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
            <p className="field__hint">PDF, PNG or JPEG, under 10MB. Only you and our team can see it.</p>
          </div>
        )}
        <FormAlert messages={[problem]} />
        <div className="claim-page__actions">
          <Link className="button button--secondary" to={paths.venue.getHref(venue.slug)}>
            Cancel
          </Link>
          <SubmitButton pending={submit.isPending || uploading} pendingLabel="Submitting…">
            Submit Claim
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

function ClaimSubmitted({ claim }: { claim: Claim }) {
  return (
    <div className="container page page--narrow claim-page" role="status">
      <h1>Claim Submitted!</h1>
      {claim.auto_fast_tracked && <p>Your e-mail domain matches the venue’s website: your claim is fast-tracked.</p>}
      {claim.dns && (
        <div className="notice">
          <p>Publish this DNS TXT record on your domain. We check it every few minutes for 72 hours:</p>
          <dl className="claim-page__dns">
            <dt>Name</dt>
            <dd>
              <code>{claim.dns.record_name}</code>
            </dd>
            <dt>Value</dt>
            <dd>
              <code>{claim.dns.value}</code>
            </dd>
          </dl>
        </div>
      )}
      <p>We will review your claim and e-mail you. Taking you to your owner portal…</p>
    </div>
  );
}
