import { useId, useState } from 'react';

/**
 * A manager's add/edit form opened in the page: closed, adding ('new'), or editing a
 * record (docs/product.md: the mode follows the id). `formId` ties the add button to the form.
 */
export function useEditor<T extends { _id: string }>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const formId = useId();
  return {
    formId,
    isOpen: editing !== null,
    /** The record edited (null: a new one). */
    record: editing === 'new' ? null : editing,
    /** The form's key: it starts afresh for another record. */
    key: editing === 'new' ? 'new' : (editing?._id ?? ''),
    open: (record: T | 'new') => setEditing(record),
    close: () => setEditing(null),
    toggle: () => setEditing(editing ? null : 'new'),
    /** A deleted record's form closes with it. */
    closeIf: (id: string) => {
      if (editing !== 'new' && editing?._id === id) setEditing(null);
    },
  };
}
