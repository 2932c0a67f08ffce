import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { TextArea } from '~/web/components/field';
import { Button } from './button';
import { IntentFields } from './intent-button';

/**
 * One record waiting for staff's review (a sponsor's letter, an item from the field, a
 * letter to translate): an article named by its heading, when it came beside the heading,
 * who sent it or where it stands under them, then what it holds and the review's forms.
 */
export function ReviewCard({
  headingId,
  data,
  title,
  stamp,
  byline,
  children,
}: {
  /** The heading's id, one per record on the page (`letter-<id>`). */
  headingId: string;
  /** The article's `data-*` attributes (what tests and scripts find it by). */
  data: Record<string, string>;
  title: ReactNode;
  /** When it came (and any mark beside it). */
  stamp: ReactNode;
  byline: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={headingId} {...data} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{stamp}</p>
      </div>
      <p className="text-sm text-slate-700">{byline}</p>
      {children}
    </article>
  );
}

/**
 * The review's other answer: return the record with a reason its sender reads (a posted
 * form asking the route's action for `return`, working before the script loads).
 */
export function ReturnForm({
  id,
  label,
  hint,
  rows,
  submit,
}: {
  id: string;
  label: string;
  hint?: string;
  rows: number;
  submit: string;
}) {
  return (
    <Form method="post" className="space-y-2">
      <IntentFields intent="return" id={id} />
      <TextArea label={label} hint={hint} name="reason" rows={rows} maxLength={1000} required />
      <Button type="submit" tone="danger">
        {submit}
      </Button>
    </Form>
  );
}
