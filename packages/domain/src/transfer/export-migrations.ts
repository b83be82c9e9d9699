import { z } from 'zod';
import { code } from '../shared/errors';
import { EXPORT_VERSION, exportDocumentSchema } from './export-document.schema';

/** A document of one version turned into the next version's shape (its `version` raised by one). */
export type ExportMigration = (document: Record<string, unknown>) => Record<string, unknown>;

/**
 * `exportMigrations[n]` turns a version-n document into version n + 1. Version 1 is the first one written; a
 * change to the document's shape raises EXPORT_VERSION and adds its step here.
 * - 1 → 2: the notification settings (issue 24); a version-1 account had none set, so the defaults.
 */
export const exportMigrations: Readonly<Record<number, ExportMigration>> = {
  1: (document) => ({ ...document, notifications: null }),
};

/** Walks a document up to EXPORT_VERSION; undefined when no chain of steps leads there. */
export function migrateExportDocument(
  document: Record<string, unknown> & { version: number },
  migrations: Readonly<Record<number, ExportMigration>> = exportMigrations,
  target = EXPORT_VERSION,
): Record<string, unknown> | undefined {
  let current: Record<string, unknown> = document;
  for (let version = document.version; version !== target; version++) {
    const step = migrations[version];
    if (version > target || !step) return undefined;
    current = { ...step(current), version: version + 1 };
  }
  return current;
}

/** An uploaded document of any version this app reads, migrated and then checked as the current one. */
export const uploadedDocumentSchema = z
  .looseObject({
    version: z.number({ error: code('transfer.format') }).int(code('transfer.version')),
  })
  .transform((document, ctx) => {
    const migrated = migrateExportDocument(document);
    if (migrated) return migrated;
    ctx.addIssue({ code: 'custom', message: code('transfer.version'), path: ['version'], input: document });
    return z.NEVER;
  })
  .pipe(exportDocumentSchema);

/** POST /api/import: the document, and `dryRun` for the preview that writes nothing. */
export const importDocumentInput = z.object({
  document: uploadedDocumentSchema,
  dryRun: z.boolean().default(false),
});
export type ImportDocumentInput = z.input<typeof importDocumentInput>;
