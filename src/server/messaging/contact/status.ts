import { type MessageStatus, messageStatuses } from '~/shared/schemas/message';
import { translate } from '~/shared/i18n';

/**
 * The one rule for a contact message's status: it only moves forward,
 * Unread -> Read -> Responded. Staying put is allowed (opening a read message
 * again marks it Read again); nothing moves back (docs/product.md: "Nothing allows moving back to Unread").
 */
const order: Record<MessageStatus, number> = { Unread: 0, Read: 1, Responded: 2 };

export function canMoveStatus(from: MessageStatus, to: MessageStatus): boolean {
  return order[to] >= order[from];
}

/** The statuses a message may have now for `to` to be allowed (used in the guarded UPDATE). */
export function statusesAllowedBefore(to: MessageStatus): MessageStatus[] {
  return messageStatuses.filter((from) => canMoveStatus(from, to));
}

/** The 409 message for a refused move. */
export function backwardsMoveMessage(from: MessageStatus, to: MessageStatus): string {
  return translate('validation:message.statusBackwards', { from, to });
}
