import { useNavigate } from 'react-router';
import { SignupForm } from '../forms/signup-form';
import { AuthPageCard } from './auth-page-card';

export function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthPageCard title="Sign Up" lead="Join QTN and earn QTT for the attention you give.">
      <SignupForm onDone={() => void navigate('/login')} />
    </AuthPageCard>
  );
}
