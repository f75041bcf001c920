import type { BetaSignupRow } from '@/domain/api/beta';
import {
  betaDeviceTypeLabels,
  betaExperienceLabels,
  betaInterestLabels,
  betaReferralSourceLabels,
  type BetaInterest,
  type BetaReferralSource,
} from '@/domain/beta/beta-copy';

const interestLabel = (i: string) => betaInterestLabels[i as BetaInterest] ?? i;
const referralLabel = (r: string) =>
  r ? (betaReferralSourceLabels[r as BetaReferralSource] ?? r) : '—';
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-400 uppercase';
const td = 'px-3 py-3 align-top text-sm text-slate-200';

/** The signups; the table scrolls sideways on a phone rather than squeezing its columns. */
export function BetaSignupsTable({ signups }: { signups: BetaSignupRow[] }) {
  return (
    <div
      className="overflow-x-auto rounded-xl ring-1 ring-white/10"
      tabIndex={0}
      role="region"
      aria-label="Beta signups table"
    >
      <table className="w-full min-w-[56rem] border-collapse">
        <thead className="bg-ink-900/60">
          <tr>
            <th scope="col" className={th}>
              Beta ID
            </th>
            <th scope="col" className={th}>
              Email
            </th>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Pi username
            </th>
            <th scope="col" className={th}>
              Device · experience
            </th>
            <th scope="col" className={th}>
              Interests
            </th>
            <th scope="col" className={th}>
              Heard via
            </th>
            <th scope="col" className={th}>
              Signed up
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {signups.map((s) => (
            <tr key={s.betaId}>
              <td className={`${td} font-mono text-xs whitespace-nowrap`}>{s.betaId}</td>
              <td className={`${td} whitespace-nowrap`}>{s.email}</td>
              <td className={`${td} min-w-32`}>{s.name}</td>
              <td className={td}>{s.piUsername}</td>
              <td className={td}>
                {betaDeviceTypeLabels[s.deviceType]} · {betaExperienceLabels[s.experience]}
              </td>
              <td className={td}>{s.interests.map(interestLabel).join(', ')}</td>
              <td className={td}>{referralLabel(s.referralSource)}</td>
              <td className={`${td} whitespace-nowrap`}>{when(s.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
