/**
 * Sorting names the same way on PGlite and on PostgreSQL: the database's own collation
 * differs between them (and between servers), so text is sorted by a key folded like
 * `searchKeyOf` (Turkish letters to ASCII, lower case) and compared byte by byte.
 */
const FROM = 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû';
const TO = 'CGIIOSUAIUcgiosuaiu';

/** SQL for the sort key of the text expression `expression` (never request text). */
export function turkishSortKey(expression: string): string {
  return `lower(translate(${expression}, '${FROM}', '${TO}')) COLLATE "C"`;
}
