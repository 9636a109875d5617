import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { inert } from '../../lib/inert-cell';

/**
 * Sends rows as a CSV download. The byte-order mark lets spreadsheet programs read the accents
 * of members' names as UTF-8; csv-stringify quotes commas, quotes and line breaks in them.
 */
export function sendCsv(
  reply: FastifyReply,
  { name, columns, rows }: { name: string; columns: string[]; rows: (string | number | null)[][] },
) {
  const body = stringify(
    rows.map((row) => row.map(inert)),
    { bom: true, header: true, columns },
  );
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(body);
}
