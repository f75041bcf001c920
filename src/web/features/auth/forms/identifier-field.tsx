import { TextField } from '@/web/components/ui/text-field';

/** The account a form names: its email or its username, as a password manager fills it. */
export function IdentifierField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Email or username"
      name="username"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      data-autofocus
    />
  );
}
