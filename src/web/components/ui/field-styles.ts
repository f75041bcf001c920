import { inputClass } from '@/web/components/ui/text-field';

export const selectClass = `${inputClass} [color-scheme:dark]`;
export const labelClass = 'text-sm font-medium text-slate-300';
export const errorTextClass = 'text-xs text-rose-300';
