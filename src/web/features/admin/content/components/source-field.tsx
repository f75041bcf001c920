import { SelectField } from '@/web/components/ui/text-field';
import type { ContentSource } from '../lib/content-form';

/** YouTube (Discovery Only) or a hosted copy, which alone can pay a reward. */
export function SourceField({
  value,
  onChange,
}: {
  value: ContentSource;
  onChange: (value: ContentSource) => void;
}) {
  return (
    <SelectField
      label="Source"
      hint={
        value === 'youtube'
          ? 'YouTube items are Discovery Only: they record watch time but pay no QTT.'
          : 'A hosted copy plays from this site and can pay a QTT reward.'
      }
      value={value}
      onChange={(e) => onChange(e.target.value === 'hosted' ? 'hosted' : 'youtube')}
    >
      <option value="youtube">YouTube</option>
      <option value="hosted">Hosted</option>
    </SelectField>
  );
}
