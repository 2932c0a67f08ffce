import {
  createElement,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-600';

interface FieldShell {
  label: ReactNode;
  /** Already translated error text; tied to the control with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  className?: string;
}

function Shell({ id, label, error, hint, className, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** The control's id (given or generated) and the attributes that tie it to its label, hint and error. */
function useControl({ id: given, error, hint }: { id?: string; error?: string; hint?: ReactNode }) {
  const auto = useId();
  const id = given ?? auto;
  return {
    id,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  };
}

/** A labelled form field around one control: the shell, the ids and the error state are the same for each kind. */
function fieldOf<Attributes extends { id?: string }>(tag: 'input' | 'textarea' | 'select') {
  return function Field({ label, error, hint, className, ...input }: FieldShell & Attributes) {
    const control = useControl({ id: input.id, error, hint });
    return (
      <Shell id={control.id} label={label} error={error} hint={hint} className={className}>
        {createElement(tag, { ...control, ...input, id: control.id })}
      </Shell>
    );
  };
}

export const TextField = fieldOf<InputHTMLAttributes<HTMLInputElement>>('input');
export const TextArea = fieldOf<TextareaHTMLAttributes<HTMLTextAreaElement>>('textarea');
export const SelectField = fieldOf<SelectHTMLAttributes<HTMLSelectElement>>('select');
