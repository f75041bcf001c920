import { useEffect, useRef } from 'react';

/** After a refused review, takes keyboard focus to the first field that needs attention. */
export function useFocusFirstInvalid(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
