import type { CellValue } from 'exceljs';

/**
 * What a cell holds once Excel's wrappers are removed: a number, trimmed text, or null for a
 * blank. A formula counts as its last computed result; rich text and links as their text;
 * dates and error values (#N/A…) as text, so a number column rejects them with their shown form.
 */
export type CellContent = number | string | null;

export function cellContent(value: CellValue): CellContent {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return cellContent(value.richText.map((part) => part.text).join(''));
  if ('hyperlink' in value) return cellContent(value.text);
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (result === undefined) return `=${'formula' in value ? value.formula : value.sharedFormula}`;
    return typeof result === 'object' && !(result instanceof Date) ? result.error : cellContent(result);
  }
  return null;
}

/** The content as a number: numbers as they are, numeric text ("4", " 72.5 ") parsed; else null. */
export function asNumber(content: CellContent): number | null {
  if (typeof content === 'number') return content;
  if (content === null || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(content)) return null;
  return Number(content);
}

/** The content as text, numbers written plainly ("18"). */
export function asText(content: CellContent): string {
  return content === null ? '' : String(content);
}
