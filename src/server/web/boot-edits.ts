/**
 * Runs in the browser, bundled into the boot loader (boot-loader.ts): what a visitor
 * chose or typed before React took over is handed to React once it has (issue 39).
 *
 * A tap on a radio (an amount, a payment method) or a checkbox checks it natively, and
 * the same tap is what boots React (decision 007). React hydrates keeping what the page
 * shows, but a controlled field's state still holds the server's value: its next render
 * put the field back, so the first tap was lost and the form's button stayed disabled.
 * Each edited field is replayed once, in order, as React listens for it (a click for a
 * radio or a checkbox, an `input` event for a text field), after telling React's value
 * tracker (an own property of the element) another value, so that React sees a change.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

/** Starts recording; the returned function replays the edits (once React has hydrated). */
export function recordEdits(doc: Document): () => void {
  const edits = new Map<Field, string | boolean>();
  const record = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    edits.delete(field);
    edits.set(field, /^(radio|checkbox)$/.test(field.type) ? (field as HTMLInputElement).checked : field.value);
  };
  doc.addEventListener('input', record, true);

  return () => {
    doc.removeEventListener('input', record, true);
    edits.forEach((value, field) => {
      if (!field.isConnected || field.disabled || /^(password|file)$/.test(field.type)) return;
      if (typeof value === 'boolean') {
        (field as HTMLInputElement).checked = !value;
        field.click();
      } else if (value !== field.defaultValue) {
        field.value = value ? '' : ' ';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
  };
}
