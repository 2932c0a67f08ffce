import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { type ChainedCommands, type Editor, useEditorState } from '@tiptap/react';
import { useAdminT } from '../admin-i18n';

interface Tool {
  key: string;
  label: string;
  glyph: ReactNode;
  run: () => void;
  /** Toggles report their state with aria-pressed; actions (undo) have none. */
  pressed?: boolean;
  disabled?: boolean;
}

// An SVG rather than an emoji: not every device has an emoji font.
const LinkGlyph = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);

/** Only web and mail links; a bare "example.org" becomes https://example.org. */
function normaliseHref(raw: string): string | null {
  const href = raw.trim();
  if (!href) return '';
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  return `https://${href.replace(/^\/+/, '')}`;
}

/**
 * The editor's toolbar, as the WAI-ARIA toolbar pattern: one tab stop, arrow keys
 * (Home, End) move between buttons, toggles carry aria-pressed.
 */
export function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const { t } = useAdminT('adminContent');
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  function editLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const answer = window.prompt(t('editor.linkPrompt'), previous);
    if (answer === null) return;
    const href = normaliseHref(answer);
    if (href === null) return;
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  }

  /** A toggle of a mark or a block: pressed while the selection has it. */
  const toggle = (
    key: string,
    label: string,
    glyph: ReactNode,
    pressed: boolean,
    command: (c: ChainedCommands) => ChainedCommands,
  ): Tool => ({ key, label: t(`editor.${label}`), glyph, pressed, run: () => command(chain()).run() });
  const tools: Tool[] = [
    toggle('bold', 'bold', <b>B</b>, state.bold, (c) => c.toggleBold()),
    toggle('italic', 'italic', <i>I</i>, state.italic, (c) => c.toggleItalic()),
    toggle('underline', 'underline', <u>U</u>, state.underline, (c) => c.toggleUnderline()),
    toggle('strike', 'strike', <s>S</s>, state.strike, (c) => c.toggleStrike()),
    toggle('h2', 'heading2', 'H2', state.h2, (c) => c.toggleHeading({ level: 2 })),
    toggle('h3', 'heading3', 'H3', state.h3, (c) => c.toggleHeading({ level: 3 })),
    toggle('ul', 'bulletList', '•≡', state.bulletList, (c) => c.toggleBulletList()),
    toggle('ol', 'orderedList', '1.', state.orderedList, (c) => c.toggleOrderedList()),
    toggle('quote', 'blockquote', '❝', state.blockquote, (c) => c.toggleBlockquote()),
    { key: 'link', label: t('editor.link'), glyph: <LinkGlyph />, pressed: state.link, run: editLink },
    { key: 'undo', label: t('editor.undo'), glyph: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: t('editor.redo'), glyph: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: focused === last ? 0 : focused + 1,
      ArrowLeft: focused === 0 ? last : focused - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1"
    >
      {tools.map((tool, i) => (
        <button
          key={tool.key}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          tabIndex={i === focused ? 0 : -1}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed}
          aria-disabled={tool.disabled || undefined}
          onFocus={() => setFocused(i)}
          onClick={() => {
            if (!tool.disabled) tool.run();
          }}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-sm font-semibold text-slate-800 hover:bg-slate-200 aria-disabled:opacity-40 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          <span aria-hidden="true">{tool.glyph}</span>
        </button>
      ))}
    </div>
  );
}
