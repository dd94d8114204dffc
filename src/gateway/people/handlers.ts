import type { NamespaceHandlers } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { invitePersonHandler } from './invite-person-handler';
import { listPeopleHandler } from './list-people-handler';
import { changeRoleHandler, deactivateHandler, reactivateHandler } from './person-access-handlers';
import { resendInvitationHandler } from './resend-invitation-handler';

/** The `people.*` operations: the company's staff users on /settings/permissions. */
export function peopleHandlers(services: GatewayServices): NamespaceHandlers<'people'> {
  return {
    'people.list': listPeopleHandler(services),
    'people.invite': invitePersonHandler(services),
    'people.resendInvitation': resendInvitationHandler(services),
    'people.changeRole': changeRoleHandler(services),
    'people.deactivate': deactivateHandler(services),
    'people.reactivate': reactivateHandler(services),
  };
}
