/**
 * Typography for rich-text HTML (the editor's content and the blog view), as Tailwind
 * arbitrary variants so no stylesheet or plugin is needed. Imports nothing, so the
 * view can use it without pulling the editor into its chunk.
 */
export const proseClass = [
  'text-slate-800 leading-relaxed',
  '[&_h1]:mt-4 [&_h1]:text-2xl [&_h1]:font-bold',
  '[&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold',
  '[&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:my-2 [&_li>p]:my-0',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-brand-700 [&_a]:underline',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-3',
  '[&_hr]:my-4 [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full',
].join(' ');
