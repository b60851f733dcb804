import type { FormInstance } from 'antd';
import { ApiError } from './api-client';

/**
 * A refused form's answer shown where it belongs: each field's messages under its field (`fields`: the answer's
 * field names, or answer name → the form's field name where they differ), messages for what is not a form field
 * (a file) to `others`, and anything else as one message to `onFailure`. Server errors and lost connections are
 * toasted by the shell: nothing is shown here for them.
 */
export function showFormErrors<Values>(
  error: unknown,
  {
    form,
    fields,
    onFailure,
    others = {},
  }: {
    form: Pick<FormInstance<Values>, 'setFields'>;
    fields: readonly (keyof Values & string)[] | Readonly<Record<string, keyof Values & string>>;
    onFailure: (message: string) => void;
    others?: Readonly<Record<string, (messages: readonly string[]) => void>>;
  },
): void {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
  const names: Readonly<Record<string, string>> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((name: string) => [name, name]))
    : (fields as Readonly<Record<string, string>>);
  const shown = Object.entries(names).filter(([answered]) => error.errors[answered]);
  form.setFields(
    shown.map(([answered, name]) => ({ name, errors: [...error.errors[answered]!] })) as Parameters<
      FormInstance<Values>['setFields']
    >[0],
  );
  const outside = Object.entries(others).filter(([answered]) => error.errors[answered]);
  for (const [answered, show] of outside) show(error.errors[answered]!);
  if (shown.length === 0 && outside.length === 0) onFailure(error.displayMessage);
}
