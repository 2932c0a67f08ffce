import { mailtoHref } from '~/web/components/mailto';

/**
 * A reply in the staff member's own mail client: `mailto:` the sender, subject "Re: …"
 * (not "Re: Re: …"). Encoded so a subject with "&", "?" or "#" cannot add headers or
 * cut the address short.
 */
export function replyHref(email: string, subject: string): string {
  const trimmed = subject.trim();
  const re = /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
  return mailtoHref(email, { subject: re });
}
