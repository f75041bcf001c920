import { Link } from 'react-router';
import { paths } from '@/web/lib/paths';

/** How to reach us about the policy or the terms; there is no public mailbox yet. */
export function LegalContact({ topic }: { topic: string }) {
  return (
    <p>
      For any question about {topic}, or to exercise your rights, contact us through the{' '}
      <Link
        to={paths.beta}
        className="font-medium text-accent-300 underline underline-offset-2 hover:text-white"
      >
        Join Beta page
      </Link>{' '}
      or the support channel in the app. Tell us the username of your account so we can find it, and
      we will reply through the same channel.
    </p>
  );
}
