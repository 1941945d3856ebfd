import type { MessageDescriptor } from 'react-intl';

/**
 * Declares an app's messages (English text as `defaultMessage`; @formatjs/cli extracts them by this
 * function's name). Unlike react-intl's typed variant it lets `formatMessage` take any values, so
 * messages with ICU arguments need no hand-written value types.
 */
export function defineMessages<K extends string>(
  messages: Record<K, MessageDescriptor & { id: string; defaultMessage: string }>,
): Record<K, MessageDescriptor> {
  return messages;
}
