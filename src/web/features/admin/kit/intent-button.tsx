import { Form } from 'react-router';
import { Button, type ButtonTone } from './button';

/** A posted form's hidden fields naming its `intent` for the route's action, and the record `id` when there is one. */
export function IntentFields({ intent, id }: { intent: string; id?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
    </>
  );
}

/**
 * A posted form asking the route's action for one `intent` (on the record `id`, when
 * given): its hidden fields and its button. It works before the page's script has loaded.
 */
export function IntentButton({
  intent,
  id,
  label,
  tone = 'secondary',
}: {
  intent: string;
  id?: string;
  label: string;
  tone?: ButtonTone;
}) {
  return (
    <Form method="post">
      <IntentFields intent={intent} id={id} />
      <Button type="submit" tone={tone} size="sm">
        {label}
      </Button>
    </Form>
  );
}
