import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { Form, useFetcher } from 'react-router';
import { Alert } from '~/web/components/alert';
import { ActionAlert, type ActionAnswer } from './action-alert';
import { Button } from './button';
import { IntentFields } from './intent-button';
import type { ToastTone } from './toast';

type Show = (text: string, tone?: ToastTone) => void;

/** What a one-click action says: asked first (`confirm`), then done or refused (each toasted when given). */
export interface IntentTexts {
  confirm?: string;
  done?: string;
  failed?: string;
}

/**
 * The field a post carries once staff confirmed it: in the browser (`texts.confirm`, a
 * dialog) or on the page without JavaScript (`PostedAlert`'s question). A route action
 * whose intent waits for it (`deleteAction`, `intentAction`'s `confirm`) calls nothing without it.
 */
export const CONFIRMED = { confirmed: 'yes' } as const;

/** What the route action adds to a post that came without its confirmation: `confirm`, and the record posted. */
export interface AskedMore {
  confirm: true;
  id: string;
}

/** A route action's answer, asking for a confirmation when it came without one. */
export type PostedAnswer = ActionAnswer & Partial<AskedMore>;

/** The fields of one intent posted to the route's action: its `intent`, the record's `id`, and what else it reads. */
export type IntentPost = { intent: string; id?: string } & Record<string, string>;

/**
 * A screen's one-click actions (a delete, a status change) posted to its route action
 * (`intentAction`, docs/architecture.md, "A new screen in five files") through a fetcher:
 * `post(fields, texts)` asks first when `texts.confirm` is given, then posts (a confirmed
 * post with `CONFIRMED`, which the action's delete waits for); the answer is toasted
 * (`done` or `failed`) once the page's data was read again (the fetcher's
 * revalidation), and the promise resolves to it (null: not confirmed). Before the script
 * has loaded the same forms post natively (`IntentForm`), answered by `PostedAlert`, which
 * asks a delete's confirmation on the page.
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
    const sent = texts.confirm ? { ...fields, ...CONFIRMED } : fields;
    return new Promise((resolve) => {
      waiting.current = { texts, resolve };
      void fetcher.submit(sent, { method: 'post' });
    });
  }
  return { post, busy: fetcher.state !== 'idle' };
}

/**
 * A record's one-click action as a form posted to the route's action with its `intent`,
 * `id` and `fields` (hidden): natively before the script has loaded (a delete is then
 * asked on the page, `PostedAlert`), and once it has, `onPost` instead (a confirmation, a dialog, `useIntentPost`).
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

/** What the page asks of a post that came without its confirmation: the question, its button's word, and what it is about. */
export interface Ask {
  question: string;
  button: string;
  /** A line under the question (the record's title, as the browser's dialog shows it). */
  about?: string;
  /** The record's name after the button's word, for a screen reader (when the question names it already). */
  named?: string;
}

/**
 * A one-click action's words on the page: done (without it, the API's message says the
 * answer, done or refused), refused (when the API gave none), and (a delete) the question
 * asked of the record `id`, null when the page does not show it.
 */
export interface PostedTexts {
  done?: string;
  failed: string;
  ask?: (id: string) => Ask | null;
}

/**
 * The answer to a one-click action posted without JavaScript (the page's `actionData`),
 * in the words its toast says with JavaScript: `texts` by intent. Nothing for another intent.
 * A post that came without its confirmation (the answer's `confirm`) is asked here, in the
 * words the browser's confirmation says (`AskedAlert`).
 */
export function PostedAlert({
  answer,
  texts,
}: {
  answer: PostedAnswer | undefined;
  texts: Record<string, PostedTexts>;
}) {
  const said = answer && Object.hasOwn(texts, answer.intent) ? texts[answer.intent] : undefined;
  if (!answer || !said) return null;
  const asked = answer.confirm && answer.id ? said.ask?.(answer.id) : null;
  if (asked && answer.id) return <Asking intent={answer.intent} id={answer.id} asked={asked} />;
  // The screen's own words when it has them, else the API's (a refusal's reason too).
  const message = said.done === undefined ? answer.message : answer.ok ? said.done : null;
  return <ActionAlert answer={{ ...answer, message }} failed={said.failed} />;
}

/**
 * The question a post without its confirmation is asked on the page (where the page's
 * answer shows), with a form that posts the same intent and record confirmed
 * (`CONFIRMED`); nothing for another answer, or a record the page does not show.
 */
export function AskedAlert({ answer, ask }: { answer: PostedAnswer | undefined; ask: (id: string) => Ask | null }) {
  const asked = answer?.confirm && answer.id ? ask(answer.id) : null;
  return asked && answer?.id ? <Asking intent={answer.intent} id={answer.id} asked={asked} /> : null;
}

/** The question asked, and its form posting the `intent` on the record `id` confirmed. */
function Asking({ intent, id, asked }: { intent: string; id: string; asked: Ask }) {
  return (
    <Alert tone="info" title={asked.question}>
      {asked.about && <p className="font-semibold">{asked.about}</p>}
      <Form method="post" className="mt-2">
        <IntentFields intent={intent} id={id} />
        <input type="hidden" name="confirmed" value={CONFIRMED.confirmed} />
        <Button type="submit" tone="destructive" size="sm">
          {asked.button}
          {asked.named && <span className="sr-only"> {asked.named}</span>}
        </Button>
      </Form>
    </Alert>
  );
}
