import { Form } from 'react-router';
import { Button } from '../kit/button';
import { IntentFields } from '../kit/intent-button';

/**
 * What a person is given, of a list (a field officer's centres, the translations someone
 * makes): checkboxes in a disclosure, posted to the Staff screen's action for `intent`
 * (it works without JavaScript). With no `options`, `empty` says so and nothing is saved.
 */
export function PersonChecklist({
  personId,
  intent,
  title,
  help,
  name,
  options,
  checked,
  submit,
  empty,
  data,
}: {
  personId: string;
  intent: string;
  title: string;
  /** The checkboxes' legend. */
  help: string;
  /** The checkboxes' field name. */
  name: string;
  options: readonly { value: string; label: string }[];
  /** The values the person has now. */
  checked: readonly string[];
  submit: string;
  empty?: string;
  data?: Record<string, string>;
}) {
  const mine = new Set(checked);
  const none = options.length === 0 && empty !== undefined;
  return (
    <details className="w-full rounded-lg border border-slate-200 p-2 sm:w-auto" {...data}>
      <summary className="flex min-h-11 cursor-pointer items-center px-2 text-sm font-semibold text-slate-800">
        {title}
      </summary>
      <Form method="post" className="mt-2 max-w-md px-2 pb-2">
        <IntentFields intent={intent} id={personId} />
        {none ? (
          <p className="text-sm text-slate-700">{empty}</p>
        ) : (
          <fieldset>
            <legend className="text-sm text-slate-700">{help}</legend>
            {options.map((o) => (
              <label key={o.value} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="checkbox"
                  name={name}
                  value={o.value}
                  defaultChecked={mine.has(o.value)}
                  className="h-5 w-5 accent-brand-700"
                />
                {o.label}
              </label>
            ))}
          </fieldset>
        )}
        <Button type="submit" tone="outline" size="sm" className="mt-2" disabled={none}>
          {submit}
        </Button>
      </Form>
    </details>
  );
}
