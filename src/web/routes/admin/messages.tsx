import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import type { Route } from './+types/messages';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { reload, skipForUrlKeys } from '~/web/features/admin/kit/url-filters';
import { contactContracts } from '~/shared/contracts/contact';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { AskedAlert, useIntentPost } from '~/web/features/admin/kit/intent-post';
import { messagesAction } from '~/web/features/admin/messages/messages-action.server';
import { MessageDetail } from '~/web/features/admin/messages/message-detail';
import { MessageList } from '~/web/features/admin/messages/message-list';
import type { Message } from '~/shared/schemas/message';
import { messagesQuery } from '~/web/features/admin/messages/types';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { useDebouncedSearch } from '~/web/features/admin/kit/debounced-search';
import { loadList } from '~/web/features/admin/kit/paged-list';
import { SEARCH_MAX_LENGTH } from '~/shared/search-text';
import { useToast } from '~/web/features/admin/kit/toast';
import { SearchBox } from '~/web/features/admin/kit/filters';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { UrlPageNav } from '~/web/features/admin/kit/url-pages';
import { Panel } from '~/web/features/admin/kit/panel';

/** One page of the messages, searched by the server (the search and page are in the URL). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  // docs/product.md: a failed fetch is only logged; the list is then empty.
  const list = await loadList(context.get(appContext).api, contactContracts.list, request, { query: messagesQuery(q) });
  return { messages: list.rows, total: list.total, page: list.page };
}

/** Opening, "Mark as Responded" and "Delete Message" post here (messages-action.server.ts), without JavaScript too. */
export async function action({ context, request }: Route.ActionArgs) {
  return messagesAction(request, context.get(appContext).api);
}

/** The selection (`id`) is read in the browser; a new search or page asks the server. */
export const shouldRevalidate = skipForUrlKeys('id');

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'messages.title');

const narrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767.98px)').matches;

