import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { Form, useFetcher } from 'react-router';
import { ActionAlert, type ActionAnswer } from './action-alert';
import { IntentFields } from './intent-button';
import type { ToastTone } from './toast';

type Show = (text: string, tone?: ToastTone) => void;

/** What a one-click action says: asked first (`confirm`), then done or refused (each toasted when given). */
export interface IntentTexts {
  confirm?: string;
  done?: string;
  failed?: string;
}

/** The fields of one intent posted to the route's action: its `intent`, the record's `id`, and what else it reads. */
export type IntentPost = { intent: string; id?: string } & Record<string, string>;

/**
 * A screen's one-click actions (a delete, a status change) posted to its route action
 * (`intentAction`, docs/architecture.md, "A new screen in five files") through a fetcher:
 * `post(fields, texts)` asks first when `texts.confirm` is given, then posts; the answer
 * is toasted (`done` or `failed`) once the page's data was read again (the fetcher's
 * revalidation), and the promise resolves to it (null: not confirmed). Before the script
 * has loaded the same forms post natively (`IntentForm`), answered by `PostedAlert`.
 */
export function useIntentPost(show: Show) {
  const fetcher = useFetcher<ActionAnswer>();
  const waiting = useRef<{ texts: IntentTexts; resolve: (answer: ActionAnswer) => void } | null>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const settle = useEffectEvent((got: ActionAnswer) => {
    const asked = waiting.current;
    if (!asked) return;
    waiting.current = null;
    const { done, failed } = asked.texts;
    if (got.ok && done) show(done);
    if (!got.ok && failed) {
      console.error(failed, got.message);
      show(failed, 'error');
    }
    asked.resolve(got);
  });
  // Once per answer: each post's answer is a new object.
  useEffect(() => {
    if (answer) settle(answer);
  }, [answer]);

  function post(fields: IntentPost, texts: IntentTexts = {}): Promise<ActionAnswer | null> {
    if (texts.confirm && !window.confirm(texts.confirm)) return Promise.resolve(null);
    return new Promise((resolve) => {
      waiting.current = { texts, resolve };
      void fetcher.submit(fields, { method: 'post' });
    });
  }
  return { post, busy: fetcher.state !== 'idle' };
}

/**
 * A record's one-click action as a form posted to the route's action with its `intent`,
 * `id` and `fields` (hidden): natively before the script has loaded (no confirmation
 * then), and once it has, `onPost` instead (a confirmation, a dialog, `useIntentPost`).
 * Its button is the `children`, of type "submit".
 */
export function IntentForm({
  intent,
  id,
  fields = {},
  onPost,
  className,
  children,
}: {
  intent: string;
  id?: string;
  fields?: Record<string, string>;
  onPost: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onPost();
      }}
    >
      <IntentFields intent={intent} id={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

/**
 * The answer to a one-click action posted without JavaScript (the page's `actionData`),
 * in the words its toast says with JavaScript: `texts` by intent. Nothing for another intent.
 */
export function PostedAlert({
  answer,
  texts,
}: {
  answer: ActionAnswer | undefined;
  texts: Record<string, { done: string; failed: string }>;
}) {
  const said = answer && Object.hasOwn(texts, answer.intent) ? texts[answer.intent] : undefined;
  if (!answer || !said) return null;
  return <ActionAlert answer={{ ...answer, message: answer.ok ? said.done : null }} failed={said.failed} />;
}
