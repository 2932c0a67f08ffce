/**
 * A form's fields as the nested object a settings section is: names are paths
 * (`headline.en`, `tiers.0.amount`, `social.facebook`); a numeric segment makes an array.
 */
export function formObject(form: HTMLFormElement): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement))
      continue;
    if (!el.name || el.disabled || (el instanceof HTMLInputElement && el.type === 'file')) continue;
    setPath(root, el.name.split('.'), el.value);
  }
  return root;
}

export function setPath(root: Record<string, unknown>, parts: string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = root;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const key = /^\d+$/.test(part) ? Number(part) : part;
    const bag = node as Record<string | number, unknown>;
    if (last) {
      bag[key] = value;
      return;
    }
    bag[key] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    node = bag[key] as Record<string, unknown>;
  });
}
