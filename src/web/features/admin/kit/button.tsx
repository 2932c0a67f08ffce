import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonTone = 'primary' | 'secondary' | 'outline' | 'danger' | 'destructive' | 'dark' | 'sidebar' | 'link';
export type ButtonSize = 'md' | 'sm';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const tones: Record<ButtonTone, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  outline: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  danger: 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  dark: 'bg-slate-900 text-white hover:bg-slate-800',
  /** On the dashboard's dark side bar. */
  sidebar: 'bg-slate-800 text-white hover:bg-slate-700',
  link: 'text-brand-800 underline underline-offset-2 hover:text-brand-900',
};
const sizes: Record<ButtonSize, string> = { md: 'px-5', sm: 'px-4 text-sm' };

/** The dashboard's one button look, for a `<button>` or a link styled as one. */
export function buttonClass({
  tone = 'primary',
  size = 'md',
  className = '',
}: { tone?: ButtonTone; size?: ButtonSize; className?: string } = {}): string {
  return `${base} ${sizes[size]} ${tones[tone]} ${className}`.trim();
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone; size?: ButtonSize };

/** A button (type "button" unless told): 44 px tall, brand-coloured unless a tone says otherwise. */
export function Button({ tone, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ tone, size, className })} {...props} />;
}

/**
 * A square button showing only an icon: its label is its accessible name and its tooltip.
 * Of type "submit" it is a posted form's button (`IntentForm`), with no `onClick`.
 */
export function IconButton({
  label,
  onClick,
  type = 'button',
  danger = false,
  children,
}: {
  label: string;
  onClick?: () => void;
  type?: 'button' | 'submit';
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-200 bg-white hover:bg-slate-50 ${danger ? 'text-red-700' : 'text-brand-700'}`}
    >
      {children}
    </button>
  );
}

/**
 * A row's action button: its visible word ("Edit") and, for screen readers, the row it
 * acts on ("Edit Sewing"), so a list of them is told apart.
 */
export function RowButton({
  label,
  row,
  tone = 'primary',
  ...props
}: Omit<ButtonProps, 'children' | 'size'> & { label: ReactNode; row: string }) {
  return (
    <Button size="sm" tone={tone} className="whitespace-nowrap" {...props}>
      {label}
      <span className="sr-only"> {row}</span>
    </Button>
  );
}

/** A manager's add button: it opens the form it controls, and says "cancel" while that is open. */
export function AddButton({
  editor,
  add,
  cancel,
}: {
  editor: { isOpen: boolean; formId: string; toggle: () => void };
  add: string;
  cancel: string;
}) {
  return (
    <Button aria-expanded={editor.isOpen} aria-controls={editor.formId} onClick={editor.toggle}>
      {editor.isOpen ? cancel : add}
    </Button>
  );
}
