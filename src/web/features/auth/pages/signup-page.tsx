import { Page } from '@/web/components/ui/page';

/** A title only for now; the accounts work turns this into the real form. */
export function SignupPage() {
  return <Page title="Sign Up" />;
}
