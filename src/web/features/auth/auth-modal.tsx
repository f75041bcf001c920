import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '@/web/components/ui/modal';
import type { AuthTab } from '@/web/lib/auth-context';
import { AuthTabs, authTabs, tabId } from './auth-tabs';
import { ForgotForm } from './forms/forgot-form';
import { LoginForm, signedUpNotice } from './forms/login-form';
import { SignupForm } from './forms/signup-form';

// Its own chunk: the Pi SDK loader and contracts load only when the Login tab shows.
const PiSignIn = lazy(() => import('./forms/pi-sign-in').then((m) => ({ default: m.PiSignIn })));

/**
 * The auth modal (product rules R11): Login, Sign Up and Forgot Password. Each tab mounts its
 * form afresh, so switching tabs clears the fields and messages, except that a finished
 * sign-up's 'Account created! You can now log in.' stays in view on the Login tab it opens
 * (read at a person's pace, not only for its 1.2 s).
 */
export function AuthModal({
  tab,
  onTabChange,
  onClose,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onClose: () => void;
}) {
  const idBase = useId().replace(/[^\w-]/g, '');
  const panel = useRef<HTMLDivElement>(null);
  const focusForm = useRef(false);
  const current = authTabs.find((t) => t.id === tab) ?? authTabs[0];
  const [signedUp, setSignedUp] = useState(false);

  const changeTab = (next: AuthTab) => {
    setSignedUp(false);
    onTabChange(next);
  };
  // A form that moves to another tab takes focus with it to the new form's first field.
  const switchFromForm = (next: AuthTab) => {
    focusForm.current = true;
    changeTab(next);
  };
  useEffect(() => {
    if (!focusForm.current) return;
    focusForm.current = false;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [tab]);

  return (
    <Modal labelledBy={`${idBase}-title`} onClose={onClose}>
      <div className="flex items-start justify-between gap-3 px-5 pt-5 pb-4 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h2 id={`${idBase}-title`} className="text-xl font-bold tracking-tight text-white">
            {current?.title}
          </h2>
          <p className="mt-1 text-sm text-slate-400">{current?.lead}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mt-1 -mr-2 shrink-0 rounded-lg p-2 text-slate-400 transition hover:bg-white/10 hover:text-white"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <AuthTabs idBase={idBase} tab={tab} onChange={changeTab} />
      <div
        ref={panel}
        id={`${idBase}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(idBase, tab)}
        className="px-5 pt-5 pb-6 sm:px-6"
      >
        {tab === 'login' && (
          <div className="grid gap-5">
            <LoginForm
              onSwitch={switchFromForm}
              onDone={onClose}
              arrival={signedUp ? signedUpNotice : null}
            />
            <Suspense fallback={null}>
              <PiSignIn onDone={onClose} />
            </Suspense>
          </div>
        )}
        {tab === 'signup' && (
          <SignupForm
            onSwitch={switchFromForm}
            onDone={() => {
              switchFromForm('login');
              setSignedUp(true);
            }}
          />
        )}
        {tab === 'forgot' && <ForgotForm onSwitch={switchFromForm} />}
      </div>
    </Modal>
  );
}
