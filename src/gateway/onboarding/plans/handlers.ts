import type { NamespaceHandlers } from '../../http/operation-handler';
import type { GatewayServices } from '../../services';
import { archivePlanHandler, createPlanHandler, listPlansHandler, reorderTaskTemplatesHandler, updatePlanHandler } from './plan-handlers';
import { addTaskTemplateHandler, removeTaskTemplateHandler, updateTaskTemplateHandler } from './task-template-handlers';

/** The `plans.*` operations: the company's onboarding plans and their task templates on /settings/tasks. */
export function plansHandlers(services: GatewayServices): NamespaceHandlers<'plans'> {
  return {
    'plans.list': listPlansHandler(services),
    'plans.create': createPlanHandler(),
    'plans.update': updatePlanHandler(),
    'plans.archive': archivePlanHandler(),
    'plans.reorderTaskTemplates': reorderTaskTemplatesHandler(),
    'plans.addTaskTemplate': addTaskTemplateHandler(),
    'plans.updateTaskTemplate': updateTaskTemplateHandler(),
    'plans.removeTaskTemplate': removeTaskTemplateHandler(),
  };
}
