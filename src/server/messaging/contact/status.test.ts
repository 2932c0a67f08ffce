import { describe, expect, it } from 'vitest';
import { backwardsMoveMessage, canMoveStatus, statusesAllowedBefore } from './status';

describe('message status rule', () => {
  it('moves forward only, and allows staying put', () => {
    expect(canMoveStatus('Unread', 'Read')).toBe(true);
    expect(canMoveStatus('Read', 'Responded')).toBe(true);
    expect(canMoveStatus('Unread', 'Responded')).toBe(true);
    expect(canMoveStatus('Unread', 'Unread')).toBe(true);
    expect(canMoveStatus('Read', 'Read')).toBe(true);
    expect(canMoveStatus('Responded', 'Responded')).toBe(true);
  });

  it('never moves back', () => {
    expect(canMoveStatus('Read', 'Unread')).toBe(false);
    expect(canMoveStatus('Responded', 'Read')).toBe(false);
    expect(canMoveStatus('Responded', 'Unread')).toBe(false);
  });

  it('lists the statuses from which a move is allowed', () => {
    expect(statusesAllowedBefore('Unread')).toEqual(['Unread']);
    expect(statusesAllowedBefore('Read')).toEqual(['Unread', 'Read']);
    expect(statusesAllowedBefore('Responded')).toEqual(['Unread', 'Read', 'Responded']);
  });

  it('explains a refused move in English', () => {
    expect(backwardsMoveMessage('Responded', 'Read')).toBe(
      'This message is already marked Responded and cannot be set back to Read',
    );
  });
});
