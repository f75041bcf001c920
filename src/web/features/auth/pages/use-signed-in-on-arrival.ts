import { useState } from 'react';
import { useAuth } from '@/web/lib/auth-context';

/**
 * Whether the person was already signed in when they opened this page, as opposed to
 * having signed in on it: /login and /signup send the former on and let the
 * latter read 'Login successful!' before moving on by themselves.
 */
export function useSignedInOnArrival(): boolean {
  const { status } = useAuth();
  const [onArrival, setOnArrival] = useState(status);
  if (onArrival === 'loading' && status !== 'loading') setOnArrival(status);
  return onArrival === 'signed-in';
}
