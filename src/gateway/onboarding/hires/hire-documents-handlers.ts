import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { HireDocument } from '@shared/contract/new-hires';
import type { GatewayDatabase } from '../../db/schema';
import { inTransaction } from '../../db/in-transaction';
import type { OperationHandler } from '../../http/operation-handler';
import { readableFile } from '../../files/file-access';
import type { GatewayServices } from '../../services';
import { type OnboardingCaller, conflict, forbidden, holds, notFound } from '../onboarding-access';
import { managerFieldView } from '../../access/hire-field-filter';
import { findHire } from './hire-rows';
import { loadPeople } from '../people';
import { managedHire, readableHire } from './hire-access';
import { isoTimestamp } from './hire-dates';
import { HIRE_TEXT } from './hire-text';
import { recordIdOf } from './record-ids';

/** The documents kept with a hire: links from the hire to files of the company's file store. */

function documentsQuery(db: Kysely<GatewayDatabase>, companyId: string) {
  return db
    .selectFrom('hire_documents as doc')
    .innerJoin('files as f', (join) => join.onRef('f.id', '=', 'doc.file_id').onRef('f.company_id', '=', 'doc.company_id'))
    .select(['doc.id', 'doc.file_id', 'doc.title', 'doc.uploaded_by', 'doc.created_at', 'f.name', 'f.content_type', 'f.size'])
    .where('doc.company_id', '=', companyId);
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentsQuery>['executeTakeFirstOrThrow']>>;

async function toDocuments(db: Kysely<GatewayDatabase>, companyId: string, rows: readonly DocumentRow[]): Promise<HireDocument[]> {
  const people = await loadPeople(
    db,
    companyId,
    rows.map((row) => row.uploaded_by),
  );
  return rows.map((row) => ({
    _id: row.id,
    fileId: row.file_id,
    title: row.title,
    fileName: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    uploadedBy: row.uploaded_by === null ? null : (people.get(row.uploaded_by) ?? null),
    uploadedAt: isoTimestamp(row.created_at),
  }));
}

/** Under the manager's additional access, their reports' documents are theirs only when the company gives them (docs/gateway.md "Fields"). */
async function requireReportsDocuments(db: Kysely<GatewayDatabase>, caller: OnboardingCaller): Promise<void> {
  if ((await managerFieldView(db, caller))?.documents !== true) throw forbidden();
}

/** Those who manage hires change documents; a manager their reports' when the company gives them. */
async function requireDocumentChange(db: Kysely<GatewayDatabase>, caller: OnboardingCaller): Promise<void> {
  if (holds(caller, 'new_hires', 'manage')) return;
  if (!caller.managerAccess) throw forbidden();
  await requireReportsDocuments(db, caller);
}

/** `GET /NewHire/get-hire-doc/{userId}`: by the hire's id or the id of the hire's own account, newest first. */
export function listHireDocumentsHandler(services: GatewayServices): OperationHandler<'newHire.documents'> {
  return async ({ userId }, { caller }) => {
    const { db } = services;
    const hire = await readableHire(db, caller, userId);
    if (caller.managerAccess && hire.user_id !== caller.userId) await requireReportsDocuments(db, caller);
    const rows = await documentsQuery(db, caller.companyId)
      .where('doc.hire_id', '=', hire.id)
      .orderBy('doc.created_at', 'desc')
      .orderBy('doc.id', 'desc')
      .execute();
    return { message: HIRE_TEXT.documents, data: await toDocuments(db, caller.companyId, rows) };
  };
}

export const FILE_ALREADY_KEPT = 'FILE_ALREADY_KEPT';

/** `POST NewHire/add-hire-doc/{hireId}`: keeps an uploaded file of the company with the hire, under a title. */
export function addHireDocumentHandler(): OperationHandler<'newHire.addDocument'> {
  return async ({ hireId, fileId, title }, { caller, db }) => {
    await requireDocumentChange(db, caller);
    const hire = await managedHire(db, caller, hireId);
    const id = randomUUID();
    await inTransaction(db, async (trx) => {
      // Only a file the caller may read can be kept: keeping it is what lets others read it.
      const file = await readableFile(trx, caller, fileId, { forAttaching: true });
      if (file === undefined) throw notFound(HIRE_TEXT.fileNotFound);
      // Removing a document deletes its file, so a file is kept with one hire only.
      const kept = await trx
        .selectFrom('hire_documents')
        .select('id')
        .where('company_id', '=', caller.companyId)
        .where('file_id', '=', file.id)
        .executeTakeFirst();
      if (kept !== undefined) throw conflict(HIRE_TEXT.fileAlreadyKept, FILE_ALREADY_KEPT);
      await trx
        .insertInto('hire_documents')
        .values({
          id,
          company_id: caller.companyId,
          hire_id: hire.id,
          file_id: file.id,
          title,
          uploaded_by: caller.userId,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
    const rows = await documentsQuery(db, caller.companyId).where('doc.id', '=', id).execute();
    const [document] = await toDocuments(db, caller.companyId, rows);
    if (document === undefined) throw notFound(HIRE_TEXT.documentNotFound);
    return { message: HIRE_TEXT.documentAdded, data: document };
  };
}

/** `DELETE NewHire/remove-hire-doc/{documentId}`: the link and the file go together. */
export function removeHireDocumentHandler(services: GatewayServices): OperationHandler<'newHire.removeDocument'> {
  return async ({ documentId }, { caller }) => {
    const { db } = services;
    await requireDocumentChange(db, caller);
    const id = recordIdOf(documentId);
    const document =
      id === null
        ? undefined
        : await db
            .selectFrom('hire_documents')
            .select(['id', 'file_id', 'hire_id'])
            .where('company_id', '=', caller.companyId)
            .where('id', '=', id)
            .executeTakeFirst();
    // A document of a hire out of the caller's reach is as unknown as another company's.
    if (document === undefined || (await findHire(db, caller.companyId, document.hire_id, { reach: caller.reach })) === undefined)
      throw notFound(HIRE_TEXT.documentNotFound);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('hire_documents').where('company_id', '=', caller.companyId).where('id', '=', document.id).execute();
      await trx.deleteFrom('files').where('company_id', '=', caller.companyId).where('id', '=', document.file_id).execute();
      // Should the same file also be the company's logo, the logo goes with it rather than pointing nowhere.
      await trx.updateTable('companies').set({ logo_file_id: null }).where('id', '=', caller.companyId).where('logo_file_id', '=', document.file_id).execute();
    });
    return { message: HIRE_TEXT.documentRemoved };
  };
}
