import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { LegalSectionData } from './legal-section';

function ContentsList({ sections }: { sections: LegalSectionData[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((s, i) => (
        <li key={s.id}>
          <Link
            to={`#${s.id}`}
            className="flex gap-2 rounded-lg px-2 py-1.5 text-slate-400 transition hover:bg-white/5 hover:text-white"
          >
            <span className="w-5 shrink-0 text-slate-500 tabular-nums">{i + 1}.</span>
            {s.title}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * The table of contents: a collapsed disclosure on small screens, so the text starts near the
 * top, and a sticky side column on large ones. Only one of the two is ever displayed.
 */
export function LegalContents({ sections }: { sections: LegalSectionData[] }) {
  return (
    <>
      <details className="group rounded-2xl bg-ink-800/80 ring-1 ring-white/10 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 text-sm font-semibold text-white [&::-webkit-details-marker]:hidden">
          On this page
          <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
        </summary>
        <nav aria-label="On this page" className="px-3 pb-4">
          <ContentsList sections={sections} />
        </nav>
      </details>
      <nav aria-label="On this page" className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
        <p className="mb-3 px-2 text-xs font-semibold tracking-[0.2em] text-slate-400 uppercase">
          On this page
        </p>
        <ContentsList sections={sections} />
      </nav>
    </>
  );
}
