import { ForgotForm } from '../forms/forgot-form';
import { AuthPageCard } from './auth-page-card';

export function ForgotPasswordPage() {
  return (
    <AuthPageCard
      title="Forgot Password"
      lead="Enter the email address of your account and we will send you a link to set a new password."
    >
      <ForgotForm />
    </AuthPageCard>
  );
}
