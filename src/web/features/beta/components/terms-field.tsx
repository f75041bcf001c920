import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/web/lib/paths';
import { FieldError, invalidProps } from '@/web/components/ui/text-field';
import type { BetaFormState } from '../hooks/use-beta-form';

const linkClass = 'font-medium text-accent-300 underline underline-offset-2 hover:text-accent-400';

export function TermsField({ form }: { form: BetaFormState }) {
  const id = useId();
  const error = form.errors.agreeToTerms;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="agreeToTerms"
          checked={form.values.agreeToTerms}
          onChange={(e) => form.set('agreeToTerms', e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-500"
          aria-required
          {...invalidProps(error, `${id}-error`)}
        />
        <label htmlFor={id} className="text-sm text-slate-300">
          I agree to the{' '}
          <Link to={paths.terms} className={linkClass}>
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacy} className={linkClass}>
            Privacy Policy
          </Link>
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
