import { accessHandlers } from './access/handlers';
import { authHandlers } from './auth/handlers';
import { companyRegisterHandlers } from './company-register/handlers';
import { criteriaHandlers } from './criteria/handlers';
import type { AllHandlers } from './http/operation-handler';
import { fieldsHandlers } from './onboarding/fields/handlers';
import { newHireHandlers } from './onboarding/hires/handlers';
import { plansHandlers } from './onboarding/plans/handlers';
import { settingsHandlers } from './onboarding/settings/handlers';
import { setupHandlers } from './onboarding/setup/handlers';
import { peopleHandlers } from './people/handlers';
import { tasksHandlers } from './onboarding/tasks/handlers';
import type { GatewayServices } from './services';
import { usersHandlers } from './users/handlers';
import { welcomePagesHandlers } from './welcome-pages/handlers';

/** Every onboarding operation's handler: each name space's map, from the gateway folder of that name space (docs/gateway.md). */
export function createHandlers(services: GatewayServices): AllHandlers {
  return {
    ...authHandlers(services),
    ...usersHandlers(services),
    ...companyRegisterHandlers(services),
    ...newHireHandlers(services),
    ...tasksHandlers(services),
    ...settingsHandlers(services),
    ...plansHandlers(services),
    ...criteriaHandlers(services),
    ...peopleHandlers(services),
    ...setupHandlers(services),
    ...fieldsHandlers(services),
    ...accessHandlers(services),
    ...welcomePagesHandlers(services),
  };
}
