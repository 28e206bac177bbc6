/**
 * Names are plain text: a tag (or a lone angle bracket) in a DJ's, venue's, production line's or event's name is
 * refused with a message, rather than stored and shown back as literal markup on a public page.
 */
export const MARKUP = /<[^>]*>|[<>]/;

export function isPlainText(value: string): boolean {
  return !MARKUP.test(value);
}

export function plainTextMessage(label: string): string {
  return `${label} must be plain text (no HTML)`;
}
