/** Numbering of the legal pages' sections: the table of contents says "01", the section's kicker "Section 01". */
export function sectionNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}

export function sectionKicker(sections: readonly { id: string }[], id: string): string {
  return `Section ${sectionNumber(sections.findIndex((s) => s.id === id))}`;
}
