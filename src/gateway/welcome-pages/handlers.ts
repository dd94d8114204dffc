import type { NamespaceHandlers } from '../http/operation-handler';
import type { GatewayServices } from '../services';
import { audienceHandler } from './audience-handler';
import {
  createPageHandler,
  getPageHandler,
  listPagesHandler,
  publishPageHandler,
  removePageHandler,
  reorderPagesHandler,
  unpublishPageHandler,
  updatePageHandler,
} from './page-handlers';
import { previewRulesHandler, updateRulesHandler } from './page-rules-handlers';
import { previewSequenceHandler } from './preview-handler';

/** The `welcomePages.*` operations: the company's welcome pages, their versions, rules and previews (docs/gateway.md "Welcome pages"). */
export function welcomePagesHandlers(services: GatewayServices): NamespaceHandlers<'welcomePages'> {
  return {
    'welcomePages.list': listPagesHandler(services),
    'welcomePages.get': getPageHandler(services),
    'welcomePages.create': createPageHandler(),
    'welcomePages.update': updatePageHandler(),
    'welcomePages.publish': publishPageHandler(),
    'welcomePages.unpublish': unpublishPageHandler(),
    'welcomePages.remove': removePageHandler(),
    'welcomePages.reorder': reorderPagesHandler(),
    'welcomePages.previewRules': previewRulesHandler(services),
    'welcomePages.updateRules': updateRulesHandler(),
    'welcomePages.preview': previewSequenceHandler(services),
    'welcomePages.audience': audienceHandler(services),
  };
}
