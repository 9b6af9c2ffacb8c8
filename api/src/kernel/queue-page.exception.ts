// What a page link that is not one a queue gave out is answered with (queue-page.ts).
import { DomainException } from '../common/domain.exception';

export enum QueuePageErrorCode {
  BadCursor = 'QUEUE_BAD_CURSOR',
  CursorOfOtherSort = 'QUEUE_CURSOR_OF_OTHER_SORT',
}

export class QueuePageException extends DomainException<QueuePageErrorCode> {
  static badCursor(): QueuePageException {
    const message =
      'This page link is not one this list gave out (it may have been cut short or altered): go back to the first page.';
    return new QueuePageException(QueuePageErrorCode.BadCursor, 'invalid', message, { cursor: message });
  }

  static cursorOfOtherSort(): QueuePageException {
    const message =
      'This page link belongs to the list in another order: go back to the first page after changing the sort.';
    return new QueuePageException(QueuePageErrorCode.CursorOfOtherSort, 'invalid', message, { cursor: message });
  }
}
