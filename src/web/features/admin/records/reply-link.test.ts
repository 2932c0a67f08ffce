import { describe, expect, it } from 'vitest';
import { replyHref } from './reply-link';

describe('replyHref', () => {
  it('fills the subject with "Re: …" once, encoded', () => {
    expect(replyHref('jean@example.org', 'Volunteering in May')).toBe(
      'mailto:jean@example.org?subject=Re%3A%20Volunteering%20in%20May',
    );
    expect(replyHref('jean@example.org', 'RE: Visit')).toBe('mailto:jean@example.org?subject=RE%3A%20Visit');
    const hostile = replyHref('a@example.org', 'Hi & bcc=x@evil.example?#');
    expect(hostile).toBe('mailto:a@example.org?subject=Re%3A%20Hi%20%26%20bcc%3Dx%40evil.example%3F%23');
    expect(new URL(hostile).searchParams.get('subject')).toBe('Re: Hi & bcc=x@evil.example?#');
  });
});
