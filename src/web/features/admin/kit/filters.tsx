import { useId, type ReactNode, type Ref } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { TextField, inputClass } from '~/web/components/field';
import { Button, buttonClass } from './button';
import { useDebouncedSearch } from './debounced-search';
import type { useUrlState } from './pagination';

/** A row of filters above a list (search box first), announced as a search landmark. */
export function FilterBar({
  children,
  className = 'sm:grid-cols-[1fr_16rem]',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="search" className={`mt-6 grid gap-3 ${className}`}>
      {children}
    </div>
  );
}

/** What an `SrLabelled` control is bound with: its value and change, its look. */
interface ControlBinding {
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  className: string;
}

/**
 * A filter's control (an input, a select) labelled for screen readers only: `children`
 * draws it with the label's id and the props it shares with the others (the value
 * reported as text on each change, the look).
 */
function SrLabelled({
  label,
  id: givenId,
  value,
  onChange,
  children,
}: {
  label: string;
  /** The control's id (default: a generated one). */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  children: (id: string, bind: ControlBinding) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children(id, {
        value,
        onChange: (e) => onChange(e.currentTarget.value),
        className: `${inputClass} mt-0`,
      })}
    </div>
  );
}

/** A search box labelled for screen readers only (its placeholder says it to the eye). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  id: givenId,
  inputRef,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** The input's id (default: a generated one). */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <SrLabelled label={label} id={givenId} value={value} onChange={onChange}>
      {(id, bind) => (
        <input id={id} ref={inputRef} type="search" maxLength={maxLength} placeholder={placeholder} {...bind} />
      )}
    </SrLabelled>
  );
}

/** A filter's select, labelled for screen readers only; the first option is "all". */
export function FilterSelect({
  label,
  value,
  onChange,
  all,
  options,
  id: givenId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option's words, standing for no filter (value ''); none when not given (a sort). */
  all?: string;
  options: readonly { value: string; label: string }[];
  /** The select's id (default: a generated one). */
  id?: string;
}) {
  return (
    <SrLabelled label={label} id={givenId} value={value} onChange={onChange}>
      {(id, bind) => (
        <select id={id} {...bind}>
          {all !== undefined && <option value="">{all}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </SrLabelled>
  );
}

/**
 * A search sent as a plain GET form (`?q=`): it works before the page's script has
 * loaded, and the loader reads it. `clear` shows a link back to the whole list.
 */
export function SearchForm({
  label,
  value,
  maxLength,
  submit,
  clear,
  name = 'q',
  active = value !== '',
  submitOnSelect = false,
  clearTo = '?',
  children,
}: {
  label: string;
  value: string;
  maxLength: number;
  submit: string;
  clear: string;
  /** The text field's name (default `q`). */
  name?: string;
  /** A filter is set: the clear link shows (default: when the text is not empty). */
  active?: boolean;
  /** A select's change sends the form at once (the text waits for the button). */
  submitOnSelect?: boolean;
  /** Where the clear link goes (default: the screen without its query). */
  clearTo?: string;
  /** More fields of the same form (filters), before the buttons. */
  children?: ReactNode;
}) {
  const send = useSubmit();
  return (
    <Form
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      onChange={(e) => {
        if (submitOnSelect && e.target instanceof HTMLSelectElement)
          void send(e.currentTarget, { replace: true, preventScrollReset: true });
      }}
    >
      <TextField
        label={label}
        name={name}
        type="search"
        maxLength={maxLength}
        defaultValue={value}
        className="min-w-56 flex-1"
      />
      {children}
      <Button type="submit" tone="dark" size="sm">
        {submit}
      </Button>
      {active && (
        <Link to={clearTo} className={buttonClass({ tone: 'secondary', size: 'sm' })}>
          {clear}
        </Link>
      )}
    </Form>
  );
}

/**
 * A list's search (debounced into `?q=`) and one select kept in the URL under `select.name`,
 * both applied by the server before it cuts the page.
 */
export function UrlFilters({
  url,
  search,
  select,
}: {
  url: ReturnType<typeof useUrlState>;
  search: { label: string; placeholder: string; maxLength: number };
  select: { name: string; label: string; all: string; options: readonly { value: string; label: string }[] };
}) {
  const query = useDebouncedSearch(url, search.maxLength);
  return (
    <FilterBar>
      <SearchBox {...search} value={query.value} onChange={query.change} />
      <FilterSelect
        label={select.label}
        value={url.get(select.name)}
        onChange={(value) => url.set({ [select.name]: value })}
        all={select.all}
        options={select.options}
      />
    </FilterBar>
  );
}
