import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/web/lib/paths';
import { LoginForm, signedUpNotice } from '../forms/login-form';
import { AuthPageCard } from './auth-page-card';
import { safeNextPath } from './safe-next-path';
import { useSignedInOnArrival } from './use-signed-in-on-arrival';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Sent by the Sign Up page when it has created the account.
  const signedUp = (useLocation().state as { signedUp?: boolean } | null)?.signedUp === true;
  const next = safeNextPath(params.get('next')) ?? paths.wallet;
  const alreadySignedIn = useSignedInOnArrival();
  if (alreadySignedIn) return <Navigate to={next} replace />;
  return (
    <AuthPageCard title="Login" lead="Welcome back. Use your email address or your display name.">
      <LoginForm
        onDone={() => void navigate(next, { replace: true })}
        arrival={signedUp ? signedUpNotice : null}
      />
    </AuthPageCard>
  );
}