export default function Messages({ actionData }: Route.ComponentProps) {
  const { messages, total, page } = useLoaderData<typeof loader>();
  const { t } = useAdminT('admin');
  const [params] = useSearchParams();
  const url = useUrlState();
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const search = useDebouncedSearch(url, SEARCH_MAX_LENGTH);
  // Two fetchers: marking an opened message Read never holds up a button's post.
  const { post } = useIntentPost(show);
  const reader = useIntentPost(show);
  const [busy, setBusy] = useState<'responding' | 'deleting' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const lastSelected = useRef<string | null>(null);
  const markedRead = useRef(new Set<string>());

  // The open message stays open when a new search or page leaves it out of the list.
  const id = url.get('id');
  const listed = messages.find((m) => m._id === id) ?? null;
  const [kept, setKept] = useState<Message | null>(listed);
  if (listed && listed !== kept) setKept(listed);
  const selected = listed ?? (kept?._id === id ? kept : null);
  const hrefFor = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('id', id);
    else next.delete('id');
    const s = next.toString();
    return s ? `?${s}` : '?';
  };

  // docs/product.md: opening an unread message marks it Read; the list reloads after the change.
  const selectedId = selected?._id;
  const selectedUnread = selected?.status === 'Unread';
  useEffect(() => {
    if (!selectedId || !selectedUnread || markedRead.current.has(selectedId)) return;
    markedRead.current.add(selectedId);
    // The fetcher's post reads the list again once it is done.
    void reader.post({ intent: 'read', id: selectedId }).then((answer) => {
      if (!answer?.ok) console.error('Could not mark the message read', answer?.message);
    });
  }, [selectedId, selectedUnread, reader]);

  // One pane at a time under 768 px: focus follows the pane that appears.
  useEffect(() => {
    if (selectedId) {
      lastSelected.current = selectedId;
      if (narrow()) headingRef.current?.focus();
    } else if (lastSelected.current && narrow()) {
      document.querySelector<HTMLElement>(`[data-message="${lastSelected.current}"]`)?.focus();
    }
  }, [selectedId]);

  // A post's answer comes once the list was read again (the fetcher's revalidation); a
  // refusal is not followed by one, so the list is read again here.
  async function markResponded() {
    if (!selected) return;
    setBusy('responding');
    const answer = await post({ intent: 'responded', id: selected._id });
    setBusy(null);
    if (answer?.ok) {
      setKept({ ...selected, status: 'Responded' });
      show(t('messages.markedResponded'));
    } else {
      console.error('Could not mark the message responded', answer?.message); // docs/product.md: only logged
      await reload(revalidator);
    }
  }

  async function remove() {
    if (!selected) return;
    setBusy('deleting');
    // Asked first; a confirmed delete carries its confirmation, which the action waits for.
    const answer = await post({ intent: 'remove', id: selected._id }, { confirm: t('messages.confirmDelete') });
    setBusy(null);
    if (!answer) return;
    if (answer.ok) {
      show(answer.message || t('messages.deleted'));
      lastSelected.current = null;
      // The list was read again; now the selection is cleared from the URL.
      url.set({ id: null });
      searchRef.current?.focus();
    } else {
      show(answer.message || t('messages.deleteFailed'), 'error');
      await reload(revalidator);
    }
  }

  // A post without JavaScript: the deletion's answer as the server says it (first asked on
  // the page, in the words of the browser's confirmation), a status change's in the toast's
  // words (docs/product.md: a failed status change is only logged).
  const posted = actionData?.confirm
    ? null
    : actionData?.intent === 'remove'
      ? actionData
      : actionData?.ok
        ? { ...actionData, message: t('messages.markedResponded') }
        : null;
  const ask = (id: string) => {
    const message = selected?._id === id ? selected : messages.find((m) => m._id === id);
    return message
      ? { question: t('messages.confirmDelete'), button: t('messages.delete'), about: message.subject }
      : null;
  };

  const pane = 'min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm';
  return (
    <ManagerPage title={t('messages.title')} width="" toast={toast}>
      <ActionAlert answer={posted} failed={t('messages.deleteFailed')} />
      <AskedAlert answer={actionData} ask={ask} />
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(16rem,2fr)_3fr]">
        <Panel
          title={t('messages.listLabel')}
          titleClassName="sr-only"
          className={`${selected ? 'hidden md:flex' : 'flex'} ${pane} flex-col overflow-hidden md:max-h-[calc(100vh-10rem)]`}
        >
          <div className="border-b border-slate-200 p-3">
            <SearchBox
              id="message-search"
              inputRef={searchRef}
              label={t('messages.searchLabel')}
              placeholder={t('messages.search')}
              value={search.value}
              onChange={search.change}
              maxLength={SEARCH_MAX_LENGTH}
            />
            <p className="mt-2 text-xs text-slate-600" aria-live="polite">
              {t('messages.count', { count: total })}
            </p>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <MessageList
              messages={messages}
              selectedId={selected?._id ?? null}
              loading={revalidator.state === 'loading'}
              hrefFor={hrefFor}
            />
          </div>
          <div className="border-t border-slate-200 px-3 pb-3 empty:hidden">
            <UrlPageNav url={url} page={page} total={total} />
          </div>
        </Panel>

        <section
          aria-labelledby="message-details-heading"
          className={`${selected ? 'block' : 'hidden md:block'} ${pane}`}
        >
          <div className="flex items-center gap-2 border-b border-slate-200 p-3">
            {selected && (
              <Link
                to={hrefFor(null)}
                preventScrollReset
                className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-slate-100 md:hidden"
              >
                <span aria-hidden="true">←</span>
                {t('messages.back')}
              </Link>
            )}
            <h2 id="message-details-heading" className="px-2 text-lg font-semibold whitespace-nowrap text-slate-900">
              {t('messages.details')}
            </h2>
          </div>
          {selected ? (
            <MessageDetail
              message={selected}
              headingRef={headingRef}
              busy={busy}
              onResponded={markResponded}
              onDelete={remove}
            />
          ) : (
            <div className="p-4">
              <EmptyState
                title={
                  <>
                    <span aria-hidden="true" className="block text-4xl">
                      ✉
                    </span>
                    {t('messages.nothingSelected')}
                  </>
                }
                text={t('messages.nothingSelectedHint')}
              />
            </div>
          )}
        </section>
      </div>
    </ManagerPage>
  );
}
