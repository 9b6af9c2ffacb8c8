// The owner portal's e-mail setting: acknowledgements of what the owner sends (and any digest)
// can be turned off; sign-in links, decisions and enquiries always come. Saved as it is changed.
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { messageOf } from '../../../lib/api-client';
import { useMailPreferences, useSetMailPreferences } from '../api/mail-preferences';

export function MailPreferencesSection() {
  const preferences = useMailPreferences();
  const save = useSetMailPreferences();
  // The box shows the owner's choice from the moment they make it: set in the change event itself,
  // so React never puts the old value back while the save is still being scheduled.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  return (
    <section aria-labelledby="mail-preferences" className="mail-preferences">
      <h2 id="mail-preferences">E-mail settings</h2>
      {preferences.isPending && <p role="status">Loading your e-mail settings…</p>}
      {preferences.isError && <p role="alert">We could not load your e-mail settings. Please reload the page.</p>}
      {preferences.data && (
        <>
          <p>
            <label>
              <input
                type="checkbox"
                checked={choosing ?? preferences.data.non_essential}
                disabled={save.isPending}
                onChange={(event) => {
                  const chosen = event.target.checked;
                  setChoosing(chosen);
                  save.mutate(chosen, { onSettled: () => setChoosing(null) });
                }}
              />{' '}
              E-mail me an acknowledgement of each registration, claim and change request I send
            </label>
          </p>
          <p className="mail-preferences__hint">
            Sign-in links, our decisions on what you send, and enquiries from planners always come.
          </p>
          <p role="status">{save.isSuccess ? 'Your e-mail settings are saved.' : ''}</p>
          <FormAlert messages={[save.isError && messageOf(save.error, 'We could not save that. Please try again.')]} />
        </>
      )}
    </section>
  );
}
