import { companyDetailsHandler } from './company-details-handler';
import { departmentsHandler, locationsHandler, otherCriteriaHandler } from './company-places-handlers';
import { mergePlaceHandler } from './merge-place-handler';
import { addPlaceHandler, archivePlaceHandler, placesHandler, updatePlaceHandler } from './place-handlers';
import { addDayOffHandler, holidayCountriesHandler, importHolidaysHandler, locationHolidaysHandler, removeDayOffHandler } from './location-holidays-handlers';
import { brandedAssetsHandler, checkBrandAssetHandler, updateBrandedAssetsHandler } from './branded-assets-handlers';
import { updateWorkingDaysHandler, workingDaysHandler } from './working-days-handlers';
import type { NamespaceHandlers } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';

/** The `settings.*` operations: the company's details, branding, departments, locations, working days and holidays. */
export function settingsHandlers(services: GatewayServices): NamespaceHandlers<'settings'> {
  return {
    'settings.companyDetails': companyDetailsHandler(services),
    'settings.brandedAssets': brandedAssetsHandler(services),
    'settings.checkBrandAsset': checkBrandAssetHandler(services),
    'settings.updateBrandedAssets': updateBrandedAssetsHandler(services),
    'settings.departments': departmentsHandler(services),
    'settings.locations': locationsHandler(services),
    'settings.otherCriteria': otherCriteriaHandler(services),
    'settings.places': placesHandler(services),
    'settings.addPlace': addPlaceHandler(services),
    'settings.updatePlace': updatePlaceHandler(services),
    'settings.archivePlace': archivePlaceHandler(services),
    'settings.mergePlace': mergePlaceHandler(services),
    'settings.workingDays': workingDaysHandler(services),
    'settings.updateWorkingDays': updateWorkingDaysHandler(services),
    'settings.holidayCountries': holidayCountriesHandler(),
    'settings.locationHolidays': locationHolidaysHandler(services),
    'settings.importHolidays': importHolidaysHandler(services),
    'settings.addDayOff': addDayOffHandler(services),
    'settings.removeDayOff': removeDayOffHandler(services),
  };
}
