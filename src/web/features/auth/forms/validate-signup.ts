import { displayNameLength, isValidDisplayName, passwordLength } from '@/domain/auth/display-name';
import { authMessages } from '@/domain/auth/messages';

export interface SignupInput {
  displayName: string;
  password: string;
  confirmPassword: string;
}

export type SignupProblem = { field: keyof SignupInput; message: string } | null;

/** The checks made before the server is asked (product rules R11), in the order a person reads them. */
export function validateSignup({
  displayName,
  password,
  confirmPassword,
}: SignupInput): SignupProblem {
  const name = displayName.trim();
  if (name.length < displayNameLength.min) {
    return { field: 'displayName', message: authMessages.displayNameRequired };
  }
  if (!isValidDisplayName(name)) {
    return { field: 'displayName', message: authMessages.displayNameInvalid };
  }
  return validateNewPassword(password, confirmPassword);
}

/** A new password: the two entries match and the length is within the server's limits. */
export function validateNewPassword(password: string, confirmPassword: string): SignupProblem {
  if (password !== confirmPassword) {
    return { field: 'confirmPassword', message: authMessages.passwordsDiffer };
  }
  if (password.length < passwordLength.min || password.length > passwordLength.max) {
    return { field: 'password', message: authMessages.weakPassword };
  }
  return null;
}
