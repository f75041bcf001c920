import type { ReactNode } from 'react';
import { Card } from '@/web/components/ui/card';
import { LegalContents } from './legal-contents';
import { LegalSection, type LegalSectionData } from './legal-section';

/** The layout shared by the privacy policy and the terms: contents, a summary, then sections. */
export function LegalDocument({
  summary,
  sections,
}: {
  summary: ReactNode;
  sections: LegalSectionData[];
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
      <LegalContents sections={sections} />
      <div className="min-w-0 max-w-3xl">
        <Card className="mb-12 bg-gradient-to-br from-brand-600/15 via-ink-800/80 to-ink-800/80">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-300 uppercase">
            The short version
          </p>
          <div className="mt-3 space-y-3 leading-7 text-slate-300">{summary}</div>
        </Card>
        <div className="space-y-10">
          {sections.map((section, i) => (
            <LegalSection key={section.id} number={i + 1} section={section} />
          ))}
        </div>
      </div>
    </div>
  );
}
