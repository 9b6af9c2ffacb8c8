// /owners/register-venue: the five-step registration wizard (owner-admin spec §2, §4, §5).
// Continue checks the step with the contract's venue rules (the api checks the same); Submit
// checks steps 1 to 4 in order and goes back to the first that fails. The draft autosaves and
// is resumed where the owner left it, on any device. An owner may keep several drafts: ?draft=id
// opens one, ?draft=new starts another, and no parameter opens the latest; a new draft's id goes
// into the address once its first save made it. A draft correcting a rejected registration shows
// why that one was rejected.
import {
  type FieldErrors,
  REGISTRATION_STEP_COUNT,
  REGISTRATION_STEPS,
  checkRegistrationStep,
  firstFailingStep,
} from '@venue-finder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { type Registration, myDraftsQueryOptions, useMyDrafts, useSubmitRegistration } from '../api/registrations';
import { CapacityStep, ImagesStep } from '../../../components/venue-form/venue-form-steps';
import { BasicsStep, LocationStep, ReviewStep } from './wizard-steps';
import { useRegistrationDraft } from './use-registration-draft';
import '../../../components/venue-form/venue-form.css';

export const SUBMITTED_MESSAGE = 'Registration submitted successfully! We will review and notify you once approved.';

export function RegisterVenuePage() {
  useDocumentTitle(pageTitle('Register your venue'));
  const registrations = useMyDrafts();
  const queryClient = useQueryClient();
  // Bumped to start the wizard afresh from the server's latest draft (after a conflict).
  const [generation, setGeneration] = useState(0);
  const [params, setParams] = useSearchParams();
  const requested = params.get('draft');
  // A draft this wizard created and put in the address: the same wizard carries on with it.
  const adopted = useRef<{ id: string; from: string | null } | null>(null);
  if (registrations.isPending)
    return (
      <p className="container page" role="status">
        Loading your registration…
      </p>
    );
  if (registrations.isError)
    return (
      <p className="container page" role="alert">
        We could not load your registration. Please reload the page.
      </p>
    );
  const drafts = registrations.data;
  const draft =
    requested === 'new' ? null : requested ? (drafts.find((r) => r.id === requested) ?? null) : (drafts[0] ?? null);
  const gone = requested !== null && requested !== 'new' && !draft && adopted.current?.id !== requested;
  const reload = async () => {
    await queryClient.refetchQueries(myDraftsQueryOptions());
    setGeneration((n) => n + 1);
  };
  const onCreated = (id: string) => {
    adopted.current = { id, from: requested };
    setParams({ draft: id }, { replace: true, preventScrollReset: true });
  };
  // Keyed by the draft asked for, not its version (the wizard's own saves move the version on),
  // nor by the id a new draft was given (the same wizard carries on with it).
  const opened = adopted.current?.id === requested ? adopted.current.from : requested;
  return (
    <>
      {gone && (
        <p className="container notice" role="status">
          That draft is no longer open: it was submitted or discarded. This is a new registration.
        </p>
      )}
      <Wizard key={`${opened ?? 'latest'}:${generation}`} initial={draft} onReload={reload} onCreated={onCreated} />
    </>
  );
}

function Wizard({
  initial,
  onReload,
  onCreated,
}: {
  initial: Registration | null;
  onReload: () => Promise<void>;
  onCreated: (id: string) => void;
}) {
  const { data, update, step, goTo, saveState, pauseAutosave, resumeAutosave, conflicted } = useRegistrationDraft(
    initial,
    onCreated,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const submit = useSubmitRegistration();
  const navigate = useNavigate();

  // Each step starts at its heading, for keyboard and screen-reader users too.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  function show(nextStep: number, problems: FieldErrors) {
    setErrors(problems);
    goTo(nextStep);
  }

  function onContinue() {
    const problems = checkRegistrationStep(data, step);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      heading.current?.focus();
      return;
    }
    show(step + 1, {});
  }

  async function onSubmit() {
    setFailure(null);
    const failing = firstFailingStep(data);
    if (failing) {
      show(failing.step, failing.errors);
      return;
    }
    const { id, version } = await pauseAutosave();
    submit.mutate(
      { id, version, venueData: data, step },
      {
        onSuccess: () => navigate(paths.ownerPortal.getHref(), { state: { flash: SUBMITTED_MESSAGE } }),
        onError: (error) => {
          resumeAutosave();
          if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
            const fields = Object.fromEntries(
              Object.entries(error.fields).map(([path, message]) => [path.replace(/^venue_data\./, ''), message]),
            );
            const back = REGISTRATION_STEPS.findIndex((s) =>
              Object.keys(fields).some((path) => (s.fields as readonly string[]).includes(path.split('.')[0]!)),
            );
            show(back >= 0 ? back : step, fields);
          }
          setFailure(
            error instanceof ApiError && error.status > 0
              ? `Submission failed: ${error.message || 'Unknown error'}`
              : 'Failed to submit registration. Please try again.',
          );
        },
      },
    );
  }

  const stepProps = { data, update, errors };
  const errorList = Object.entries(errors);
  return (
    <div className="container page page--narrow registration">
      <h1>Register your venue</h1>
      <ol className="registration__progress" aria-label="Registration steps">
        {REGISTRATION_STEPS.map((s, index) => (
          <li
            key={s.title}
            className={`registration__progress-step${index === step ? ' is-current' : ''}${index < step ? ' is-done' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            {s.title}
          </li>
        ))}
      </ol>
      <p className="registration__step-count">
        Step {step + 1} of {REGISTRATION_STEP_COUNT}
      </p>
      <p className="registration__saved" role="status">
        {saveState === 'saved' ? 'Saved' : ''}
      </p>
      {conflicted && (
        <div className="notice notice--warning" role="alert">
          <p>This draft was changed in another tab or window, so this page no longer saves it.</p>
          <p>
            <button type="button" className="button button--secondary" onClick={() => void onReload()}>
              Load the latest version
            </button>
          </p>
        </div>
      )}
      {initial?.previous_rejection_reason && (
        <aside className="notice notice--warning" aria-labelledby="rejection-reason">
          <h2 id="rejection-reason">Why it was not approved</h2>
          <p>{initial.previous_rejection_reason}</p>
          <p>Correct it below and submit it again: we will review it as a new registration.</p>
        </aside>
      )}
      <h2 ref={heading} tabIndex={-1} className="registration__step-title">
        {REGISTRATION_STEPS[step]!.title}
      </h2>
      {errorList.length > 0 && (
        <div className="registration__errors" role="alert">
          <p>Please correct the following:</p>
          <ul>
            {errorList.map(([path, message]) => (
              <li key={path}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step < REGISTRATION_STEP_COUNT - 1) onContinue();
          else void onSubmit();
        }}
      >
        {step === 0 && <BasicsStep {...stepProps} />}
        {step === 1 && <LocationStep {...stepProps} />}
        {step === 2 && <CapacityStep {...stepProps} />}
        {step === 3 && <ImagesStep {...stepProps} draftId={initial?.id ?? null} />}
        {step === 4 && <ReviewStep data={data} onEdit={(target) => show(target, {})} />}
        <FormAlert messages={[failure]} />
        <div className="registration__actions">
          {step > 0 && (
            <button type="button" className="button button--secondary" onClick={() => show(step - 1, {})}>
              Back
            </button>
          )}
          {step < REGISTRATION_STEP_COUNT - 1 ? (
            <button type="submit" className="button button--primary">
              Continue
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={submit.isPending || conflicted}>
              {submit.isPending ? 'Submitting…' : 'Submit Registration'}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
