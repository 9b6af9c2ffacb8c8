// Signs the demo owner in as a person would: ask for a link, read it in the dev mailbox, follow
// it. Answers the session cookie.
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_OWNER_EMAIL } from '../demo-data';

export async function signInAsDemoOwner(base: string): Promise<string> {
  const asked = await fetch(`${base}/api/auth/magic-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OWNER_EMAIL }),
  });
  if (asked.status !== 202) throw new Error(`Asking for a sign-in link answered ${asked.status}`);
  for (let i = 0; i < 100; i++) {
    const { messages } = (await (await fetch(`${base}/dev/mailbox/messages?limit=5`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const token = messages.find((m) => m.to === DEMO_OWNER_EMAIL)?.text.match(/token=([\w-]+)/)?.[1];
    if (token) {
      const consumed = await fetch(`${base}/api/auth/magic-link/consume`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, confirm: true }),
      });
      const cookie = consumed.headers.get('set-cookie')?.split(';')[0];
      if (!consumed.ok || !cookie) throw new Error(`Following the sign-in link answered ${consumed.status}`);
      return cookie;
    }
    await sleep(100);
  }
  throw new Error('No sign-in link arrived in the dev mailbox');
}
