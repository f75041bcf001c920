import type { ReactNode } from 'react';

export interface LegalSectionData {
  /** The anchor, shared by the heading and the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

export function LegalSection({ number, section }: { number: number; section: LegalSectionData }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      // Keeps the heading clear of the sticky site header when reached from the contents.
      className="scroll-mt-24 border-t border-white/10 pt-8 first:border-t-0 first:pt-0"
    >
      <h2
        id={`${section.id}-title`}
        className="flex items-baseline gap-3 text-xl font-semibold tracking-tight text-white sm:text-2xl"
      >
        <span className="text-base font-semibold text-brand-300 tabular-nums">
          {String(number).padStart(2, '0')}
        </span>
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-slate-300">{section.body}</div>
    </section>
  );
}

/** A bulleted list styled for legal text. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-brand-400">{children}</ul>;
}

/** A term in bold followed by its explanation, for definition-style list items. */
export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-white">{children}</strong>;
}
