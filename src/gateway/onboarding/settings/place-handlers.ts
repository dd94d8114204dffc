import { PLACE_NOUNS, type PlaceKind } from '@shared/company-places';
import { recordSettingChange } from '../../criteria/setting-changes';
import type { OperationHandler } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { companyPlaceViews, loadPlaceRows } from './company-place-view';
import { PLACE_STORES } from './place-kinds';
import { insertPlace, placeAfterWrite, placeColumns, placeRow, refuseTakenName, stalePlace, updatePlaceAtVersion } from './place-writes';
import { PLACES_TEXT } from './places-text';

const describe = (kind: PlaceKind, name: string) => `${PLACE_NOUNS[kind].one} “${name}”`;

/** `GET settings/places/{kind}`: every department, location or other criterion, archived ones included, with usage. */
export function placesHandler(services: GatewayServices): OperationHandler<'settings.places'> {
  return async ({ kind }, { caller }) => {
    const rows = await loadPlaceRows(services.db, caller.companyId, kind);
    return { message: PLACES_TEXT.listed[kind], data: await companyPlaceViews(services.db, caller.companyId, kind, rows) };
  };
}

/** `POST settings/places/{kind}`: adds one under a name new to the company. */
export function addPlaceHandler(services: GatewayServices): OperationHandler<'settings.addPlace'> {
  return async ({ kind, ...fields }, { caller }) => {
    const id = await services.db.transaction().execute(async (trx) => {
      await refuseTakenName(trx, caller.companyId, kind, fields.name);
      const added = await insertPlace(trx, caller.companyId, kind, fields, new Date().toISOString());
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLACE_STORES[kind].area,
        entityId: added,
        action: 'created',
        summary: `Added ${describe(kind, fields.name)}.`,
        changedBy: caller.userId,
      });
      return added;
    });
    return { message: PLACES_TEXT.added(kind, fields.name), data: await placeAfterWrite(services.db, caller.companyId, kind, id) };
  };
}

/** `PUT settings/places/{kind}/{id}`: renames or edits one at the version read; rules hold its id, so they keep it. */
export function updatePlaceHandler(services: GatewayServices): OperationHandler<'settings.updatePlace'> {
  return async ({ kind, id, version, ...fields }, { caller }) => {
    const before = await placeRow(services.db, caller.companyId, kind, id);
    if (Number(before.version) !== version) throw stalePlace(kind, Number(before.version));
    await services.db.transaction().execute(async (trx) => {
      await refuseTakenName(trx, caller.companyId, kind, fields.name, before.id);
      await updatePlaceAtVersion(trx, caller.companyId, kind, before.id, version, placeColumns(kind, fields));
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLACE_STORES[kind].area,
        entityId: before.id,
        action: 'updated',
        summary: before.name === fields.name ? `Edited ${describe(kind, fields.name)}.` : `Renamed ${describe(kind, before.name)} to “${fields.name}”.`,
        changedBy: caller.userId,
      });
    });
    return { message: PLACES_TEXT.saved(kind, fields.name), data: await placeAfterWrite(services.db, caller.companyId, kind, before.id) };
  };
}

/** `PUT settings/places/{kind}/{id}/archived`: archives one (it stays where it is used) or brings it back. */
export function archivePlaceHandler(services: GatewayServices): OperationHandler<'settings.archivePlace'> {
  return async ({ kind, id, version, archived }, { caller }) => {
    const before = await placeRow(services.db, caller.companyId, kind, id);
    if (Number(before.version) !== version) throw stalePlace(kind, Number(before.version));
    await services.db.transaction().execute(async (trx) => {
      await updatePlaceAtVersion(trx, caller.companyId, kind, before.id, version, { archived_at: archived ? new Date().toISOString() : null });
      await recordSettingChange(trx, {
        companyId: caller.companyId,
        area: PLACE_STORES[kind].area,
        entityId: before.id,
        action: archived ? 'archived' : 'restored',
        summary: `${archived ? 'Archived' : 'Brought back'} ${describe(kind, before.name)}.`,
        changedBy: caller.userId,
      });
    });
    return {
      message: archived ? PLACES_TEXT.archived(kind, before.name) : PLACES_TEXT.unarchived(kind, before.name),
      data: await placeAfterWrite(services.db, caller.companyId, kind, before.id),
    };
  };
}
