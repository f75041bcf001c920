import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/web/lib/paths';
import { SignupForm } from '../forms/signup-form';
import { AuthPageCard } from './auth-page-card';
import { useSignedInOnArrival } from './use-signed-in-on-arrival';

export function SignupPage() {
  const navigate = useNavigate();
  const alreadySignedIn = useSignedInOnArrival();
  // The Login page it leads to says 'Account created! You can now log in.' on arrival.
  if (alreadySignedIn) return <Navigate to={paths.wallet} replace />;
  return (
    <AuthPageCard title="Sign Up" lead="Join QTN and earn QTT for the attention you give.">
      <SignupForm onDone={() => void navigate(paths.login, { state: { signedUp: true } })} />
    </AuthPageCard>
  );
}
