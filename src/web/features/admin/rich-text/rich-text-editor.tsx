import { useId } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { proseClass } from './prose';
import { Toolbar } from './toolbar';

export interface RichTextEditorProps {
  /** HTML the editor starts with (read once, when it mounts). */
  initialHtml: string;
  /** The HTML after each change, or '' when the document is empty. */
  onChange: (html: string) => void;
  /** Id of the visible label, and of the hint or error that describes the field. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A TipTap (ProseMirror) editor producing the HTML the public post shows (the server
 * sanitises it on save, to the same elements the toolbar offers). Default export so
 * the blog page loads it with React.lazy: no public page, and no other admin page,
 * carries ProseMirror.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const contentId = useId();
  const editor = useEditor({
    // Only ever mounted in the browser (inside an open dialog), but the hook also
    // has to be safe if a server render reaches it.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: null, target: null },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: `min-h-48 max-h-[50vh] overflow-y-auto px-3 py-2 text-base focus:outline-none ${proseClass}`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <div className={`mt-1 rounded-md border bg-white ${invalid ? 'border-red-600' : 'border-slate-300'}`}>
      {editor ? (
        <>
          <Toolbar editor={editor} controls={contentId} />
          <EditorContent editor={editor} />
        </>
      ) : (
        <div className="min-h-48" />
      )}
    </div>
  );
}
