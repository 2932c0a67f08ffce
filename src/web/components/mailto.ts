/**
 * A `mailto:` link to an address, with optional headers (`subject`, `body`). The address
 * is percent-encoded (its `@` kept readable): an address stored before the e-mail schema
 * refused `?&%=#` (`victim@example.org?bcc=attacker%40evil.test`) stays one recipient, and
 * can neither add a header such as a Bcc nor cut itself short. Every `mailto:` link the
 * site builds goes through here (mailto.test.ts checks).
 */
export function mailtoHref(email: string, headers: Record<string, string> = {}): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  const query = Object.entries(headers)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
